import Modals
import UIKit

/// The app's own modal host: it lays out its content and the modals its content presents.
final class RootViewController: UIViewController, ModalHost {
    let content: UIViewController

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        addChild(content)
        content.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(content.view)
    }

    func setNeedsModalUpdate() {
        // Like ModalHostContainerViewController: the modals its content presents.
        layoutModals(content.aggregateModals())
    }

    private func layoutModals(_ modals: ModalList) {
        view.setNeedsLayout()
    }
}

final class DashboardViewController: UIViewController {
    private var whatsNewLifetime: ModalLifetime?

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        // From the host's content: the host finds it in its content's modals.
        whatsNewLifetime = modalPresenter.present(WhatsNewViewController(), style: .card)
    }
}

final class WhatsNewViewController: UIViewController {}
