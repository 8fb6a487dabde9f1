/// `swiftui/force-unwrap-in-presentation`: a flag-driven presentation whose content
/// force-unwraps optional state, which the flag does not keep non-nil.
public struct ForceUnwrapInPresentationRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/force-unwrap-in-presentation", severity: .warning,
        summary: "a sheet(isPresented:) (or an alert or dialog) whose content force-unwraps optional state can crash when the state is nil",
        explanation: """
            `sheet(isPresented:)`, `fullScreenCover(isPresented:)` and `popover(isPresented:)` build \
            their content from a closure that reads the presenting view's state, and Apple documents the \
            flag as what decides whether to present the content that closure creates: nothing ties the \
            Bool to an optional the content needs, so the code allows the flag true and the optional \
            nil. The closure runs whenever the presenting view is updated while the flag is true; if the \
            optional is nil then (the flag raised on a path that does not set it, or the optional \
            cleared by a delete, a reload or a model update while the presentation is up), `value!` \
            traps and the app crashes. Apple documents the form that makes that state impossible: \
            `sheet(item:)` presents when the item becomes non-nil and passes the item to the content \
            closure. The rule is inferred (Apple does not describe the crash): it reports a force \
            unwrap (`value!`, `self.value!`, `model.value!`) of a property the code declares optional \
            (`@State`, `@Binding` or `@Published` with a `T?` type) on the presenting view, or on the \
            `@StateObject`, `@ObservedObject` or `@EnvironmentObject` model it holds (declared in the \
            same file), where the content is built: not in a button's action or other callback, not \
            after an `if`, `?:` or `&&` that tests the same name. A property whose type is not written, \
            or a model the file does not declare, is not reported. \
            `alert(isPresented:content:)` and the alerts and confirmation dialogs with `isPresented:` and \
            `actions:`/`message:` closures are judged the same way: Apple documents `isPresented` of \
            `alert(isPresented:content:)` as \"A binding to a Boolean value that determines whether to \
            present the alert that you create in the modifier's content closure\", and nothing ties it \
            to the optional either (inferred as above; an unwrap in a button's action runs when it is \
            tapped and is not reported). Their documented form for this is `presenting:`, whose data \
            \"The system passes ... to the modifier's closures\"; one given `presenting:` is not \
            reported.
            """,
        fix: "present with `sheet(item:)` (or `fullScreenCover(item:)`, `popover(item:)`), the optional itself as the item, and use the closure's argument instead of the unwrap",
        source: "Apple, SwiftUI documentation, View.sheet(item:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (\"When item is non-nil, the system passes the item's content to the modifier's closure\"); View.sheet(isPresented:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:) (isPresented: \"A binding to a Boolean value that determines whether to present the sheet that you create in the modifier's content closure\"); View.alert(isPresented:content:): https://developer.apple.com/documentation/swiftui/view/alert(ispresented:content:); View.alert(_:isPresented:presenting:actions:): https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:)-4rhk6 (data: \"An optional source of truth for the alert. The system passes the contents to the modifier's closures\")",
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
            guard presentation.trigger == .isPresented, presentation.presenting == nil,
                  [.sheet, .fullScreenCover, .popover, .alert, .confirmationDialog].contains(presentation.kind),
                  let first = presentation.forceUnwraps.first else { return nil }
            let fix = presentation.isDialog ? Self.dialogFix(presentation.kind, value: first) : nil
            return context.diagnostic(
                metadata, at: presentation,
                "force-unwraps `\(first)`, optional state its Bool flag does not keep non-nil: built while the flag is true and `\(first)` is nil, it crashes (inferred)",
                fix: fix)
        }
    }

    /// The fix for an alert or dialog: its documented `presenting:` parameter.
    static func dialogFix(_ kind: SwiftUIPresentation.Kind, value: String) -> String {
        "pass the value with `presenting: \(value)` and read it from the closures' argument (`.\(kind.rawValue)(title, isPresented: $flag, presenting: \(value)) { value in ... }`)"
    }
}
