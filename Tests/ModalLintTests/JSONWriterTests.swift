import Foundation
import Testing
@testable import ModalLint
import TestSupport

/// `JSONWriter`, the one way the tool writes JSON, writes what `JSONEncoder` writes, byte for
/// byte: on every value the tool writes as JSON (the JSON and SARIF reports of all fixtures
/// together, a baseline, the rule documentation, the schemas) and on shapes no report has yet.
enum JSONComparison {
    static func both(_ render: () throws -> String) rethrows -> (fast: String, foundation: String) {
        let fast = try render()
        let foundation = try JSONReporter.$encodesWithFoundation.withValue(true) { try render() }
        return (fast, foundation)
    }
}

@Test func jsonWriterWritesEveryReportAsJSONEncoderDoes() throws {
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
    let baseline = JSONComparison.both { JSONReporter.encode(Baseline(run: run)) }
    #expect(baseline.fast == baseline.foundation && baseline.fast.contains("\"findings\""))
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

/// Shapes no report has yet, written as `JSONEncoder` writes them: every ASCII byte, non-ASCII
/// text, line and paragraph separators, keys that sort by code point and not by character,
/// empty and nested arrays and objects (through the schemas' JSON value, which holds every kind).
@Test func jsonWriterWritesEdgeCasesAsJSONEncoderDoes() throws {
    typealias JSON = JSONSchemas.JSON
    var text = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
    text += "é€😀\u{2028}\u{2029}/\\\"e\u{301}"
    var keys: [String: JSON] = [:]
    for key in ["a10", "a9", "B", "a", "_x", "$schema", "Z", "é", "e\u{301}", "", " ", "a\nb", "%SRCROOT%"] {
        keys[key] = .int(key.count)
    }
    let everything = JSON.object([
        "text": .string(text), "empty": .array([]), "emptyObject": .object([:]),
        "nested": .array([.array([]), .array([.int(0), .int(1), .int(-1), .int(Int.min), .int(Int.max)])]),
        "keys": .object(keys), "flags": .array([.bool(true), .bool(false)]),
    ])
    for (value, name) in [(everything, "everything"), (JSON.object([:]), "an empty object alone"),
                          (JSON.string("top-level \u{7}"), "a string alone"), (JSON.array([.string(""), .object(keys)]), "an array alone")] {
        let (fast, foundation) = JSONComparison.both { JSONReporter.encode(value) }
        #expect(fast == foundation, "\(name)")
    }
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

/// Integer and string members written with their key in one piece: the same text as
/// `JSONEncoder` for every escape, for strings up to and past the longest written that way
/// (those go through `quote`), and for the integers with the most digits.
@Test func scalarMembersInOneWriteAreJSONEncoders() throws {
    struct Member: Encodable, JSONWritable {
        var number: Int
        var optionalNumber: Int?
        var text: String
        var optionalText: String?
        func write(to json: inout JSONWriter) {
            json.object { json in
                json.field("number", number)
                json.field("optionalNumber", optionalNumber)
                json.field("optionalText", optionalText)
                json.field("text", text)
            }
        }
    }
    let longest = JSONWriter.longestStringInOneWrite
    var texts = ["", "plain", "a\"b\\c\n\u{1}\u{1F}é€😀/", String(repeating: "\u{1}", count: longest)]
    for length in [longest - 1, longest, longest + 1] {
        texts.append(String(repeating: "x", count: length))
        texts.append(String(repeating: "x", count: length - 1) + "\"")
    }
    let numbers = [0, 7, -7, 10, 99, -100, 1_000_000, Int.max, Int.min]
    var values: [Member] = []
    for (index, text) in texts.enumerated() {
        let number = numbers[index % numbers.count]
        values.append(Member(number: number, optionalNumber: index % 2 == 0 ? nil : -number, text: text,
                             optionalText: index % 3 == 0 ? nil : text))
    }
    for number in numbers {
        values.append(Member(number: number, optionalNumber: number, text: "", optionalText: nil))
    }
    let written = String(decoding: JSONWriter.writePieces(values).joined, as: UTF8.self)
    #expect(written == JSONReporter.foundationEncode(values))
}

/// Locations as `SARIFReporter.ResultWriter.writeLocation` writes them (through templates), and
/// the `Encodable` locations they stand for.
private struct WrittenLocations: Encodable, JSONWritable {
    var cases: [(shape: Int, range: SourceRange, text: String, id: Int, artifact: SARIFReporter.ArtifactLocation)]

    func write(to json: inout JSONWriter) {
        json.array { json in
            for entry in cases {
                json.element()
                SARIFReporter.ResultWriter.writeLocation(shape: entry.shape, range: entry.range, text: entry.text, id: entry.id,
                                                         artifact: entry.artifact, to: &json)
            }
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.unkeyedContainer()
        for entry in cases {
            let end = max(entry.range.end, entry.range.start)
            let location = SARIFReporter.Location(
                id: entry.shape & 1 != 0 ? entry.id : nil,
                physicalLocation: SARIFReporter.PhysicalLocation(
                    artifactLocation: entry.artifact,
                    region: SARIFReporter.Region(startLine: entry.range.start.line, startColumn: entry.range.start.column,
                                                 endLine: end.line, endColumn: end.column)),
                logicalLocations: entry.shape & 2 != 0 ? [SARIFReporter.LogicalLocation(fullyQualifiedName: entry.text)] : nil,
                message: entry.shape & 4 != 0 ? SARIFReporter.Message(text: entry.text) : nil)
            if entry.shape & 8 != 0 {
                try container.encode(SARIFReporter.ThreadFlowLocation(location: location))
            } else {
                try container.encode(location)
            }
        }
    }
}

/// Locations written through templates (`JSONTemplate`): every shape, at several indents, in
/// the same writer (each template made once and used again), with strings that need escaping,
/// strings too long for one write, a uri that holds a marker's digits (those written the usual
/// way) and ranges that end before they start: the text `JSONEncoder` writes.
@Test func templatedLocationsAreJSONEncoders() throws {
    let artifacts = [
        SARIFReporter.ArtifactLocation(uri: "Fixtures/a%20b.yaml", uriBaseId: "%SRCROOT%"),
        SARIFReporter.ArtifactLocation(uri: "file:///tmp/\(Int.min + 1).yaml"),
    ] + (0..<4).map { SARIFReporter.ArtifactLocation(uri: "Sources/File\($0).swift", uriBaseId: "%SRCROOT%") }
    let texts = ["", "PlayerViewController (not on screen)", "a \"quoted\" \\ back\nslash\t\u{1}", "é€😀",
                 String(repeating: "long ", count: 120)]
    var cases: [(shape: Int, range: SourceRange, text: String, id: Int, artifact: SARIFReporter.ArtifactLocation)] = []
    for (index, text) in texts.enumerated() {
        for artifact in artifacts {
            // A location's one text is its logical location's name or its message's.
            for shape in [0, 1, 2, 3, 4, 5, 8, 9, 10, 12, 13] {
                let start = SourcePosition(line: index + 1, column: shape)
                let end = shape % 3 == 0 ? SourcePosition(line: index, column: 2) : SourcePosition(line: Int.max, column: 12)
                cases.append((shape, SourceRange(start: start, end: end), text, index * 1_000 + shape, artifact))
            }
        }
    }
    let flat = JSONComparison.both { JSONReporter.encode(WrittenLocations(cases: cases)) }
    #expect(flat.fast == flat.foundation)
    #expect(flat.fast.contains("\"endLine\" : \(Int.max)") && flat.fast.contains("\"threadFlows\"") == false)
    // Deeper: the same locations in an array of arrays, each at another indent.
    let nested = JSONComparison.both { JSONReporter.encode([[WrittenLocations(cases: cases)], [WrittenLocations(cases: cases)]]) }
    #expect(nested.fast == nested.foundation)
}

/// Results written straight from their findings (`SARIFReporter.ResultWriter`) with what the
/// fixtures lack: notes and logical locations too long for a template, text to escape, steps in
/// another file, an empty logical location, a finding with no path: the log `JSONEncoder`
/// writes from the `Result`s.
@Test func resultsWrittenFromTheirFindingsAreJSONEncoders() throws {
    var run = try Fixtures.run()
    let long = String(repeating: "a \"long\" note\\ ", count: 40)
    let fileIndex = try #require(run.files.firstIndex { $0.diagnostics.contains { $0.rule.hasPrefix("host/") } })
    let original = try #require(run.files[fileIndex].diagnostics.first { $0.rule.hasPrefix("host/") })
    let file = run.files[fileIndex].path
    for index in 0..<8 {
        var finding = original
        let range = SourceRange(start: SourcePosition(line: index + 2, column: 3), end: SourcePosition(line: index + 1, column: 1))
        finding.path = [PathStep(range: range, note: index % 2 == 0 ? long : "short \u{1}"),
                        PathStep(range: finding.range, note: "elsewhere", file: "Other/Place.swift"),
                        PathStep(range: range, note: "", file: file)]
        if index % 3 == 0 { finding.path = [] }
        finding.logicalLocation = index % 4 == 1 ? "" : index % 4 == 2 ? long : finding.logicalLocation
        finding.runtimeMessage = index % 2 == 0 ? "runtime \(long)" : nil
        run.files[fileIndex].diagnostics.append(finding)
    }
    let written = JSONComparison.both { SARIFReporter.render(run, sourceRoot: Fixtures.root.path) }
    #expect(written.fast == written.foundation)
    #expect(written.fast.contains("Other/Place.swift") && written.fast.contains(#""text" : "a \"long\" note\\ a"#))
}
