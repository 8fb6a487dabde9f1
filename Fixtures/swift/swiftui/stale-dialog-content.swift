import SwiftUI

/// A feed list whose Delete swipe action sets the feed pending deletion and raises the
/// alert's flag together: the body reads the feed only in the alert's message (the Delete
/// button reads it when tapped). An order list whose rows do the same for a confirmation
/// dialog whose button title reads the order.
struct FeedList: View {
    @State private var feedPendingDeletion: Feed?
    @State private var showsDeleteConfirmation = false
    let feeds: [Feed]

    var body: some View {
        List(feeds) { feed in
            Text(feed.name)
                .swipeActions {
                    Button("Delete") {
                        feedPendingDeletion = feed
                        showsDeleteConfirmation = true
                    }
                }
        }
        .alert("Delete Feed", isPresented: $showsDeleteConfirmation) {
            Button("Delete", role: .destructive) { delete(feedPendingDeletion) }
        } message: {
            Text("Delete \(feedPendingDeletion?.name ?? "this feed")?")
        }
    }

    private func delete(_ feed: Feed?) {}
}

struct OrderList: View {
    @State private var orderToCancel: Order?
    @State private var showsCancel = false
    let orders: [Order]

    var body: some View {
        List(orders) { order in
            Button(order.title) {
                orderToCancel = order
                showsCancel = true
            }
        }
        .confirmationDialog("Cancel the order?", isPresented: $showsCancel, titleVisibility: .visible) {
            Button("Cancel \(orderToCancel?.title ?? "order")", role: .destructive) { cancel() }
        }
    }

    private func cancel() {}
}

struct Feed: Identifiable {
    let id: Int
    let name: String
}

struct Order: Identifiable {
    let id: Int
    let title: String
}
