import Modals
import UIKit

final class ComposeViewController: UIViewController {
    @objc func showAttachments() {
        navigationController?.pushViewController(AttachmentsViewController(), animated: true)
    }
}

final class AttachmentsViewController: UICollectionViewController {
    private var previewLifetime: ModalLifetime?

    func preview() {
        previewLifetime = modalPresenter.present(PreviewViewController(), style: .full)
    }
}

final class PreviewViewController: UIViewController {}
