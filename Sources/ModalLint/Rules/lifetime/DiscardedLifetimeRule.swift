/// `lifetime/discarded`: the ModalLifetime returned by present is not kept.
public struct DiscardedLifetimeRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/discarded", severity: .error,
        summary: "the ModalLifetime returned by present is not kept: the modal is dismissed before it ever appears",
        explanation: """
            modalPresenter.present(_:style:) (and toastPresenter.present) returns a ModalLifetime token that \
            must be retained. When nothing keeps it, the token is freed at once and its deinit calls dismiss: \
            the modal is taken out of its owner's list before the host's next layout, so it never appears, \
            and nothing is logged. A later present from inside that modal finds no parent (host/no-parent or \
            host/missing); presenting the same view controller again is allowed, since the first presentation \
            is gone.
            """,
        fix: "store the returned ModalLifetime in a property for as long as the modal should show, and call dismiss() on it to close the modal",
        source: "square/swift-modals Modals/Sources/ModalPresenter.swift (3.0.0; \"If the token is deallocated, dismiss will be called automatically\") and square/swift-modals Modals/Sources/TrampolineModalPresenter.swift (LifetimeToken.deinit); square/swift-modals Documentation/tips.md, \"Modal Lifetime\"",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      modals:
                        - {class: PromoViewController, style: card, lifetime: discarded}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      modals:
                        - {class: PromoViewController, style: card, lifetime: retained}
            """,
        swiftExample: """
            import Modals

            final class HomeViewController: UIViewController {
                func showPromo() {
                    modalPresenter.present(PromoViewController(), style: .card)   // the ModalLifetime is dropped
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        for event in context.replay.events {
            // A failed lookup traps, and an already-presented view controller fails a precondition,
            // before present returns a token.
            guard case .modalPresent(let site, let owner, let presented, let isToast, .found, false) = event,
                  LifetimeFacts.lifetime(at: site, snapshot: snapshot) == .discarded else { continue }
            let kind = isToast ? "toast" : "modal"
            let presenter = isToast ? "toastPresenter" : "modalPresenter"
            result.append(context.diagnostic(
                metadata, at: LifetimeFacts.lifetimeRange(at: site, snapshot: snapshot),
                "the ModalLifetime returned when \(context.name(owner)) presents \(context.name(presented)) is not kept: the token is freed at once and its deinit dismisses the \(kind) before the host's next layout, so \(context.name(presented)) never appears",
                path: [
                    PathStep(range: snapshot.controllers[owner].classRange,
                             note: "\(context.name(owner)) calls \(presenter).present and drops the token"),
                    PathStep(range: snapshot.controllers[presented].classRange,
                             note: "\(context.name(presented)) (dismissed by the token's deinit)"),
                ],
                fix: "store the ModalLifetime that \(context.name(owner)) gets from \(presenter).present in a property for as long as \(context.name(presented)) should show",
                logicalLocation: context.location(of: site).logical))
        }
    }
}
