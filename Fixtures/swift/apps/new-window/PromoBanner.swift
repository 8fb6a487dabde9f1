import UIKit

/// Shows the promotion above everything else, in a window of its own.
final class PromoBanner {
    private var window: UIWindow?

    func show(in scene: UIWindowScene) {
        let window = UIWindow(windowScene: scene)
        window.windowLevel = .alert
        window.rootViewController = UINavigationController(rootViewController: PromoViewController())
        window.isHidden = false
        self.window = window
    }
}
