/// `lifetime/observer-token-discarded`: a modalListObserver observation whose token is not kept.
public struct ObserverTokenDiscardedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/observer-token-discarded", severity: .error,
        summary: "a modalListObserver observation whose token is not kept: it stops at once and its modals never show",
        explanation: """
            modalListObserver.observe(_:) returns an observation lifetime token that must be retained. The \
            observer itself holds the token only weakly, so when the caller does not keep it, the token is \
            freed at once and its deinit stops the observation: the observed workflow's modals are dropped \
            before the host lays them out, its WorkflowHost is torn down, and nothing is logged.
            """,
        fix: "store the token returned by modalListObserver.observe(_:) in a property, and drop it (after stopObserving()) when the workflow finishes",
        source: "square/swift-modals Modals/Sources/TrampolineModalListObserver.swift (3.0.0; ModalListObservation's `weak var lifetime`; ObservationLifetimeToken.deinit stops observing) and square/swift-modals Modals/Sources/ModalListObserver.swift; square/swift-modals Documentation/tips.md, \"Presenting Workflow Modals from UIKit\"",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CheckoutViewController
                      observers:
                        - workflow: CheckoutModalsWorkflow
                          token: discarded
                          modals:
                            - {class: ConfirmPaymentViewController, style: card}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CheckoutViewController
                      observers:
                        - workflow: CheckoutModalsWorkflow
                          token: retained
                          modals:
                            - {class: ConfirmPaymentViewController, style: card}
            """,
        swiftExample: """
            final class CheckoutViewController: UIViewController {
                func startCheckout() {
                    _ = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
                        self?.finish(output)
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for (index, _, observer) in context.observations where observer.token == .discarded {
            let vc = context.snapshot.controllers[index]
            let owner = context.name(index)
            let modals = observer.modals.map { context.name($0) }
            let lost = modals.isEmpty ? "its modals never show" : "its modals (\(modals.joined(separator: ", "))) never show"
            var path = [PathStep(range: vc.classRange, note: "\(owner) starts observing \(observer.workflow) and drops the token")]
            path += observer.modals.map {
                PathStep(range: context.snapshot.controllers[$0].classRange, note: "\(context.name($0)) (never shown)")
            }
            result.append(context.diagnostic(
                metadata, at: observer.keyRanges["token"] ?? observer.range,
                "the token of \(owner)'s modalListObserver observation of \(observer.workflow) is not kept: the observer holds it only weakly, so it is freed at once, the observation stops, and \(lost)",
                path: path,
                fix: "store the token in a property of \(owner) (`self.observationLifetime = modalListObserver.observe(workflow) { ... }`)",
                logicalLocation: LifetimeFacts.logicalName(of: observer, ownedBy: index, in: context.snapshot)))
        }
    }
}
