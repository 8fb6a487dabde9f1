import SwiftUI

// Each sheet, alert, dialog or popover below is written in a branch that the action presenting
// it ends: the view carrying the modifier leaves in the update that asks it to present.

struct NotesView: View {
    @State private var isBrowsing = true
    @State private var showsEditor = false

    var body: some View {
        if isBrowsing {
            Button("New note") {
                isBrowsing = false
                showsEditor = true
            }
            .sheet(isPresented: $showsEditor) {
                NoteEditor()
            }
        } else {
            Text("Editing")
        }
    }
}

// The branch reads the flag itself: raising it hides the button that carries the alert.
struct HelpButton: View {
    @State private var showsHelp = false

    var body: some View {
        VStack {
            if !showsHelp {
                Button("Help") { showsHelp = true }
                    .alert("How sync works", isPresented: $showsHelp) {
                        Button("OK") {}
                    }
            }
        }
    }
}

// An item sheet in the `else` branch: choosing a photo also starts loading, which shows the spinner instead.
struct PhotosView: View {
    @State private var isLoading = false
    @State private var selected: Photo?
    let photos: [Photo]

    var body: some View {
        if isLoading {
            ProgressView()
        } else {
            List(photos) { photo in
                Button(photo.title) {
                    selected = photo
                    isLoading = true
                }
            }
            .sheet(item: $selected) { photo in
                PhotoDetail(photo: photo)
            }
        }
    }
}

// A switch case: deleting from the grid moves the screen to the list layout.
struct LibraryView: View {
    enum Layout { case list, grid }
    @State private var layout = Layout.grid
    @State private var confirmsDelete = false

    var body: some View {
        switch layout {
        case .grid:
            Button("Delete all") {
                layout = .list
                confirmsDelete = true
            }
            .confirmationDialog("Delete every book?", isPresented: $confirmsDelete) {
                Button("Delete", role: .destructive) {}
            }
        case .list:
            Text("List")
        }
    }
}

// A toggled condition read as is: it no longer holds once the action has run.
struct DetailsCard: View {
    @State private var isExpanded = true
    @State private var showsInfo = false

    var body: some View {
        if isExpanded && !showsInfo {
            Button("Info") {
                withAnimation {
                    isExpanded.toggle()
                    showsInfo = true
                }
            }
            .popover(isPresented: $showsInfo) {
                InfoView()
            }
        }
    }
}

// An `if let`: clearing the draft as its dialog is raised ends the branch.
struct DraftView: View {
    @State private var draft: String? = "Hello"
    @State private var confirmsDiscard = false

    var body: some View {
        if let draft {
            Text(draft)
            Button("Discard") {
                self.draft = nil
                confirmsDiscard = true
            }
            .alert("Discard the draft?", isPresented: $confirmsDiscard) {}
        }
    }
}

// An `else if` chain: retrying moves the phase to the first branch, before the one holding the sheet.
struct SyncStatusView: View {
    enum Phase { case idle, syncing, failed }
    @State private var phase = Phase.failed
    @State private var showsLog = false

    var body: some View {
        if phase == .syncing {
            ProgressView()
        } else if phase == .failed {
            Button("Retry") {
                phase = .syncing
                showsLog = true
            }
            .sheet(isPresented: $showsLog) { SyncLog() }
        }
    }
}

// The branch reads the item itself: once a photo is chosen, the list carrying its sheet is gone.
struct PickerListView: View {
    @State private var chosen: Photo?
    let photos: [Photo]

    var body: some View {
        if chosen == nil {
            List(photos) { photo in
                Button(photo.title) { chosen = photo }
            }
            .sheet(item: $chosen) { photo in
                PhotoDetail(photo: photo)
            }
        } else {
            Text("Chosen")
        }
    }
}
