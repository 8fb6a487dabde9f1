import Workflow
import WorkflowModals

struct CheckoutWorkflow: Workflow {
    enum State { case browsing, confirming }

    func makeInitialState() -> State { .browsing }

    // The container is rendered in every state; only its modals vary.
    func render(state: State, context: RenderContext<CheckoutWorkflow>) -> ModalContainer<CartScreen, AnyScreen> {
        let cart = CartScreen(items: [])
        switch state {
        case .browsing:
            return cart.presentingModals { [] }
        case .confirming:
            return cart.presentingModals {
                Modal(key: "confirm", style: .card, content: ConfirmScreen())
            }
        }
    }
}
