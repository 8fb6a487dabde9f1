import Foundation

/// Writes an `Encodable` value as the JSON text Foundation's `JSONEncoder` writes with
/// `[.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]`, byte for byte (the tests compare
/// the two on every shape the tool writes), at a fraction of the cost. It writes the baseline,
/// the rule list and the schemas; the JSON and SARIF reports, large and hot, go through
/// `JSONWriter`, which needs no `Encoder` containers. The values are kept in one flat table
/// while `encode(to:)` runs (a keyed container's keys are written sorted, so nothing can be
/// written before its container is complete), then written in one pass.
///
/// What `JSONEncoder` formats in ways of its own (floating-point numbers, decimals, dates,
/// data, URLs) is not written here: `encode` throws `Unsupported` and the caller uses
/// `JSONEncoder` for the whole value (no report holds any of them).
struct PrettyJSON {
    struct Unsupported: Error {}

    static func encode(_ value: some Encodable) throws -> [UInt8] {
        let table = Table()
        try Entry(table: table, node: table.add(key: "", to: nil)).encode(value)
        return table.write()
    }

    /// One value: an object, an array, or a scalar already written as JSON in `Table.text`.
    fileprivate struct Node {
        enum Kind { case unset, scalar, object, array }
        var kind = Kind.unset
        var key: String
        var text: Range<Int> = 0..<0
        var firstChild = -1
        var lastChild = -1
        var next = -1
    }

    fileprivate final class Table {
        // One thread, no overlapping access: the per-access exclusivity checks cost more
        // than the table's own work.
        @exclusivity(unchecked) var nodes: [Node] = []
        @exclusivity(unchecked) var text: [UInt8] = []

        init() {
            nodes.reserveCapacity(1024)
            text.reserveCapacity(16 * 1024)
        }

        /// A new unset node, the last child of `parent`.
        func add(key: String, to parent: Int?) -> Int {
            let index = nodes.count
            nodes.append(Node(key: key))
            if let parent {
                if nodes[parent].lastChild >= 0 {
                    nodes[nodes[parent].lastChild].next = index
                } else {
                    nodes[parent].firstChild = index
                }
                nodes[parent].lastChild = index
            }
            return index
        }

        func make(_ node: Int, _ kind: Node.Kind) {
            // A second container asked of the same encoder goes on filling the first.
            if nodes[node].kind == .unset { nodes[node].kind = kind }
        }

        func scalar(_ node: Int, _ write: (inout [UInt8]) -> Void) {
            let start = text.count
            write(&text)
            nodes[node].kind = .scalar
            nodes[node].text = start..<text.count
        }

        // MARK: Writing

        func write() -> [UInt8] {
            var out: [UInt8] = []
            out.reserveCapacity(text.count * 2 + 64)
            var order: [Int] = []
            write(0, indent: 0, into: &out, order: &order)
            return out
        }

        /// Recursion follows the encoded types' own nesting (a report is a few levels deep),
        /// not anything the input decides.
        private func write(_ node: Int, indent: Int, into out: inout [UInt8], order: inout [Int]) {
            switch nodes[node].kind {
            case .scalar:
                out.append(contentsOf: text[nodes[node].text])
            case .unset, .object, .array:
                let isArray = nodes[node].kind == .array
                out.append(isArray ? UInt8(ascii: "[") : UInt8(ascii: "{"))
                out.append(UInt8(ascii: "\n"))
                let start = order.count
                var child = nodes[node].firstChild
                while child >= 0 {
                    order.append(child)
                    child = nodes[child].next
                }
                if !isArray {
                    order[start...].sort { nodes[$0].key < nodes[$1].key }
                }
                for position in start..<order.count {
                    if position > start { out.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
                    JSONWriter.indent(indent + 2, into: &out)
                    if !isArray {
                        JSONWriter.quote(nodes[order[position]].key, into: &out)
                        out.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
                    }
                    write(order[position], indent: indent + 2, into: &out, order: &order)
                }
                order.removeSubrange(start...)
                out.append(UInt8(ascii: "\n"))
                JSONWriter.indent(indent, into: &out)
                out.append(isArray ? UInt8(ascii: "]") : UInt8(ascii: "}"))
            }
        }
    }

    /// The `Encoder` for one node of the table.
    fileprivate struct Entry: Encoder, SingleValueEncodingContainer {
        let table: Table
        let node: Int
        var codingPath: [any CodingKey] { [] }
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            table.make(node, .object)
            return KeyedEncodingContainer(Keyed<Key>(table: table, node: node))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            table.make(node, .array)
            return Unkeyed(table: table, node: node)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { self }

        func encodeNil() throws { table.scalar(node) { $0.append(contentsOf: "null".utf8) } }
        func encode(_ value: Bool) throws { table.scalar(node) { $0.append(contentsOf: (value ? "true" : "false").utf8) } }
        func encode(_ value: String) throws { table.scalar(node) { JSONWriter.quote(value, into: &$0) } }
        func encode(_ value: Double) throws { throw Unsupported() }
        func encode(_ value: Float) throws { throw Unsupported() }
        func encode(_ value: Int) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: Int8) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: Int16) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: Int32) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: Int64) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: UInt) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: UInt8) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: UInt16) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: UInt32) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }
        func encode(_ value: UInt64) throws { table.scalar(node) { JSONWriter.integer(value, into: &$0) } }

        func encode<T: Encodable>(_ value: T) throws {
            // The common scalars without a trip through their own `encode(to:)`.
            if T.self == String.self { return try encode(value as! String) }
            if T.self == Int.self { return try encode(value as! Int) }
            if T.self == Bool.self { return try encode(value as! Bool) }
            // Types `JSONEncoder` writes in a form of its own rather than through `encode(to:)`.
            if T.self == Date.self || T.self == Data.self || T.self == URL.self || T.self == Decimal.self
                || T.self == Double.self || T.self == Float.self { throw Unsupported() }
            try value.encode(to: self)
        }
    }

    fileprivate struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let table: Table
        let node: Int
        var codingPath: [any CodingKey] { [] }

        private func entry(_ key: Key) -> Entry { Entry(table: table, node: table.add(key: key.stringValue, to: node)) }

        mutating func encodeNil(forKey key: Key) throws { try entry(key).encodeNil() }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try entry(key).encode(value) }
        mutating func encode(_ value: String, forKey key: Key) throws { try entry(key).encode(value) }
        mutating func encode(_ value: Double, forKey key: Key) throws { throw Unsupported() }
        mutating func encode(_ value: Float, forKey key: Key) throws { throw Unsupported() }
        mutating func encode(_ value: Int, forKey key: Key) throws { try entry(key).encode(value) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try entry(key).encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
            -> KeyedEncodingContainer<NestedKey> { entry(key).container(keyedBy: keyType) }
        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            entry(key).unkeyedContainer()
        }
        mutating func superEncoder() -> any Encoder { Entry(table: table, node: table.add(key: "super", to: node)) }
        mutating func superEncoder(forKey key: Key) -> any Encoder { entry(key) }
    }

    fileprivate struct Unkeyed: UnkeyedEncodingContainer {
        let table: Table
        let node: Int
        var codingPath: [any CodingKey] { [] }
        private(set) var count = 0

        init(table: Table, node: Int) {
            self.table = table
            self.node = node
        }

        private mutating func entry() -> Entry {
            count += 1
            return Entry(table: table, node: table.add(key: "", to: node))
        }

        mutating func encodeNil() throws { try entry().encodeNil() }
        mutating func encode(_ value: Bool) throws { try entry().encode(value) }
        mutating func encode(_ value: String) throws { try entry().encode(value) }
        mutating func encode(_ value: Double) throws { throw Unsupported() }
        mutating func encode(_ value: Float) throws { throw Unsupported() }
        mutating func encode(_ value: Int) throws { try entry().encode(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try entry().encode(value) }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
            -> KeyedEncodingContainer<NestedKey> { entry().container(keyedBy: keyType) }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer { entry().unkeyedContainer() }
        mutating func superEncoder() -> any Encoder { entry() }
    }
}
