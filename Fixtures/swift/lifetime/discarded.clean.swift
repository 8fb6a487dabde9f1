import Modals
import UIKit

final class HomeViewController: UIViewController {
    private var promoLifetime: ModalLifetime?
    private var termsLifetime: ModalLifetime?

    func showPromo() {
        promoLifetime = modalPresenter.present(PromoViewController(), style: .card)
    }

    func showTerms() {
        let lifetime = modalPresenter.present(TermsViewController(), style: .sheet)
        termsLifetime = lifetime
    }

    // The caller keeps it: a token returned is not dropped here.
    func makeToast() -> ModalLifetime {
        toastPresenter.present(SavedToastViewController(), style: .banner)
    }

    func presentWithUIKit() {
        // UIKit present returns nothing to keep.
        present(PromoViewController(), animated: true)
    }
}

final class PromoViewController: UIViewController {}
final class TermsViewController: UIViewController {}
final class SavedToastViewController: UIViewController {}

final class PresentingTests {
    // A local token used later (dismissed) is kept until then.
    func test_present() {
        let lifetime = HomeViewController().modalPresenter.present(PromoViewController(), style: .card)
        lifetime.dismiss()
    }
}
