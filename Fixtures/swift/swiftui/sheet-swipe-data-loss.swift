import SwiftUI

/// A contact list whose editor is a sheet: a text field bound to a draft, a Save button,
/// and nothing that stops a swipe down from throwing the draft away.
struct ContactList: View {
    @State private var isEditing = false
    @State private var editedNote: Note?
    @State private var showsOnboarding = false

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
                // Disabled only while there is nothing to lose.
                .interactiveDismissDisabled(draft.isEmpty)
        }
        // A cover has no swipe to dismiss.
        .fullScreenCover(isPresented: $showsOnboarding) { EditContactView() }
    }

    @State private var draft = ""
}

struct EditContactView: View {
    @State private var name = ""
    @State private var isFavorite = false

    var body: some View {
        Form {
            TextField("Name", text: $name)
            Toggle("Favorite", isOn: $isFavorite)
        }
        .toolbar {
            ToolbarItem(placement: .confirmationAction) {
                Button("Save") { save() }
            }
        }
    }

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

struct Note: Identifiable {
    let id: Int
}
