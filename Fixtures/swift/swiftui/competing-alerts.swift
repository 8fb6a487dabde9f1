import SwiftUI

/// A sync screen whose Sync button raises the error alert's flag and the retry dialog's
/// together: both are modal, and the user sees one of them at a time. A draft screen whose
/// Close button raises an alert and an untitled dialog (`""`: named by no title).
struct SyncView: View {
    @State private var showsError = false
    @State private var showsRetry = false

    var body: some View {
        Button("Sync") {
            showsError = true
            showsRetry = true
        }
        .alert("Sync failed", isPresented: $showsError) {
            Button("OK") {}
        }
        .confirmationDialog("Retry?", isPresented: $showsRetry) {
            Button("Retry") {}
        }
    }
}

struct DraftScreen: View {
    @State private var showsUnsaved = false
    @State private var showsDiscard = false

    var body: some View {
        Button("Close") {
            self.showsUnsaved = true
            showsDiscard = true
        }
        .alert("Unsaved changes", isPresented: $showsUnsaved) {
            Button("OK") {}
        }
        .confirmationDialog("", isPresented: $showsDiscard) {
            Button("Discard", role: .destructive) {}
        }
    }
}
