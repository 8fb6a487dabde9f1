import Foundation
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// Lines as Swift counts them (LF, CR LF, a lone CR; not NEL, LS or PS), for findings,
/// suppressions and snippets alike; text that is not UTF-8 said so; string values read as the
/// compiler reads them.

private let twoPresents = """
    import Modals

    final class HomeViewController: UIViewController {
        func showPromo() {
            // modallint: disable-next-line lifetime/discarded -- only this one
            modalPresenter.present(PromoViewController(), style: .card)
            modalPresenter.present(TermsViewController(), style: .card)
        }
    }

    """

@Test("classic Mac line endings (CR) are lines", arguments: ["\r", "\r\n", "\n"])
func swiftCarriageReturnsEndLines(_ lineBreak: String) throws {
    let source = twoPresents.replacingOccurrences(of: "\n", with: lineBreak)
    let run = try SwiftScratch.lint(["Home.swift": Array(source.utf8)])
    // The suppression takes the next line only; the other finding is at its own line.
    #expect(run.diagnostics.map { "\($0.rule) \($0.range.start.line):\($0.range.start.column)" } == ["lifetime/discarded 7:9"],
            "\(run.diagnostics.map { "\($0.rule) \($0.range.start.line) \($0.message)" })")
    let text = TextReporter.render(run)
    #expect(text.contains("7 |         modalPresenter.present(TermsViewController(), style: .card)"), "\(text)")
}

@Test("NEL, LS and PS in a comment are text, not line breaks", arguments: ["\u{85}", "\u{2028}", "\u{2029}"])
func swiftUnicodeSeparatorsDoNotEndLines(_ separator: String) throws {
    let source = """
        import Modals

        final class HomeViewController: UIViewController {
            // a comment with a\(separator)separator in it
            func showPromo() {
                modalPresenter.present(PromoViewController(), style: .card)
            }
        }

        """
    let run = try SwiftScratch.lint(["Home.swift": Array(source.utf8)])
    #expect(run.diagnostics.map(\.range.start.line) == [6])
    let text = TextReporter.render(run)
    #expect(text.contains("6 |         modalPresenter.present(PromoViewController(), style: .card)"), "\(text)")
}

@Test("UTF-16 and UTF-32 without a byte order mark are not UTF-8", arguments: [String.Encoding.utf16LittleEndian, .utf16BigEndian, .utf32LittleEndian])
func swiftInWideEncodingsIsReported(_ encoding: String.Encoding) throws {
    let bytes = try #require(SwiftScratch.discarded.data(using: encoding))
    let run = try SwiftScratch.lint(["Home.swift": Array(bytes)])
    #expect(run.diagnostics.contains { $0.rule == "input/syntax" && $0.message.contains("holds a NUL byte") },
            "\(run.diagnostics.map(\.message))")
    #expect(run.files.first?.status == .invalid)
}

/// A multi-line string literal's value has its line breaks: as a link id it is not the id
/// with spaces for them, and one without a line break is the id it spells.
@Test func swiftMultiLineStringsAreReadAsTheCompilerReadsThem() throws {
    func links(_ first: String, _ second: String) -> String {
        """
        import SwiftUI

        struct CartView: View {
            @State var a = false
            @State var b = false
            var body: some View {
                VStack {
                    Button("A") { a = true }
                        .bottomSheet(link: .window(linkID: \(first)), isPresented: $a) { Text("a") }
                    Button("B") { b = true }
                        .bottomSheet(link: .window(linkID: \(second)), isPresented: $b) { Text("b") }
                }
            }
        }

        """
    }
    let multiLine = "\"\"\"\n                checkout\n                sheet\n                \"\"\""
    let apart = try SwiftScratch.lint(["Cart.swift": Array(links(multiLine, "\"checkout sheet\"").utf8)])
    #expect(apart.diagnostics.isEmpty, "\(apart.diagnostics.map(\.message))")
    let oneLine = "\"\"\"\n                checkout_sheet\n                \"\"\""
    let same = try SwiftScratch.lint(["Cart.swift": Array(links(oneLine, "\"checkout_sheet\"").utf8)])
    #expect(same.diagnostics.map(\.rule) == ["swiftui/duplicate-link-id"], "\(same.diagnostics.map(\.message))")
    // An escape is the character it stands for.
    let escaped = try SwiftScratch.lint(["Cart.swift": Array(links("\"checkout\\u{5F}sheet\"", "\"checkout_sheet\"").utf8)])
    #expect(escaped.diagnostics.map(\.rule) == ["swiftui/duplicate-link-id"], "\(escaped.diagnostics.map(\.message))")
}
