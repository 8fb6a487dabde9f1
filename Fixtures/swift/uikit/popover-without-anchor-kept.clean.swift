import UIKit

final class PhotoViewController: UIViewController {
    private lazy var moreSheet: UIAlertController = {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.barButtonItem = navigationItem.rightBarButtonItem
        return sheet
    }()
    private let shareSheet = UIActivityViewController(activityItems: [], applicationActivities: nil)
    private var confirmation: UIAlertController?

    @objc func showMore() {
        present(moreSheet, animated: true)
    }

    @objc func share() {
        shareSheet.popoverPresentationController?.sourceView = view
        present(shareSheet, animated: true)
    }

    @objc func confirmDelete() {
        let actionSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        confirmation = actionSheet
        anchorConfirmation()
        present(actionSheet, animated: true)
    }

    private func anchorConfirmation() {
        confirmation?.popoverPresentationController?.sourceView = view
    }

    func showActions(for indexPath: IndexPath, in tableView: UITableView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        if let cell = tableView.cellForRow(at: indexPath) {
            sheet.popoverPresentationController?.sourceView = cell
        } else {
            sheet.popoverPresentationController?.sourceView = tableView
        }
        present(sheet, animated: true)
    }

    func pickColor() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = view
        }
        present(sheet, animated: true)
    }

    func chooseFont(from button: UIButton) {
        let picker = FontPickerViewController()
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = button
        present(picker, animated: true)
    }
}

final class FontPickerViewController: UIViewController {}
