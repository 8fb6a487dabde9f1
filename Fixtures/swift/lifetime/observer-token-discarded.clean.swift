import Modals
import UIKit
import WorkflowModals

final class CheckoutViewController: UIViewController {
    private var observation: ModalListObservationLifetime?

    func startCheckout() {
        observation = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
            guard let self else { return }
            switch output {
            case .done:
                self.observation?.stopObserving()
                self.observation = nil
            }
        }
    }
}
