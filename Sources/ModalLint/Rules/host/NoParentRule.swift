/// `host/no-parent`: a swift-modals present from a view controller without a parent.
public struct NoParentRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/no-parent", severity: .error,
        summary: "swift-modals present from a view controller that has no parent: no host is reachable",
        explanation: """
            The host lookup starts at the presenting view controller and walks `parent`. When the view \
            controller is not a host, has no parent and no presentingViewController, swift-modals traps with \
            its second message. This happens to a window's root that is not a host, to a view controller \
            whose view was added without addChild(_:), to one removed or dismissed earlier, and to a modal \
            presented from before its own present completed: swift-modals gives a new modal its parent (the \
            host's presentation container) only when the host lays it out, so a present issued right after \
            (`after: immediately`) from the new modal finds no parent. That last cause is inferred from the \
            framework's layout-driven presentation, not from a message of its own. Where the cause is a \
            view added without addChild(_:), host/broken-containment yields to this finding: the place \
            that adds the view is a step of its path, and no separate warning is reported.
            """,
        fix: "present from a view controller inside a host's hierarchy; from a just-presented modal, present in the completion of the first present",
        source: "square/swift-modals Modals/Sources/ModalHostValidation.swift (3.0.0; message 2); square/swift-modals Modals/Sources/UIViewController+Modals.swift (the parent walk)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      modals:
                        - {class: FirstModalViewController, id: first, style: card}
            calls:
              - present: {class: WizardViewController, id: wizard}
                from: first
                via: modals
                style: card
              - present: HelpViewController
                from: wizard
                via: modals
                style: card
                after: immediately
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      modals:
                        - {class: FirstModalViewController, id: first, style: card}
            calls:
              - present: {class: WizardViewController, id: wizard}
                from: first
                via: modals
                style: card
              - present: HelpViewController
                from: wizard
                via: modals
                style: card
                after: completion
            """,
        swiftExample: """
            import Modals

            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = ModalHostContainerViewController(content: PagerViewController(), toastContainerStyle: AppToasts())
                    return true
                }
            }
            final class PagerViewController: UIViewController {
                let page = PageViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(page.view)   // no addChild(page)
                }
            }
            final class PageViewController: UIViewController {
                var shareLifetime: ModalLifetime?
                func share() {
                    shareLifetime = modalPresenter.present(ShareViewController(), style: .sheet)
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into findings: inout FindingCollector) {
        HostLookupFindings.findings(.noParent, rule: metadata, in: context, into: &findings)
    }
}
