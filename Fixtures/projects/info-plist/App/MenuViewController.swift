import UIKit

// No TARGETED_DEVICE_FAMILY; the Info.plist's UIDeviceFamily says iPhone only: judged on iPhone.
final class MenuViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
