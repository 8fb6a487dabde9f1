import Modals
import UIKit

final class InboxViewController: UITableViewController {
    private var composeLifetime: ModalLifetime?

    @objc func compose() {
        let navigation = UINavigationController(rootViewController: ComposeViewController())
        composeLifetime = modalPresenter.present(navigation, style: .full)
    }
}
