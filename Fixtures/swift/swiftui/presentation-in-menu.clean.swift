import SwiftUI

// The same menus with each presentation written where it stays: no finding.

// On the Menu itself, raised by the item (IceCubesApp's fix).
struct AccountHeader: View {
    @State private var confirmsBlock = false

    var body: some View {
        Menu {
            Button("Block", role: .destructive) { confirmsBlock = true }
        } label: {
            Image(systemName: "ellipsis.circle")
        }
        .confirmationDialog("Block this account?", isPresented: $confirmsBlock) {
            Button("Block", role: .destructive) {}
        }
    }
}

// On the view the context menu is attached to; a sheet on the preview is not a menu item.
struct NoteRow: View {
    @State private var showsShare = false
    @State private var showsPreviewInfo = false
    let note: String

    var body: some View {
        Text(note)
            .contextMenu {
                Button("Share") { showsShare = true }
            } preview: {
                Text(note)
                    .sheet(isPresented: $showsPreviewInfo) { InfoView() }
            }
            .sheet(isPresented: $showsShare) { ShareView(text: note) }
    }
}

// On the Menu's label, a view that stays on screen.
struct ExportMenu: View {
    @State private var showsHelp = false

    var body: some View {
        Menu {
            Button("PDF") {}
        } label: {
            Label("Export", systemImage: "square.and.arrow.up")
                .popover(isPresented: $showsHelp) { HelpView() }
        }
    }
}

// Inside a sheet's content that a menu item raises: the sheet is its own hierarchy.
struct SettingsMenu: View {
    @State private var showsAbout = false
    @State private var showsCredits = false

    var body: some View {
        Menu("Settings") {
            Button("About") { showsAbout = true }
        }
        .sheet(isPresented: $showsAbout) {
            AboutView()
                .sheet(isPresented: $showsCredits) { CreditsView() }
        }
    }
}
