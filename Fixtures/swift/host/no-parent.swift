import Modals
import UIKit

final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ModalHostContainerViewController(content: PagerViewController(), toastContainerStyle: AppToastStyle())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

final class PagerViewController: UIViewController {
    let page = PageViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(page.view)
    }
}

final class PageViewController: UIViewController {
    private var shareLifetime: ModalLifetime?

    func share() {
        shareLifetime = modalPresenter.present(ShareSheetViewController(), style: .sheet)
    }
}

final class ShareSheetViewController: UIViewController {}
