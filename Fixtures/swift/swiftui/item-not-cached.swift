import SwiftUI
import VCore

extension View {
    /// An error alert driven by an optional item: dismissing it sets the item to nil, and
    /// nothing keeps the last one for the dismiss animation.
    func errorAlert<Content: View>(
        link: ModalPresenterLink,
        item: Binding<AppError?>,
        @ViewBuilder content: @escaping (AppError) -> Content
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil },
            set: { if !$0 { item.wrappedValue = nil } }
        )
        return modalPresenterLink(link: link, isPresented: isPresented) {
            if let error = item.wrappedValue {
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
