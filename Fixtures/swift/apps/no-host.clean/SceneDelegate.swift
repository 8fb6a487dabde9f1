import Modals
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: FeedViewController()),
            UINavigationController(rootViewController: AccountViewController()),
        ]
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = ModalHostContainerViewController(content: tabs, toastContainerStyle: AppToastStyle())
        window.makeKeyAndVisible()
        self.window = window
    }
}
