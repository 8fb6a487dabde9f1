import Foundation
import SwiftParser
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// What costs SwiftParser out of proportion, or the model past its bounds, is a located
/// `input/limit` warning for that file alone; the run's other files keep their findings.
@Test("nesting SwiftParser pays for out of proportion is said where, and the run goes on",
      arguments: [
        ("let x = " + String(repeating: "[", count: 17) + "1" + String(repeating: "]", count: 17) + "\n", "`[` nested"),
        ("let x: " + String(repeating: "[", count: 17) + "Int" + String(repeating: "]", count: 17) + " = []\n", "`[` nested"),
        ("let s = " + String(repeating: "\"\\(", count: 17) + "1" + String(repeating: ")\"", count: 17) + "\n", "interpolation nested"),
      ])
func swiftNestingLimits(_ source: String, _ what: String) throws {
    let deep = "// present\n" + source
    let run = try SwiftScratch.lint(["Deep.swift": Array(deep.utf8), "Home.swift": Array(SwiftScratch.discarded.utf8)])
    let limit = try #require(run.diagnostics.first { $0.rule == "input/limit" })
    #expect(limit.file.hasSuffix("Deep.swift") && limit.range.start.line == 2 && limit.severity == .warning)
    #expect(limit.message.contains(what), "\(limit.message)")
    #expect(run.diagnostics.contains { $0.rule == "lifetime/discarded" })
}

/// Brackets and interpolations in comments and strings are not code's; sixteen levels parse.
@Test func swiftNestingCountsCodeOnly() {
    let within = "let x = " + String(repeating: "[", count: 16) + "1" + String(repeating: "]", count: 16)
    #expect(SwiftNesting.excess(in: Array(within.utf8)) == nil)
    let inText = """
        // [[[[[[[[[[[[[[[[[[[[
        /* [[[[[[[[[[[[[[[[[[[[ /* nested */ [[[[[[[[ */
        let a = "[[[[[[[[[[[[[[[[[[[[ \\" [[[[[[[[[["
        let b = #"[[[[[[[[[[[[[[[[[[[[ \\( "#
        let c = \"""
            [[[[[[[[[[[[[[[[[[[[ "\\(value)" [[[[[[[[
            \"""
        let d = "unterminated [[[[[[[[[[[[[[[[[[[[
        let e = [1]

        """
    #expect(SwiftNesting.excess(in: Array(inText.utf8)) == nil)
    let interpolated = "let s = \"\\(\"[[[[[[[[\" + \"\\([[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]])\")\""
    #expect(SwiftNesting.excess(in: Array(interpolated.utf8)) == .squareBrackets(offset: 43))
}

/// Past the calls a file may hold, the rest is said once, where it starts; what was read is kept.
@Test func swiftCallsPerFileAreBounded() {
    let source = "final class Home: UIViewController {\n    func f() {\n"
        + (0..<5).map { "        modalPresenter.present(P\($0)(), style: .card)\n" }.joined() + "    }\n}\n"
    let bytes = Array(source.utf8)
    let lines = LineTable(bytes)
    let collector = FactCollector(lines: lines, maxCalls: 3)
    collector.walk(Parser.parse(source: source))
    collector.finish()
    #expect(collector.facts.presents.count == 3)
    #expect(collector.facts.callsCutAt?.start.line == 6)
}

/// A name past a thousand characters is cut in the snapshot, not a failure of the whole file.
@Test func swiftLongNamesAreCut() throws {
    let long = String(repeating: "P", count: 300_000)
    let source = "import Modals\nfinal class Home: UIViewController {\n    func f() {\n        modalPresenter.present(\(long)(), style: .card)\n    }\n}\n"
    let run = try SwiftScratch.lint(["Home.swift": Array(source.utf8)])
    #expect(run.diagnostics.map(\.rule) == ["lifetime/discarded"], "\(run.diagnostics.map { $0.message.prefix(200) })")
    #expect(SnapshotWriter.quote(long).count == SnapshotWriter.maxNameLength + 3)
}

/// The Swift fuzz target's seeds (the hostile shapes of the reliability campaigns) and every
/// input it ever failed on, through the same invariants (`scripts/fuzz swift`).
enum SwiftFuzzInputs {
    static var files: [String] {
        ["Fuzz/seeds/swift", "Fuzz/regressions/swift"].flatMap { directory -> [String] in
            let names = (try? FileManager.default.contentsOfDirectory(atPath: SwiftFixtures.root.appendingPathComponent(directory).path)) ?? []
            return names.filter { !$0.hasSuffix(".md") }.map { "\(directory)/\($0)" }
        }.sorted()
    }
}

@Test("the Swift fuzz target's seeds and regressions lint and extract soundly", arguments: SwiftFuzzInputs.files)
func swiftFuzzInput(_ file: String) throws {
    let bytes = try [UInt8](Data(contentsOf: SwiftFixtures.root.appendingPathComponent(file)))
    let problems = SwiftRunInvariants.violations(SwiftRunInvariants.files(in: bytes))
    #expect(problems.isEmpty, "\(problems)")
}

@Test func swiftFuzzInputsAreCutAtSeparatorLines() {
    let files = SwiftRunInvariants.files(in: Array("a\n//---\nb\n//---\n".utf8))
    #expect(files.map(\.display) == ["A.swift", "B.swift", "C.swift"])
    #expect(files.map { String(decoding: $0.bytes, as: UTF8.self) } == ["a\n", "b\n", ""])
}
