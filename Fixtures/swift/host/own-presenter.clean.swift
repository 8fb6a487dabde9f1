import Modals
import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = RootViewController(content: HomeViewController())
        window?.makeKeyAndVisible()
    }
}

/// A modal host of the app's own that lays out its content's modals, as the framework's does.
final class RootViewController: UIViewController, ModalHost {
    let content: UIViewController

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        addChild(content)
        content.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    func setNeedsModalUpdate() {
        layout(content.aggregateModals())
    }

    private func layout(_ modals: ModalList) {}
}

final class HomeViewController: UIViewController {
    private var promoLifetime: ModalLifetime?

    func showPromo() {
        promoLifetime = modalPresenter.present(PromoViewController(), style: .card)
    }
}
final class PromoViewController: UIViewController {}
