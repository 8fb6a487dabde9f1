/// `host/uikit-presentation`: a swift-modals present from inside a UIKit-presented subtree.
public struct UIKitPresentationRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/uikit-presentation", severity: .error,
        summary: "swift-modals present from inside a UIKit modal presentation: no host is reachable",
        explanation: """
            swift-modals finds the modal host by walking `parent` from the presenting view controller; it \
            never follows `presentingViewController`. A UIKit present(_:animated:) starts a new view \
            controller hierarchy whose root has no parent, so every view controller inside it walks up to \
            that root and stops. The framework then traps (fatalError, in debug and release) with its first \
            message, because `presentingViewController` is set. The presenting view controller in the message \
            is the one UIKit chose: the outermost ancestor of the view controller that called present (the \
            window's root), or the nearest ancestor defining a presentation context for currentContext styles.
            """,
        fix: """
            convert the ancestor's UIKit presentation to modalPresenter.present(_:style:); if that is not \
            practical, wrap the presented content in a ModalHostContainerViewController (the transitional shim)
            """,
        source: "square/swift-modals Modals/Sources/ModalHostValidation.swift (3.0.0; message 1); square/swift-modals Documentation/tips.md, \"The Modal Host\", cause 1",
        triggeringExample: """
            windows:
              - root:
                  class: AppRootViewController
                  host: true
                  presented:
                    class: EditorViewController
                    id: editor
                    style: pageSheet
            calls:
              - present: ColorPickerViewController
                from: editor
                via: modals
                style: card
            """,
        cleanExample: """
            windows:
              - root:
                  class: AppRootViewController
                  host: true
                  presented:
                    class: ModalHostContainerViewController
                    style: pageSheet
                    children:
                      - {class: EditorViewController, id: editor}
            calls:
              - present: ColorPickerViewController
                from: editor
                via: modals
                style: card
            """,
        swiftExample: """
            import Modals

            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window = UIWindow(windowScene: scene as! UIWindowScene)
                    window?.rootViewController = ModalHostContainerViewController(content: SettingsViewController(), toastContainerStyle: AppToasts())
                }
            }
            final class SettingsViewController: UIViewController {
                func editProfile() {
                    present(UINavigationController(rootViewController: EditorViewController()), animated: true)   // UIKit
                }
            }
            final class EditorViewController: UIViewController {
                var pickerLifetime: ModalLifetime?
                func pickColor() {
                    pickerLifetime = modalPresenter.present(ColorPickerViewController(), style: .card)
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into findings: inout FindingCollector) {
        HostLookupFindings.findings(.uikitPresentation, rule: metadata, in: context, into: &findings)
    }
}
