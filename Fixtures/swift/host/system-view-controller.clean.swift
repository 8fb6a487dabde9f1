import Modals
import UIKit

final class HomeViewController: UIViewController {
    var detailsLifetime: ModalLifetime?

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        present(alert, animated: true)
    }

    func showDetails() {
        detailsLifetime = modalPresenter.present(DetailsViewController(), style: .card)
    }

    // A type the run does not declare: nothing is known about it, so nothing is said.
    func showExternal(_ controller: ExternalViewController) {
        detailsLifetime = modalPresenter.present(controller, style: .card)
    }
}

final class DetailsViewController: UIViewController {}
