import SwiftUI
import VCore

extension View {
    /// An error alert driven by an optional item, keeping the last one in the data source
    /// cache for the dismiss animation.
    func errorAlert<Content: View>(
        link: ModalPresenterLink,
        item: Binding<AppError?>,
        @ViewBuilder content: @escaping (AppError) -> Content
    ) -> some View {
        item.wrappedValue.map { ModalPresenterDataSourceCache.shared.set(key: "error_alert", value: $0) }
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } }
        )
        return modalPresenterLink(link: link, isPresented: isPresented) {
            if let error = item.wrappedValue ?? ModalPresenterDataSourceCache.shared.get(key: "error_alert") as? AppError {
                content(error)
            }
        }
    }
}

struct AppError: Error, Identifiable {
    let id: Int
    let message: String
}

struct OrdersView: View {
    @State private var error: AppError?

    var body: some View {
        List { Text("Orders") }
            .errorAlert(link: .window(linkID: "orders_error"), item: $error) { error in
                Text(error.message)
            }
            .modalPresenterRoot(root: .window())
    }
}
