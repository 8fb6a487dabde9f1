import Modals
import UIKit

final class FeedViewController: UIViewController {
    private var filterLifetime: ModalLifetime?

    @objc func showFilters() {
        filterLifetime = modalPresenter.present(FilterViewController(), style: .sheet)
    }
}

final class FilterViewController: UIViewController {}
final class AccountViewController: UIViewController {}
