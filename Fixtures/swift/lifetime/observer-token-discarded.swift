import Modals
import UIKit
import WorkflowModals

final class CheckoutViewController: UIViewController {
    func startCheckout() {
        _ = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
            self?.finish(output)
        }
    }

    func startTips() {
        modalListObserver.observe(tipsProvider)
    }

    let tipsProvider = TipsProvider()
    func finish(_ output: CheckoutModalsWorkflow.Output) {}
}
