/// `uikit/not-in-window`: UIKit presents on a view controller whose view has no window.
public struct NotInWindowRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/not-in-window", severity: .error,
        summary: "a UIKit present on a view controller whose view is not in the window hierarchy",
        explanation: """
            UIKit presents on the presenting view controller it picks (the outermost ancestor of the view \
            controller that called present, or for the current-context styles the nearest ancestor defining a \
            presentation context). When that view controller's view is not in the window, UIKit logs a warning \
            and presents nothing; the completion handler is not called. The replay derives which views are in \
            the window: a window's root is, and everything contained in it; a full-screen or current-context \
            presentation takes its presenter's view (and the views inside it) out, while sheets, popovers and \
            the over- styles leave it; a presented view controller is in when its presenter is; `state: \
            appearing` (before viewDidAppear the view has no window yet), `state: disappeared`, `viewLoaded: \
            false`, and a view controller removed or dismissed by an earlier call are out. `inWindow:` as \
            written overrides the derivation (a non-selected tab, a screen below the top of a navigation \
            stack). Only `calls` are checked: a `presented:` entry is on screen already, so its presenter was in \
            the window when it was presented. The runtime message is worded as the snapshot's `environment.os` \
            prints it.
            """,
        fix: "present from the view controller that is on screen (the top of the presented stack), after viewDidAppear(_:)",
        source: "UIKit's presentation warning as logged before iOS 13 (\"Warning: Attempt to present ... whose view is not in the window hierarchy!\") and from iOS 13 (\"[Presentation] Attempt to present ... (from ...)\"), not in Apple's documentation; https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:); https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e (full-screen presentations remove the presenter's view)",
        triggeringExample: """
            windows:
              - root:
                  class: OnboardingViewController
                  id: onboarding
                  state: appearing
            calls:
              - present: TermsViewController
                from: onboarding
                via: uikit
                style: fullScreen
            """,
        cleanExample: """
            windows:
              - root:
                  class: OnboardingViewController
                  id: onboarding
                  state: appeared
            calls:
              - present: TermsViewController
                from: onboarding
                via: uikit
                style: fullScreen
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        var teardowns: [ControllerID: Int]?
        for presentation in context.uikit.presentations {
            guard case .notInWindow(let absence) = presentation.failure else { continue }
            if teardowns == nil { teardowns = UIKitFindings.teardowns(in: context.snapshot) }
            let where_ = context.location(of: presentation.site)
            let (why, node, fix) = reason(absence, presenter: presentation.presenter, teardowns: teardowns ?? [:],
                                          in: context)
            // The same cause, worded from the node it is about ("it presents ..."), for the path.
            let note = reason(absence, presenter: node, teardowns: teardowns ?? [:], in: context).why
            var path = UIKitFindings.presentPath(presentation, in: context)
            if node == presentation.presenter {
                path[path.count - 1].note.removeLast()
                path[path.count - 1].note += "; \(note))"
            } else {
                path.append(PathStep(range: context.snapshot.controllers[node].classRange, note: "\(context.name(node)) (\(note))"))
            }
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(context.name(presentation.presented)) is not presented: UIKit presents it on \(UIKitFindings.presenterPhrase(presentation, in: context)), whose view is not in the window hierarchy (\(why))",
                runtimeMessage: UIKitRuntimeText.notInWindow(
                    presented: presentation.presented, presenter: presentation.presenter, caller: presentation.caller,
                    in: context.snapshot),
                path: path, fix: fix, logicalLocation: where_.logical))
        }
    }

    /// Why the view is out, the view controller that makes it so, and the fix for that cause.
    func reason(_ absence: WindowAbsence, presenter: ControllerID, teardowns: [ControllerID: Int],
                in context: LintContext)
        -> (why: String, node: ControllerID, fix: String) {
        let onScreen = "present from a view controller whose view is in the window (the top of the presented stack)"
        func subject(_ vc: ControllerID) -> String { vc == presenter ? "it" : context.name(vc) }
        func possessive(_ vc: ControllerID) -> String { vc == presenter ? "its" : context.name(vc) + "'s" }
        switch absence {
        case .writtenOut(let vc):
            return ("\(subject(vc)) is marked `inWindow: false`", vc, onScreen)
        case .viewNotLoaded(let vc):
            return ("\(possessive(vc)) view is not loaded", vc, onScreen)
        case .state(let vc, let state):
            if state == .appearing {
                return ("\(subject(vc)) is still appearing: before viewDidAppear its view has no window", vc,
                        "present from viewDidAppear(_:) or later, not from viewDidLoad or viewWillAppear(_:)")
            }
            return ("\(subject(vc)) has disappeared", vc, onScreen)
        case .covered(let coverer, let covering):
            let environment = context.snapshot.environment
            let written = context.replay.hierarchy.uikitStyle[covering]
            let presented = context.snapshot.controllers[covering]
            let resolved = UIKitSemantics.resolve(written, presenting: presented, in: environment)
            let effective = UIKitSemantics.effectiveStyle(written, presenting: presented, in: environment)
            var style = "a " + UIKitSemantics.describe(effective)
            if resolved != effective {
                style = "a \(UIKitSemantics.describe(resolved)) adapted to full screen in compact width (pre-iOS 13 behaviour)"
            }
            return ("\(subject(coverer)) presents \(context.name(covering)) as \(style), which takes \(possessive(coverer)) view out of the window", coverer,
                    "present from \(context.name(covering)) (the view controller on screen), or dismiss it first and present in the completion")
        case .torndown(let vc):
            let how = teardowns[vc].map { UIKitFindings.teardown(by: $0, in: context.snapshot) } ?? "removed or dismissed"
            return ("\(subject(vc)) was \(how)", vc, onScreen)
        case .unattached(let vc):
            return ("\(subject(vc)) is neither a window's root nor presented", vc, onScreen)
        }
    }
}
