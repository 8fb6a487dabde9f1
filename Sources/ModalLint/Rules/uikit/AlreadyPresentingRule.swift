/// `uikit/already-presenting`: UIKit's presenting view controller already presents another.
public struct AlreadyPresentingRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/already-presenting", severity: .error,
        summary: "a UIKit present on a view controller that is already presenting another",
        explanation: """
            A view controller presents one view controller at a time. UIKit presents on the outermost ancestor \
            of the view controller that called present (for the current-context styles, the nearest ancestor \
            defining a presentation context): presenting from a screen inside the window's root while the root \
            already presents something targets the root again. UIKit logs a warning and presents nothing; the \
            completion handler is not called. The runtime message is worded as the snapshot's `environment.os` \
            prints it.
            """,
        fix: "present from the view controller already presented (the top of the presented stack), or dismiss it first and present in the dismissal's completion",
        source: "UIKit's presentation warning as logged before iOS 13 (\"Warning: Attempt to present ... which is already presenting ...\") and from iOS 13 (\"[Presentation] Attempt to present ... (from ...) which is already presenting ....\"), not in Apple's documentation; https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
        triggeringExample: """
            windows:
              - root:
                  class: UITabBarController
                  children:
                    - {class: FeedViewController, id: feed}
                  presented: {class: LoginViewController, id: login, style: fullScreen}
            calls:
              - present: UIAlertController
                from: feed
                via: uikit
            """,
        cleanExample: """
            windows:
              - root:
                  class: UITabBarController
                  children:
                    - {class: FeedViewController, id: feed}
                  presented: {class: LoginViewController, id: login, style: fullScreen}
            calls:
              - present: UIAlertController
                from: login
                via: uikit
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for presentation in context.uikit.presentations {
            guard case .alreadyPresenting(let current) = presentation.failure else { continue }
            let where_ = context.location(of: presentation.site)
            var path = UIKitFindings.presentPath(presentation, in: context)
            path.append(PathStep(range: context.snapshot.controllers[current].classRange,
                                 note: String(concatenating: "\(context.name(current)) (already presented)")))
            result.append(context.diagnostic(
                metadata, at: where_.range,
                String(concatenating: "\(context.name(presentation.presented)) is not presented: UIKit presents it on \(UIKitFindings.presenterPhrase(presentation, in: context)), which is already presenting \(context.name(current))"),
                runtimeMessage: UIKitRuntimeText.alreadyPresenting(
                    presented: presentation.presented, presenter: presentation.presenter, caller: presentation.caller,
                    current: current, in: context.snapshot),
                path: path,
                fix: String(concatenating: "present from \(context.name(current)) (the view controller on screen), or dismiss it first and present in the completion"),
                logicalLocation: where_.logical))
        }
    }
}
