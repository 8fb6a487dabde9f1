import UIKit

// No TARGETED_DEVICE_FAMILY, and the Info.plist it names is missing: judged on iPad, with a warning.
final class MenuViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
