import UIKit

// TARGETED_DEVICE_FAMILY names a setting nothing defines: judged on iPad, with a warning.
final class MenuViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
