/// `render/conditional-container`: a container rendered in some states only, around a screen rendered in all.
public struct ConditionalContainerRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "render/conditional-container", severity: .error,
        summary: "a Workflow container rendered conditionally around a screen that persists: that screen's view controller is rebuilt",
        explanation: """
            For each slot (the hosting root, a container's base, a modal key, a described child) Workflow keeps \
            the existing view controller only if it is of the new description's kind; otherwise it tears it \
            down with its whole subtree and builds a new one. Rendering `baseScreen` in one state and \
            `baseScreen.presentingModals { ... }` (or a ModalHostContainer, or another wrapper) in another \
            changes the kind at that slot, so the base screen's view controller is destroyed and recreated on \
            every such transition: scroll position, text selection and other transient view state are lost, \
            and the reallocation costs time. AnyScreen does not help: it is transparent. Every pair of states \
            is compared (or the listed `transitions`); the finding is reported at the render where the \
            container appears. It yields to render/host-content-changed where a ModalHostContainer stands at \
            the slot in both states: that is the more specific finding.
            """,
        fix: "always render the container and include the modals conditionally (`baseScreen.presentingModals { if state.isShowingModal { Modal(...) } }`)",
        source: "square/swift-modals Documentation/tips.md, \"Avoid destructive renders in Workflow\"; square/workflow-swift WorkflowUI/Sources/ViewControllerDescription/ViewControllerDescription.swift (canUpdate); square/swift-modals WorkflowModals/Sources/AnyModalToastContainer.swift (3.0.0)",
        triggeringExample: """
            workflows:
              - name: CheckoutWorkflow
                renders:
                  - state: browsing
                    screen: CartScreen
                  - state: confirming
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: confirm, style: card, screen: ConfirmScreen}]
            """,
        cleanExample: """
            workflows:
              - name: CheckoutWorkflow
                renders:
                  - state: browsing
                    screen: {type: ModalContainer, base: CartScreen, modals: []}
                  - state: confirming
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: confirm, style: card, screen: ConfirmScreen}]
            """,
        swiftExample: """
            extension CheckoutWorkflow {
                func render(state: State, context: RenderContext<CheckoutWorkflow>) -> AnyScreen {
                    let cart = CartScreen(items: state.items)
                    switch state.step {
                    case .browsing:
                        return cart.asAnyScreen()                       // CartScreen at the root
                    case .confirming:
                        return cart.presentingModals {                  // a ModalContainer there instead
                            Modal(key: "confirm", style: .card, content: ConfirmScreen())
                        }.asAnyScreen()
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        RenderChangeText.changes(.conditionalContainer, in: context).map { change, workflow in
            let here = workflow.renders[change.render].state
            let others = RenderChangeText.states(change, in: workflow)
            let rebuilt = change.rebuilt.count == 1
                ? "\(change.rebuilt[0])'s view controller is"
                : "the view controllers of \(RenderChangeText.list(change.rebuilt)) are"
            let hosts = workflow.screens[change.screen].type == RenderDiff.hostType
                && workflow.screens[change.otherScreen].type == RenderDiff.hostType
                ? "; the ModalHostContainer and every modal it shows are rebuilt too" : ""
            let container = RenderChangeText.describe(change.screen, in: workflow)
            return context.diagnostic(
                metadata, at: workflow.screens[change.screen].range,
                "\(workflow.name) renders \(container) at \(RenderChangeText.slot(change.slot)) in state `\(here)` but \(RenderChangeText.describe(change.otherScreen, in: workflow)) there in \(others): the slot's view controller is replaced on each such transition, so \(rebuilt) torn down and rebuilt (scroll position and other view state are lost)\(hosts)",
                path: RenderChangeText.path(change, workflow),
                fix: Self.fix(workflow.screens[change.screen].type, container: container, base: change.rebuilt[0],
                              slot: RenderChangeText.slot(change.slot)),
                logicalLocation: RenderChangeText.logicalLocation(change, workflow))
        }
    }
}

extension ConditionalContainerRule {
    /// The tips.md fix, in the words of the container that comes and goes.
    static func fix(_ type: String, container: String, base: String, slot: String) -> String {
        let variable = base.lowercasedFirst
        switch type {
        case "ModalContainer":
            return "always render the ModalContainer at \(slot) and include the modals conditionally (`\(variable).presentingModals { if ... { Modal(...) } }`)"
        case "ToastContainer":
            return "always render the ToastContainer at \(slot) and include the toasts conditionally"
        case RenderDiff.hostType:
            return "render the ModalHostContainer at \(slot) in every state (or in none), around content of one type"
        default:
            return "render \(container) at \(slot) in every state and vary only what it contains"
        }
    }
}

extension String {
    /// `CartScreen` -> `cartScreen`, as a variable would be named.
    var lowercasedFirst: String { prefix(1).lowercased() + dropFirst() }
}
