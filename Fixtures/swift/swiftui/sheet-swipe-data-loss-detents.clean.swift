import SwiftUI

/// The detent sheet with the swipe disabled while it has changes, and the inspector with the
/// swipe always disabled (written in its own body).
struct NoteList: View {
    @State private var isEditing = false
    @State private var hasChanges = false

    var body: some View {
        List {
            Text("Groceries")
        }
        .sheet(isPresented: $isEditing) {
            NoteEditor()
                .presentationDetents([.medium, .large])
                .interactiveDismissDisabled(hasChanges)
        }
    }
}

struct ShapeEditor: View {
    @State private var showsInspector = false

    var body: some View {
        Canvas { _, _ in }
            .inspector(isPresented: $showsInspector) {
                ShapeInspector()
            }
    }
}

struct NoteEditor: View {
    @State private var text = ""

    var body: some View {
        TextEditor(text: $text)
            .toolbar { Button("Done") { commit() } }
    }

    private func commit() {}
}

struct ShapeInspector: View {
    @State private var name = ""

    var body: some View {
        Form {
            TextField("Name", text: $name)
        }
        .toolbar { Button("Save") { save() } }
        .interactiveDismissDisabled()
    }

    private func save() {}
}
