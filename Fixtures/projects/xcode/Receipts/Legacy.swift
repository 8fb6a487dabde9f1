import UIKit

// Left out of Shop by the folder's exception set: no target compiles it, so it keeps the
// default device, iPad.
final class LegacyReceiptViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Print", style: .default))
        present(sheet, animated: true)
    }
}
