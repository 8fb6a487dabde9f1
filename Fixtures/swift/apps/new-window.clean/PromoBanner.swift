import Modals
import UIKit

/// Shows the promotion above everything else, in a window of its own with its own modal host.
final class PromoBanner {
    private var window: UIWindow?

    func show(in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene)
        window.windowLevel = .alert
        let content = UINavigationController(rootViewController: PromoViewController())
        window.rootViewController = ModalHostContainerViewController(content: content, toastContainerStyle: AppToastStyle())
        window.isHidden = false
        self.window = window
    }
}
