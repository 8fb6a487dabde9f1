import UIKit

final class InboxViewController: UITableViewController {
    @objc func compose() {
        let navigation = UINavigationController(rootViewController: ComposeViewController())
        navigation.modalPresentationStyle = .formSheet
        present(navigation, animated: true)
    }
}
