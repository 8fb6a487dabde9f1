/// `host/shared-presentation`: one view controller presented by two owners at once.
public struct SharedPresentationRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/shared-presentation", severity: .warning,
        summary: "a view controller presented with swift-modals by a second owner while the first still presents it",
        explanation: """
            Each view controller's modalPresenter checks only its own lists: presenting a view controller \
            that another owner already presents fires no precondition. Both owners keep it, and a host \
            aggregates every owner's modals, so the host receives the same view controller twice (one view \
            controller cannot be laid out in two places), and each owner's ModalLifetime dismisses it from \
            under the other. Nothing is logged.
            """,
        fix: "present it from one owner only: dismiss the first presentation (its ModalLifetime) before another owner presents it, or present a new instance",
        source: "square/swift-modals Modals/Sources/TrampolineModalPresenter.swift (3.0.0; the \"is already being presented by\" precondition looks in this presenter's own list only); square/swift-modals Modals/Sources/UIViewController+Modals.swift (aggregateModals collects every child's presenter)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UITabBarController
                      children:
                        - {class: InboxViewController, id: inbox}
                        - {class: SearchViewController, id: search}
            calls:
              - present: {class: ComposeViewController, id: compose}
                from: inbox
                via: modals
                style: sheet
              - present: compose
                from: search
                via: modals
                style: sheet
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UITabBarController
                      children:
                        - {class: InboxViewController, id: inbox}
                        - {class: SearchViewController, id: search}
            calls:
              - present: {class: ComposeViewController, id: compose}
                from: inbox
                via: modals
                style: sheet
              - dismiss: compose
              - present: compose
                from: search
                via: modals
                style: sheet
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.replay.sharedPresentations.map { shared in
            let where_ = context.location(of: shared.site)
            let (presented, first, second) = (context.name(shared.presented), context.name(shared.firstOwner),
                                              context.name(shared.owner))
            return context.diagnostic(
                metadata, at: where_.range,
                "\(presented) is presented by \(second) while \(first) still presents it: no precondition fires (each owner checks only its own list), and the host receives \(presented) twice",
                path: [PathStep(range: context.snapshot.controllers[shared.presented].classRange,
                                note: "\(presented) (presented by \(first))")],
                logicalLocation: where_.logical)
        }
    }
}
