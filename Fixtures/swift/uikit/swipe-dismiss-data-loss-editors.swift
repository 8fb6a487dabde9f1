import UIKit

/// A composer with no Save/Cancel pair: Cancel, and the text view it edits (made first
/// responder: the user types the draft there).
final class ComposeViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textView.becomeFirstResponder()
    }

    @objc private func cancel() { dismiss(animated: true) }
}

/// A rename screen: a Save titled with a localized string, and a text field whose edits it follows.
final class RenameViewController: UIViewController {
    private let nameField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.addTarget(self, action: #selector(nameChanged), for: .editingChanged)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: NSLocalizedString("Save", comment: "Saves the new name"), style: .done,
                                                            target: self, action: #selector(save))
    }

    @objc private func nameChanged() {}
    @objc private func save() { dismiss(animated: true) }
}

/// A step of a sign-up flow in editing mode from the start, with Cancel.
final class ProfileFormViewController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        isEditing = true
        navigationItem.leftBarButtonItem = .init(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
    }

    @objc private func cancel() { dismiss(animated: true) }
}

/// The flow's first step pushes the second, which pushes the form onto the presented navigation stack.
final class AccountTypeViewController: UIViewController {
    @objc private func next() {
        navigationController?.pushViewController(TermsViewController(), animated: true)
    }
}

final class TermsViewController: UIViewController {
    @objc private func accept() {
        navigationController?.pushViewController(ProfileFormViewController(), animated: true)
    }
}

/// The app's own navigation controller: nothing in it guards the swipe.
final class AppNavigationController: UINavigationController {}

final class HomeViewController: UIViewController {
    func compose() {
        // Page sheets (the automatic style): a swipe down dismisses each, edits and all.
        present(UINavigationController(rootViewController: ComposeViewController()), animated: true)
    }

    func rename() {
        present(RenameViewController(), animated: true)
    }

    func signUp() {
        let flow = AppNavigationController(rootViewController: AccountTypeViewController())
        present(flow, animated: true)
    }
}
