/// `swiftui/item-not-cached`: an item-driven link that does not cache its item.
public struct ItemNotCachedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/item-not-cached", severity: .warning,
        summary: "a Modal Presenter link presented with an item that is not cached: the modal is blank while it animates out",
        explanation: """
            A modal presented from an optional item (or an error) is dismissed by setting the item to nil. The \
            Modal Presenter keeps the modal on screen for its dismiss animation, but the content closure now has \
            no item, so the modal animates out blank. The documented remedy is to store the last non-nil item \
            in ModalPresenterDataSourceCache and read it back while the item is nil; the cache is cleaned up \
            when the modal is dismissed. Nothing is logged, and the blank frame lasts only the length of the \
            animation, so it is easy to miss in testing: a static check finds it.
            """,
        fix: "cache the item with ModalPresenterDataSourceCache.shared (set it while non-nil, read it back when nil), as in \"Presentation with Types\"",
        source: "VakhoKontridze/VCore Documentation/Modal Presenter.md, \"Presentation with Types\"",
        triggeringExample: """
            swiftui:
              roots:
                - {type: window}
              links:
                - {type: window, id: error_alert, item: true}
            """,
        cleanExample: """
            swiftui:
              roots:
                - {type: window}
              links:
                - {type: window, id: error_alert, item: true, cachesItem: true}
            """,
        swiftExample: """
            extension View {
                func errorAlert<Content: View>(link: ModalPresenterLink, item: Binding<AppError?>,
                                               @ViewBuilder content: @escaping (AppError) -> Content) -> some View {
                    let isPresented = Binding<Bool>(get: { item.wrappedValue != nil },
                                                    set: { if !$0 { item.wrappedValue = nil } })
                    return modalPresenterLink(link: link, isPresented: isPresented) {
                        if let error = item.wrappedValue { content(error) }   // nil while animating out
                    }
                }
            }

            struct OrdersView: View {
                @State private var error: AppError?
                var body: some View {
                    List { Text("Orders") }
                        .errorAlert(link: .window(linkID: "orders_error"), item: $error) { Text($0.message) }
                        .modalPresenterRoot(root: .window())
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUILinks.compactMap { link in
            guard link.item, !link.cachesItem else { return nil }
            return context.diagnostic(
                metadata, at: link.range,
                "\(SwiftUIMatching.describe(link)) is presented with an item and does not cache it: when the item becomes nil its content is blank while the modal animates out",
                logicalLocation: SwiftUIMatching.logicalName(link))
        }
    }
}
