import UIKit
import Eureka

protocol AlertShowing {}

extension AlertShowing where Self: UIViewController {
    func show(_ controller: UIViewController) {
        present(controller, animated: true)
    }
}

extension UIViewController {
    func showMenu(title: String, style: UIAlertController.Style) {
        let menu = UIAlertController(title: title, message: nil, preferredStyle: style)
        menu.popoverPresentationController?.sourceView = view
        present(menu, animated: true)
    }

    var isPad: Bool { traitCollection.horizontalSizeClass == .regular }
}

final class InboxViewController: UIViewController, AlertShowing {
    @objc func showMore() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.popoverPresentationController?.sourceView = view
        show(sheet)
    }

    @objc func showSorting() {
        showMenu(title: "Sort by", style: .actionSheet)
    }

    @objc func confirm() {
        // An alert on iPad, an action sheet elsewhere: decided by the device.
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: isPad ? .alert : .actionSheet)
        show(sheet)
    }
}

/// A coordinator from a framework: its `present` is not shown to be UIKit's.
final class InviteCoordinator: BaseCoordinator {
    func shareInvite(_ link: URL) {
        let activity = UIActivityViewController(activityItems: [link], applicationActivities: nil)
        present(activity, animated: true)
    }
}
