import Modals
import UIKit

final class PromoViewController: UIViewController {
    private var detailsLifetime: ModalLifetime?

    @objc func showDetails() {
        detailsLifetime = modalPresenter.present(PromoDetailsViewController(), style: .card)
    }
}

final class PromoDetailsViewController: UIViewController {}
