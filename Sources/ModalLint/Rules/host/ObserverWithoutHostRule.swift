/// `host/observer-without-host`: a modalListObserver observation whose owner reaches no host.
public struct ObserverWithoutHostRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/observer-without-host", severity: .warning,
        summary: "a modalListObserver observation whose owner reaches no modal host: its modals are never shown, and nothing traps",
        explanation: """
            `modalListObserver.observe(_:)` and every change of the observed list ask the owner's host to \
            update with `requiringModalHost: false`: when the owner's parent chain holds no ModalHost (no host \
            installed, or the owner sits inside a UIKit presentation), the update is skipped without a trap \
            and without a log. The observed modals are kept in the observer's list, but no host ever \
            aggregates them, so they are never shown. A `modalPresenter.present` from the same owner would \
            trap; the observer silently does nothing.
            """,
        fix: "install a modal host above the owner (wrap it in a ModalHostContainerViewController), or observe from a view controller inside a host",
        source: "square/swift-modals Modals/Sources/TrampolineModalListObserver.swift (3.0.0; `observe` and the list's changes call setModalHostNeedsUpdate(requiringModalHost: false), which returns when owner.modalHost is nil); square/swift-modals Modals/Sources/UIViewController+Modals.swift (modalHost: the parent walk)",
        triggeringExample: """
            windows:
              - root:
                  class: PaymentFlowViewController
                  observers:
                    - workflow: CheckoutModalsWorkflow
                      token: retained
                      capture: weak
                      stopsOnDone: true
                      modals:
                        - {class: ConfirmViewController, style: card}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: PaymentFlowViewController
                      observers:
                        - workflow: CheckoutModalsWorkflow
                          token: retained
                          capture: weak
                          stopsOnDone: true
                          modals:
                            - {class: ConfirmViewController, style: card}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        var seen: Set<ControllerID> = []
        for (owner, _, observer) in context.observations where seen.insert(owner).inserted {
            guard let failure = context.replay.unhostedObservers[owner] else { continue }
            let (why, fix) = HostFailureText.message(failure, snapshot: context.snapshot)
            let shown = observer.modals.isEmpty ? "the modals it observes" : "\(context.name(observer.modals[0]))\(observer.modals.count > 1 ? " and \(observer.modals.count - 1) more" : "")"
            result.append(context.diagnostic(
                metadata, at: observer.range,
                "\(why); it observes \(observer.workflow) with modalListObserver, which does not require a host: nothing traps, and \(shown) will never be shown",
                path: HostFailureText.path(failure, snapshot: context.snapshot), fix: fix,
                logicalLocation: "\(context.snapshot.logicalName(owner))/observers"))
        }
    }
}
