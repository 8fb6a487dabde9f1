import SwiftUI
import VCore

struct CheckoutView: View {
    @State private var isAddressPresented = false
    @State private var isPaymentPresented = false

    var body: some View {
        VStack {
            Button("Address") { isAddressPresented = true }
                .bottomSheet(link: .window(linkID: "checkout_sheet"), isPresented: $isAddressPresented) {
                    Text("Address")
                }
            Button("Payment") { isPaymentPresented = true }
                .bottomSheet(link: .window(linkID: "checkout_sheet"), isPresented: $isPaymentPresented) {
                    Text("Payment")
                }
        }
        .modalPresenterRoot(root: .window())
    }
}
