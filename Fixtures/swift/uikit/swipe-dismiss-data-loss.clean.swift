import UIKit

/// An editing screen that refuses the swipe while it holds edits and offers Save or Discard.
final class ProfileEditorViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    private var hasChanges = false {
        didSet { isModalInPresentation = hasChanges }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Save", style: .done, target: self, action: #selector(save))
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        // Offer Save or Discard.
    }

    @objc private func cancel() { dismiss(animated: true) }
    @objc private func save() { dismiss(animated: true) }
}

/// A settings screen with only a Done button: nothing to lose.
final class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(close))
    }

    @objc private func close() { dismiss(animated: true) }
}

final class ProfileViewController: UIViewController {
    func editProfile() {
        present(UINavigationController(rootViewController: ProfileEditorViewController()), animated: true)
    }

    func showAbout() {
        present(UINavigationController(rootViewController: AboutViewController()), animated: true)
    }
}
