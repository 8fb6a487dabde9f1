import Modals
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        let settings = UINavigationController(rootViewController: SettingsViewController())
        window?.rootViewController = ModalHostContainerViewController(content: settings, toastContainerStyle: AppToastStyle())
        window?.makeKeyAndVisible()
    }
}

final class SettingsViewController: UIViewController {
    private var editorLifetime: ModalLifetime?

    func editProfile() {
        let editor = UINavigationController(rootViewController: EditorViewController())
        editorLifetime = modalPresenter.present(editor, style: .full)
    }
}

final class EditorViewController: UIViewController {
    private var pickerLifetime: ModalLifetime?

    func pickColor() {
        pickerLifetime = modalPresenter.present(ColorPickerViewController(), style: .card)
    }
}

final class ColorPickerViewController: UIViewController {}
