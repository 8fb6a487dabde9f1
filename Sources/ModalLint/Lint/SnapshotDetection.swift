/// Whether a YAML file found in a directory is a snapshot, from its text alone (no parse):
/// a top-level key that only snapshots have (`SnapshotDecoder.identifyingTopKeys`). Other
/// YAML in a repository (CI workflows, `.pre-commit-config.yaml`, `.modallint.yml`,
/// XcodeGen's `project.yml`) is skipped, not reported as a broken snapshot. A file named on
/// the command line is always linted.
public enum SnapshotDetection {
    static let keys: [[UInt8]] = SnapshotDecoder.identifyingTopKeys.map { Array($0.utf8) }

    /// Reads lines that start in column 1 (top-level block keys, plain or quoted); a
    /// top-level flow mapping (`{windows: ...}`) is linted rather than guessed at. Linear in
    /// the bytes it reads, and it stops at the first answer.
    public static func isSnapshot(_ bytes: [UInt8]) -> Bool {
        // A UTF-8 byte order mark is not part of the first key.
        var index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count
        while index < count {
            var end = index
            while end < count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
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
                    if keys.contains(where: { key.elementsEqual($0) }) { return true }
                }
            }
            index = end + 1
        }
        return false
    }
}
