/// `host/own-presenter`: presenting through the host's own `modalPresenter`.
public struct OwnPresenterRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/own-presenter", severity: .warning,
        summary: "a modal presented through the host view controller's own modalPresenter is never shown",
        explanation: """
            A modal host shows the modals its content presents: it aggregates the modal lists of the view \
            controllers below it. A modal presented through the host's own `modalPresenter` is stored, but the \
            host never lays it out, so it never appears and nothing is logged. This is inferred from how hosts \
            aggregate their content's modals; swift-modals has no check for it.
            """,
        fix: "present from the host's content view controller (a child of the host), not from the host itself",
        source: "swift-modals 3.0.0 ModalHost / ModalHostContainerViewController (modals are collected from the content); inferred",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  id: host
                  children: [{class: HomeViewController}]
            calls:
              - present: PromoViewController
                from: host
                via: modals
                style: card
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children: [{class: HomeViewController, id: home}]
            calls:
              - present: PromoViewController
                from: home
                via: modals
                style: card
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.replay.events.compactMap { event in
            guard case .modalPresent(let site, let owner, let presented, let isToast, .found(let host), _) = event,
                  host == owner else { return nil }
            let where_ = context.location(of: site)
            let kind = isToast ? "toast" : "modal"
            return context.diagnostic(
                metadata, at: where_.range,
                "\(context.name(presented)) is presented through \(context.name(owner))'s own modalPresenter, and \(context.name(owner)) is the modal host: the \(kind) is stored but never shown",
                path: [PathStep(range: context.snapshot.controllers[owner].classRange,
                                note: "\(context.name(owner)) (the modal host itself)")],
                logicalLocation: where_.logical)
        }
    }
}
