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

/// Not a view controller: `present` is its own helper, which anchors the popover first.
final class SharePresenter {
    private weak var host: UIViewController?
    private weak var anchor: UIView?

    func share(_ url: URL) {
        present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
    }

    private func present(_ controller: UIViewController, animated: Bool) {
        controller.popoverPresentationController?.sourceView = anchor
        host?.present(controller, animated: animated)
    }
}

/// A view controller whose own `present` anchors every popover before UIKit's does.
final class AnchoringViewController: UIViewController {
    @IBOutlet var anchorView: UIView!

    override func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        controller.popoverPresentationController?.sourceView = anchorView
        super.present(controller, animated: animated, completion: completion)
    }

    func share(_ url: URL) {
        self.present(UIActivityViewController(activityItems: [url], applicationActivities: nil), animated: true)
    }
}
