import Modals
import UIKit

final class NotesViewController: UIViewController {
    private var editorLifetime: ModalLifetime?

    func editNote() {
        let editor = NoteEditorViewController()
        editor.onSave = { [weak self] in self?.editorDidSave() }
        editorLifetime = modalPresenter.present(editor, style: .sheet)
    }

    func closeEditor() {
        // The token goes with its dismissal: a second close finds nothing to dismiss.
        editorLifetime?.dismiss()
        editorLifetime = nil
    }

    func editorDidSave() {
        closeEditor()
        reloadNotes()
        closeEditor()
    }

    func reloadNotes() {}
}

final class NoteEditorViewController: UIViewController {
    var onSave: (() -> Void)?
}
