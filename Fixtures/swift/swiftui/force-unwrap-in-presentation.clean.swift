import SwiftUI

/// The same list without a crash to report: the item form passes the invoice; an unwrap
/// under a test of the same name (`if`, `?:`), of a local that shadows it, in a button's
/// action, or of a property whose type is not written optional, is not reported.
struct InvoiceList: View {
    @State private var selectedInvoice: Invoice?
    @State private var pinned: Invoice?
    @State private var showsPinned = false
    @State private var showsHelp = false
    @State private var helpText: String! = "Help"
    @State private var lastTitle = Optional("none")
    let invoices: [Invoice]

    var body: some View {
        List(invoices) { invoice in
            Button(invoice.title) { selectedInvoice = invoice }
        }
        .sheet(item: $selectedInvoice) { invoice in
            InvoiceDetail(invoice: invoice)
        }
        .sheet(isPresented: $showsPinned) {
            if pinned != nil {
                InvoiceDetail(invoice: pinned!)
            }
            Text(pinned != nil ? pinned!.title : "Unpinned")
            Button("Print") { print(pinned!) }
        }
        .popover(isPresented: $showsHelp) {
            let pinned = Optional(helpText)
            Text(helpText + lastTitle! + pinned!)
        }
    }
}

struct Invoice: Identifiable {
    let id: Int
    let title: String
}
