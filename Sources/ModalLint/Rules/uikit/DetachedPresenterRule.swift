/// `uikit/detached-presenter`: UIKit present called on a detached view controller.
public struct DetachedPresenterRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/detached-presenter", severity: .warning,
        summary: "a UIKit present from a detached view controller (no parent, not a window's root, not presented)",
        explanation: """
            A view controller is detached when it has no parent, is not a window's root view controller and was \
            not presented: typically a custom container added its view without addChild(_:) (`contained: \
            false`), or it was removed from its parent. UIKit then presents on it directly (it is its own \
            outermost ancestor), logs a warning, and the presentation may get wrong safe-area insets and corrupt \
            the root presentation; Apple announces it will become an exception. The presentation itself \
            usually appears. The runtime message is worded as the snapshot's `environment.os` prints it. From Swift \
            source, the presenter's path from a window root shows it detached: its container adds its view \
            and never calls addChild(_:) for it (nor adds children it cannot name).
            """,
        fix: "make the container call addChild(_:) and didMove(toParent:), or present from a view controller in the hierarchy",
        source: "UIKit's warning as logged before iOS 13 (\"Presenting view controllers on detached view controllers is discouraged\") and in later releases (\"... is not supported ... Will become a hard exception in a future release.\"), not in Apple's documentation; https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
        triggeringExample: """
            windows:
              - root:
                  class: PagerViewController
                  children:
                    - {class: PageViewController, id: page, contained: false}
            calls:
              - present: ShareOptionsViewController
                from: page
                via: uikit
                style: formSheet
            """,
        cleanExample: """
            windows:
              - root:
                  class: PagerViewController
                  children:
                    - {class: PageViewController, id: page}
            calls:
              - present: ShareOptionsViewController
                from: page
                via: uikit
                style: formSheet
            """,
        swiftExample: """
            final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow(frame: UIScreen.main.bounds)
                    window?.rootViewController = PlayerViewController()
                    return true
                }
            }
            final class PlayerViewController: UIViewController {
                let controls = PlaybackControlsViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(controls.view)   // no addChild(controls)
                }
            }
            final class PlaybackControlsViewController: UIViewController {
                func showSpeedOptions() {
                    present(SpeedOptionsViewController(), animated: true)
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        var teardowns: [ControllerID: Int]?
        for presentation in context.uikit.presentations {
            guard presentation.callerDetached else { continue }
            if teardowns == nil { teardowns = UIKitFindings.teardowns(in: context.snapshot) }
            let snapshot = context.snapshot
            let caller = presentation.caller
            let where_ = context.location(of: presentation.site)
            let why: String, fix: String
            if let teardown = teardowns?[caller], context.replay.hierarchy.detached[caller] {
                why = "it was \(UIKitFindings.teardown(by: teardown, in: snapshot))"
                fix = "present from a view controller that is still in the hierarchy"
            } else if case .child(let parent) = snapshot.controllers[caller].attachment,
                      !snapshot.controllers[caller].contained {
                why = "its view was added to \(context.name(parent))'s view, but addChild(_:) was never called"
                fix = "in \(context.name(parent)), call addChild(_:), add the view, then didMove(toParent:)"
            } else {
                why = "it has no parent, is not a window's root and was not presented"
                fix = metadata.fix
            }
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(context.name(caller)) presents \(context.name(presentation.presented)) while detached: \(why)",
                runtimeMessage: UIKitRuntimeText.detachedPresenter(
                    presented: presentation.presented, caller: caller, in: snapshot),
                path: [PathStep(range: snapshot.controllers[caller].classRange, note: "\(context.name(caller)) (detached)")],
                fix: fix, logicalLocation: where_.logical))
        }
    }
}
