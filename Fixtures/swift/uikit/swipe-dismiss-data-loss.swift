import UIKit

/// An editing screen: Save and Cancel in its navigation bar.
final class ProfileEditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
    }

    @objc private func cancel() { dismiss(animated: true) }
    @objc private func save() { dismiss(animated: true) }
}

final class ProfileViewController: UIViewController {
    func editProfile() {
        // A page sheet (the automatic style): a swipe down dismisses it, edits and all.
        let navigation = UINavigationController(rootViewController: ProfileEditorViewController())
        present(navigation, animated: true)
    }
}
