/// `uikit/invalid-presentation`: a present UIKit refuses with an exception.
public struct InvalidPresentationRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/invalid-presentation", severity: .error,
        summary: "a UIKit present that raises an exception: already presented elsewhere, presented on itself, or a child of a container",
        explanation: """
            present(_:animated:) raises NSInvalidArgumentException, and the app terminates, when the view \
            controller to present is already being presented by another view controller, when it is the view \
            controller present is called on (or the one UIKit would present it on), or when it has a parent \
            (it is a child of a container, such as a screen on a navigation stack; a view controller shown as \
            a swift-modals modal has the modal's container as its parent). Calls are replayed in order, so \
            presenting a view controller again after it was dismissed, or after it was removed from its \
            parent, is fine. The exception reasons are UIKit's; older releases word the parent case \
            \"Application tried to present modally an active controller\".
            """,
        fix: "present a new instance, or dismiss (or remove from its parent) the existing one first",
        source: "UIKit's NSInvalidArgumentException reasons for presentViewController:animated:completion: as seen in public crash logs, not in Apple's documentation; https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)",
        triggeringExample: """
            windows:
              - root:
                  class: UINavigationController
                  children:
                    - {class: InboxViewController, id: inbox}
                    - {class: MessageViewController, id: message}
            calls:
              - present: message
                from: inbox
                via: uikit
                style: pageSheet
            """,
        cleanExample: """
            windows:
              - root:
                  class: UINavigationController
                  children:
                    - {class: InboxViewController, id: inbox}
                    - {class: MessageViewController, id: message}
            calls:
              - present: {class: MessageViewController}
                from: inbox
                via: uikit
                style: pageSheet
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        for presentation in context.uikit.presentations {
            // Most presentations succeed: their names and paths are not built.
            switch presentation.failure {
            case .presentedOnItself, .alreadyPresentedElsewhere, .hasParent: break
            default: continue
            }
            let presented = presentation.presented
            let name = context.name(presented)
            let message: String, runtime: String?, fix: String
            var path = UIKitFindings.presentPath(presentation, in: context)
            switch presentation.failure {
            case .presentedOnItself:
                let target = presented == presentation.caller ? "itself" : "itself (UIKit would present it on \(name), the outermost ancestor of \(context.name(presentation.caller)))"
                message = "\(name) is presented on \(target): UIKit raises an exception"
                runtime = UIKitRuntimeText.presentedOnItself(presented, in: snapshot)
                fix = "present a different view controller, from a view controller on screen"
            case .alreadyPresentedElsewhere(let other):
                message = "\(name) is already presented by \(context.name(other)): presenting it again raises an exception"
                runtime = UIKitRuntimeText.alreadyPresented(presented: presented, by: other, in: snapshot)
                path.append(PathStep(range: snapshot.controllers[other].classRange,
                                     note: "\(context.name(other)) (already presents \(name))"))
                fix = "dismiss \(name) before presenting it again, or present a new instance"
            case .hasParent(let parent):
                path.append(PathStep(range: snapshot.controllers[parent].classRange, note: "\(context.name(parent)) (\(name)'s parent)"))
                if snapshot.writtenParent(presented) == parent {
                    message = "\(name) is a child of \(context.name(parent)): a view controller with a parent cannot be presented, UIKit raises an exception"
                    runtime = UIKitRuntimeText.hasParent(presented: presented, parent: parent, in: snapshot)
                    fix = "present a new instance, or remove \(name) from \(context.name(parent)) first"
                } else {
                    // A swift-modals modal: its real parent is the framework's internal container.
                    message = "\(name) is shown as a swift-modals modal, so it has a parent: presenting it with UIKit raises an exception"
                    runtime = nil
                    fix = "dismiss the modal (its ModalLifetime) before presenting \(name) with UIKit, or present a new instance"
                }
            default:
                continue
            }
            let where_ = context.location(of: presentation.site)
            result.append(context.diagnostic(metadata, at: where_.range, message, runtimeMessage: runtime, path: path,
                                             fix: fix, logicalLocation: where_.logical))
        }
    }
}
