import UIKit

// Debug builds App for iPhone only, Release for iPhone and iPad: judged on iPad, with a warning.
final class MenuViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
