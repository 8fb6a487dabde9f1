import Modals
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let dashboard = DashboardViewController()
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ModalHostContainerViewController(
            content: UINavigationController(rootViewController: dashboard),
            toastContainerStyle: AppToastStyle()
        )
        window?.makeKeyAndVisible()
    }
}
