internal import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One libyaml event, copied out of libyaml into plain values so that it can cross to
/// another thread (`YAMLPipeline`): libyaml's own events point into its parser's memory.
/// Scalar values and anchor names live in the batch's `bytes`.
struct YAMLEvent: Sendable {
    enum Kind: UInt8, Sendable {
        case documentStart, scalar, sequenceStart, mappingStart, sequenceEnd, mappingEnd, alias, streamEnd, other
    }
    /// The range, already in file terms (1-based, clamped to the file's end: see
    /// `YAMLEventReader.position`), stored as a view controller's is (`CompactRange`, 32 bits a
    /// field): 36 bytes an event instead of 56, so the batches in flight are a third smaller,
    /// fewer pages for the parsing thread to fault in.
    var compactRange: CompactRange
    /// A scalar's value in `bytes`; `count` is its length even when the bytes were not
    /// copied (longer than the scalar limit: the builder rejects it without reading them).
    var first: UInt32
    var count: UInt32
    /// The anchor (or an alias's anchor name) in `bytes`; `anchorCount == UInt32.max` for none.
    var anchorFirst: UInt32
    var anchorCount: UInt32
    var kind: Kind
    /// A plain (unquoted, implicit) scalar.
    var isPlain: Bool

    var hasAnchor: Bool { anchorCount != .max }

    var range: SourceRange { compactRange.range }
}

/// Events in document order, with the bytes they refer to. `problem` ends a stream that
/// libyaml could not parse: its message and where.
///
/// A batch is owned by one thread at a time (the queue hands it over whole), so its bytes live
/// in a `ByteSink`: appending a scalar's bytes to an array pays its bookkeeping each time, on
/// the thread that has libyaml to run.
struct YAMLEventBatch: Sendable {
    var events: [YAMLEvent]
    let bytes = ByteSink(capacity: 16 * 1024)
    var problem: (message: String, range: SourceRange)?

    /// Room for `capacity` events: a batch never grows while it is filled.
    init(capacity: Int = YAMLEventReader.defaultBatchSize) {
        events = []
        events.reserveCapacity(capacity)
    }

    mutating func removeAll() {
        events.removeAll(keepingCapacity: true)
        bytes.removeAll()
        problem = nil
    }

    func anchor(_ event: YAMLEvent) -> String? {
        guard event.hasAnchor else { return nil }
        let start = Int(event.anchorFirst)
        return String(decoding: UnsafeBufferPointer(rebasing: bytes.contents[start..<start + Int(event.anchorCount)]),
                      as: UTF8.self)
    }

    /// The event's scalar bytes (empty when not copied).
    func withValue<Result>(_ event: YAMLEvent, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let all = bytes.contents
        let start = Int(event.first)
        let end = min(start + Int(event.count), all.count)
        return body(UnsafeBufferPointer(rebasing: all[min(start, end)..<end]))
    }
}

/// Runs libyaml's event loop over a file and hands the events on in batches. Only this
/// type touches libyaml's parser.
struct YAMLEventReader: Sendable {
    let bytes: [UInt8]
    let maxScalarBytes: Int
    /// Where the file ends, when it lacks a final line break (see `position`).
    let endOfFile: SourcePosition?
    /// Events per batch: large enough that handing a batch over costs little per event,
    /// small enough that the consumer starts early and the batches stay in cache.
    static let defaultBatchSize = 2_048
    let batchSize: Int

    /// Gives back the pages of the text that libyaml has read (it never looks back at them, and
    /// a text it reads in place is a copy of them): only for a text nobody reads again, held by
    /// nobody else (`Linter`'s release mode). A syntax error's message reads the text: when
    /// this is set, the caller starts over from the file instead of trusting it.
    let releasesReadText: Bool

    init(bytes: [UInt8], maxScalarBytes: Int, batchSize: Int = defaultBatchSize, releasesReadText: Bool = false) {
        self.bytes = bytes
        self.maxScalarBytes = maxScalarBytes
        self.batchSize = max(1, batchSize)
        self.releasesReadText = releasesReadText
        endOfFile = Self.endOfFile(bytes)
    }

    /// Parses to the stream's end or a syntax error, calling `deliver` with each full batch
    /// and the last one; `deliver` returns false to stop the parse (the consumer failed).
    /// It gets the batch `inout` and may swap in an empty one to keep.
    func run(into batch: inout YAMLEventBatch, deliver: (inout YAMLEventBatch) -> Bool) {
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            batch.problem = ("libyaml could not allocate its parser", .fileStart)
            _ = deliver(&batch)
            return
        }
        defer { yaml_parser_delete(parser) }
        if bytes.withUnsafeBufferPointer(LibYAMLDirectInput.readsUnchanged) {
            // libyaml's scanner reads a copy in place (see `LibYAMLDirectInput`): a copy, since
            // the file's own bytes have no room for the padding after them.
            var text = [UInt8]()
            text.reserveCapacity(bytes.count + LibYAMLDirectInput.padding)
            text.append(contentsOf: bytes)
            text.append(contentsOf: repeatElement(0, count: LibYAMLDirectInput.padding))
            if releasesReadText {
                // Nothing reads the file's bytes again (see `releasesReadText`); the copy's pages
                // are given back as the scanner passes them.
                bytes.withUnsafeBufferPointer { all in
                    if let base = all.baseAddress { PageRelease.release(base: UnsafeRawPointer(base), bytes: 0..<all.count) }
                }
            }
            text.withUnsafeMutableBufferPointer { buffer in
                yaml_parser_set_input_string(parser, buffer.baseAddress, bytes.count)
                let saved = LibYAMLDirectInput.install(parser, buffer: buffer, textCount: bytes.count)
                defer { LibYAMLDirectInput.restore(parser, saved) }
                parse(parser, input: UnsafeBufferPointer(buffer), readInPlace: true, into: &batch, deliver: deliver)
            }
            return
        }
        // libyaml reads the bytes lazily, through the whole parse. (They are not empty: empty
        // text is read in place.)
        bytes.withUnsafeBufferPointer { buffer in
            yaml_parser_set_input_string(parser, buffer.baseAddress, bytes.count)
            parse(parser, input: buffer, readInPlace: false, into: &batch, deliver: deliver)
        }
    }

    /// The event loop. `batch` is a parameter here, not a variable the closure in `run`
    /// captures: a captured one would be checked for exclusive access at every event.
    private func parse(_ parser: UnsafeMutablePointer<yaml_parser_t>, input buffer: UnsafeBufferPointer<UInt8>,
                       readInPlace: Bool, into batch: inout YAMLEventBatch, deliver: (inout YAMLEventBatch) -> Bool) {
        var released = 0
        var event = yaml_event_t()
        while true {
            guard yaml_parser_parse(parser, &event) == 1 else {
                batch.problem = syntaxProblem(parser.pointee)
                _ = deliver(&batch)
                return
            }
            let done = event.type == YAML_STREAM_END_EVENT
            append(&event, to: &batch)
            yaml_event_delete(&event)
            if done {
                _ = deliver(&batch)
                return
            }
            if batch.events.count >= batchSize {
                guard deliver(&batch) else { return }
                if releasesReadText, let base = buffer.baseAddress {
                    // How far libyaml has read: its reader's place in the input, or, when its
                    // scanner reads the text in place, the scanner's.
                    let current = readInPlace ? UnsafePointer(parser.pointee.buffer.pointer) : parser.pointee.input.string.current
                    guard let current else { continue }
                    let read = base.distance(to: current)
                    if read > released {
                        released = PageRelease.release(base: UnsafeRawPointer(base), bytes: released..<read)
                    }
                }
            }
        }
    }

    @inline(__always)
    private func append(_ event: inout yaml_event_t, to batch: inout YAMLEventBatch) {
        Self.append(&event, to: &batch, maxScalarBytes: maxScalarBytes,
                    range: SourceRange(start: position(event.start_mark), end: position(event.end_mark)))
    }

    /// Copies libyaml's event into the batch, at `range` (already in file terms).
    @inline(__always)
    static func append(_ event: inout yaml_event_t, to batch: inout YAMLEventBatch, maxScalarBytes: Int,
                       range: SourceRange) {
        var record = YAMLEvent(
            compactRange: CompactRange(range),
            first: 0, count: 0, anchorFirst: 0, anchorCount: .max, kind: .other, isPlain: false)
        var anchor: UnsafeMutablePointer<yaml_char_t>?
        switch event.type {
        case YAML_DOCUMENT_START_EVENT: record.kind = .documentStart
        case YAML_SCALAR_EVENT:
            record.kind = .scalar
            let scalar = event.data.scalar
            let length = Int(scalar.length)
            record.isPlain = scalar.plain_implicit != 0 && scalar.style == YAML_PLAIN_SCALAR_STYLE
            record.first = UInt32(truncatingIfNeeded: batch.bytes.count)
            record.count = UInt32(truncatingIfNeeded: length)
            if length > 0, length <= maxScalarBytes, let value = scalar.value {
                batch.bytes.append(bytes: UnsafeBufferPointer(start: value, count: length))
            }
            anchor = scalar.anchor
        case YAML_SEQUENCE_START_EVENT:
            record.kind = .sequenceStart
            anchor = event.data.sequence_start.anchor
        case YAML_MAPPING_START_EVENT:
            record.kind = .mappingStart
            anchor = event.data.mapping_start.anchor
        case YAML_SEQUENCE_END_EVENT: record.kind = .sequenceEnd
        case YAML_MAPPING_END_EVENT: record.kind = .mappingEnd
        case YAML_ALIAS_EVENT:
            record.kind = .alias
            // An alias without a name reads as the empty name (as before the pipeline).
            anchor = event.data.alias.anchor
            if anchor == nil {
                record.anchorFirst = UInt32(truncatingIfNeeded: batch.bytes.count)
                record.anchorCount = 0
            }
        case YAML_STREAM_END_EVENT: record.kind = .streamEnd
        default: break
        }
        if let anchor {
            let length = strlen(anchor)
            record.anchorFirst = UInt32(truncatingIfNeeded: batch.bytes.count)
            record.anchorCount = UInt32(truncatingIfNeeded: length)
            batch.bytes.append(bytes: UnsafeBufferPointer(start: anchor, count: length))
        }
        batch.events.append(record)
    }

    /// libyaml ends a stream without a final line break on a line of its own, one past
    /// the file's last line: such marks are moved to the end of the last line. (After a
    /// final break, that line is the file's own last, empty line: nothing to move.)
    func position(_ mark: yaml_mark_t) -> SourcePosition {
        Self.clamped(SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1), to: endOfFile)
    }

    /// The end of a file without a final line break, where libyaml's marks past its last line
    /// are moved (`position`); nil after a final break. Finding it takes a pass over the whole
    /// file: only needed without a final break.
    static func endOfFile(_ bytes: [UInt8]) -> SourcePosition? {
        endsWithLineBreak(bytes) ? nil : SourceLines.position(ofByte: bytes.count, in: bytes)
    }

    /// `position` moved to `endOfFile` when it lies past that line.
    @inline(__always)
    static func clamped(_ position: SourcePosition, to endOfFile: SourcePosition?) -> SourcePosition {
        if let endOfFile, position.line > endOfFile.line { return endOfFile }
        return position
    }

    /// Whether the bytes end with a line break as YAML counts them (LF, CR, NEL, LS, PS),
    /// or are empty.
    static func endsWithLineBreak(_ bytes: [UInt8]) -> Bool {
        guard let last = bytes.last else { return true }
        let count = bytes.count
        if last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { return true }
        if count >= 2, bytes[count - 2] == 0xC2, last == 0x85 { return true }
        return count >= 3 && bytes[count - 3] == 0xE2 && bytes[count - 2] == 0x80 && (last == 0xA8 || last == 0xA9)
    }

    func syntaxProblem(_ parser: yaml_parser_t) -> (message: String, range: SourceRange) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        var position: SourcePosition
        var message = problem
        if parser.error == YAML_READER_ERROR {
            // Reader errors carry a byte offset, not a mark.
            position = SourceLines.position(ofByte: Int(parser.problem_offset), in: bytes)
            if parser.problem_value != -1 {
                message += " (byte 0x\(String(UInt8(truncatingIfNeeded: parser.problem_value), radix: 16)))"
            }
        } else {
            position = self.position(parser.problem_mark)
            if let context = parser.context.map({ String(cString: $0) }) {
                let at = self.position(parser.context_mark)
                message += " (\(context) at line \(at.line), column \(at.column))"
            }
        }
        position.line = max(position.line, 1)
        position.column = max(position.column, 1)
        if parser.error != YAML_READER_ERROR, let tab = Self.indentingTab(onLine: position.line, in: bytes) {
            // libyaml says "found character that cannot start any token" (or "a tab character that
            // violates indentation"), often at the line's start or on the line before.
            position.column = tab
            message = "YAML does not indent with tabs: the tab at column \(tab) must be spaces"
        }
        var end = position
        end.column += 1
        return ("YAML syntax error: \(message)", SourceRange(start: position, end: end))
    }

    /// The column of the first tab in a line's leading whitespace, if any (one pass, only
    /// when reporting the syntax error that ends the load).
    static func indentingTab(onLine line: Int, in bytes: [UInt8]) -> Int? {
        var current = 1
        var index = 0
        while current < line, index < bytes.count {
            if bytes[index] == 0x0A { current += 1 }
            index += 1
        }
        var column = 1
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
            if bytes[index] == 0x09 { return column }
            column += 1
            index += 1
        }
        return nil
    }
}
