import SwiftUI

enum DonationResult { case thankYou, failed }

/// A donation sheet re-opened to show the result: every case of the switch sets the state the
/// content reads, and the flag is raised right after it, in the same action.
struct DonationModifier: ViewModifier {
    @State private var isPresented = false
    @State private var result: DonationResult?

    func body(content: Content) -> some View {
        content
            .onReceive(NotificationCenter.default.publisher(for: .donationFinished)) { note in
                Task { @MainActor in
                    switch note.object as? Bool {
                    case true?: result = .thankYou
                    default: result = .failed
                    }
                    isPresented = true
                }
            }
            .sheet(isPresented: $isPresented) {
                DonationResultView(result: result)
            }
    }
}

/// The same with an `if` and its `else`.
struct ExportView: View {
    @State private var isSharing = false
    @State private var fileName = ""

    var body: some View {
        Button("Export") {
            if Bool.random() {
                fileName = "report.pdf"
            } else {
                fileName = "report.csv"
            }
            isSharing = true
        }
        .sheet(isPresented: $isSharing) {
            Text(fileName)
        }
    }
}

struct DonationResultView: View {
    let result: DonationResult?
    var body: some View { Text(result == .thankYou ? "Thank you" : "Something went wrong") }
}

extension Notification.Name {
    static let donationFinished = Notification.Name("donationFinished")
}
