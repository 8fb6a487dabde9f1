import UIKit

final class LibraryViewController: UIViewController {
    func openBrowser() {
        let split = UISplitViewController(style: .doubleColumn)
        split.modalPresentationStyle = .fullScreen
        present(split, animated: true)
    }

    func openReader() {
        present(ReaderSplitViewController(), animated: true)
    }
}

// A subclass that sets its own style.
final class ReaderSplitViewController: UISplitViewController {
    init() {
        super.init(style: .doubleColumn)
        modalPresentationStyle = .fullScreen
    }
}
