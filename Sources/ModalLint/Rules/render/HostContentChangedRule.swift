/// `render/host-content-changed`: a ModalHostContainer whose content type changes between states.
public struct HostContentChangedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "render/host-content-changed", severity: .warning,
        summary: "a Workflow ModalHostContainer whose content type changes between states: the host and its modals are rebuilt",
        explanation: """
            ModalHostContainer<Content> is generic over its content, and its view controller type with it: \
            the framework's own source notes the type should not depend on Content. When the content's type \
            differs between two states, Workflow cannot update the existing host view controller; it tears \
            down the host, every modal and toast it shows, and its content, and builds them again. \
            Where a ModalHostContainer stands at the slot in both states, this rule reports the change even \
            when a screen persists under it (a ModalContainer added around the host's content): \
            render/conditional-container yields to it, and the message names the screens rebuilt.
            """,
        fix: "give the host one content type in every state: wrap the content in AnyScreen (`AnyScreen(content).modalHost(...)`), so only the content is replaced, or switch screens below the host",
        source: "square/swift-modals WorkflowModals/Sources/ModalHostContainer.swift (3.0.0; `ViewController: ScreenViewController<ModalHostContainer>`, \"This should be extracted from ModalHostContainer<Content> so its type isnt dependent on <Content>\"); square/workflow-swift WorkflowUI/Sources/ViewControllerDescription/ViewControllerDescription.swift (canUpdate)",
        triggeringExample: """
            workflows:
              - name: AppWorkflow
                renders:
                  - state: loggedOut
                    screen: {type: ModalHostContainer, content: LoginScreen}
                  - state: loggedIn
                    screen: {type: ModalHostContainer, content: HomeScreen}
            """,
        cleanExample: """
            workflows:
              - name: AppWorkflow
                renders:
                  - state: loggedOut
                    screen: {type: ModalHostContainer, content: {type: AnyScreen, content: LoginScreen}}
                  - state: loggedIn
                    screen: {type: ModalHostContainer, content: {type: AnyScreen, content: HomeScreen}}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        RenderChangeText.changes(.hostContentChanged, in: context).map { change, workflow in
            let content = { (screen: Int) in
                workflow.screens[screen].children.first.map { RenderDiff.genericName($0, in: workflow) } ?? "?"
            }
            let here = workflow.renders[change.render].state
            // What a container added or dropped inside the host would have said on its own.
            let persisting = change.rebuilt.isEmpty ? "" : change.rebuilt.count == 1
                ? ", \(change.rebuilt[0])'s view controller with them (scroll position and other view state are lost)"
                : ", the view controllers of \(RenderChangeText.list(change.rebuilt)) with them (scroll position and other view state are lost)"
            return context.diagnostic(
                metadata, at: workflow.screens[change.screen].range,
                "the ModalHostContainer at \(RenderChangeText.slot(change.slot)) of \(workflow.name) holds \(content(change.screen)) in state `\(here)` and \(content(change.otherScreen)) in \(RenderChangeText.states(change, in: workflow)): ModalHostContainer<\(content(change.otherScreen))> and ModalHostContainer<\(content(change.screen))> are different view controller types, so the host and every modal it shows are torn down and rebuilt\(persisting)",
                path: RenderChangeText.path(change, workflow),
                logicalLocation: RenderChangeText.logicalLocation(change, workflow))
        }
    }
}
