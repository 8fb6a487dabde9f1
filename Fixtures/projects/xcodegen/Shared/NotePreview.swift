import UIKit

// Excluded from Notes (`excludes: ["**/*Preview.swift"]`), in no other target: the default, iPad.
final class NotePreviewViewController: UIViewController {
    func showActions() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        present(sheet, animated: true)
    }
}
