import SwiftUI

/// The order itself is the item; and a second list whose body shows the selection outside
/// the sheet too (the body reads it, so the content is built with the new value), its sheet
/// clearing the selection from an Unpin button (an assignment there is not a read by the
/// content, and is counted once).
struct OrderList: View {
    @State private var selectedOrder: Order?
    let orders: [Order]

    var body: some View {
        List(orders) { order in
            Button(order.title) { selectedOrder = order }
        }
        .sheet(item: $selectedOrder) { order in
            OrderDetail(order: order)
        }
    }
}

struct PinnedOrderList: View {
    @State private var pinned: Order?
    @State private var showsDetail = false
    let orders: [Order]

    var body: some View {
        VStack {
            Text(pinned?.title ?? "None pinned")
            List(orders) { order in
                Button(order.title) {
                    pinned = order
                    showsDetail = true
                }
            }
        }
        .sheet(isPresented: $showsDetail) {
            OrderDetail(order: pinned)
            Button("Unpin") {
                pinned = nil
                showsDetail = false
            }
        }
    }
}

struct Order: Identifiable {
    let id: Int
    let title: String
}
