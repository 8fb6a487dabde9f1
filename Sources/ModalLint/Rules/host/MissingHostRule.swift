/// `host/missing`: the parent chain ends without a host.
public struct MissingHostRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/missing", severity: .error,
        summary: "swift-modals present whose parent chain holds no modal host",
        explanation: """
            The presenting view controller has a parent, but no view controller on its `parent` chain is a \
            ModalHost, and the chain's top was not presented with UIKit. swift-modals traps with its third \
            message, listing the chain it walked. The usual causes: no host is installed; the view controller \
            lives in a second window whose root is not a host; a custom container added a child's view without \
            addChild(_:), so the chain stops early. Modals rendered by a modalListObserver are exempt: `observe` \
            asks for a host with `requiringModalHost: false`, so without one they are silently not shown (host/observer-without-host).
            """,
        fix: "install a modal host near the root (ModalHostContainerViewController, or a root conforming to ModalHost), in every window that presents modals",
        source: "square/swift-modals Modals/Sources/ModalHostValidation.swift (3.0.0; message 3); square/swift-modals Documentation/tips.md, causes 2 and 3",
        triggeringExample: """
            windows:
              - root:
                  class: UINavigationController
                  children:
                    - {class: SettingsViewController, id: settings}
            calls:
              - present: AboutViewController
                from: settings
                via: modals
                style: card
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UINavigationController
                      children:
                        - {class: SettingsViewController, id: settings}
            calls:
              - present: AboutViewController
                from: settings
                via: modals
                style: card
            """,
        swiftExample: """
            import Modals

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    // No modal host between the window and the settings screen.
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
                }
            }
            final class SettingsViewController: UIViewController {
                var aboutLifetime: ModalLifetime?
                func showAbout() {
                    aboutLifetime = modalPresenter.present(AboutViewController(), style: .card)
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into findings: inout FindingCollector) {
        HostLookupFindings.findings(.missing, rule: metadata, in: context, into: &findings)
    }
}
