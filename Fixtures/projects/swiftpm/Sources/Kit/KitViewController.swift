import UIKit

// A library target: the package says no device, so the default, iPad (iOS 15 from `platforms`).
final class KitViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
