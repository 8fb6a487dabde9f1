import SwiftUI

/// An order list that sets the selected order and the flag in one action: the body reads the
/// selection only inside the sheet's content, so the first sheet can show the order before.
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
        .sheet(isPresented: $showsDetail) {
            OrderDetail(order: selectedOrder)
        }
    }
}

struct Order: Identifiable {
    let id: Int
    let title: String
}
