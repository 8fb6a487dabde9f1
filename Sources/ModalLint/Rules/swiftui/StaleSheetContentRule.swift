/// `swiftui/stale-sheet-content`: a flag-driven presentation whose content reads state that
/// the presenting action sets together with the flag.
public struct StaleSheetContentRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/stale-sheet-content", severity: .warning,
        summary: "a sheet(isPresented:) (or an alert or dialog) whose content reads state set together with its flag can show the value from before",
        explanation: """
            `sheet(isPresented:)` (and `fullScreenCover`) builds its content from a closure that reads the \
            presenting view's state. When one action sets a state value and the flag together, and the \
            view's body reads that value nowhere but in the closure, the content can be built with the \
            value from before the action: the first presentation shows the initial value (an empty \
            detail, the wrong row). This is observed behaviour, not documented, and the rule is inferred \
            (a heuristic). Apple documents the form that avoids it: `sheet(item:)` passes the item to the \
            content closure when it becomes non-nil, and replaces the sheet when the item changes, so the \
            value and the presentation are one state. \
            `alert(_:isPresented:actions:message:)` and `confirmationDialog(_:isPresented:titleVisibility:actions:message:)` \
            build their actions and message from closures the same way, and are judged the same way \
            (inferred too). Their documented form for this is the `presenting:` parameter: Apple describes \
            it as \"An optional source of truth for the alert. The system passes the contents to the \
            modifier's closures\", and the dialog's variant as \"using data to produce the dialog's \
            content\". An alert or dialog given `presenting:` is not reported.
            """,
        fix: "present with `sheet(item:)` (or `fullScreenCover(item:)`), the value itself as the item, and read it from the closure's argument",
        source: "Apple, SwiftUI documentation, View.sheet(item:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:); View.alert(_:isPresented:presenting:actions:): https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6 (data: \"An optional source of truth for the alert. The system passes the contents to the modifier's closures\"); View.confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:): https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-8y541 (\"using data to produce the dialog's content\")",
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
            guard presentation.trigger == .isPresented, presentation.presenting == nil,
                  [.sheet, .fullScreenCover, .popover, .alert, .confirmationDialog].contains(presentation.kind) else { return nil }
            let stale = presentation.contentReads.filter(presentation.setWithFlag.contains)
            guard let first = stale.first else { return nil }
            let fix = presentation.isDialog ? Self.dialogFix(presentation.kind, value: first) : nil
            return context.diagnostic(
                metadata, at: presentation,
                "reads `\(first)`, which the action that presents it sets together with the flag: the content can be built with the value from before (inferred)",
                fix: fix)
        }
    }

    static func dialogFix(_ kind: SwiftUIPresentation.Kind, value: String) -> String {
        "pass the value with `presenting: \(value)` and read it from the closures' argument (`.\(kind.rawValue)(title, isPresented: $flag, presenting: \(value)) { value in ... }`)"
    }
}
