import Foundation
import Testing
@testable import ModalLint
import TestSupport

/// `JSONWriter` (the JSON and SARIF reports) and `PrettyJSON` (everything else) write what
/// `JSONEncoder` writes, byte for byte: on every report the tool writes as JSON (the JSON and
/// SARIF reports of all fixtures together, a baseline, the rule documentation, the schemas)
/// and on shapes no report has yet.
enum JSONComparison {
    static func both(_ render: () throws -> String) rethrows -> (fast: String, foundation: String) {
        let fast = try render()
        let foundation = try JSONReporter.$encodesWithFoundation.withValue(true) { try render() }
        return (fast, foundation)
    }
}

@Test func prettyJSONWritesEveryReportAsJSONEncoderDoes() throws {
    var run = try Fixtures.run()
    #expect(run.files.count > 10)
    // Some files judged by configuration files (JSON `files[].configuration`, SARIF's run
    // `properties.configurations`), the others by none.
    for index in run.files.indices where index % 3 != 0 {
        run.files[index].configuration = index % 3 == 1 ? ".modallint.yml" : "Fixtures/.modallint.yml"
    }
    let renders: [(String, () -> String)] = [
        ("json", { JSONReporter.render(run) }),
        ("sarif", { SARIFReporter.render(run, sourceRoot: Fixtures.root.path) }),
        ("rules", { RuleDocumentation.json(RuleRegistry.metadata) }),
    ] + JSONSchemas.Kind.allCases.map { kind in ("schema \(kind)", { JSONSchemas.render(kind) }) }
    for (name, render) in renders {
        let (fast, foundation) = JSONComparison.both(render)
        #expect(fast == foundation, "\(name)")
        #expect(fast.count > 100, "\(name)")
    }
    FindingFilter.applyBaseline(Baseline(run: run), to: &run)
    let baselined = JSONComparison.both { SARIFReporter.render(run, sourceRoot: "/elsewhere") }
    #expect(baselined.fast == baselined.foundation)
}

/// The long arrays written in parts on several threads: the same text as on one, the parts
/// handed over as pieces of their own (named so that scripts/sanitizers runs it under
/// ThreadSanitizer).
@Test func parallelJSONAndSARIFReportsAreTheOneThreadText() throws {
    let run = try Fixtures.run()
    #expect(run.diagnostics.count >= 2 * JSONWriter.minimumPart)
    for jobs in [2, 3] {
        #expect(JSONReporter.render(run, jobs: jobs) == JSONReporter.render(run), "json on \(jobs) threads")
        #expect(SARIFReporter.render(run, sourceRoot: Fixtures.root.path, jobs: jobs)
            == SARIFReporter.render(run, sourceRoot: Fixtures.root.path), "sarif on \(jobs) threads")
    }
    let pieces = SARIFReporter.renderPieces(run, sourceRoot: Fixtures.root.path, jobs: 2)
    #expect(pieces.pieces.count > 2)
    #expect(pieces.joined == Array(SARIFReporter.render(run, sourceRoot: Fixtures.root.path).utf8))
    #expect(pieces.count == pieces.joined.count)
}

@Test func prettyJSONWritesEdgeCasesAsJSONEncoderDoes() throws {
    struct Inner: Encodable, Equatable {
        var flag = false
        var none: String? = nil
        var some: Int? = -42
    }
    enum Level: String, Encodable { case warning, error }
    struct Custom: Encodable {
        enum Keys: String, CodingKey { case zeta, alpha, nested, list, nothing, base }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            try container.encodeNil(forKey: .nothing)
            var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .nested)
            try nested.encode("n", forKey: .zeta)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encodeNil()
            try list.encode(UInt8(7))
            var inner = list.nestedUnkeyedContainer()
            try inner.encode(Int64.min)
            try container.encode(UInt64.max, forKey: .zeta)
            try container.encode(Level.error, forKey: .alpha)
            try Inner().encode(to: container.superEncoder(forKey: .base))
            try Inner(flag: true).encode(to: container.superEncoder())
        }
    }
    struct Everything: Encodable {
        var text: String
        var empty: [Int] = []
        var emptyObject: [String: Int] = [:]
        var nested: [[Int]] = [[], [0, 1, -1]]
        var keys: [String: Int]
        var inner = Inner()
        var inners = [Inner(), Inner(flag: true, none: "x", some: nil)]
        var levels: [Level] = [.warning, .error]
        var custom = Custom()
        var small: Int8 = -128
        var big: UInt32 = 4_000_000_000
    }
    var text = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
    text += "é€😀\u{2028}\u{2029}/\\\"e\u{301}"
    var keys: [String: Int] = [:]
    for key in ["a10", "a9", "B", "a", "_x", "$schema", "Z", "é", "e\u{301}", "", " ", "a\nb", "%SRCROOT%"] {
        keys[key] = key.count
    }
    func compare(_ value: some Encodable, _ name: String) throws {
        let (fast, foundation) = JSONComparison.both { JSONReporter.encode(value) }
        #expect(fast == foundation, "\(name)")
        #expect(try PrettyJSON.encode(value) + [UInt8(ascii: "\n")] == Array(foundation.utf8), "\(name) took the fast path")
    }
    try compare(Everything(text: text, keys: keys), "everything")
    try compare(Everything(text: "", keys: [:]), "empty")
    try compare("top-level \u{7}", "a string alone")
    try compare([Inner(), Inner()], "an array alone")
    try compare([String: [String]](), "an empty object alone")
    try compare(Optional<Int>.none, "null alone")
}

/// Values `JSONEncoder` formats in ways of its own are left to it, whole.
@Test func prettyJSONLeavesFoundationsOwnFormatsToJSONEncoder() throws {
    struct Mixed: Encodable {
        var name = "x"
        var ratio = 0.1
    }
    struct Dated: Encodable {
        var when = Date(timeIntervalSinceReferenceDate: 12.5)
        var link = URL(string: "https://example.com/a")!
    }
    #expect(throws: PrettyJSON.Unsupported.self) { try PrettyJSON.encode(Mixed()) }
    #expect(throws: PrettyJSON.Unsupported.self) { try PrettyJSON.encode(Dated()) }
    #expect(throws: PrettyJSON.Unsupported.self) { try PrettyJSON.encode([Date()]) }
    let mixed = JSONComparison.both { JSONReporter.encode(Mixed()) }
    #expect(mixed.fast == mixed.foundation)
    let dated = JSONComparison.both { JSONReporter.encode(Dated()) }
    #expect(dated.fast == dated.foundation)
}

/// The sink grows by `realloc` (and onto huge pages from 4 MiB): every byte appended is kept, in
/// order, through every growth, and `contents` gives them all.
@Test func byteSinkKeepsEveryByteThroughItsGrowth() {
    let sink = ByteSink(capacity: 1)
    var expected: [UInt8] = []
    var state: UInt32 = 12345
    while expected.count < 9 << 20 {
        state = state &* 1_103_515_245 &+ 12345
        let length = Int(state >> 16) % 3_000
        let piece = (0..<length).map { UInt8(truncatingIfNeeded: Int(state) &+ $0) }
        if length % 7 == 0 {
            for byte in piece { sink.append(byte) }
        } else {
            piece.withUnsafeBufferPointer { sink.append(bytes: $0) }
        }
        expected += piece
    }
    #expect(sink.count == expected.count)
    #expect(Array(sink.contents) == expected)
    sink.removeAll()
    #expect(sink.count == 0 && sink.contents.isEmpty)
    sink.append(7)
    #expect(Array(sink.contents) == [7])
}

/// Strings quoted eight bytes at a time: each escape in every position of a word, beside plain
/// ASCII and multi-byte characters, written as `JSONEncoder` writes them.
@Test func quotedStringsAreJSONEncodersWhereverTheEscapesFall() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.withoutEscapingSlashes]
    let pieces = ["a", "\"", "\\", "\n", "\t", "\u{1}", "\u{1F}", "\u{7F}", " ", "é", "€", "😀", "/", "~", "\r", "\u{8}", "\u{C}"]
    var random = SystemRandomNumberGenerator.Seeded(seed: 17)
    var texts = [""] + pieces
    for length in 1...40 {
        for _ in 0..<30 {
            texts.append((0..<length).map { _ in pieces.randomElement(using: &random)! }.joined())
        }
    }
    for plain in ["abcdefgh", "abcdefghijklmnop", "abcdefghijklmnopq"] {
        for at in 0...plain.count {
            for piece in ["\"", "\\", "\n", "\u{1}"] {
                var text = plain
                text.insert(contentsOf: piece, at: text.index(text.startIndex, offsetBy: at))
                texts.append(text)
            }
        }
    }
    for text in texts {
        var written: [UInt8] = []
        JSONWriter.quote(text, into: &written)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: try encoder.encode(text), as: UTF8.self),
                "\(text.debugDescription)")
    }
}
