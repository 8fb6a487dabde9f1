#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A compact YAML node tree. Nodes live in one flat array and refer to each other by
/// index, so a deep document needs no recursion to build, walk or free, and a large one
/// costs a few words per node.
public struct YAMLDocument: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping, alias
    }

    /// One node, in 20 bytes: a snapshot of 1,000,000 view controllers has about 5,000,000.
    /// `first`/`count` index `scalarBytes` for scalars and `childIndices` for sequences
    /// (items) and mappings (key, value, key, value, ...); for an alias `first` is the index
    /// of the anchored node. The range is stored as a start line, two 16-bit columns and a
    /// 16-bit line span; the rare range that does not fit (a collection spanning 65,536
    /// lines or more, a column past 65,535) is kept whole in `YAMLDocument.wideRanges`.
    public struct Node: Sendable {
        public var first: UInt32
        public var count: UInt32
        fileprivate var startLine: UInt32
        fileprivate var startColumn: UInt16
        fileprivate var endColumn: UInt16
        fileprivate var lineSpan: UInt16
        /// The kind in the low two bits, then the flags below.
        private var bits: UInt8

        private static let plainBit: UInt8 = 1 << 2, anchoredBit: UInt8 = 1 << 3, wideBit: UInt8 = 1 << 4

        public var kind: Kind { Kind(rawValue: bits & 3)! }
        /// A plain (unquoted) scalar: only those can mean null, booleans or numbers.
        public var isPlain: Bool { bits & Self.plainBit != 0 }
        /// Carries an anchor (`&name`): only such nodes can be aliased.
        public var isAnchored: Bool {
            get { bits & Self.anchoredBit != 0 }
            set { bits = newValue ? bits | Self.anchoredBit : bits & ~Self.anchoredBit }
        }
        fileprivate var hasWideRange: Bool { bits & Self.wideBit != 0 }

        fileprivate init(kind: Kind, isPlain: Bool, first: UInt32, count: UInt32) {
            self.first = first
            self.count = count
            startLine = 0
            startColumn = 0
            endColumn = 0
            lineSpan = 0
            bits = kind.rawValue | (isPlain ? Self.plainBit : 0)
        }

        /// Stores `range` compactly; false when it does not fit (the node is then marked wide).
        @inline(__always) fileprivate mutating func setCompactRange(_ range: SourceRange) -> Bool {
            // Past 32 bits (or negative) a field would not come through `CompactRange` whole.
            let fields = UInt(bitPattern: range.start.line) | UInt(bitPattern: range.start.column)
                | UInt(bitPattern: range.end.line) | UInt(bitPattern: range.end.column)
            guard fields <= UInt(UInt32.max) else {
                bits |= Self.wideBit
                return false
            }
            return setCompactRange(CompactRange(range))
        }

        /// Stores an event's range compactly, as `setCompactRange(_:)` a `SourceRange`: the start
        /// line whole, the columns and the line span in 16 bits each.
        @inline(__always) fileprivate mutating func setCompactRange(_ range: CompactRange) -> Bool {
            let span = Int(range.endLine) - Int(range.startLine)
            // One comparison each: a negative span reads as a huge unsigned one.
            let small = UInt(bitPattern: span) | UInt(range.startColumn) | UInt(range.endColumn)
            guard small <= UInt(UInt16.max) else {
                bits |= Self.wideBit
                return false
            }
            bits &= ~Self.wideBit
            startLine = range.startLine
            startColumn = UInt16(range.startColumn)
            endColumn = UInt16(range.endColumn)
            lineSpan = UInt16(span)
            return true
        }

        fileprivate var compactRange: SourceRange {
            SourceRange(
                start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
                end: SourcePosition(line: Int(startLine) + Int(lineSpan), column: Int(endColumn)))
        }
    }

    public private(set) var nodes: [Node] = []
    public var childIndices: [UInt32] = []
    /// The scalars' bytes back to back: `scalarBytes[..<scalarByteCount]`. Past that, room
    /// reserved for those to come (`reserveScalarBytes`), not yet written.
    public private(set) var scalarBytes: [UInt8] = []
    public private(set) var scalarByteCount = 0
    /// Ranges of the nodes whose range does not fit in `Node`.
    private var wideRanges: [Int: SourceRange] = [:]
    /// The document's root node, nil for an empty stream.
    public var root: Int?

    public init() {}

    public func kind(_ index: Int) -> Kind { nodes[index].kind }

    public func range(_ index: Int) -> SourceRange {
        let node = nodes[index]
        return node.hasWideRange ? wideRanges[index] ?? .fileStart : node.compactRange
    }

    mutating func reserveNodes(_ count: Int) {
        nodes.reserveCapacity(count)
        nodes.adviseHugePages()
    }

    /// Room for `count` bytes of scalars before the array grows; for an empty document.
    mutating func reserveScalarBytes(_ count: Int) {
        guard scalarByteCount == 0, count > scalarBytes.count else { return }
        // Counted as written, not written: only `scalarBytes[..<scalarByteCount]` is ever read,
        // and pages never touched cost no memory.
        scalarBytes = [UInt8](unsafeUninitializedCapacity: count) { _, written in written = count }
        scalarBytes.adviseHugePages()
    }

    /// Copies a batch's value bytes into the room after the scalars written so far, not yet
    /// counted as written: handling each scalar then counts up to its end
    /// (`commitScalarBytes`). One copy a batch rather than one a scalar (an array's
    /// bookkeeping and a `memcpy` call for every key and value). Returns where the batch's
    /// bytes start. Bytes never counted (an anchor's name after the batch's last scalar) are
    /// overwritten by the next batch.
    mutating func stageScalarBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let start = scalarByteCount
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return start }
        let end = start + bytes.count
        if end > scalarBytes.count {
            // More than reserved (escapes such as `\L` write more bytes than they take): twice
            // the room, the bytes so far copied over, the rest left untouched (not zero-filled:
            // that would cost its memory at once).
            let room = max(end, 2 * scalarBytes.count)
            let written = scalarBytes
            scalarBytes = [UInt8](unsafeUninitializedCapacity: room) { buffer, initialized in
                written.withUnsafeBufferPointer { old in
                    if start > 0, let old = old.baseAddress { buffer.baseAddress!.update(from: old, count: start) }
                }
                initialized = room
            }
        }
        scalarBytes.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.advanced(by: start).update(from: source, count: bytes.count)
        }
        return start
    }

    /// Counts the staged bytes up to `end` as written (see `stageScalarBytes`).
    @inline(__always)
    mutating func commitScalarBytes(upTo end: Int) {
        scalarByteCount = end
    }

    /// Appends a node at an event's range, as the event stores it; its index.
    @inline(__always)
    mutating func appendNode(_ kind: Kind, isPlain: Bool, compactRange: CompactRange, first: UInt32, count: UInt32) -> Int {
        var node = Node(kind: kind, isPlain: isPlain, first: first, count: count)
        if !node.setCompactRange(compactRange) { wideRanges[nodes.count] = compactRange.range }
        nodes.append(node)
        return nodes.count - 1
    }

    /// Completes a collection once its end is known.
    mutating func close(_ index: Int, first: UInt32, count: UInt32, end: SourcePosition) {
        var node = nodes[index]
        node.first = first
        node.count = count
        let wasWide = node.hasWideRange
        var range = range(index)
        range.end = end
        if !node.setCompactRange(range) {
            wideRanges[index] = range
        } else if wasWide {
            wideRanges[index] = nil
        }
        nodes[index] = node
    }

    mutating func markAnchored(_ index: Int) { nodes[index].isAnchored = true }

    /// Where the three arrays end: a part of the tree built between two such marks lies in
    /// between in each of them (nodes are numbered in document order).
    struct Extent: Equatable {
        var nodes = 0, children = 0, scalarBytes = 0
    }

    var extent: Extent { Extent(nodes: nodes.count, children: childIndices.count, scalarBytes: scalarByteCount) }

    /// Gives back the memory of the part of the tree between two extents, which nothing may
    /// read again (see `PageRelease`); only whole pages inside it go.
    mutating func releaseMemory(from start: Extent, to end: Extent) {
        nodes.releasePages(start.nodes..<end.nodes)
        childIndices.releasePages(start.children..<end.children)
        scalarBytes.releasePages(start.scalarBytes..<end.scalarBytes)
    }

    /// The node an alias stands for (aliases are never chained: libyaml anchors only real nodes).
    public func resolved(_ index: Int) -> Int {
        let node = nodes[index]
        return node.kind == .alias ? Int(node.first) : index
    }

    public func scalar(_ index: Int) -> String {
        let node = nodes[index]
        guard node.kind == .scalar else { return "" }
        let start = Int(node.first)
        return String(decoding: scalarBytes[start..<start + Int(node.count)], as: UTF8.self)
    }

    /// A scalar's bytes, without allocating a String (empty for other nodes).
    public func withScalarBytes<Result>(_ index: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let span = scalarSpan(index)
        return scalarBytes.withUnsafeBufferPointer { bytes in body(UnsafeBufferPointer(rebasing: bytes[span])) }
    }

    /// Where a scalar's bytes are in `scalarBytes` (nowhere for other nodes).
    public func scalarSpan(_ index: Int) -> Range<Int> {
        let node = nodes[index]
        let count = node.kind == .scalar ? Int(node.count) : 0
        return Int(node.first)..<Int(node.first) + count
    }

    /// Whether two scalars have the same bytes.
    public func scalarsEqual(_ first: Int, _ second: Int) -> Bool {
        withScalarBytes(first) { bytes in scalar(second, equals: bytes) }
    }

    /// Whether a scalar equals `text`, without allocating a String.
    public func scalar(_ index: Int, equals text: StaticString) -> Bool {
        text.withUTF8Buffer { scalar(index, equals: $0) }
    }

    /// Whether a scalar equals `text`, without allocating a String.
    public func scalar(_ index: Int, equals text: String) -> Bool {
        var text = text
        return text.withUTF8 { scalar(index, equals: $0) }
    }

    /// Whether a scalar's bytes are `utf8`.
    public func scalar(_ index: Int, equals utf8: [UInt8]) -> Bool {
        utf8.withUnsafeBufferPointer { scalar(index, equals: $0) }
    }

    func scalar(_ index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[index]
        guard node.kind == .scalar, Int(node.count) == utf8.count else { return false }
        return withScalarBytes(index) { $0.hasSameBytes(as: utf8) }
    }

    public func items(_ index: Int) -> ArraySlice<UInt32> {
        childIndices[itemPositions(index)]
    }

    /// Where a sequence's or mapping's items are in `childIndices` (none for a scalar).
    public func itemPositions(_ index: Int) -> Range<Int> {
        let node = nodes[index]
        guard node.kind == .sequence || node.kind == .mapping else { return 0..<0 }
        let start = Int(node.first)
        return start..<start + Int(node.count)
    }

    /// A mapping's (key, value) pairs in document order.
    public func pairs(_ index: Int) -> [(key: Int, value: Int)] {
        let children = items(index)
        var result: [(key: Int, value: Int)] = []
        result.reserveCapacity(children.count / 2)
        var position = children.startIndex
        while position + 1 < children.endIndex {
            result.append((Int(children[position]), Int(children[position + 1])))
            position += 2
        }
        return result
    }

    /// Whether a plain scalar is YAML's null (`~`, `null`, empty).
    public func isNull(_ index: Int) -> Bool {
        let node = nodes[index]
        guard node.kind == .scalar, node.isPlain else { return false }
        switch node.count {
        case 0: return true
        case 1: return scalar(index, equals: "~")
        case 4: return scalar(index, equals: "null") || scalar(index, equals: "Null") || scalar(index, equals: "NULL")
        default: return false
        }
    }
}
