/// `swiftui/duplicate-link-id`: two links with one linkID reaching the same root.
public struct DuplicateLinkIDRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/duplicate-link-id", severity: .error,
        summary: "two Modal Presenter links with one linkID reach the same root",
        explanation: """
            A root keeps its modals by linkID, which must be unique within the root. When two links share one, \
            the root takes them for the same modal: presenting through the second while the first is shown is \
            ignored, and each link's updates overwrite the modal that is shown, so one screen shows the other's \
            content or state. Nothing is logged, so only a static check of the links finds it before a user does.
            """,
        fix: "give every link a linkID that is unique within its root (e.g. some_modal_1, some_modal_2)",
        source: "VakhoKontridze/VCore Documentation/Modal Presenter.md, \"Usage Example\" (\"All links require an identifier, which must be unique within a root\")",
        triggeringExample: """
            swiftui:
              roots:
                - {type: window}
              links:
                - {type: window, id: some_modal}
                - {type: window, id: some_modal}
            """,
        cleanExample: """
            swiftui:
              roots:
                - {type: window}
              links:
                - {type: window, id: some_modal_1}
                - {type: window, id: some_modal_2}
            """,
        swiftExample: """
            struct CheckoutView: View {
                @State private var isAddressPresented = false
                @State private var isPaymentPresented = false
                var body: some View {
                    VStack {
                        Button("Address") { isAddressPresented = true }
                            .bottomSheet(link: .window(linkID: "checkout_sheet"), isPresented: $isAddressPresented) { Text("Address") }
                        Button("Payment") { isPaymentPresented = true }
                            .bottomSheet(link: .window(linkID: "checkout_sheet"), isPresented: $isPaymentPresented) { Text("Payment") }
                    }
                    .modalPresenterRoot(root: .window())
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        let matching = context.swiftUI
        return matching.duplicateLinks.map { duplicate in
            let link = snapshot.swiftUILinks[duplicate.link]
            let first = snapshot.swiftUILinks[duplicate.first]
            let listed = matching.listedRoots(ofLink: duplicate.link)
            let roots = listed.shown.map { SwiftUIMatching.describe(snapshot.swiftUIRoots[$0]) }
                + (listed.more > 0 ? ["\(listed.more) more roots"] : [])
            return context.diagnostic(
                metadata, at: link.range,
                "\(SwiftUIMatching.describe(link)) uses the linkID of the link at line \(first.range.start.line), and both reach \(roots.joined(separator: " and ")): presenting through one while the other is shown is ignored, and their updates overwrite each other's modal",
                path: [PathStep(range: first.range, note: "\(SwiftUIMatching.describe(first)) (first)"),
                       PathStep(range: link.range, note: "\(SwiftUIMatching.describe(link)) (same linkID)")],
                logicalLocation: SwiftUIMatching.logicalName(link))
        }
    }
}
