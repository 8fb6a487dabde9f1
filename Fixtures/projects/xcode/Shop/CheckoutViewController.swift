import UIKit

// Compiled only by Shop, an iPhone-only app (TARGETED_DEVICE_FAMILY = 1): the action sheet
// never becomes a popover, so no anchor is needed.
final class CheckoutViewController: UIViewController {
    func chooseShipping() {
        let sheet = UIAlertController(title: "Shipping", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Standard", style: .default))
        present(sheet, animated: true)
    }
}
