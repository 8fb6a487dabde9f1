import UIKit

// In Xcode 16's synchronized folder Receipts, which only Shop (iPhone) compiles.
final class ReceiptViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Email", style: .default))
        present(sheet, animated: true)
    }
}
