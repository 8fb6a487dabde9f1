/// `lifetime/retained-elsewhere`: the token is kept by a view controller outside the presenter's ancestry.
public struct RetainedElsewhereRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/retained-elsewhere", severity: .warning,
        summary: "a ModalLifetime kept by a view controller that is neither the presenter nor one of its ancestors",
        explanation: """
            A modal shows while its presenter is in the hierarchy and its token is alive. The token's dismiss \
            closure holds the presented view controller strongly. Kept by the presenter or a view controller \
            that contains it, the token goes when the presenter's world goes. Kept anywhere else \
            (`lifetime: {retainedBy: X}`), the two lifetimes come apart: when the presenter is popped or \
            removed, the host stops showing its modals, but the token lives on in X with the presented view \
            controller and whatever its closures capture; and when X goes first, the token's deinit dismisses \
            the modal under the presenter's feet. Ancestors are taken along containment and presentation \
            (a child's parent, a presented view controller's presenter, a call's `from`).
            """,
        fix: "keep the ModalLifetime in the presenter (or a view controller that contains it), or make the keeper drop it when the presenter goes away",
        source: "square/swift-modals Modals/Sources/TrampolineModalPresenter.swift (3.0.0; the token's closure captures the presented view controller); square/swift-modals Modals/Sources/UIViewController+Modals.swift (the presenter is an associated object of its owner)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UITabBarController
                      children:
                        - {class: AccountViewController, id: account}
                        - class: HomeViewController
                          modals:
                            - {class: PromoViewController, style: card, lifetime: {retainedBy: account}}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UITabBarController
                      id: tabs
                      children:
                        - {class: AccountViewController}
                        - class: HomeViewController
                          modals:
                            - {class: PromoViewController, style: card, lifetime: {retainedBy: tabs}}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        var ownership: Ownership?
        for event in context.replay.events {
            guard case .modalPresent(let site, let owner, let presented, _, .found, false) = event,
                  case .retainedBy(let id, let range)? = LifetimeFacts.lifetime(at: site, snapshot: snapshot),
                  let keeper = snapshot.ids[id] else { continue }
            if ownership == nil { ownership = Ownership(snapshot: snapshot) }
            if ownership!.isAncestorOrSelf(keeper, of: owner) { continue }
            let (keeperName, ownerName, name) = (context.name(keeper), context.name(owner), context.name(presented))
            result.append(context.diagnostic(
                metadata, at: range,
                "the ModalLifetime of \(name), presented by \(ownerName), is kept by \(keeperName), which is neither \(ownerName) nor one of its ancestors: when \(ownerName) goes away its modal goes, but the token lives on in \(keeperName) and keeps \(name) (and what its closures capture) alive; if \(keeperName) goes first, the token's deinit dismisses \(name) early",
                path: [
                    PathStep(range: snapshot.controllers[keeper].classRange, note: "\(keeperName) keeps the token"),
                    PathStep(range: snapshot.controllers[owner].classRange,
                             note: "\(ownerName) presents \(name) (not kept by \(keeperName))"),
                    PathStep(range: snapshot.controllers[presented].classRange,
                             note: "\(name) (held by the token's dismiss closure)"),
                ],
                fix: "keep the ModalLifetime in \(ownerName) (or a view controller that contains it), or have \(keeperName) drop it when \(ownerName) goes away",
                logicalLocation: context.location(of: site).logical))
        }
    }
}
