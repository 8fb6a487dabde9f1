import Modals
import UIKit
import WorkflowModals

final class CheckoutViewController: UIViewController {
    var observation: ModalListObservationLifetime?

    func startCheckout() {
        observation = modalListObserver.observe(CheckoutModalsWorkflow()) { output in
            // `self`, strongly, while self keeps the token.
            self.observation?.stopObserving()
            self.observation = nil
        }
    }
}
