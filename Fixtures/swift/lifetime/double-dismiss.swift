import Modals
import UIKit

final class NotesViewController: UIViewController {
    private var editorLifetime: ModalLifetime?

    func editNote() {
        editorLifetime = modalPresenter.present(NoteEditorViewController(), style: .sheet)
    }

    func cancelEditing() {
        editorLifetime?.dismiss()
    }

    func saveAndClose() {
        editorLifetime?.dismiss()
        saveDraft()
        cancelEditing()
    }

    func saveDraft() {}
}

final class NoteEditorViewController: UIViewController {}
