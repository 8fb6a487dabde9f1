import Modals
import UIKit

final class HomeViewController: UIViewController {
    func showPromo() {
        // An expression statement: the ModalLifetime is freed at once.
        modalPresenter.present(PromoViewController(), style: .card)
    }

    func showTerms() {
        _ = modalPresenter.present(TermsViewController(), style: .sheet)
    }

    func showToast() {
        let lifetime = toastPresenter.present(SavedToastViewController(), style: .banner)
    }
}

final class PromoViewController: UIViewController {}
final class TermsViewController: UIViewController {}
final class SavedToastViewController: UIViewController {}
