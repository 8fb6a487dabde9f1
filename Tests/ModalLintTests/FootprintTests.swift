import Testing
@testable import ModalLint

// Snapshots hold up to millions of view controllers and YAML nodes; these sizes are what
// keeps peak memory proportional to the file (Benchmarks/README.md). Growing one is fine
// when measured: change the bound with the reason.
@Test func modelValuesStayCompact() {
    #expect(MemoryLayout<ViewController>.stride <= 88)
    #expect(MemoryLayout<YAMLDocument.Node>.stride <= 20)
}

// Ranges that do not fit the compact node (a column past 65,535, a collection spanning more
// than 65,535 lines) are kept whole.
@Test func wideRangesSurviveCompactNodes() throws {
    let longLine = "key: [" + String(repeating: "x, ", count: 30_000) + "last]\n"
    let manyLines = "list:\n" + String(repeating: "  - item\n", count: 70_000) + "end: 1\n"
    let document = try #require(YAMLLoader.load(Array((longLine + manyLines).utf8)).document)
    let root = try #require(document.root)
    let children = Array(document.items(root))
    let sequence = Int(children[1]), last = Int(document.items(sequence).last!)
    #expect(document.range(last).start == SourcePosition(line: 1, column: 90_007))
    #expect(document.range(last).end == SourcePosition(line: 1, column: 90_011))
    let list = Int(children[3])
    #expect(document.range(list).start == SourcePosition(line: 3, column: 3))
    #expect(document.range(list).end == SourcePosition(line: 70_003, column: 1))
    #expect(document.range(Int(children[4])).start == SourcePosition(line: 70_003, column: 1))
}

// Text snippets keep only the lines findings start on; line numbers must not move.
@Test func snippetSourceKeepsNumberedLines() {
    let text = Array("a: 1\nbb: 2\nccc: 3\nlast".utf8)
    let reduced = SnippetSource.reduce(text, keepingLines: [4, 2])
    #expect(String(decoding: reduced, as: UTF8.self) == "\nbb: 2\n\nlast")
    // Other line breaks (here a lone CR, a break for YAML): the file is kept whole.
    let withCarriageReturn = Array("a: 1\rb: 2\nc: 3".utf8)
    #expect(SnippetSource.reduce(withCarriageReturn, keepingLines: [2]) == withCarriageReturn)
    let withLineSeparator = Array("a: 1\u{2028}b: 2\nc: 3".utf8)
    #expect(SnippetSource.reduce(withLineSeparator, keepingLines: [2]) == withLineSeparator)
    #expect(SnippetSource.reduce([], keepingLines: [1]) == [])
}

/// The snippet source, from a line index made before the findings are known or without one,
/// is the text's lines as `SourceLines.split` gives them, the wanted ones kept and the others
/// emptied: on random texts of short and long lines, with the wanted lines anywhere (repeated,
/// past the end, zero); no index for a text with another line break.
@Test func snippetSourceFromALineIndexKeepsTheWantedLines() {
    var generator = SystemRandomNumberGenerator.Seeded(seed: 20261126)
    for round in 0..<400 {
        var text: [UInt8] = []
        let lineCount = Int.random(in: 0..<80, using: &generator)
        for _ in 0..<lineCount {
            let length = Int.random(in: 0..<4, using: &generator) == 0
                ? Int.random(in: 0..<40, using: &generator) : Int.random(in: 0..<9, using: &generator)
            text += (0..<length).map { _ in UInt8.random(in: UInt8(ascii: "a")...UInt8(ascii: "z"), using: &generator) }
            text.append(UInt8(ascii: "\n"))
        }
        if Bool.random(using: &generator), !text.isEmpty { text.removeLast() }
        let wanted = (0..<Int.random(in: 0..<8, using: &generator)).map { _ in Int.random(in: 0..<(lineCount + 3), using: &generator) }
        let kept = Set(wanted)
        let expected = Array(SourceLines.split(text).enumerated()
            .map { kept.contains($0.offset + 1) ? Array($0.element) : [] }
            .joined(separator: [UInt8(ascii: "\n")]))
        guard let index = SnippetSource.LineIndex(text) else {
            Issue.record("round \(round): no index")
            continue
        }
        #expect(SnippetSource.reduce(text, keepingLines: wanted, index: index) == expected, "round \(round): \(wanted)")
        #expect(SnippetSource.reduce(text, keepingLines: wanted) == expected, "round \(round): \(wanted)")
    }
    #expect(SnippetSource.LineIndex(Array("a: 1\rb: 2\nc: 3".utf8)) == nil)
    #expect(SnippetSource.LineIndex(Array("a: 1\u{2028}b: 2\nc: 3".utf8)) == nil)
}
