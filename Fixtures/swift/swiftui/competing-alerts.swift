import SwiftUI

/// A sync screen whose Sync button raises the error alert's flag and the retry dialog's
/// together: both are modal, and the user sees one of them at a time.
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
