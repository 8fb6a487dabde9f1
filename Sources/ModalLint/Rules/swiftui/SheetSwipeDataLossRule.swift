/// `swiftui/sheet-swipe-data-loss`: a SwiftUI sheet whose content edits state, with nothing
/// that stops the swipe that throws the edits away.
public struct SheetSwipeDataLossRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/sheet-swipe-data-loss", severity: .warning,
        summary: "a SwiftUI sheet (or inspector, a sheet in compact width) that edits state can be swiped away, and the edits with it",
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
            show, or content whose edits are unknown, is not reported. \
            Detents do not change this: `presentationDetents(_:)` \"Sets the available detents for the \
            enclosing sheet\", which is still a sheet the user can drag down, so a sheet with \
            `.presentationDetents([.medium])` and no `interactiveDismissDisabled` is reported like any \
            other. An inspector is judged as a sheet: Apple documents that \"an inspector can present as \
            a trailing column in a horizontally regular size class, but adapt to a sheet in a \
            horizontally compact size class\" (an iPhone), and lists inspectors among the \
            presentations `interactiveDismissDisabled(_:)` protects; in a trailing column nothing is \
            swiped away, so the finding is about compact width.
            """,
        fix: "add `.interactiveDismissDisabled(hasChanges)` to the sheet's content (true while there are unsaved edits), or present it with `fullScreenCover`",
        source: "Apple, SwiftUI documentation, View.interactiveDismissDisabled(_:): https://developer.apple.com/documentation/swiftui/view/interactivedismissdisabled(_:) (\"Conditionally prevents interactive dismissal of presentations like popovers, sheets, and inspectors\"; \"a user can dismiss a sheet by dragging it down\"); View.presentationDetents(_:): https://developer.apple.com/documentation/swiftui/view/presentationdetents(_:); View.inspector(isPresented:content:): https://developer.apple.com/documentation/swiftui/view/inspector(ispresented:content:)",
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
            guard [.sheet, .inspector].contains(presentation.kind), presentation.edits == true else { return nil }
            let why: String
            switch presentation.dismissDisabled {
            case nil, .never?: why = "nothing disables swipe-to-dismiss"
            case .condition(let condition, inverted: true)?:
                why = "its interactiveDismissDisabled condition" + (condition.map { " (`\($0)`)" } ?? "")
                    + " is inverted (true only when there is nothing to lose)"
            case .always?, .condition(_, inverted: false)?: return nil
            }
            let detents = presentation.detents.isEmpty ? ""
                : " (its detents, \(presentation.detents.joined(separator: ", ")), only set the heights it rests at)"
            guard presentation.kind == .inspector else {
                return context.diagnostic(metadata, at: presentation,
                                          "edits state and \(why): a swipe down dismisses it\(detents) and the edits are lost (inferred)")
            }
            return context.diagnostic(
                metadata, at: presentation,
                "edits state and \(why): in compact width the inspector is a sheet, and a swipe down dismisses it\(detents) and the edits are lost (inferred)",
                fix: "add `.interactiveDismissDisabled(hasChanges)` to the inspector's content (true while there are unsaved edits)")
        }
    }
}
