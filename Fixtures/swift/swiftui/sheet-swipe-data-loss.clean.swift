import SwiftUI

/// The same editors, each keeping its edits: the swipe disabled while there are changes, or
/// always; a read-only sheet; and content the run does not declare (unknown: no finding).
struct ContactList: View {
    @State private var isEditing = false
    @State private var editedNote: Note?
    @State private var showsAbout = false
    @State private var showsShare = false

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

struct Note: Identifiable {
    let id: Int
}
