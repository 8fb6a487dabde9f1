import SwiftUI

// Each presentation below is written on an item of a menu: the menu closes when the item is
// chosen, and the view carrying the modifier with it.

// A confirmation dialog on a Menu's item (what IceCubesApp moved out of its account menu).
struct AccountHeader: View {
    @State private var confirmsBlock = false

    var body: some View {
        Menu {
            Button("Mention") {}
            Button("Block", role: .destructive) { confirmsBlock = true }
                .confirmationDialog("Block this account?", isPresented: $confirmsBlock) {
                    Button("Block", role: .destructive) {}
                }
        } label: {
            Image(systemName: "ellipsis.circle")
        }
    }
}

// A sheet on an item of a context menu, inside a Section of the menu's items.
struct NoteRow: View {
    @State private var showsShare = false
    let note: String

    var body: some View {
        Text(note)
            .contextMenu {
                Section {
                    Button("Share") { showsShare = true }
                        .sheet(isPresented: $showsShare) { ShareView(text: note) }
                }
            } preview: {
                Text(note).padding()
            }
    }
}

// A titled Menu, its content the trailing closure: an alert on a nested menu's item.
struct ExportMenu: View {
    @State private var showsFailure = false

    var body: some View {
        Menu("Export") {
            Menu("As file") {
                Button("PDF") { showsFailure = true }
                    .alert("Export failed", isPresented: $showsFailure) {}
            }
        }
    }
}
