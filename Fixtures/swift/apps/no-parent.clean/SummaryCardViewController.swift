import Modals
import UIKit

final class SummaryCardViewController: UIViewController {
    private var detailsLifetime: ModalLifetime?

    @objc func showDetails() {
        detailsLifetime = modalPresenter.present(SummaryDetailsViewController(), style: .card)
    }
}

final class SummaryDetailsViewController: UIViewController {}
