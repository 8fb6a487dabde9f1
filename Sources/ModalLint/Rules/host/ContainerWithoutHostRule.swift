/// `host/container-without-host`: a rendered Workflow ModalContainer/ToastContainer with no host above it.
public struct ContainerWithoutHostRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/container-without-host", severity: .error,
        summary: "a Workflow ModalContainer or ToastContainer rendered where no modal host is above it",
        explanation: """
            WorkflowModals renders a ModalContainer or ToastContainer as an AnyModalToastContainerViewController, \
            which asks its modal host to update on every render, whether it has modals or none. Rendered in a \
            WorkflowHostingController (`hostedIn`) with no modal host above it, and no ModalHostContainer \
            screen around it in the rendering, it finds no host. The trap is deferred: while the container's \
            view is not loaded, it has no parent or is not in a window, the update waits for the next \
            viewDidLayoutSubviews; once all three hold it traps with the host lookup's message 1 (inside a \
            UIKit presentation) or 3, also for a state that renders zero modals. WorkflowHostingController \
            adds the rendered view controller as its own child, so the hierarchy in the message is the \
            container, then the hosting controller (its class with its generic arguments, as written in the \
            snapshot), then what is above it.
            """,
        fix: "render the workflow under a modal host: wrap its rendering in a ModalHostContainer, or install a host above the WorkflowHostingController",
        source: "square/swift-modals WorkflowModals/Sources/AnyModalToastContainer.swift (3.0.0; AnyModalToastContainerViewController asks for its host once it is loaded, has a parent and is in a window, and on every update); square/swift-modals Modals/Sources/ModalHostValidation.swift (message 3); square/workflow-swift WorkflowUI/Sources/Hosting/WorkflowHostingController.swift (adds the rendered view controller as its child)",
        triggeringExample: """
            windows:
              - root: {class: WorkflowHostingController, id: checkoutHost}
            workflows:
              - name: CheckoutWorkflow
                hostedIn: checkoutHost
                renders:
                  - state: confirming
                    screen:
                      type: ModalContainer
                      base: CartScreen
                      modals: [{key: confirm, style: card, screen: ConfirmScreen}]
            """,
        cleanExample: """
            windows:
              - root: {class: WorkflowHostingController, id: checkoutHost}
            workflows:
              - name: CheckoutWorkflow
                hostedIn: checkoutHost
                renders:
                  - state: confirming
                    screen:
                      type: ModalHostContainer
                      content:
                        type: ModalContainer
                        base: CartScreen
                        modals: [{key: confirm, style: card, screen: ConfirmScreen}]
            """)

    static let containerClass = "AnyModalToastContainerViewController"

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        let replay = context.replay
        for workflow in snapshot.workflows {
            guard let hostedIn = workflow.hostedIn, replay.staticHostOf(hostedIn) == nil else { continue }
            let hierarchy = replay.hierarchy
            let chain = hierarchy.chain(from: hostedIn)
            let presenting = hierarchy.presentingViewController(of: hostedIn)
            let kind: HostFailureKind = presenting != nil ? .uikitPresentation : .missing
            // WorkflowHostingController adds the built view controller directly (addChild(rootViewController)).
            let names = [Self.containerClass] + chain.map { snapshot.controllers[$0].shortClassName }
            let runtime = HostFailureText.runtimeMessage(
                kind, looker: Self.containerClass, presenting: presenting.map { snapshot.controllers[$0].className },
                chain: names)
            for render in workflow.renders {
                for screenIndex in Self.unhostedContainers(in: workflow, from: render.root) {
                    let screen = workflow.screens[screenIndex]
                    let why = presenting.map { "which sits inside a UIKit presentation by \(context.name($0))" }
                        ?? "and no view controller above it is a modal host"
                    let modals = screen.children.contains { child in
                        switch workflow.screens[child].role { case .modal, .toast: true; default: false }
                    }
                    let when = modals ? "" : " (it renders no modals here, and still asks for its host)"
                    result.append(context.diagnostic(
                        metadata, at: screen.range,
                        "\(workflow.name) renders a \(screen.type) in state `\(render.state)` inside \(context.name(hostedIn)), \(why): it traps once its view is loaded, it has a parent and is in a window\(when)",
                        runtimeMessage: runtime,
                        path: chain.map { PathStep(range: snapshot.controllers[$0].classRange, note: snapshot.controllers[$0].displayName) },
                        logicalLocation: "workflow:\(workflow.name)/\(render.state)/\(screen.type)"))
                }
            }
        }
    }

    /// Container screens with no ModalHostContainer screen above them (pre-order walk).
    static func unhostedContainers(in workflow: Workflow, from root: Int) -> [Int] {
        var result: [Int] = []
        var stack: [(screen: Int, hosted: Bool)] = [(root, false)]
        while let (index, hosted) = stack.popLast() {
            let screen = workflow.screens[index]
            let isHost = screen.type == "ModalHostContainer"
            if !hosted, screen.type == "ModalContainer" || screen.type == "ToastContainer" {
                result.append(index)
            }
            for child in screen.children.reversed() { stack.append((child, hosted || isHost)) }
        }
        return result
    }
}
