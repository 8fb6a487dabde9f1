import Modals
import UIKit

final class ProfileEditorViewController: UIViewController {
    private var pickerLifetime: ModalLifetime?

    func pickAccentColor() {
        pickerLifetime = modalPresenter.present(ColorPickerViewController(), style: .card)
    }
}

final class ColorPickerViewController: UIViewController {}
