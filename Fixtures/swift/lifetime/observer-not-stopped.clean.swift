import Modals
import UIKit
import WorkflowModals

final class CheckoutViewController: UIViewController {
    var observation: ModalListObservationLifetime?

    func startCheckout() {
        observation = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
            self?.finish(output)
        }
    }

    // Stopped from another method of the type: seen across the whole type.
    func finish(_ output: CheckoutModalsWorkflow.Output) {
        observation?.stopObserving()
        observation = nil
    }
}
