#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One part of a file that libyaml parses on its own (`YAMLChunkedParse`). Every part but the
/// first starts at a line that is an item (`- `) of a block sequence, and is parsed behind a
/// header: the lines that open the collections around that item (its ancestors by indentation,
/// copied as they are), so that libyaml is in the same state there as when it reads the file
/// from the start. Lines and columns are 1-based, in the file's terms.
struct YAMLChunk: Sendable {
    /// The bytes of the file this part parses.
    var region: Range<Int>
    /// The ancestor lines, each ending in a line break; empty for the first part.
    var header: [UInt8]
    /// The file's line of each header line.
    var headerLines: [Int]
    /// The file's line where `region` starts.
    var firstLine: Int
    /// Line breaks in `region` (only for a part that has a next one).
    var lineCount: Int
    /// The column of the `-` that starts `region` (not for the first part).
    var column: Int
    /// Where the next part starts (the `-` of its first line), nil for the last part.
    var next: SourcePosition?
}

/// Finds the parts of a file, one after another, from its text alone: a guess that
/// `YAMLChunkedParse` checks against what libyaml reports on both sides of every cut. Lines are
/// scanned once, keeping the stack of the current line's ancestors; a cut goes at the first
/// candidate line past the wanted size. Anything this scan does not model (tabs, carriage
/// returns and the other line breaks libyaml counts, directives, document markers past the
/// first line, very deep nesting) ends the planning: the rest of the file is one part.
struct YAMLChunkPlanner {
    /// An ancestor line, where its bytes are: in the file (`inHeader` false), or in the header
    /// of the part being planned. The file's text before that part may have been released by
    /// then; every ancestor line before it was an ancestor at the part's cut, so it is in that
    /// header. Lines are not copied as they are scanned: most are never an ancestor anyone asks
    /// for.
    private struct Ancestor {
        var indent: Int
        var isItem: Bool
        var endsWithColon: Bool
        var line: Int
        var bytes: Range<Int>
        var inHeader: Bool
    }

    static let maxHeaderLines = 64
    static let maxHeaderBytes = 16 * 1024
    /// Ancestors kept at most; deeper, the planning stops.
    static let maxAncestors = 256

    private let count: Int
    private let targetBytes: Int
    /// The next part's start, its line, and its column; nil once the last part was handed out.
    private var partStart: Int? = 0
    private var partLine = 1
    private var partColumn = 0
    private var partHeader: [UInt8] = []
    private var partHeaderLines: [Int] = []
    /// Where the scan goes on, and that line's number.
    private var scanned = 0
    private var scannedLine = 1
    private var ancestors: [Ancestor] = []
    private var sawContent = false
    private var stopped = false

    init(count: Int, targetBytes: Int) {
        self.count = count
        self.targetBytes = max(1, targetBytes)
    }

    /// The next part, nil after the last one; `targetBytes` long or a little more, when given,
    /// else the planner's size.
    mutating func next(in bytes: UnsafeBufferPointer<UInt8>, targetBytes: Int? = nil) -> YAMLChunk? {
        guard let start = partStart else { return nil }
        var chunk = YAMLChunk(region: start..<count, header: partHeader, headerLines: partHeaderLines,
                              firstLine: partLine, lineCount: 0, column: partColumn, next: nil)
        if !stopped, let cut = findCut(after: start + max(1, targetBytes ?? self.targetBytes), in: bytes),
           !Self.hasOtherLineBreaks(bytes, start..<cut.offset) {
            chunk.region = start..<cut.offset
            chunk.lineCount = cut.line - partLine
            chunk.next = SourcePosition(line: cut.line, column: cut.indent + 1)
            (partStart, partLine, partColumn, partHeader, partHeaderLines) =
                (cut.offset, cut.line, cut.indent, cut.header, cut.headerLines)
        } else {
            stopped = true
            partStart = nil
            ancestors = []
        }
        return chunk
    }

    private struct Cut {
        var offset: Int
        var line: Int
        var indent: Int
        var header: [UInt8]
        var headerLines: [Int]
    }

    /// The first line at or past `minimum` where a part can start; nil when the scan stops first.
    private mutating func findCut(after minimum: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Cut? {
        let space = UInt8(ascii: " ")
        while scanned < count {
            let lineStart = scanned
            var first = lineStart
            // Indentation eight bytes at a time: lines are indented 30 spaces on average in a
            // large snapshot.
            if let base = bytes.baseAddress {
                while first + 8 <= count,
                      UnsafeRawPointer(base + first).loadUnaligned(as: UInt64.self) == 0x2020_2020_2020_2020 {
                    first += 8
                }
            }
            while first < count, bytes[first] == space { first += 1 }
            let lineEnd = Self.lineEnd(from: first, in: bytes)
            let line = scannedLine
            scanned = min(lineEnd + 1, count)
            scannedLine += 1
            if first == lineEnd { continue }
            let byte = bytes[first]
            if byte == UInt8(ascii: "#") { continue }
            let indent = first - lineStart
            if byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { return stop() }
            if indent == 0, Self.isMarkerOrDirective(bytes, first, lineEnd) {
                // A `---` before any content only starts the document; anything else of the kind
                // (a directive, a second document, `...`) is not modelled.
                if !sawContent, Self.isBareDocumentStart(bytes, first, lineEnd) { continue }
                return stop()
            }
            let isItem = byte == UInt8(ascii: "-") && (first + 1 == lineEnd || bytes[first + 1] == space)
            // An item whose sequence has an item before it (the sequence opened in the part before).
            var followsItem = false
            while let top = ancestors.last,
                  top.indent > indent || (top.indent == indent && (!isItem || top.isItem)) {
                if top.indent == indent, top.isItem { followsItem = true }
                ancestors.removeLast()
            }
            if isItem, followsItem, lineStart >= minimum, let parent = ancestors.last, parent.endsWithColon,
               ancestors.count <= Self.maxHeaderLines, let header = header(from: bytes) {
                // Rescanned from here by the next call: this line opens the next part.
                scanned = lineStart
                scannedLine = line
                return Cut(offset: lineStart, line: line, indent: indent, header: header,
                           headerLines: ancestors.map(\.line))
            }
            sawContent = true
            guard ancestors.count < Self.maxAncestors else { return stop() }
            var last = lineEnd
            while last > first, bytes[last - 1] == space { last -= 1 }
            ancestors.append(Ancestor(indent: indent, isItem: isItem,
                                      endsWithColon: bytes[last - 1] == UInt8(ascii: ":"),
                                      line: line, bytes: lineStart..<lineEnd, inHeader: false))
        }
        return nil
    }

    /// The ancestors' lines, each ending in a line break, for a part cut here; nil when longer
    /// than `maxHeaderBytes`. From then on, the ancestors are read from that header.
    private mutating func header(from bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var length = 0
        for ancestor in ancestors { length += ancestor.bytes.count + 1 }
        guard length <= Self.maxHeaderBytes else { return nil }
        var header: [UInt8] = []
        header.reserveCapacity(length)
        partHeader.withUnsafeBufferPointer { previous in
            for index in ancestors.indices {
                let source = ancestors[index].inHeader ? previous : bytes
                let start = header.count
                header.append(contentsOf: UnsafeBufferPointer(rebasing: source[ancestors[index].bytes]))
                header.append(UInt8(ascii: "\n"))
                ancestors[index].bytes = start..<header.count - 1
                ancestors[index].inHeader = true
            }
        }
        return header
    }

    private mutating func stop() -> Cut? {
        stopped = true
        return nil
    }

    private static func lineEnd(from index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard index < bytes.count, let base = bytes.baseAddress,
              let found = memchr(base + index, 0x0A, bytes.count - index) else { return bytes.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
    }

    private static func isMarkerOrDirective(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ end: Int) -> Bool {
        let byte = bytes[first]
        if byte == UInt8(ascii: "%") { return true }
        guard byte == UInt8(ascii: "-") || byte == UInt8(ascii: "."), end - first >= 3 else { return false }
        return bytes[first + 1] == byte && bytes[first + 2] == byte
    }

    private static func isBareDocumentStart(_ bytes: UnsafeBufferPointer<UInt8>, _ first: Int, _ end: Int) -> Bool {
        guard bytes[first] == UInt8(ascii: "-") else { return false }
        var index = first + 3
        while index < end, bytes[index] == UInt8(ascii: " ") { index += 1 }
        return index == end
    }

    /// A carriage return, NEL, LS or PS: libyaml counts them as line breaks, this scan does not.
    static func hasOtherLineBreaks(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let base = bytes.baseAddress, !range.isEmpty else { return false }
        if memchr(base + range.lowerBound, 0x0D, range.count) != nil { return true }
        // NEL is C2 85; LS and PS are E2 80 A8 and E2 80 A9.
        for lead in [UInt8(0xC2), 0xE2] {
            var index = range.lowerBound
            while index < range.upperBound,
                  let found = memchr(base + index, Int32(lead), range.upperBound - index) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                if lead == 0xC2, at + 1 < bytes.count, bytes[at + 1] == 0x85 { return true }
                if lead == 0xE2, at + 2 < bytes.count, bytes[at + 1] == 0x80,
                   bytes[at + 2] == 0xA8 || bytes[at + 2] == 0xA9 { return true }
                index = at + 1
            }
        }
        return false
    }
}
