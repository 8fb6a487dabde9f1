import UIKit

// Compiled only by Notes, which XcodeGen builds for iPhone only (TARGETED_DEVICE_FAMILY: 1).
final class NotesViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive", style: .default))
        present(sheet, animated: true)
    }
}
