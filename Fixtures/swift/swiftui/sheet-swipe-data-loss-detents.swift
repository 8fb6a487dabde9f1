import SwiftUI

/// A note editor presented as a half-height sheet: the detents set the heights it rests at,
/// and it can still be dragged down with the edits. A shape editor's inspector holding a
/// form (its own body sets detents too): in compact width the inspector is a sheet.
struct NoteList: View {
    @State private var isEditing = false

    var body: some View {
        List {
            Text("Groceries")
        }
        .sheet(isPresented: $isEditing) {
            NoteEditor()
                .presentationDetents([.medium, .large])
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
        .presentationDetents([.medium])
    }

    private func save() {}
}
