import Modals
import UIKit
import WorkflowModals

final class CheckoutViewController: UIViewController {
    var observation: ModalListObservationLifetime?

    func startCheckout() {
        observation = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
            self?.observation?.stopObserving()
            self?.observation = nil
        }
    }

    // The closure does not use self at all: nothing closes a cycle.
    func startLogging(logger: Logger) {
        observation = modalListObserver.observe(LoggingWorkflow()) { output in
            logger.log(output)
            logger.stop()
        }
    }
}
