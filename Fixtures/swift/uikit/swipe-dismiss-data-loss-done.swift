import UIKit

/// A composer: Cancel and Done, the pair of an editing screen; a text view holds the draft.
final class NoteComposerViewController: UIViewController {
    private let textView = UITextView()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done))
    }

    @objc private func cancel() { dismiss(animated: true) }
    @objc private func done() { dismiss(animated: true) }
}

final class NotesViewController: UIViewController {
    func compose() {
        // A page sheet: a swipe down dismisses the draft with it.
        present(UINavigationController(rootViewController: NoteComposerViewController()), animated: true)
    }
}
