import UIKit
import Eureka

/// The presents that helpers make for their callers, and a form from a third-party framework.
protocol AlertShowing {}

extension AlertShowing where Self: UIViewController {
    func show(_ controller: UIViewController) {
        present(controller, animated: true)
    }
}

extension UIViewController {
    func showMenu(title: String, style: UIAlertController.Style) {
        let menu = UIAlertController(title: title, message: nil, preferredStyle: style)
        menu.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(menu, animated: true)
    }
}

final class InboxViewController: UIViewController, AlertShowing {
    @objc func showMore() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Archive", style: .default))
        show(sheet)
    }

    @objc func showSorting() {
        showMenu(title: "Sort by", style: .actionSheet)
    }
}

final class AccountFormViewController: FormViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
    }

    func shareInvite(_ link: URL) {
        let activity = UIActivityViewController(activityItems: [link], applicationActivities: nil)
        present(activity, animated: true)
    }
}
