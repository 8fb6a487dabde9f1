/// `lifetime/double-dismiss`: dismiss() called twice on one ModalLifetime.
public struct DoubleDismissRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/double-dismiss", severity: .error,
        summary: "dismiss() called on a ModalLifetime that was already dismissed: a precondition failure",
        explanation: """
            A ModalLifetime token dismisses its modal once: dismiss() clears the token's dismiss closure, and \
            a second dismiss() on the same token fails a precondition (a trap in debug builds and, with \
            default optimization settings, in release). Calls are replayed in order: a `dismiss` with \
            `times: 2`, or a second `dismiss` of the same view controller, is a second call on one token. A \
            dismiss after the presenter was removed is fine (the token only finds its presenter gone); a \
            dismiss after the view controller was presented again is on the new token. A modal whose token was \
            discarded has no token left to dismiss, and is not reported here (see lifetime/discarded).
            """,
        fix: "call dismiss() once and drop the token with it (`lifetime?.dismiss(); lifetime = nil`), so a second tap or callback finds nothing to dismiss",
        source: "square/swift-modals Modals/Sources/TrampolineModalPresenter.swift (3.0.0; LifetimeToken.dismiss: preconditionFailure(\"Modal was already dismissed from \\(ownerName)\"), ownerName being the owner's debugDescription)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      modals:
                        - {class: PromoViewController, id: promo, style: card}
            calls:
              - dismiss: promo
              - dismiss: promo
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      id: home
                      modals:
                        - {class: PromoViewController, id: promo, style: card}
            calls:
              - dismiss: promo
              - present: promo
                from: home
                via: modals
                style: card
              - dismiss: promo
            """,
        swiftExample: """
            import Modals

            final class NotesViewController: UIViewController {
                var editorLifetime: ModalLifetime?
                func editNote() {
                    editorLifetime = modalPresenter.present(NoteEditorViewController(), style: .sheet)
                }
                func cancelEditing() {
                    editorLifetime?.dismiss()
                }
                func saveAndClose() {
                    editorLifetime?.dismiss()
                    cancelEditing()   // dismisses the same token again
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        // Per view controller: where its current token came from, and the call that first
        // dismissed it (one table, so that a present costs one lookup).
        var tokens: [ControllerID: (site: PresentationSite, firstDismissal: Int?)] = [:]
        // Sized once: grown as it filled, the table was rehashed fourteen times at 6,000 presents.
        tokens.reserveCapacity(context.replay.events.count)
        for event in context.replay.events {
            switch event {
            case .modalPresent(let site, _, let presented, _, .found, false):
                tokens[presented] = (site, nil)
            case .dismiss(let call, let controller, let owner?, let previous, let times):
                let site = tokens[controller]?.site ?? .entry(controller)
                // No token was kept: there is nothing to call dismiss() on.
                if LifetimeFacts.lifetime(at: site, snapshot: snapshot) == .discarded { continue }
                if previous == 0 { tokens[controller, default: (site, nil)].firstDismissal = call }
                // Report the call that traps, once per token.
                guard previous <= 1, previous + times >= 2 else { continue }
                let name = context.name(controller)
                var path = [PathStep(range: context.location(of: site).range,
                                     note: "\(name) presented by \(context.name(owner)) (the token)")]
                let message: String
                if previous == 0 {
                    message = "dismiss() is called \(times) times on the ModalLifetime of \(name): the second call fails a precondition"
                } else {
                    let first = tokens[controller]?.firstDismissal.map { snapshot.calls[$0].verbRange } ?? snapshot.calls[call].verbRange
                    message = "the ModalLifetime of \(name) is dismissed again: the dismiss at line \(first.start.line) already dismissed it, and a second dismiss() on the same token fails a precondition"
                    path.append(PathStep(range: first, note: "first dismiss()"))
                }
                path.append(PathStep(range: snapshot.calls[call].verbRange,
                                     note: previous == 0 ? "dismiss() \(times) times: the second traps" : "dismiss() again: trap"))
                result.append(context.diagnostic(
                    metadata, at: snapshot.calls[call].verbRange, message,
                    runtimeMessage: "Modal was already dismissed from \(snapshot.controllers[owner].instanceDescription)",
                    path: path, logicalLocation: snapshot.callName(call)))
            default:
                continue
            }
        }
    }
}
