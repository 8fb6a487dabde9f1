import SwiftUI

/// An invoice list presenting the selected invoice with a Bool flag, the detail built from
/// `selectedInvoice!` (nothing keeps the selection set while the flag is true), and a draft
/// editor built from its model's `draft!`.
struct InvoiceList: View {
    @State private var selectedInvoice: Invoice?
    @State private var showsDetail = false
    @StateObject private var model = InvoiceModel()
    let invoices: [Invoice]

    var body: some View {
        VStack {
            Text(selectedInvoice?.title ?? "No invoice")
            List(invoices) { invoice in
                Button(invoice.title) {
                    selectedInvoice = invoice
                    showsDetail = true
                }
            }
        }
        .sheet(isPresented: $showsDetail) {
            NavigationStack {
                InvoiceDetail(invoice: selectedInvoice!)
            }
        }
        .fullScreenCover(isPresented: $model.showsDraft) {
            DraftEditor(draft: model.draft!)
        }
    }
}

final class InvoiceModel: ObservableObject {
    @Published var draft: Invoice?
    @Published var showsDraft = false
}

struct Invoice: Identifiable {
    let id: Int
    let title: String
}
