/// Whether a YAML file found in a directory is a snapshot, from its text alone (no parse):
/// a top-level key that only snapshots have (`SnapshotDecoder.identifyingTopKeys`), with the
/// value a snapshot gives it: `modallint:` whatever follows, `windows:` and `workflows:` a
/// sequence, `swiftui:` a mapping. Other YAML in a repository (CI workflows, Bitrise's
/// `bitrise.yml`, whose `workflows:` is a mapping, `.pre-commit-config.yaml`, `.modallint.yml`,
/// XcodeGen's `project.yml`) is skipped, not reported as a broken snapshot. A file named on
/// the command line is always linted.
public enum SnapshotDetection {
    /// What an identifying key's value must look like.
    enum Shape { case any, sequence, mapping }

    static let keys: [(name: [UInt8], shape: Shape)] = SnapshotDecoder.identifyingTopKeys.map { key in
        let shape: Shape = switch key {
        case "windows", "workflows": .sequence
        case "swiftui": .mapping
        default: .any
        }
        return (Array(key.utf8), shape)
    }

    /// How `lint --verbose` says why a file was skipped.
    public static let requirement = "no top-level `modallint:`, `windows:` or `workflows:` list, or `swiftui:` mapping"

    /// Reads lines that start in column 1 (top-level block keys, plain or quoted); a
    /// top-level flow mapping (`{windows: ...}`) is linted rather than guessed at. Linear in
    /// the bytes it reads (a value's shape looks ahead only as far as the next line with
    /// content, so no line is read more than twice), and it stops at the first answer.
    public static func isSnapshot(_ bytes: [UInt8]) -> Bool {
        // A UTF-8 byte order mark is not part of the first key.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count
        while index < count {
            let end = lineEnd(bytes, from: index)
            if let first = bytes[index..<end].first {
                if first == UInt8(ascii: "{") { return true }
                var keyStart = index, keyEnd = end
                if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                    keyStart += 1
                    keyEnd = keyStart
                    while keyEnd < end, bytes[keyEnd] != first { keyEnd += 1 }
                } else if first != UInt8(ascii: " ") && first != UInt8(ascii: "\t") && first != UInt8(ascii: "#") {
                    keyEnd = keyStart
                    while keyEnd < end, bytes[keyEnd] != UInt8(ascii: ":"), bytes[keyEnd] != UInt8(ascii: " ") { keyEnd += 1 }
                } else {
                    keyEnd = keyStart
                }
                if keyEnd > keyStart {
                    let key = bytes[keyStart..<keyEnd]
                    if let known = keys.first(where: { key.elementsEqual($0.name) }),
                       hasShape(known.shape, bytes, afterKey: keyEnd, lineEnd: end) {
                        return true
                    }
                }
            }
            index = end + 1
        }
        return false
    }

    /// Whether the value after the key ending at `keyEnd` has `shape`: read on the key's line
    /// (`[`, `{`), else from the next line with content (`- ` starts a sequence, an indented
    /// key a mapping). An anchor, alias or tag is not looked behind: the file is linted.
    static func hasShape(_ shape: Shape, _ bytes: [UInt8], afterKey keyEnd: Int, lineEnd end: Int) -> Bool {
        if shape == .any { return true }
        var position = keyEnd
        while position < end, bytes[position] != UInt8(ascii: ":") { position += 1 }
        position += 1
        while position < end, isBlank(bytes[position]) { position += 1 }
        if position < end, bytes[position] != UInt8(ascii: "#") {
            switch bytes[position] {
            case UInt8(ascii: "["): return shape == .sequence
            case UInt8(ascii: "{"): return shape == .mapping
            case UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"): return true
            default: return false
            }
        }
        // The value is on the lines below: the first one with content decides.
        var line = end + 1
        while line < bytes.count {
            let next = lineEnd(bytes, from: line)
            var column = line
            while column < next, isBlank(bytes[column]) { column += 1 }
            if column < next, bytes[column] != UInt8(ascii: "#") {
                let dash = bytes[column] == UInt8(ascii: "-") && (column + 1 == next || isBlank(bytes[column + 1]))
                if dash { return shape == .sequence }
                // Below the key, indented: the value's own keys. In column 1: the next top-level key.
                return shape == .mapping && column > line
            }
            line = next + 1
        }
        return false
    }

    private static func lineEnd(_ bytes: [UInt8], from index: Int) -> Int {
        var end = index
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return end
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
}
