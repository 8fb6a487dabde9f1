import SwiftUI

/// An alert and a dialog of one view, each raised by its own action, and one action that
/// swaps them (lowers one, raises the other).
struct SyncView: View {
    @State private var showsError = false
    @State private var showsRetry = false

    var body: some View {
        VStack {
            Button("Sync") { showsError = true }
            Button("Retry") { showsRetry = true }
            Button("Switch") {
                showsError = false
                showsRetry = true
            }
        }
        .alert("Sync failed", isPresented: $showsError) {
            Button("OK") {}
        }
        .confirmationDialog("Retry?", isPresented: $showsRetry) {
            Button("Retry") {}
        }
    }
}
