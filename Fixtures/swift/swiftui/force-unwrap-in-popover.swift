import SwiftUI

/// A file whose only presentation is a popover: it is read as the sheets are, and its content
/// force-unwraps the selected tag, which a change of the tags clears while it may be shown.
struct TagBar: View {
    @State private var selectedTag: Tag?
    @State private var showsTag = false
    let tags: [Tag]

    var body: some View {
        HStack {
            ForEach(tags) { tag in
                Button(tag.name) {
                    selectedTag = tag
                    showsTag = true
                }
            }
        }
        .popover(isPresented: $showsTag, arrowEdge: .bottom) {
            TagDetail(tag: selectedTag!)
        }
        .navigationTitle(selectedTag?.name ?? "Tags")
        .onChange(of: tags.count) { _ in selectedTag = nil }
    }
}

struct Tag: Identifiable {
    let id: Int
    let name: String
}
