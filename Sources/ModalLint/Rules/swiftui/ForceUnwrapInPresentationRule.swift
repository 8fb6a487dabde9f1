/// `swiftui/force-unwrap-in-presentation`: a flag-driven presentation whose content
/// force-unwraps optional state, which the flag does not keep non-nil.
public struct ForceUnwrapInPresentationRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/force-unwrap-in-presentation", severity: .warning,
        summary: "a sheet(isPresented:) whose content force-unwraps optional state can crash when the state is nil",
        explanation: """
            `sheet(isPresented:)`, `fullScreenCover(isPresented:)` and `popover(isPresented:)` build \
            their content from a closure that reads the presenting view's state; nothing ties the Bool \
            flag to an optional the content needs, so the two make a state the code cannot represent \
            safely: the flag true and the optional nil. The closure is evaluated again whenever the state \
            it reads changes while the presentation is up or animating away, so an action that clears \
            the optional together with the flag (or before it, or one that raises the flag before \
            setting the optional) runs `value!` on nil, and Swift stops the app. Apple documents the form \
            that makes that state impossible: `sheet(item:)` presents when the item becomes non-nil and \
            passes the unwrapped item to the content closure. The crash itself is not documented by \
            Apple and the rule is inferred: it reports a force unwrap (`value!`, `self.value!`, \
            `model.value!`) of a property the code declares optional (`@State`, `@Binding` or \
            `@Published` with a `T?` type) on the presenting view, or on the `@StateObject`, \
            `@ObservedObject` or `@EnvironmentObject` model it holds (declared in the same file), \
            where the content is built: not in a button's action or other callback, not under an \
            `if` or `?:` that tests the same name. A property whose type is not written, or a model \
            the file does not declare, is not reported.
            """,
        fix: "present with `sheet(item:)` (or `fullScreenCover(item:)`, `popover(item:)`), the optional itself as the item, and use the closure's argument instead of the unwrap",
        source: "Apple, SwiftUI documentation, View.sheet(item:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (\"When item is non-nil, the system passes the item's content to the modifier's closure\"); View.sheet(isPresented:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:)",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: InvoiceList, content: InvoiceDetail,
                   forceUnwraps: [selectedInvoice]}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: item, attachedTo: InvoiceList, content: InvoiceDetail}
            """,
        swiftExample: """
            struct InvoiceList: View {
                @State private var selectedInvoice: Invoice?
                @State private var showsDetail = false
                let invoices: [Invoice]
                var body: some View {
                    List(invoices) { invoice in
                        Button(invoice.title) {
                            selectedInvoice = invoice
                            showsDetail = true
                        }
                    }
                    .sheet(isPresented: $showsDetail) { InvoiceDetail(invoice: selectedInvoice!) }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard presentation.trigger == .isPresented, [.sheet, .fullScreenCover, .popover].contains(presentation.kind),
                  let first = presentation.forceUnwraps.first else { return nil }
            return context.diagnostic(
                metadata, at: presentation,
                "force-unwraps `\(first)`, optional state its Bool flag does not keep non-nil: built again while it shows or animates away with `\(first)` nil, it crashes (inferred)")
        }
    }
}
