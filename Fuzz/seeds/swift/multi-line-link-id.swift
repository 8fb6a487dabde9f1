import SwiftUI

struct V: View {
    var body: some View {
        VStack {
            ModalPresenterLink(linkID: """
            a
            b
            """) { Text("1") }
            ModalPresenterLink(linkID: "a b") { Text("2") }
        }
        .modalPresenterRoot()
    }
}
