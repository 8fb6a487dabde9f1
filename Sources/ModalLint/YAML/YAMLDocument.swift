/// A compact YAML node tree. Nodes live in one flat array and refer to each other by
/// index, so a deep document needs no recursion to build, walk or free, and a large one
/// costs a few words per node.
public struct YAMLDocument: Sendable {
    public enum Kind: UInt8, Sendable {
        case scalar, sequence, mapping, alias
    }

    /// One node. `first`/`count` index `scalarBytes` for scalars and `childIndices` for
    /// sequences (items) and mappings (key, value, key, value, ...); for an alias `first`
    /// is the index of the anchored node.
    public struct Node: Sendable {
        public var kind: Kind
        /// A plain (unquoted) scalar: only those can mean null, booleans or numbers.
        public var isPlain: Bool
        public var startLine: UInt32
        public var startColumn: UInt32
        public var endLine: UInt32
        public var endColumn: UInt32
        public var first: UInt32
        public var count: UInt32

        public var range: SourceRange {
            SourceRange(
                start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
                end: SourcePosition(line: Int(endLine), column: Int(endColumn)))
        }
    }

    public var nodes: [Node] = []
    public var childIndices: [UInt32] = []
    public var scalarBytes: [UInt8] = []
    /// The document's root node, nil for an empty stream.
    public var root: Int?

    public init() {}

    public func kind(_ index: Int) -> Kind { nodes[index].kind }
    public func range(_ index: Int) -> SourceRange { nodes[index].range }

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
        let node = nodes[index]
        let count = node.kind == .scalar ? Int(node.count) : 0
        return scalarBytes.withUnsafeBufferPointer { bytes in
            body(UnsafeBufferPointer(rebasing: bytes[Int(node.first)..<Int(node.first) + count]))
        }
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

    private func scalar(_ index: Int, equals utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        let node = nodes[index]
        guard node.kind == .scalar, Int(node.count) == utf8.count else { return false }
        let start = Int(node.first)
        return scalarBytes.withUnsafeBufferPointer { bytes in
            for offset in 0..<utf8.count where bytes[start + offset] != utf8[offset] {
                return false
            }
            return true
        }
    }

    public func items(_ index: Int) -> ArraySlice<UInt32> {
        let node = nodes[index]
        guard node.kind == .sequence || node.kind == .mapping else { return [] }
        let start = Int(node.first)
        return childIndices[start..<start + Int(node.count)]
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
