import Foundation
import Testing

/// What `extract` writes is a snapshot anyone may lint: whatever the Swift file's name and
/// however half-typed its code, it loads.

/// File names with a line break in each of the spellings YAML ends a comment at.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"),
      arguments: ["\n", "\r", "\r\n", "\u{2028}", "\u{2029}", "\u{85}"])
func extractedCommentsCannotBeBrokenByAFileName(_ lineBreak: String) throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let source = try Data(contentsOf: CLI.root.appendingPathComponent("Fixtures/swift/lifetime/discarded.swift"))
    // A suppression for the whole snapshot, and a key, each on a line of its own once the
    // name ends the comment.
    let name = "a\(lineBreak)# modallint: disable\(lineBreak)b\(lineBreak)style: x\(lineBreak).swift"
    try source.write(to: directory.appendingPathComponent(name))
    let extracted = try CLI.run(["extract", "."], in: directory)
    #expect(extracted.status == 0, "\(extracted.stderr)")
    // Each comment stays on its line: as many lines as under a plain name.
    let plain = try CLI.run(["extract", "Fixtures/swift/lifetime/discarded.swift"])
    #expect(extracted.stdout.split(separator: "\n").count == plain.stdout.split(separator: "\n").count, "\(extracted.stdout)")
    #expect(!extracted.stdout.contains("\n# modallint") && !extracted.stdout.contains("\nstyle:"), "\(extracted.stdout)")
    let linted = try CLI.run(["lint", "-"], stdin: extracted.stdout)
    #expect(linted.status == 1, "\(linted.stdout)")
    #expect(!linted.stdout.contains("[input/"), "\(linted.stdout)")
    #expect(linted.stdout.components(separatedBy: "[lifetime/discarded]").count == 4, "the three findings: \(linted.stdout)")
}

/// Half-typed code: SwiftParser gives the names it lacks as empty tokens. What has no name is
/// not written; the rest of the file is extracted and linted.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func halfTypedCodeExtractsToASnapshotThatLoads() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    func kept(_ number: Int) -> String {
        """
        import Modals
        final class Home\(number)ViewController: UIViewController {
            func showPromo() { modalPresenter.present(Promo\(number)ViewController(), style: .card) }
        }
        final class Promo\(number)ViewController: UIViewController {}

        """
    }
    let broken = [
        // class: ""
        "final class : UIViewController {\n    var lifetime: ModalLifetime?\n    func f() { lifetime = modalPresenter.present(P(), style: .card) }\n}\n",
        // is: [""]
        "final class AttachmentsViewController:  {}\nfinal class Sheet: AttachmentsViewController { func f() { modalPresenter.present(Sheet(), style: .card) } }\n",
        // style: ""
        "struct : ModalPresentationStyle {}\n",
        // class: "" for what is presented
        "final class Inbox: UIViewController {\n    var lifetime: ModalLifetime?\n    func f() { lifetime = modalPresenter.present(, style: .full) }\n}\n",
        // an empty link id
        "import SwiftUI\nstruct V: View { var body: some View { Text(\"\").bottomSheet(link: .window(linkID: \"\"), isPresented: $x) { Text(\"\") } } }\n",
    ]
    for (number, text) in broken.enumerated() {
        try Data((kept(number) + text).utf8).write(to: directory.appendingPathComponent("Broken\(number).swift"))
    }
    let extracted = try CLI.run(["extract", "."], in: directory)
    #expect(extracted.status == 0, "\(extracted.stderr)")
    #expect(!extracted.stdout.contains("\"\""), "\(extracted.stdout)")
    let linted = try CLI.run(["lint", "-"], stdin: extracted.stdout)
    #expect(!linted.stdout.contains("[input/"), "\(linted.stdout)")
    #expect(linted.stdout.components(separatedBy: "[lifetime/discarded]").count == broken.count + 1, "\(linted.stdout)")
    // `lint` of the same files: a syntax warning each, no internal error, the findings kept.
    let direct = try CLI.run(["lint", "."], in: directory)
    #expect(!direct.stdout.contains("please report"), "\(direct.stdout)")
    #expect(direct.stdout.components(separatedBy: "[lifetime/discarded]").count == broken.count + 1, "\(direct.stdout)")
}
