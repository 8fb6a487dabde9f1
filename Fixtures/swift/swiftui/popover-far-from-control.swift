import SwiftUI

/// An order list whose Filter button is a row of the List the popover is written on, and a
/// stack whose rows open a popover with a tap: on iPad each popover is anchored to the whole
/// container, not to what was tapped. An editor whose discard dialog is written on its
/// navigation stack and raised by the Cancel button of its toolbar.
struct OrderList: View {
    @State private var showsFilter = false

    var body: some View {
        List {
            Button("Filter") { showsFilter = true }
            Text("Order 1")
        }
        .navigationTitle("Orders")
        .popover(isPresented: $showsFilter) {
            FilterView()
        }
    }
}

struct TagCloud: View {
    @State private var showsTagInfo = false
    let tags: [String]

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .onTapGesture { showsTagInfo.toggle() }
            }
        }
        .popover(isPresented: $showsTagInfo) {
            TagInfoView()
        }
    }
}

struct DraftEditor: View {
    @State private var text = ""
    @State private var confirmsDiscard = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            TextEditor(text: $text)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") {
                            if text.isEmpty { dismiss() } else { confirmsDiscard = true }
                        }
                    }
                }
        }
        .confirmationDialog("Discard the draft?", isPresented: $confirmsDiscard) {
            Button("Discard", role: .destructive) { dismiss() }
        }
    }
}
