import Modals
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        // No modal host between the window and the settings screen.
        window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
        window?.makeKeyAndVisible()
    }
}

final class SettingsViewController: UIViewController {
    private var aboutLifetime: ModalLifetime?

    func showAbout() {
        aboutLifetime = modalPresenter.present(AboutViewController(), style: .card)
    }
}

final class AboutViewController: UIViewController {}
