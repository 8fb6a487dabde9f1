import Foundation
import Testing
@testable import ModalLint
import TestSupport

// Snapshots hold up to millions of view controllers and YAML nodes; these sizes are what
// keeps peak memory proportional to the file (Benchmarks/README.md). Growing one is fine
// when measured: change the bound with the reason.
@Test func modelValuesStayCompact() {
    #expect(MemoryLayout<ViewController>.stride <= 72)
    // With the box's 16-byte header, a 96-byte allocation (glibc's chunk for up to 88 bytes).
    #expect(MemoryLayout<ViewController.Details>.stride <= 72)
    // Boxed on every presented view controller, inline in every call.
    #expect(MemoryLayout<Presentation>.stride <= 72)
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
        let lineCount = Int.random(in: 0..<80, using: &generator)
        var text = randomLines(lineCount, longest: 40, using: &generator)
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

/// A large file's snippets read in parts give the bytes `SnippetSource.reduce` gives from the
/// whole text, whatever the part size (one byte, a few, more than the text): on random texts
/// with short and long lines, with the wanted lines anywhere. A text with another line break
/// (also one cut in two by a part boundary), or without a snapshot key in its first part, is
/// left to the whole read.
@Test func snippetsReadInPartsMatchTheWholeRead() throws {
    var generator = SystemRandomNumberGenerator.Seeded(seed: 20261127)
    func reduced(_ text: [UInt8], _ wanted: [Int], partBytes: Int) -> [UInt8]? {
        var stream = SnippetStream(keepingLines: wanted, keys: SnippetQuoting.snapshotKeys)
        // The first part holds the snapshot key (`modallint:`), as a real first part does.
        var start = 0
        while start < text.count, !stream.failed {
            let end = min(start + (start == 0 ? max(partBytes, 14) : partBytes), text.count)
            text[start..<end].withUnsafeBufferPointer { stream.feed($0) }
            start = end
        }
        return stream.failed ? nil : stream.finish()
    }
    for round in 0..<300 {
        let lineCount = Int.random(in: 0..<120, using: &generator)
        var text = Array("modallint: 1\n".utf8) + randomLines(lineCount, longest: 60, using: &generator)
        if Bool.random(using: &generator) { text.removeLast() }
        let wanted = (0..<Int.random(in: 0..<10, using: &generator)).map { _ in Int.random(in: 0..<(lineCount + 4), using: &generator) }
        let expected = SnippetSource.reduce(text, keepingLines: wanted)
        for partBytes in [1, 3, 7, 8, 9, 64, text.count + 1] {
            #expect(reduced(text, wanted, partBytes: partBytes) == expected,
                    "round \(round), parts of \(partBytes): \(wanted)")
        }
    }
    let separated = Array("modallint: 1\nab\u{2028}cd\nef".utf8)
    for partBytes in 1...8 { #expect(reduced(separated, [2], partBytes: partBytes) == nil, "parts of \(partBytes)") }
    #expect(reduced(Array("modallint: 1\r\nab\r\n".utf8), [2], partBytes: 64) == nil)
    #expect(reduced(Array("a: 1\nmodallint: 1\n".utf8), [2], partBytes: 6) == nil)

    // From a file: the same bytes, and the whole read where parts cannot give them.
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-snippets-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("big.yaml").path
    let text = Array(("modallint: 1\nwindows:\n" + (1...5_000).map { "  - line \($0)\n" }.joined()).utf8)
    try Data(text).write(to: URL(fileURLWithPath: path))
    let diagnostics = [17, 4_000, 2].map {
        Diagnostic(rule: "x/y", severity: .error, message: "m", range: SourceRange(start: SourcePosition(line: $0, column: 1), end: SourcePosition(line: $0, column: 2)), logicalLocation: "file")
    }
    #expect(SnippetStream.reduce(fileAt: path, keepingLines: diagnostics.map(\.range.start.line), keys: SnippetQuoting.snapshotKeys,
                                 limit: 1 << 20, partBytes: 4_096) == SnippetSource.reduce(text, keepingLines: [17, 4_000, 2]))
    let crlf = path + ".crlf"
    try Data("modallint: 1\r\na: 1\r\n".utf8).write(to: URL(fileURLWithPath: crlf))
    #expect(SnippetStream.reduce(fileAt: crlf, keepingLines: [2], keys: SnippetQuoting.snapshotKeys, limit: 1 << 20) == nil)
    #expect(SnippetQuoting.source(fileAt: crlf, diagnostics: diagnostics, limit: 1 << 20) == Array("modallint: 1\r\na: 1\r\n".utf8))
    let empty = path + ".empty"
    try Data().write(to: URL(fileURLWithPath: empty))
    #expect(SnippetStream.reduce(fileAt: empty, keepingLines: [1], keys: SnippetQuoting.snapshotKeys, limit: 1 << 20) == nil)
    #expect(SnippetQuoting.source(fileAt: empty, diagnostics: diagnostics, limit: 1 << 20) == SnippetQuoting.source([], diagnostics: diagnostics))
}

/// `count` lines of lowercase letters, each ended by LF: most short, one in four up to `longest`.
private func randomLines(_ count: Int, longest: Int, using generator: inout SystemRandomNumberGenerator.Seeded) -> [UInt8] {
    var text: [UInt8] = []
    for _ in 0..<count {
        let length = Int.random(in: 0..<4, using: &generator) == 0
            ? Int.random(in: 0..<longest, using: &generator) : Int.random(in: 0..<9, using: &generator)
        text += (0..<length).map { _ in UInt8.random(in: UInt8(ascii: "a")...UInt8(ascii: "z"), using: &generator) }
        text.append(UInt8(ascii: "\n"))
    }
    return text
}
