import CYAML
import Foundation
import Testing
@testable import ModalLint
import TestSupport

/// libyaml's scanner reading a text in place (`LibYAMLDirectInput`) must give exactly what it
/// gives through libyaml's own reader: every event with its marks, value, anchor, tag, style
/// and flags, and, for a text it rejects, the same error, message and marks.
enum DirectInputComparison {
    /// libyaml's whole account of a text, one line per event and one for an error.
    static func transcript(_ bytes: [UInt8], inPlace: Bool) -> [String] {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { return ["no parser"] }
        defer { yaml_parser_delete(parser) }
        var text = bytes + [UInt8](repeating: 0, count: LibYAMLDirectInput.padding)
        return text.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(parser, buffer.baseAddress, bytes.count)
            let saved = inPlace ? LibYAMLDirectInput.install(parser, buffer: buffer, textCount: bytes.count) : nil
            defer { if let saved { LibYAMLDirectInput.restore(parser, saved) } }
            var lines: [String] = []
            var event = yaml_event_t()
            // Bounded: a test-suite case has at most a few hundred events.
            for _ in 0..<100_000 {
                guard yaml_parser_parse(parser, &event) == 1 else {
                    let state = parser.pointee
                    lines.append("error \(state.error.rawValue) \(string(state.problem)) \(mark(state.problem_mark)) "
                        + "\(state.problem_offset) \(state.problem_value) \(string(state.context)) \(mark(state.context_mark))")
                    return lines
                }
                defer { yaml_event_delete(&event) }
                lines.append(describe(event))
                if event.type == YAML_STREAM_END_EVENT { return lines }
            }
            return lines + ["too many events"]
        }
    }

    private static func describe(_ event: yaml_event_t) -> String {
        var line = "\(event.type.rawValue) \(mark(event.start_mark))-\(mark(event.end_mark))"
        switch event.type {
        case YAML_STREAM_START_EVENT:
            line += " encoding \(event.data.stream_start.encoding.rawValue)"
        case YAML_DOCUMENT_START_EVENT:
            let start = event.data.document_start
            line += " implicit \(start.implicit) version \(start.version_directive.map { "\($0.pointee.major).\($0.pointee.minor)" } ?? "-")"
            var tag = start.tag_directives.start
            while let current = tag, current != start.tag_directives.end {
                line += " tag \(string(current.pointee.handle)) \(string(current.pointee.prefix))"
                tag = current + 1
            }
        case YAML_DOCUMENT_END_EVENT:
            line += " implicit \(event.data.document_end.implicit)"
        case YAML_ALIAS_EVENT:
            line += " *\(string(event.data.alias.anchor))"
        case YAML_SCALAR_EVENT:
            let scalar = event.data.scalar
            let value = scalar.value.map { Array(UnsafeBufferPointer(start: $0, count: scalar.length)) } ?? []
            line += " &\(string(scalar.anchor)) !\(string(scalar.tag)) \(scalar.plain_implicit)\(scalar.quoted_implicit)"
                + " style \(scalar.style.rawValue) \(value)"
        case YAML_SEQUENCE_START_EVENT:
            let start = event.data.sequence_start
            line += " &\(string(start.anchor)) !\(string(start.tag)) \(start.implicit) style \(start.style.rawValue)"
        case YAML_MAPPING_START_EVENT:
            let start = event.data.mapping_start
            line += " &\(string(start.anchor)) !\(string(start.tag)) \(start.implicit) style \(start.style.rawValue)"
        default: break
        }
        return line
    }

    private static func mark(_ mark: yaml_mark_t) -> String { "\(mark.index)@\(mark.line):\(mark.column)" }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? "-"
    }

    private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String {
        pointer.map { String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) } ?? "-"
    }

    /// Compares the two readings of `bytes` when it may be read in place; whether it was.
    @discardableResult
    static func check(_ bytes: [UInt8], _ name: String) -> Bool {
        guard bytes.withUnsafeBufferPointer(LibYAMLDirectInput.readsUnchanged) else { return false }
        let throughReader = transcript(bytes, inPlace: false)
        let inPlace = transcript(bytes, inPlace: true)
        guard throughReader != inPlace else { return true }
        let at = zip(throughReader, inPlace).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(throughReader.count, inPlace.count)
        Issue.record("\(name): in place differs at event \(at): reader \(throughReader.dropFirst(at).first ?? "end"), in place \(inPlace.dropFirst(at).first ?? "end")")
        return true
    }
}

@Test("libyaml reads in place only text its reader passes through unchanged")
func directInputTakesOnlyTextTheReaderKeeps() {
    func reads(_ bytes: [UInt8]) -> Bool { bytes.withUnsafeBufferPointer(LibYAMLDirectInput.readsUnchanged) }
    #expect(reads(Array("windows:\n\t- root: A\r\n  'q': \"x ~\" # }{|\\\n".utf8)))
    #expect(reads([]))
    // Characters the reader accepts, in their shortest form: é, —, an emoji, NEL, NBSP, a BOM
    // after the start, the ends of the accepted ranges.
    for accepted: [UInt8] in [[0xC3, 0xA9], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0xC2, 0x85], [0xC2, 0xA0],
                              [0xEF, 0xBB, 0xBF], [0xED, 0x9F, 0xBF], [0xEE, 0x80, 0x80], [0xEF, 0xBF, 0xBD],
                              [0xF4, 0x8F, 0xBF, 0xBF]] {
        for place in [1, 15, 16, 30] {
            var text = [UInt8](repeating: UInt8(ascii: "a"), count: 40)
            text.replaceSubrange(place..<place + accepted.count, with: accepted)
            #expect(reads(text), "\(accepted) at \(place)")
        }
    }
    // What the reader rejects or changes: control characters, DEL, NUL, C1 controls, U+FFFE and
    // U+FFFF, surrogates, overlong forms, beyond U+10FFFF, invalid and lone bytes, a sequence cut
    // short by the end, a byte-order mark at the start.
    let rejected: [[UInt8]] = [[0x00], [0x01], [0x08], [0x0B], [0x0C], [0x1B], [0x1F], [0x7F], [0x80], [0xBF], [0xFF],
                               [0xC2, 0x80], [0xC2, 0x9F], [0xEF, 0xBF, 0xBE], [0xEF, 0xBF, 0xBF], [0xED, 0xA0, 0x80],
                               [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xF0, 0x80, 0x80, 0xAF],
                               [0xF4, 0x90, 0x80, 0x80], [0xF8, 0x88, 0x80, 0x80, 0x80], [0xC3, 0x41], [0xE2, 0x80, 0x41]]
    for bytes in rejected {
        for place in [0, 7, 15, 16, 31, 36] {
            var text = [UInt8](repeating: UInt8(ascii: "a"), count: 48)
            text.replaceSubrange(place..<place + bytes.count, with: bytes)
            #expect(!reads(text), "\(bytes) at \(place)")
        }
    }
    #expect(!reads(Array("abc".utf8) + [0xC3]))
    #expect(!reads(Array("abc".utf8) + [0xF0, 0x9F, 0x98]))
    #expect(!reads([0xEF, 0xBB, 0xBF] + Array("a: b\n".utf8)))
}

@Test("libyaml read in place gives its reader's events and errors: the YAML test suite",
      .enabled(if: YAMLTestSuite.directory != nil, YAMLTestSuite.absent))
func directInputMatchesYAMLTestSuite() {
    var compared = 0
    for testCase in YAMLTestSuite.cases where DirectInputComparison.check(testCase.input, testCase.id) {
        compared += 1
    }
    // Nearly all of the suite is read in place; the bound keeps the test from passing with
    // nothing compared.
    #expect(compared >= 250, "only \(compared) cases compared")
}

@Test("libyaml read in place gives its reader's events and errors: fixtures and random text")
func directInputMatchesFixturesAndRandomText() throws {
    var compared = 0
    for path in Fixtures.all where path.hasSuffix(".yaml") {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        if DirectInputComparison.check(bytes, path) { compared += 1 }
    }
    #expect(compared > 100, "only \(compared) fixtures compared")
    // Random ASCII text: mostly broken YAML, so mostly errors, each of which must come out the
    // same; then text beyond ASCII; then valid block YAML, cut short at random places.
    var generator = SystemRandomNumberGenerator.Seeded(seed: 20261128)
    let alphabet = Array("ab -:?|>'\"[]{},&*!#%@`\t\r\n\n\n  ".utf8)
    for round in 0..<2_000 {
        let count = Int.random(in: 0...60, using: &generator)
        let text = (0..<count).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] }
        DirectInputComparison.check(text, "random \(round): \(text)")
    }
    // Characters beyond ASCII the reader accepts (NEL, the line and paragraph separators and a
    // mid-stream BOM among them, which the scanner reads as breaks or skips) and bytes it does
    // not: the first are read in place and must read the same, the second keep the reader.
    let pieces: [[UInt8]] = Array("ab -:?|>'\"[]{},&*!#\t\n\n  ".utf8).map { [$0] }
        + [[0xC3, 0xA9], [0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9], [0xEF, 0xBB, 0xBF], [0xF0, 0x9F, 0x98, 0x80],
           [0xC2, 0xA0], [0xC2, 0x80], [0xED, 0xA0, 0x80], [0xC3]]
    var readInPlace = 0
    for round in 0..<2_000 {
        let count = Int.random(in: 0...40, using: &generator)
        let text = (0..<count).flatMap { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
        if DirectInputComparison.check(text, "random text beyond ASCII \(round): \(text)") { readInPlace += 1 }
    }
    #expect(readInPlace > 300, "only \(readInPlace) of the texts beyond ASCII were read in place")
    for round in 0..<300 {
        let text = Array(ValidYAMLGenerator.text(using: &generator).utf8)
        DirectInputComparison.check(text, "valid \(round)")
        DirectInputComparison.check(Array(text.prefix(Int.random(in: 0...text.count, using: &generator))), "valid \(round), cut")
    }
}
