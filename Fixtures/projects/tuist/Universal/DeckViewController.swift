import UIKit

// Tuist's `destinations: .iOS` (iPhone, iPad and the iPad app on the Mac): judged on iPad.
final class DeckViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
