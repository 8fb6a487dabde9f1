import UIKit

final class SettingsViewController: UITableViewController {
    func editProfile() {
        let editor = ProfileEditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        // A UIKit presentation: the editor starts a new view controller hierarchy.
        present(navigation, animated: true)
    }
}
