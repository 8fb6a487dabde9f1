import UIKit

// The app's target: `supportedDeviceFamilies: [.phone]`, judged on iPhone.
final class TipsViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
