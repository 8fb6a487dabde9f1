/// `host/own-presenter`: presenting through the host's own `modalPresenter`.
public struct OwnPresenterRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/own-presenter", severity: .warning,
        summary: "a modal presented through the host view controller's own modalPresenter is never shown",
        explanation: """
            ModalHostContainerViewController (and the Workflow ModalHostContainer, whose view controller \
            wraps one) lays out `content.aggregateModals()`: the modals its content presents, and not the \
            modals of its own `modalPresenter`, which it overrides `aggregateModals()` to leave out. A modal \
            presented through that host's own `modalPresenter` is stored, but never laid out: it never \
            appears and nothing is logged. A custom ModalHost is not affected when it keeps UIKit's default \
            `aggregateModals()`, which includes the view controller's own presenter. A snapshot says which a \
            host does with `showsOwnModals` (default: false for the two framework hosts, true for any other). \
            From Swift source the rule is inferred for a custom ModalHost whose code lays out another view \
            controller's `aggregateModals()` (its content's, as the framework host does) and never its own \
            (`aggregateModals()` on itself or `super`, or `aggregatePresenterModals()`).
            """,
        fix: "present from the host's content view controller (a child of the host), not from the host itself",
        source: "square/swift-modals Modals/Sources/ModalHostContainerViewController.swift (3.0.0; updateModalsIfNeeded lays out content.aggregateModals(); the aggregateModals() override); square/swift-modals Modals/Sources/UIViewController+Modals.swift (the default aggregateModals() includes aggregatePresenterModals())",
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
            """,
        swiftExample: """
            import Modals

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = RootViewController(content: HomeViewController())
                }
            }
            /// A host of the app's own that lays out its content's modals, as the framework's does.
            final class RootViewController: UIViewController, ModalHost {
                let content: UIViewController
                var promoLifetime: ModalLifetime?
                init(content: UIViewController) {
                    self.content = content
                    super.init(nibName: nil, bundle: nil)
                    addChild(content)
                }
                func setNeedsModalUpdate() { layout(content.aggregateModals()) }
                func showPromo() {
                    promoLifetime = modalPresenter.present(PromoViewController(), style: .card)   // the host's own
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for event in context.replay.events {
            guard case .modalPresent(let site, let owner, let presented, let isToast, .found(let host), _) = event,
                  host == owner, Self.layoutOmitsOwnPresenter(context.snapshot.controllers[host]) else { continue }
            let where_ = context.location(of: site)
            let kind = isToast ? "toast" : "modal"
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(context.name(presented)) is presented through \(context.name(owner))'s own modalPresenter, and \(context.name(owner)) is the modal host: the \(kind) is stored but never shown",
                path: [PathStep(range: context.snapshot.controllers[owner].classRange,
                                note: "\(context.name(owner)) (the modal host itself)")],
                logicalLocation: where_.logical))
        }
    }

    /// The framework hosts lay out their content's modals only; a custom ModalHost with the
    /// default aggregateModals() shows its own presenter's modals.
    static func layoutOmitsOwnPresenter(_ host: ViewController) -> Bool {
        if let shows = host.showsOwnModals { return !shows }
        return host.is("ModalHostContainerViewController") || host.is("ModalHostContainer")
    }
}
