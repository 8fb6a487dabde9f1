/// `lifetime/observer-retain-cycle`: the observation's output closure captures its owner strongly.
public struct ObserverRetainCycleRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/observer-retain-cycle", severity: .warning,
        summary: "a modalListObserver output closure that captures its owner strongly: owner, observation and WorkflowHost leak",
        explanation: """
            The owner keeps the observation token; while the observation runs, the owner's modalListObserver \
            keeps the observed workflow (its WorkflowHost) and the output closure; a closure that captures the \
            owner strongly closes the loop. Nothing in the cycle is ever freed, so the owner, the WorkflowHost \
            and every modal it renders leak, unless the workflow ends with `.done` and the closure stops the \
            observation.
            """,
        fix: "capture the owner weakly: `modalListObserver.observe(workflow) { [weak self] output in guard let self else { return } ... }`",
        source: "square/swift-modals Modals/Sources/TrampolineModalListObserver.swift (3.0.0; the observer keeps each observed provider until stopObserving), square/swift-modals WorkflowModals/Sources/ModalListObserver+Workflow.swift and square/swift-modals WorkflowModals/Sources/WorkflowModalListProvider.swift (the provider keeps the WorkflowHost, whose output signal keeps onOutput); square/swift-modals Documentation/tips.md, \"Presenting Workflow Modals from UIKit\" (the `[weak self]` example)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CheckoutViewController
                      observers:
                        - {workflow: CheckoutModalsWorkflow, token: retained, capture: strong, stopsOnDone: true}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CheckoutViewController
                      observers:
                        - {workflow: CheckoutModalsWorkflow, token: retained, capture: weak, stopsOnDone: true}
            """,
        swiftExample: """
            final class CheckoutViewController: UIViewController {
                var observation: ModalListObservationLifetime?
                func startCheckout() {
                    observation = modalListObserver.observe(CheckoutModalsWorkflow()) { output in
                        self.observation?.stopObserving()   // `self`, strongly, while self keeps the token
                        self.observation = nil
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        // A discarded token stops the observation at once: no cycle can form.
        for (index, _, observer) in context.observations
        where observer.capture == .strong && observer.token == .retained {
            let vc = context.snapshot.controllers[index]
            let owner = context.name(index)
            let unless = observer.stopsOnDone
                ? " (only a `.done` output that stops the observation breaks it)"
                : ""
            let captureRange = observer.keyRanges["capture"] ?? observer.range
            result.append(context.diagnostic(
                metadata, at: captureRange,
                "retain cycle: \(owner) keeps the token of its \(observer.workflow) observation, the running observation keeps the workflow's output closure, and the closure captures \(owner) strongly; none of them is ever freed, so \(owner), the WorkflowHost and its modals leak\(unless)",
                path: [
                    PathStep(range: vc.classRange, note: "\(owner) keeps the token"),
                    PathStep(range: observer.range, note: "the \(observer.workflow) observation keeps the output closure"),
                    PathStep(range: captureRange, note: "the closure captures \(owner) strongly"),
                ],
                logicalLocation: LifetimeFacts.logicalName(of: observer, ownedBy: index, in: context.snapshot)))
        }
    }
}
