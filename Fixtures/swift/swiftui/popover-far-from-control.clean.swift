import SwiftUI

/// The popover on the Filter button itself; a popover on the list given an anchor; one on the
/// list raised from a toolbar (not inside the list); a confirmation dialog on the button that
/// raises it.
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
                .confirmationDialog("Delete all orders?", isPresented: $showsDelete) {
                    Button("Delete", role: .destructive) {}
                }
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
    }
}

/// A dialog on the list raised by a row's button (a dialog is judged only from a toolbar, where
/// the fix it comes from shows it misplaced), and a popover raised by swipe-to-delete (no
/// control the user taps).
struct TrashList: View {
    @State private var confirmsEmpty = false
    @State private var showsUndo = false
    let items: [String]

    var body: some View {
        List {
            Button("Empty trash") { confirmsEmpty = true }
            ForEach(items, id: \.self) { Text($0) }
                .onDelete { _ in showsUndo = true }
        }
        .confirmationDialog("Empty the trash?", isPresented: $confirmsEmpty) {
            Button("Empty", role: .destructive) {}
        }
        .popover(isPresented: $showsUndo) { UndoView() }
    }
}
