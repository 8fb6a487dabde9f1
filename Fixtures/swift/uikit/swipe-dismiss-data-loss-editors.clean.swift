import UIKit

/// A search screen edits its text field, but has neither Save nor Cancel: a swipe loses a
/// query, not work.
final class SearchViewController: UIViewController {
    private let queryField = UITextField()

    override func viewDidLoad() {
        super.viewDidLoad()
        queryField.addTarget(self, action: #selector(queryChanged), for: .editingChanged)
    }

    @objc private func queryChanged() {}
}

/// A composer whose navigation controller refuses the swipe.
final class ComposeViewController: UIViewController, UITextViewDelegate {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        textView.delegate = self
    }

    func textViewDidChange(_ textView: UITextView) {}
    @objc private func cancel() { dismiss(animated: true) }
}

final class GuardedNavigationController: UINavigationController {
    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
    }
}

/// A passcode screen: Cancel, and a first responder that is not a text view or text field (a
/// view of the app's own): what it holds is not known.
final class PasscodeField: UIView {}

final class PasscodeViewController: UIViewController {
    private let field = PasscodeField()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        field.becomeFirstResponder()
    }

    @objc private func cancel() { dismiss(animated: true) }
}

/// A local named `isEditing` is not the screen's editing mode.
final class FilterViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        var isEditing = false
        isEditing = true
        print(isEditing)
    }

    @objc private func cancel() { dismiss(animated: true) }
}

/// A flow whose first step pushes a screen that edits nothing.
final class WelcomeViewController: UIViewController {
    @objc private func next() {
        navigationController?.pushViewController(FilterListViewController(), animated: true)
    }
}

final class FilterListViewController: UITableViewController {}

/// A flow whose second step refuses the swipe while it is on the stack: the editor it pushes
/// is guarded too.
final class StartViewController: UIViewController {
    @objc private func next() {
        navigationController?.pushViewController(ConsentViewController(), animated: true)
    }
}

final class ConsentViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        isModalInPresentation = true
    }

    @objc private func accept() {
        navigationController?.pushViewController(AddressEditorViewController(), animated: true)
    }
}

final class AddressEditorViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(cancel))
    }

    @objc private func cancel() { dismiss(animated: true) }
}

final class HomeViewController: UIViewController {
    func search() {
        present(UINavigationController(rootViewController: SearchViewController()), animated: true)
    }

    func compose() {
        present(GuardedNavigationController(rootViewController: ComposeViewController()), animated: true)
    }

    func composeFullScreen() {
        let navigation = UINavigationController(rootViewController: ComposeViewController())
        navigation.modalPresentationStyle = .fullScreen
        present(navigation, animated: true)
    }

    func unlock() {
        present(UINavigationController(rootViewController: PasscodeViewController()), animated: true)
    }

    func filter() {
        present(UINavigationController(rootViewController: FilterViewController()), animated: true)
    }

    func welcome() {
        present(UINavigationController(rootViewController: WelcomeViewController()), animated: true)
    }

    func start() {
        present(UINavigationController(rootViewController: StartViewController()), animated: true)
    }
}
