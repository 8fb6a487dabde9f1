/// `lifetime/swiftui-dismiss-not-completed`: a Modal Presenter modal that never completes its dismissal.
public struct SwiftUIDismissNotCompletedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "lifetime/swiftui-dismiss-not-completed", severity: .error,
        summary: "a SwiftUI Modal Presenter modal that never calls its dismiss completion: it is never removed",
        explanation: """
            When a link's presentation flag turns false, the Modal Presenter root sends the modal a dismiss \
            event with a completion; the modal animates out and must call that completion, which is when the \
            root removes it from the view hierarchy. A modal that never calls it stays: invisible but in \
            place, its `onDismiss` never fires, a later present with the same link id is ignored (the root \
            still holds one), and a window root keeps its window up over the app. Nothing is logged.
            """,
        fix: "call the completion the dismiss publisher passes in when the dismiss animation ends (`withAnimation(..., { isPresentedInternally = false }, completion: completion)`)",
        source: "VakhoKontridze/VCore Documentation/Modal Presenter.md, \"Modal Implementation: Presentation States\" ([8]-[10]: \"Once animations finish, we can call the completion callback, so that the root can remove the modal from the view hierarchy\")",
        triggeringExample: """
            swiftui:
              roots:
                - type: window
              links:
                - {type: window, id: some_modal, completesDismissal: false}
            """,
        cleanExample: """
            swiftui:
              roots:
                - type: window
              links:
                - {type: window, id: some_modal, completesDismissal: true}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUILinks.compactMap { link in
            guard !link.completesDismissal else { return nil }
            let root = link.root.map { "the \(link.kind.rawValue) root `\($0)`" } ?? "its \(link.kind.rawValue) root"
            let window = link.kind == .window ? ", and the window root keeps its window up" : ""
            return context.diagnostic(
                metadata, at: link.keyRanges["completesDismissal"] ?? link.range,
                "modal link `\(link.id)` never calls the completion of its dismiss animation: \(root) removes a modal only in that completion, so the modal stays in the view hierarchy, onDismiss never fires, a later present with link id `\(link.id)` is ignored\(window)",
                path: [PathStep(range: link.range, note: "link `\(link.id)` (dismissal never completed)")],
                logicalLocation: SwiftUIMatching.logicalName(link))
        }
    }
}
