import SwiftUI

/// The feed given to the alert with `presenting:` (its closures read their argument); a
/// dialog that reads the credential pending deletion only in its buttons' actions, which run
/// when tapped; and an alert whose message reads state the body shows elsewhere too.
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
        .alert("Delete Feed", isPresented: $showsDeleteConfirmation, presenting: feedPendingDeletion) { feed in
            Button("Delete", role: .destructive) { delete(feed) }
        } message: { feed in
            Text("Delete \(feed.name)?")
        }
    }

    private func delete(_ feed: Feed) {}
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

struct Feed: Identifiable {
    let id: Int
    let name: String
}

struct Credential: Identifiable {
    let id: Int
    let name: String
}
