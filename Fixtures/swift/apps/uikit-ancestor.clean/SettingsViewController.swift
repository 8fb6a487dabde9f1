import Modals
import UIKit

final class SettingsViewController: UITableViewController {
    private var editorLifetime: ModalLifetime?

    func editProfile() {
        let editor = ProfileEditorViewController()
        let navigation = UINavigationController(rootViewController: editor)
        // Through the modal host: the editor keeps a parent chain up to it.
        editorLifetime = modalPresenter.present(navigation, style: .full)
    }
}
