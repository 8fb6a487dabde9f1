import Foundation
import SwiftParser
import SwiftSyntax
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// `lint` parses a Swift file that can add nothing but type declarations only once the project
/// index is asked about a type it may declare (`SwiftFrontEnd.settle`). These check that what
/// it writes is what parsing every file writes, and that the declared names read from the
/// bytes are never fewer than the parser's.
enum LazyParseScratch {
    /// Writes `files` into a new directory; its files as `lint` is given them, in name order.
    static func directory(_ files: [String: String]) throws -> (url: URL, files: [(display: String, path: String)]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-lazy-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
        let listed = files.keys.sorted().map { (display: $0, path: directory.appendingPathComponent($0).path) }
        return (directory, listed)
    }

    static func key(_ facts: SourceFacts?) -> String {
        guard let facts else { return "nil" }
        let origins = facts.origins.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        let names = facts.logicalNames.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }
        return ([facts.snapshot] + origins + names + facts.parts.map(key)).joined(separator: "|")
    }

    /// Each file's written facts and problems, parsing every file, then parsing lazily; and
    /// which files the lazy way parsed.
    static func bothWays(_ files: [(display: String, path: String)], jobs: Int = 2)
        -> (eager: [String], lazy: [String], parsed: [String])
    {
        let frontEnd = SwiftFrontEnd()
        let configuration = Configuration()
        let eager = frontEnd.scan(files, configuration: configuration, jobs: jobs)
        let index = ProjectIndex(eager.compactMap(\.facts))
        let graph = PresentationGraph(index: index)
        var lazy = frontEnd.scan(files, configuration: configuration, jobs: jobs, lazily: true)
        let written = frontEnd.settle(&lazy, jobs: jobs, idioms: Array(repeating: nil, count: lazy.count))
        // A file never parsed has no syntax error to report.
        let eagerKeys = eager.indices.map { at in
            key(eager[at].facts.flatMap { SwiftFrontEnd.write($0, file: eager[at].display, index: index, idiom: nil, graph: graph).facts }) + "|"
                + (lazy[at].unparsed == nil ? eager[at].problems.map(\.message).joined(separator: ";") : "")
        }
        let lazyKeys = lazy.indices.map { key(written[$0]) + "|" + lazy[$0].problems.map(\.message).joined(separator: ";") }
        let parsed = lazy.filter { $0.unparsed == nil }.map(\.display)
        return (eagerKeys, lazyKeys, parsed)
    }
}

@Test("declared names: every name after a declaration keyword, dotted, backticked, past comments and strings")
func declaredNamesFromBytes() {
    let text = """
        import UIKit
        final class PromoViewController: BaseViewController {}
        struct Row<Element> {}
        enum `Type` {}
        extension Outer.Inner: Presenting {}
        actor Cache {}
        protocol /* a comment */ Presenting {}
        let url = "http://example.com/*"; class AfterAString {}
        class
            Wrapped {}
        let tick = "`"; struct AfterABacktick {}
        """
    let names = DeclaredNames(Array(text.utf8))
    #expect(!names.mayDeclareAnything)
    for name in ["PromoViewController", "Row", "Type", "`Type`", "Outer", "Inner", "Cache", "Presenting", "AfterAString",
                 "Wrapped", "AfterABacktick"] {
        #expect(names.mayDeclare(anyOf: DeclaredNames.Queries([name])), "\(name)")
    }
    // Named, not declared.
    for name in ["BaseViewController", "UIKit", "Element", "url"] {
        #expect(!names.mayDeclare(anyOf: DeclaredNames.Queries([name])), "\(name)")
    }
    // Nothing asked: nothing to parse.
    #expect(!DeclaredNames(Array("extension [Int] {}".utf8)).mayDeclare(anyOf: DeclaredNames.Queries([])))
}

@Test("declared names: what the scan cannot read makes the file one that may declare anything",
      arguments: ["extension [Int] {}", "extension", "class\u{00A0}Hidden {}", "\u{00A0}class Hidden {}", "struct Caf\u{00E9} {}", "classé = 1"])
func unreadableDeclarations(_ text: String) {
    #expect(DeclaredNames(Array(text.utf8)).mayDeclareAnything)
    #expect(DeclaredNames(Array(text.utf8)).mayDeclare(anyOf: DeclaredNames.Queries(["Anything"])))
}

@Test("declared names hold every type the parser finds, in every Swift file of the repository")
func declaredNamesCoverTheParser() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var sources = SwiftShortcutSources.all
    for folder in ["Fixtures", "Tests", "Sources/ModalLintSwift"] {
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { sources.append(try String(contentsOf: url, encoding: .utf8)) }
        }
    }
    #expect(sources.count > 50)
    for source in sources {
        let bytes = Array(source.utf8)
        let collector = FactCollector(lines: LineTable(bytes))
        collector.walk(Parser.parse(source: source))
        collector.finish()
        let declared = DeclaredNames(bytes)
        for type in collector.facts.types {
            #expect(declared.mayDeclare(anyOf: DeclaredNames.Queries([type.name])), "\(type.name) in \(source.prefix(80))")
        }
    }
}

@Test("lazy parse: the facts written are those of parsing every file; unrelated files stay unparsed")
func lazyParseWritesWhatParsingEveryFileWrites() throws {
    let sources = [
        // Presents a view controller whose class chain runs through two files without any word
        // of a fact: each is parsed once the index is asked about the name it declares.
        "Photo.swift": """
            final class PhotoViewController: UIViewController {
                func share() {
                    let sheet = ShareSheetController(activityItems: [], applicationActivities: nil)
                    present(sheet, animated: true)
                }
            }
            """,
        "ShareSheet.swift": "final class ShareSheetController: BaseShareController {}\n",
        "BaseShare.swift": "class BaseShareController: UIActivityViewController {}\n",
        // Declares nothing asked about, and does not parse.
        "Unrelated.swift": "struct Settings { var name: String }\nfunc broken( {\n",
        "Model.swift": "enum Flavor { case plain }\n",
    ]
    let (directory, files) = try LazyParseScratch.directory(sources)
    defer { try? FileManager.default.removeItem(at: directory) }
    for jobs in [1, 2] {
        let run = LazyParseScratch.bothWays(files, jobs: jobs)
        #expect(run.eager == run.lazy)
        #expect(Set(run.parsed) == ["Photo.swift", "ShareSheet.swift", "BaseShare.swift"])
    }
    // The finding needs the chain: ShareSheetController is an activity view controller.
    let lint = try SwiftScratch.lint(sources.mapValues { Array($0.utf8) })
    #expect(lint.diagnostics.contains { $0.rule == "uikit/popover-without-anchor" && $0.file.hasSuffix("Photo.swift") })
    // A syntax error in a file that is never parsed is not reported (it adds nothing either way).
    #expect(!lint.diagnostics.contains { $0.rule == "input/syntax" })
}

@Test("lazy parse over the Swift fixtures and the tests' sources: the same written facts", arguments: [1, 2])
func lazyParseOverTheRepository(jobs: Int) throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var files: [(display: String, path: String)] = []
    for folder in ["Fixtures/swift", "Tests", "Sources/ModalLintSwift"] {
        let walker = FileManager.default.enumerator(at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            if url.pathExtension == "swift" { files.append((url.path, url.path)) }
        }
    }
    files.sort { $0.path < $1.path }
    let run = LazyParseScratch.bothWays(files, jobs: jobs)
    #expect(run.eager == run.lazy)
    #expect(run.parsed.count < files.count)
}
