import UIKit

final class PhotoViewController: UIViewController {
    @IBOutlet var shareButton: UIBarButtonItem!

    func share(_ url: URL) {
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        activity.popoverPresentationController?.barButtonItem = shareButton
        present(activity, animated: true)
    }

    func showOptions(from sourceView: UIView) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        if let popover = sheet.popoverPresentationController {
            popover.sourceView = sourceView
            popover.sourceRect = sourceView.bounds
        }
        present(sheet, animated: true)
    }

    func confirm() {
        // An alert, not an action sheet: never a popover.
        let alert = UIAlertController(title: "Sure?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }

    func shareOnPhone(_ url: URL) {
        // The code decides by idiom: not judged.
        guard UIDevice.current.userInterfaceIdiom == .phone else { return }
        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
    }

    func shareConfigured(_ url: URL) {
        // Configured elsewhere: not judged.
        let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
        configurePopover(activity)
        present(activity, animated: true)
    }

    func configurePopover(_ controller: UIViewController) {}
}
