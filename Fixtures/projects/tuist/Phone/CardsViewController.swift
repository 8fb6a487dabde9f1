import UIKit

// Tuist's `destinations: [.iPhone]`: judged on iPhone.
final class CardsViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
