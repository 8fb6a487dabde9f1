/// `render/modal-kind-changed`: one modal key whose content kind changes between states.
public struct ModalKindChangedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "render/modal-kind-changed", severity: .note,
        summary: "a Workflow modal key whose content changes kind between states: the modal animates out and a new one in",
        explanation: """
            WorkflowModals identifies a rendered modal by its key and its content's view controller kind. When \
            the same key renders content of another kind (AnyScreen is transparent), the old modal is removed \
            (it animates out) and a new one is built and presented (it animates in), instead of the modal \
            being updated in place. That is right when a different modal is meant; it is a surprise when the \
            same modal was meant to change its content.
            """,
        fix: "for one modal whose content changes, render one content screen type and vary its state; for two different modals, give them different keys",
        source: "square/swift-modals WorkflowModals/Sources/PresentedModalsManager.swift (3.0.0; PresentationKey: modal key + ViewControllerDescription.KindIdentifier)",
        triggeringExample: """
            workflows:
              - name: PaymentWorkflow
                renders:
                  - state: paying
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: payment, style: sheet, screen: PaymentFormScreen}]
                  - state: paid
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: payment, style: sheet, screen: ReceiptScreen}]
            """,
        cleanExample: """
            workflows:
              - name: PaymentWorkflow
                renders:
                  - state: paying
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: payment, style: sheet, screen: PaymentScreen}]
                  - state: paid
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: payment, style: sheet, screen: PaymentScreen}]
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        RenderChangeText.changes(.modalKindChanged, in: context).map { change, workflow in
            let here = workflow.renders[change.render].state
            let what: String
            switch change.role {
            case .toast(let key): what = "toast `\(key)`"
            case .modal(let key): what = "modal `\(key)`"
            default: what = "modal"
            }
            let (old, new) = (RenderChangeText.name(change.otherScreen, in: workflow),
                              RenderChangeText.name(change.screen, in: workflow))
            return context.diagnostic(
                metadata, at: workflow.screens[change.screen].range,
                "\(what) of \(workflow.name) shows \(old) in \(RenderChangeText.states(change, in: workflow)) and \(new) in state `\(here)`: modals are identified by key and content kind, so the modal showing \(old) animates out and a new one showing \(new) animates in",
                path: RenderChangeText.path(change, workflow),
                logicalLocation: RenderChangeText.logicalLocation(change, workflow))
        }
    }
}
