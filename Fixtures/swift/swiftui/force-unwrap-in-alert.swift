import SwiftUI

/// An invoice list whose toolbar raises the Delete alert's flag for the invoice selected
/// elsewhere: the message is built from `selectedInvoice!`, which nothing keeps non-nil while
/// the flag is true. A draft screen whose alert, in the older `Alert` form, titles itself
/// with `draft!.title`.
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
        .alert("Delete invoice?", isPresented: $showsDelete) {
            Button("Delete", role: .destructive) { delete(selectedInvoice!) }
        } message: {
            Text(selectedInvoice!.title)
        }
    }

    private func delete(_ invoice: Invoice) {}
}

struct DraftScreen: View {
    @State private var draft: Draft?
    @State private var showsDiscard = false

    var body: some View {
        Button("Discard") { showsDiscard = true }
            .alert(isPresented: $showsDiscard) {
                Alert(title: Text(draft!.title),
                      primaryButton: .destructive(Text("Discard")) { discard(draft!) },
                      secondaryButton: .cancel())
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
