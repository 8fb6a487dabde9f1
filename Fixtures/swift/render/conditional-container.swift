import Workflow
import WorkflowModals

struct CheckoutWorkflow: Workflow {
    enum State { case browsing, confirming }

    func makeInitialState() -> State { .browsing }

    func render(state: State, context: RenderContext<CheckoutWorkflow>) -> AnyScreen {
        let cart = CartScreen(items: [])
        switch state {
        case .browsing:
            return cart.asAnyScreen()
        case .confirming:
            return cart.presentingModals {
                Modal(key: "confirm", style: .card, content: ConfirmScreen())
            }.asAnyScreen()
        }
    }
}
