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

    func finish(_ output: CheckoutModalsWorkflow.Output) {
        print(output)
    }
}
