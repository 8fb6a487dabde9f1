import SwiftUI

/// The popover on the Filter button itself; a popover on the list given an anchor; one on the
/// list raised from a toolbar (not inside the list); a confirmation dialog on the list (where
/// iPad anchors one is not documented).
struct OrderList: View {
    @State private var showsFilter = false
    @State private var showsSort = false
    @State private var showsHelp = false
    @State private var showsDelete = false

    var body: some View {
        List {
            Button("Filter") { showsFilter = true }
                .popover(isPresented: $showsFilter) { FilterView() }
            Button("Sort") { showsSort = true }
            Button("Delete all") { showsDelete = true }
        }
        .popover(isPresented: $showsSort, attachmentAnchor: .point(.topTrailing)) {
            SortView()
        }
        .toolbar {
            Button("Help") { showsHelp = true }
        }
        .popover(isPresented: $showsHelp) {
            HelpView()
        }
        .confirmationDialog("Delete all orders?", isPresented: $showsDelete) {
            Button("Delete", role: .destructive) {}
        }
    }
}
