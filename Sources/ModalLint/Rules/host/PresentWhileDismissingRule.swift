/// `host/present-while-dismissing`: a present from a modal during its exit animation.
public struct PresentWhileDismissingRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/present-while-dismissing", severity: .warning,
        summary: "a modal presented from a swift-modals modal right after it was dismissed: nothing traps, and it is never shown",
        explanation: """
            swift-modals wraps each modal in a ModalPresentationViewController. Right after `dismiss()`, the \\
            wrapper stays under the host until the exit animation ends, so the dismissed modal still finds the \\
            host through it: a present from it succeeds and returns a ModalLifetime. But the host no longer \\
            aggregates the dismissed modal, so the new modal is stored on a presenter nobody reads: it is never \\
            shown, and nothing is logged. Once the animation has ended the wrapper is gone, and the same present \\
            traps with the host lookup's message 3 (host/missing). The animation's end is modelled by `after`: \\
            `immediately` after the dismiss is during it, `completion` (the default) after it.
            """,
        fix: "present from the view controller that presented the dismissed modal (its owner), or present first and dismiss afterwards",
        source: "square/swift-modals Modals/Sources/TrampolineModalPresenter.swift (3.0.0; present asks owner.modalHost, the parent walk); square/swift-modals Modals/Sources/UIViewController+Modals.swift (modalHost; aggregatePresenterModals aggregates only the modals still presented)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      id: home
                      modals:
                        - {class: LoginViewController, id: login, style: sheet}
            calls:
              - dismiss: login
              - present: WelcomeViewController
                from: login
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
                      id: home
                      modals:
                        - {class: LoginViewController, id: login, style: sheet}
            calls:
              - dismiss: login
              - present: WelcomeViewController
                from: home
                via: modals
                style: card
                after: immediately
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.replay.presentsDuringExit.map { exit in
            let snapshot = context.snapshot
            let owner = context.name(exit.owner)
            let line = snapshot.calls[exit.dismissCall].verbRange.start.line
            return context.diagnostic(
                metadata, at: snapshot.calls[exit.call].verbRange,
                "\(context.name(exit.presented)) is presented from \(owner) during its exit animation (dismissed by the call at line \(line)): \(owner) still reaches \(context.name(exit.host)) through its ModalPresentationViewController, so nothing traps, but the host no longer collects \(owner)'s modals: \(context.name(exit.presented)) is never shown",
                path: [PathStep(range: snapshot.calls[exit.dismissCall].verbRange, note: "\(owner) dismissed here"),
                       PathStep(range: snapshot.controllers[exit.host].classRange,
                                note: "\(context.name(exit.host)) (the modal host, still reached)")],
                logicalLocation: snapshot.callName(exit.call))
        }
    }
}
