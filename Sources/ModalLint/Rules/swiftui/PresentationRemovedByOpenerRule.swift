/// `swiftui/presentation-removed-by-opener`: a presentation modifier written in a branch that
/// the action presenting it ends, so the view carrying the modifier leaves as it asks to present.
public struct PresentationRemovedByOpenerRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/presentation-removed-by-opener", severity: .warning,
        summary: "a sheet, alert or dialog written in an if, else or switch case that the action presenting it ends: the view carrying it leaves",
        explanation: """
            A presentation modifier lives as long as the view it is written on. A view inside an \
            `if`, an `else` or a `switch` case is its own view, with an identity and a lifetime \
            of its own: Apple's \"Demystify SwiftUI\" (WWDC21) explains that the branches of a \
            condition are distinct views and that a view's state lives exactly as long as the \
            view. So when the action that raises the binding (`showsEditor = true`, \
            `selected = item`) also sets the state the branch depends on (`isEditing = false`, \
            `mode = .list`), the view that carries the modifier is removed in the same update \
            that asks it to present: the sheet, alert or dialog is not shown, or is dismissed \
            as it appears. What the user sees is inferred \
            from that lifetime, not documented for presentations. It reads the code as the \
            compiler does: the branch's condition (`x`, `!x`, `==`/`!=` against a literal, \
            `&&`, `||`, `if let`, a `switch` over enum cases) evaluated with the values one \
            statement list assigns together with raising the binding; a value the syntax does \
            not tell (a call, a model's property) is unknown, and a second copy of the modifier \
            on the same binding in the branch that stays is taken to present it.
            """,
        fix: "attach the presentation to a view that stays across the change (outside the if/else or switch), or change the branch's state only after the presentation is dismissed (in onDismiss or the presented view's action)",
        source: "Apple, WWDC21 \"Demystify SwiftUI\" (identity and lifetime: each branch of an if/else is a distinct view; state lives as long as its view): https://developer.apple.com/videos/play/wwdc2021/10022/; View.sheet(isPresented:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: Button, flag: showsEditor, content: EditorView, removedBy: [isBrowsing]}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: Button, flag: showsEditor, content: EditorView}
            """,
        swiftExample: """
            struct NotesView: View {
                @State private var isBrowsing = true
                @State private var showsEditor = false
                var body: some View {
                    if isBrowsing {
                        Button("New note") {
                            isBrowsing = false
                            showsEditor = true
                        }
                        .sheet(isPresented: $showsEditor) { EditorView() }
                    } else {
                        Text("Editing")
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard !presentation.removedBy.isEmpty else { return nil }
            let names = presentation.removedBy.map { "`\($0)`" }.joined(separator: ", ")
            let opening = presentation.flag.map { "raising `\($0)`" } ?? "presenting it"
            return context.diagnostic(
                metadata, at: presentation,
                "is written in a branch that \(opening) ends: the action sets \(names), which the branch's condition reads, so the view carrying the modifier leaves in the update that asks it to present, and the presentation goes with it (inferred)")
        }
    }
}
