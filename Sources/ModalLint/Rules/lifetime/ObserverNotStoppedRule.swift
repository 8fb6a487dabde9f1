/// `lifetime/observer-not-stopped`: the observation keeps running after the workflow's `.done`.
public struct ObserverNotStoppedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/observer-not-stopped", severity: .warning,
        summary: "a modalListObserver observation that is not stopped on `.done`: it and its WorkflowHost run on",
        explanation: """
            An observation runs as long as its token is alive. The workflow's `.done` output ends the flow, but \
            unless the output closure then calls stopObserving() and drops the token, the observation (and the \
            WorkflowHost rendering it) keeps running until the owner is freed, rendering a finished workflow. \
            With a strong capture the owner is never freed (lifetime/observer-retain-cycle), so it never stops.
            """,
        fix: "on `.done`, call stopObserving() on the token and set the property to nil (tips.md's modalListObserver example)",
        source: "square/swift-modals Modals/Sources/ModalListObserver.swift (3.0.0; \"To stop observing a list and dismiss related modals, call the stopObserving method on the token\"); square/swift-modals Documentation/tips.md, \"Presenting Workflow Modals from UIKit\"",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CheckoutViewController
                      observers:
                        - {workflow: CheckoutModalsWorkflow, token: retained, capture: weak, stopsOnDone: false}
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
                    observation = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
                        self?.finish(output)   // never stopObserving(), never observation = nil
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        // A discarded token has stopped the observation already.
        for (index, _, observer) in context.observations
        where !observer.stopsOnDone && observer.token == .retained {
            let vc = context.snapshot.controllers[index]
            let owner = context.name(index)
            let until = observer.capture == .strong
                ? "forever, since its output closure captures \(owner) strongly"
                : "until \(owner) is freed"
            result.append(context.diagnostic(
                metadata, at: observer.keyRanges["stopsOnDone"] ?? observer.range,
                "\(owner) does not stop its \(observer.workflow) observation on `.done`: the observation and its WorkflowHost keep running \(until)",
                path: [
                    PathStep(range: vc.classRange, note: "\(owner) keeps the token"),
                    PathStep(range: observer.range, note: "the \(observer.workflow) observation runs on after `.done`"),
                ],
                logicalLocation: LifetimeFacts.logicalName(of: observer, ownedBy: index, in: context.snapshot)))
        }
    }
}
