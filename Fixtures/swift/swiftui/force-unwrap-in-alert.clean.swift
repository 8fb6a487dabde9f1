import SwiftUI

/// The invoice given to the alert with `presenting:`; a dialog that unwraps only in a
/// button's action (run when tapped) and after testing the value where it is built.
struct InvoiceList: View {
    @State private var selectedInvoice: Invoice?
    @State private var showsDelete = false
    let invoices: [Invoice]

    var body: some View {
        List(invoices) { invoice in
            Text(invoice.title)
                .onTapGesture { selectedInvoice = invoice }
        }
        .toolbar {
            Button("Delete") { showsDelete = true }
        }
        .alert("Delete invoice?", isPresented: $showsDelete, presenting: selectedInvoice) { invoice in
            Button("Delete", role: .destructive) { delete(invoice) }
        } message: { invoice in
            Text(invoice.title)
        }
    }

    private func delete(_ invoice: Invoice) {}
}

struct DraftScreen: View {
    @State private var draft: Draft?
    @State private var showsDiscard = false

    var body: some View {
        Button("Discard") { showsDiscard = true }
            .confirmationDialog("Discard the draft?", isPresented: $showsDiscard) {
                Button("Discard", role: .destructive) { discard(draft!) }
            } message: {
                if draft != nil {
                    Text(draft!.title)
                }
            }
    }

    private func discard(_ draft: Draft) {}
}

struct Invoice: Identifiable {
    let id: Int
    let title: String
}

struct Draft {
    let title: String
}
