import Modals
import UIKit

final class NotesViewController: UIViewController {
    private var editorLifetime: ModalLifetime?

    func editNote() {
        editorLifetime = modalPresenter.present(NoteEditorViewController(), style: .sheet)
    }

    func cancelEditing() {
        editorLifetime?.dismiss()
        editorLifetime = nil
    }

    func saveAndClose() {
        saveDraft()
        cancelEditing()
    }

    func saveDraft() {}
}

final class NoteEditorViewController: UIViewController {}
