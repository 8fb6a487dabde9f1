import SwiftUI

/// The order itself is the item; and a second list whose body shows the selection outside
/// the sheet too (the body reads it, so the content is built with the new value), its sheet
/// clearing the selection from an Unpin button (an assignment there is not a read by the
/// content, and is counted once). A sheet that reads the draft pending discard only in its
/// buttons' actions, which run when tapped (no content read). Alerts and confirmation dialogs
/// are not judged by the rule (stale content is known for sheets, covers and popovers only):
/// an alert whose message reads the feed pending deletion set with its flag, a dialog whose
/// button title reads the order to cancel set with its flag, the same alert given the feed
/// with `presenting:`, a dialog reading the credential pending deletion only in its buttons'
/// actions, and an alert whose message reads state the body shows elsewhere too.
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

struct DraftList: View {
    @State private var draftPendingDiscard: Draft?
    @State private var showsDiscard = false
    let drafts: [Draft]

    var body: some View {
        List(drafts) { draft in
            Button(draft.title) {
                draftPendingDiscard = draft
                showsDiscard = true
            }
        }
        .sheet(isPresented: $showsDiscard) {
            Text("Discard the draft?")
            Button("Discard", role: .destructive) {
                discard(draftPendingDiscard)
                showsDiscard = false
            }
        }
    }

    private func discard(_ draft: Draft?) {}
}

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

struct CancellableOrderList: View {
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

struct PresentingFeedList: View {
    @State private var feedPendingRemoval: Feed?
    @State private var showsRemoveConfirmation = false
    let feeds: [Feed]

    var body: some View {
        List(feeds) { feed in
            Text(feed.name)
                .swipeActions {
                    Button("Remove") {
                        feedPendingRemoval = feed
                        showsRemoveConfirmation = true
                    }
                }
        }
        .alert("Remove Feed", isPresented: $showsRemoveConfirmation, presenting: feedPendingRemoval) { feed in
            Button("Remove", role: .destructive) { remove(feed) }
        } message: { feed in
            Text("Remove \(feed.name)?")
        }
    }

    private func remove(_ feed: Feed) {}
}

struct CredentialList: View {
    @State private var credentialPendingDelete: Credential?
    @State private var showsDeleteConfirmation = false
    let credentials: [Credential]

    var body: some View {
        List(credentials) { credential in
            Button(credential.name) {
                credentialPendingDelete = credential
                showsDeleteConfirmation = true
            }
        }
        .confirmationDialog("Delete the credential?", isPresented: $showsDeleteConfirmation) {
            Button("Yes", role: .destructive) {
                delete(credentialPendingDelete)
                credentialPendingDelete = nil
            }
            Button("No", role: .cancel) { credentialPendingDelete = nil }
        }
    }

    private func delete(_ credential: Credential?) {}
}

struct SyncView: View {
    @State private var lastError = ""
    @State private var showsError = false

    var body: some View {
        VStack {
            Text(lastError)
            Button("Sync") {
                lastError = "Offline"
                showsError = true
            }
        }
        .alert("Sync failed", isPresented: $showsError) {
            Button("OK") {}
        } message: {
            Text(lastError)
        }
    }
}

struct Draft: Identifiable {
    let id: Int
    let title: String
}

struct Feed: Identifiable {
    let id: Int
    let name: String
}

struct Credential: Identifiable {
    let id: Int
    let name: String
}

struct Order: Identifiable {
    let id: Int
    let title: String
}
