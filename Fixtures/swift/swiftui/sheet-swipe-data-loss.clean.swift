import SwiftUI

/// The same editors, each keeping its edits: the swipe disabled while there are changes, or
/// always; a read-only sheet; and content the run does not declare (unknown: no finding).
struct ContactList: View {
    @State private var isEditing = false
    @State private var editedNote: Note?
    @State private var showsAbout = false
    @State private var showsShare = false
    @State private var picksTag = false

    var body: some View {
        List {
            Text("Ada Lovelace")
        }
        .sheet(isPresented: $isEditing) {
            NavigationStack {
                EditContactView()
            }
        }
        .sheet(item: $editedNote) { note in
            NoteEditor(note: note)
                .interactiveDismissDisabled()
        }
        .sheet(isPresented: $showsAbout) { AboutView() }
        .sheet(isPresented: $showsShare) { ShareSheet(items: []) }
        .sheet(isPresented: $picksTag) { TagPicker() }
    }
}

struct EditContactView: View {
    @State private var name = ""
    @State private var original = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .toolbar {
            Button("Save") { save() }
        }
        .interactiveDismissDisabled(hasChanges)
    }

    private var hasChanges: Bool { name != original }
    private func save() {}
}

struct NoteEditor: View {
    let note: Note
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .toolbar { Button("Done") { commit() } }
    }

    private func commit() {}
}

/// Read-only: a Done button that only closes it.
struct AboutView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Version 1.0")
            .toolbar { Button("Done") { dismiss() } }
    }
}

/// A search field and a Done button: the search text is not an edit to keep.
struct TagPicker: View {
    @State private var searchText = ""

    var body: some View {
        List {
            TextField("Search", text: $searchText)
        }
        .toolbar { Button("Done") {} }
    }
}

struct Note: Identifiable {
    let id: Int
}
