/// `swiftui/stale-sheet-content`: a flag-driven presentation whose content reads state that
/// the presenting action sets together with the flag.
public struct StaleSheetContentRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/stale-sheet-content", severity: .warning,
        summary: "a sheet(isPresented:) whose content reads state set together with its flag can show the value from before",
        explanation: """
            `sheet(isPresented:)` (and `fullScreenCover`) builds its content from a closure that reads the \
            presenting view's state. When one action sets a state value and the flag together, and the \
            view's body reads that value nowhere but in the closure, the content can be built with the \
            value from before the action: the first presentation shows the initial value (an empty \
            detail, the wrong row). From Swift source, \"together\" is an assignment in the statement list \
            that raises the flag, or one made in every branch of a `switch` or `if`/`else` statement there. \
            This is observed behaviour, not documented, and the rule is inferred \
            (a heuristic). Apple documents the form that avoids it: `sheet(item:)` passes the item to the \
            content closure when it becomes non-nil, and replaces the sheet when the item changes, so the \
            value and the presentation are one state. Only sheets, full-screen covers and popovers \
            (each built as a view hierarchy of its own) are judged; alerts and confirmation dialogs are \
            not: no report or documentation of this behaviour for them was found.
            """,
        fix: "present with `sheet(item:)` (or `fullScreenCover(item:)`), the value itself as the item, and read it from the closure's argument",
        source: "Apple, SwiftUI documentation, View.sheet(item:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: OrderList, content: OrderDetail,
                   contentReads: [selectedOrder], setWithFlag: [selectedOrder]}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: item, attachedTo: OrderList, content: OrderDetail}
            """,
        swiftExample: """
            struct OrderList: View {
                @State private var selectedOrder: Order?
                @State private var showsDetail = false
                let orders: [Order]
                var body: some View {
                    List(orders) { order in
                        Button(order.title) {
                            selectedOrder = order
                            showsDetail = true
                        }
                    }
                    .sheet(isPresented: $showsDetail) { OrderDetail(order: selectedOrder) }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard presentation.trigger == .isPresented, [.sheet, .fullScreenCover, .popover].contains(presentation.kind) else { return nil }
            let stale = presentation.contentReads.filter(presentation.setWithFlag.contains)
            guard let first = stale.first else { return nil }
            return context.diagnostic(
                metadata, at: presentation,
                "reads `\(first)`, which the action that presents it sets together with the flag: the content can be built with the value from before (inferred)")
        }
    }
}
