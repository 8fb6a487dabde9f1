import UIKit

// The project cannot be read (a `;` is missing): judged on iPad, the default, with a warning.
final class MenuViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
