import UIKit

/// Action and share sheets kept where the presentation cannot see them being anchored.
final class PhotoViewController: UIViewController {
    private lazy var moreSheet: UIAlertController = {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        return sheet
    }()
    private let shareSheet = UIActivityViewController(activityItems: [], applicationActivities: nil)
    private var confirmation: UIAlertController?

    @objc func showMore() {
        present(moreSheet, animated: true)
    }

    @objc func share() {
        present(shareSheet, animated: true)
    }

    @objc func confirmDelete() {
        let actionSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        confirmation = actionSheet
        present(actionSheet, animated: true)
    }

    func showActions(for indexPath: IndexPath, in tableView: UITableView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        // Anchored only while the row is on screen.
        if let cell = tableView.cellForRow(at: indexPath) {
            sheet.popoverPresentationController?.sourceView = cell
        }
        present(sheet, animated: true)
    }

    func pickColor(_ enabled: Bool) {
        if enabled {
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            sheet.popoverPresentationController?.sourceView = view
            present(sheet, animated: true)
        } else {
            // Another `sheet`, in another block: not the anchored one above.
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            present(sheet, animated: true)
        }
    }

    func chooseFont() {
        let picker = FontPickerViewController()
        picker.modalPresentationStyle = .popover
        present(picker, animated: true)
    }
}

final class FontPickerViewController: UIViewController {}
