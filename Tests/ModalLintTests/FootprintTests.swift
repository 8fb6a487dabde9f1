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
