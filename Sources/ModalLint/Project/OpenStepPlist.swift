/// An old-style (OpenStep) property list, the format of Xcode's `project.pbxproj`: strings
/// (bare or quoted), `<hex data>`, `( arrays, )` and `{ dictionaries = ...; }`, with `//` and
/// `/* */` comments. Read by hand rather than with Foundation's `PropertyListSerialization`
/// (which on Linux reads this format too): its values carry no line and column for a located
/// warning, its errors name only a line, and what it accepts is CoreFoundation's to decide.
///
/// Nodes live in one flat array and refer to each other by index, like `YAMLDocument`: the
/// parse keeps its own stack of open containers (no recursion over the input's nesting, which
/// is bounded anyway), each byte is looked at a bounded number of times, and freeing the tree
/// is freeing three arrays.
struct OpenStepPlist: Sendable {
    enum Kind: UInt8, Sendable { case string, data, array, dictionary }

    struct Node: Sendable {
        var kind: Kind
        /// Where the value starts (1-based; columns in code points, as `SourcePosition`).
        var line: Int32
        var column: Int32
        /// Strings and data: the span of `text`. Arrays: the span of `children`; dictionaries
        /// the same, keys and values alternating.
        var first: Int32
        var count: Int32
    }

    struct Failure: Error, Sendable, Equatable {
        var message: String
        var position: SourcePosition
    }

    /// A project nests five deep (the top, `objects`, an object, `buildSettings`, a list);
    /// this leaves room and bounds the parse's stack.
    static let maxDepth = 64

    // Written by the parse only (`OpenStepPlist+Parser.swift`).
    var nodes: [Node] = []
    var children: [Int32] = []
    var text: [UInt8] = []
    var root = 0

    func position(_ node: Int) -> SourcePosition {
        SourcePosition(line: Int(nodes[node].line), column: Int(nodes[node].column))
    }

    func kind(_ node: Int) -> Kind { nodes[node].kind }

    /// A string's (or data's) text; nil for a container.
    func string(_ node: Int) -> String? {
        let value = nodes[node]
        guard value.kind == .string || value.kind == .data else { return nil }
        return String(decoding: text[Int(value.first)..<Int(value.first + value.count)], as: UTF8.self)
    }

    /// Whether `node` is the string `literal`, without making a String.
    func isString(_ node: Int, _ literal: StaticString) -> Bool {
        let value = nodes[node]
        guard value.kind == .string, Int(value.count) == literal.utf8CodeUnitCount else { return false }
        let start = Int(value.first)
        return literal.withUTF8Buffer { wanted in
            text.withUnsafeBufferPointer { all in
                (0..<wanted.count).allSatisfy { all[start + $0] == wanted[$0] }
            }
        }
    }

    /// An array's items; empty for anything else.
    func items(_ node: Int) -> [Int] {
        let value = nodes[node]
        guard value.kind == .array else { return [] }
        return children[Int(value.first)..<Int(value.first + value.count)].map { Int($0) }
    }

    /// A dictionary's (key, value) pairs in order; empty for anything else.
    func pairs(_ node: Int) -> [(key: Int, value: Int)] {
        let value = nodes[node]
        guard value.kind == .dictionary else { return [] }
        let start = Int(value.first)
        return stride(from: start, to: start + Int(value.count), by: 2).map { (Int(children[$0]), Int(children[$0 + 1])) }
    }

    /// The value of `key` in a dictionary (the last one written, as a repeated key reads),
    /// nil when absent. Linear in the dictionary's size: callers look up a few keys of small
    /// dictionaries, and index the large one (`objects`) once.
    func value(_ node: Int, _ key: StaticString) -> Int? {
        let value = nodes[node]
        guard value.kind == .dictionary else { return nil }
        let start = Int(value.first)
        var found: Int?
        for at in stride(from: start, to: start + Int(value.count), by: 2) where isString(Int(children[at]), key) {
            found = Int(children[at + 1])
        }
        return found
    }

    /// The string value of `key`, nil when absent or not a string.
    func string(_ node: Int, _ key: StaticString) -> String? {
        value(node, key).flatMap { kind($0) == .string ? string($0) : nil }
    }

    /// The strings of an array value (others skipped); a lone string reads as one item.
    func strings(_ node: Int, _ key: StaticString) -> [(String, Int)] {
        guard let list = value(node, key) else { return [] }
        if kind(list) == .string { return [(string(list)!, list)] }
        return items(list).compactMap { item in kind(item) == .string ? (string(item)!, item) : nil }
    }
}
