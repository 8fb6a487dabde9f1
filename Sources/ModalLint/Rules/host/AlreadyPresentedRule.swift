/// `host/already-presented`: the same owner presents the same view controller twice.
public struct AlreadyPresentedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/already-presented", severity: .error,
        summary: "a view controller presented again by the owner that is already presenting it",
        explanation: """
            swift-modals keeps, per presenting view controller, two lists: the modals it presents and the \
            toasts it presents. Presenting a view controller that the same owner already holds in the same \
            list fails a precondition and traps ("Modal is already being presented by" or "Toast is ..."). \
            The lists are apart, so a view controller shown as a toast and then presented as a modal by the \
            same owner does not trap; another owner presenting it does not either (host/shared-presentation). \
            Calls are replayed in order, so a present after a `dismiss` of the same view controller is fine.
            """,
        fix: "keep the first presentation's ModalLifetime and dismiss it before presenting the view controller again, or present a new instance",
        source: "square/swift-modals Modals/Sources/TrampolineModalPresenter.swift (3.0.0; precondition \"\\(Item.typeName) is already being presented by \\(ownerName)\", checked in the owner's modal list or toast list only)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      id: home
                      modals:
                        - {class: PromoViewController, id: promo, style: card}
            calls:
              - present: promo
                from: home
                via: modals
                style: card
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      id: home
                      modals:
                        - {class: PromoViewController, id: promo, style: card}
            calls:
              - dismiss: promo
              - present: promo
                from: home
                via: modals
                style: card
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for event in context.replay.events {
            guard case .modalPresent(let site, let owner, let presented, let isToast, _, true) = event else { continue }
            let where_ = context.location(of: site)
            let ownerInstance = context.snapshot.controllers[owner].instanceDescription
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(context.name(presented)) is presented again by \(context.name(owner)), which is already presenting it",
                runtimeMessage: "\(isToast ? "Toast" : "Modal") is already being presented by \(ownerInstance)",
                path: [PathStep(range: context.snapshot.controllers[presented].classRange,
                                note: "\(context.name(presented)) (first presented here)")],
                logicalLocation: where_.logical))
        }
    }
}
