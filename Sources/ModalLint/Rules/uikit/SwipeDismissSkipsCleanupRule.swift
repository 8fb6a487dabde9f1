/// `uikit/swipe-dismiss-skips-cleanup`: follow-up code only in Done/Cancel handlers of a swipeable presentation.
public struct SwipeDismissSkipsCleanupRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/swipe-dismiss-skips-cleanup", severity: .warning,
        summary: "code that must run after a dismissal lives only in Done/Cancel handlers of a presentation that can be swiped away",
        explanation: """
            When the presenter's follow-up work (restarting a timer, applying a changed setting, refreshing) \
            runs only in the presented screen's Done, Cancel or Save button handlers (`afterDismissal: \
            button`), a swipe-to-dismiss skips it: no button is tapped. From iOS 13 page and form sheets can be \
            swiped away (for apps linked against the iOS 13 SDK), as can swift-modals styles with \
            `interactiveDismiss: true`. UIKit tells the presentation controller's delegate instead, in \
            presentationControllerDidDismiss(_:) (`delegate: [didDismiss]`). That method is not called for a \
            programmatic dismissal, so the button handlers must keep the code as well. Not reported while \
            isModalInPresentation blocks the swipe.
            """,
        fix: "implement presentationControllerDidDismiss(_:) and run the follow-up code there too (keep it in the button handlers: the delegate is not called for programmatic dismissal), or block the swipe with isModalInPresentation",
        source: "https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e, \"Detecting Dismissal\"; https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)",
        triggeringExample: """
            windows:
              - root:
                  class: GameViewController
                  presented:
                    class: PauseMenuViewController
                    style: pageSheet
                    afterDismissal: button
            """,
        cleanExample: """
            windows:
              - root:
                  class: GameViewController
                  presented:
                    class: PauseMenuViewController
                    style: pageSheet
                    afterDismissal: button
                    delegate: [didDismiss]
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for dismissal in context.uikit.interactiveDismissals {
            guard dismissal.keys.afterDismissal == .button, !dismissal.keys.delegate.contains(.didDismiss),
                  dismissal.contents.modalInPresentation.isEmpty else { continue }
            let where_ = context.location(of: dismissal.site)
            let presented = context.name(dismissal.presented)
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(context.name(dismissal.owner))'s follow-up code runs only in \(presented)'s Done/Cancel handlers (afterDismissal: button), but \(presented) is presented as a \(dismissal.describedStyle) the user can swipe away: a swipe skips that code",
                fix: dismissal.isUIKit ? nil
                    : "run the follow-up code in the style's swipe-down onDismiss closure too (keep it in the button handlers for programmatic dismissal)",
                logicalLocation: where_.logical))
        }
    }
}
