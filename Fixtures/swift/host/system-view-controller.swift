import Modals
import UIKit

final class HomeViewController: UIViewController {
    var alertLifetime: ModalLifetime?
    var shareLifetime: ModalLifetime?

    func confirmDelete() {
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alertLifetime = modalPresenter.present(alert, style: .card)
    }

    func share(_ url: URL) {
        // A subclass declared in the run (Alerts.swift would do as well).
        shareLifetime = modalPresenter.present(ShareSheet(activityItems: [url], applicationActivities: nil), style: .sheet)
    }
}

final class ShareSheet: UIActivityViewController {}
