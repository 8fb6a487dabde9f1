/// `swiftui/sheet-swipe-data-loss`: a SwiftUI sheet whose content edits state, with nothing
/// that stops the swipe that throws the edits away.
public struct SheetSwipeDataLossRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/sheet-swipe-data-loss", severity: .warning,
        summary: "a SwiftUI sheet that edits state can be swiped away, and the edits with it",
        explanation: """
            SwiftUI lets the user dismiss a sheet by dragging it down (and, on iPad, by tapping outside \
            it); the sheet's binding is reset and its content, with any state it holds, is gone. \
            `interactiveDismissDisabled(_:)` on the sheet's content prevents that gesture, \
            conditionally: Apple's documentation describes it as the way to keep the user from \
            dismissing a presentation before completing a required action. A full-screen cover has no \
            such gesture and is not reported. Whether the content edits state is inferred (a heuristic): \
            a text field, text editor or secure field bound to state, or a toggle in a form, together with \
            a Save or Done button (or a confirmation-action toolbar item) that commits them. A sheet is \
            reported when its content edits and either never disables the swipe, or disables it under \
            an inverted condition, one that holds exactly when there is nothing to lose \
            (`.interactiveDismissDisabled(!hasChanges)`). From Swift source only a condition whose sense \
            the code itself states is read: `x.isEmpty` (the collection's own property) is inverted, \
            a name such as `hasChanges` is not taken for what it may mean. A condition the code does not \
            show, or content whose edits are unknown, is not reported.
            """,
        fix: "add `.interactiveDismissDisabled(hasChanges)` to the sheet's content (true while there are unsaved edits), or present it with `fullScreenCover`",
        source: "Apple, SwiftUI documentation, View.interactiveDismissDisabled(_:): https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:)",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: ContactList, content: EditContactView, edits: true}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: ContactList, content: EditContactView, edits: true,
                   interactiveDismissDisabled: {condition: hasChanges}}
            """,
        swiftExample: """
            struct ContactList: View {
                @State private var isEditing = false
                var body: some View {
                    List { Text("Ada") }
                        .sheet(isPresented: $isEditing) { EditContactView() }
                }
            }

            struct EditContactView: View {
                @State private var name = ""
                var body: some View {
                    Form { TextField("Name", text: $name) }
                        .toolbar { Button("Save") { save(name) } }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard presentation.kind == .sheet, presentation.edits == true else { return nil }
            let why: String
            switch presentation.dismissDisabled {
            case nil, .never?: why = "nothing disables swipe-to-dismiss"
            case .condition(let condition, inverted: true)?:
                why = "its interactiveDismissDisabled condition" + (condition.map { " (`\($0)`)" } ?? "")
                    + " is inverted (true only when there is nothing to lose)"
            case .always?, .condition(_, inverted: false)?: return nil
            }
            let content = presentation.content.map { "(\($0)) " } ?? ""
            return context.diagnostic(
                metadata, at: presentation.range,
                "the sheet \(content)edits state and \(why): a swipe down dismisses it and the edits are lost (inferred)",
                logicalLocation: presentation.logicalName)
        }
    }
}
