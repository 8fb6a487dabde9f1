import UIKit

final class LibraryViewController: UIViewController {
    func openBrowser() {
        let split = UISplitViewController(style: .doubleColumn)
        present(split, animated: true)
    }
}
