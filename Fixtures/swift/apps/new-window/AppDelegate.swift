import Modals
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ModalHostContainerViewController(content: HomeViewController(), toastContainerStyle: AppToastStyle())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class HomeViewController: UIViewController {}
