import SwiftUI

enum DonationResult { case thankYou, failed }

/// Only one case sets the state: on the other path the flag is raised alone, and whether the
/// state changed with it is not known.
struct DonationModifier: ViewModifier {
    @State private var isPresented = false
    @State private var result: DonationResult?

    func body(content: Content) -> some View {
        content
            .onReceive(NotificationCenter.default.publisher(for: .donationFinished)) { note in
                switch note.object as? Bool {
                case true?: result = .thankYou
                default: break
                }
                isPresented = true
            }
            .sheet(isPresented: $isPresented) {
                DonationResultView(result: result)
            }
    }
}

/// An `if` without `else`, and an `else if` chain: not every path assigns.
struct ExportView: View {
    @State private var isSharing = false
    @State private var isPrinting = false
    @State private var fileName = ""
    @State private var printer = ""

    var body: some View {
        VStack {
            Button("Export") {
                if Bool.random() {
                    fileName = "report.pdf"
                }
                isSharing = true
            }
            .sheet(isPresented: $isSharing) {
                Text(fileName)
            }
            Button("Print") {
                if Bool.random() {
                    printer = "office"
                } else if Bool.random() {
                    printer = "home"
                }
                isPrinting = true
            }
            .sheet(isPresented: $isPrinting) {
                Text(printer)
            }
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
