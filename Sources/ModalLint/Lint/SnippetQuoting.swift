/// How much of a file a report may quote. A snapshot (or a configuration file) is quoted a
/// line at a time, as snippets always were. A file that is not one - a credentials file or
/// /proc/self/environ reached by a typo or a link - is quoted no further than the offending
/// token: its lines are kept only at the findings' columns, everything else blanked.
///
/// A file counts as a snapshot when a line starts with one of the top-level keys a snapshot
/// needs (`windows:`, `workflows:`, `swiftui:`) or `modallint:`; as a configuration file,
/// with one of its keys.
public enum SnippetQuoting {
    public static let snapshotKeys = ["windows", "workflows", "swiftui", "modallint"]
    public static let configurationKeys = ["rules", "exclude", "environment", "modallint"]
    /// The longest token quoted from a file that is not a snapshot, in code points.
    static let maxTokenLength = 32

    /// The bytes to keep for the snippets of `diagnostics`; `index`, when given, is `bytes`'s
    /// (`SnippetSource.LineIndex`).
    public static func source(_ bytes: [UInt8], diagnostics: [Diagnostic], keys: [String] = snapshotKeys) -> [UInt8] {
        source(bytes, diagnostics: diagnostics, keys: keys, index: nil)
    }

    static func source(_ bytes: [UInt8], diagnostics: [Diagnostic], keys: [String] = snapshotKeys,
                       index: SnippetSource.LineIndex?) -> [UInt8] {
        let lines = diagnostics.map(\.range.start.line)
        guard !hasTopLevelKey(bytes, keys) else {
            if let index { return SnippetSource.reduce(bytes, keepingLines: lines, index: index) }
            return SnippetSource.reduce(bytes, keepingLines: lines)
        }
        return tokensOnly(bytes, diagnostics)
    }

    /// `source` of the file at `path`: read a part at a time where that gives the same bytes
    /// (`SnippetStream`), else read whole; nil when it cannot be read.
    static func source(fileAt path: String, diagnostics: [Diagnostic], limit: Int,
                       keys: [String] = snapshotKeys) -> [UInt8]? {
        if let streamed = SnippetStream.reduce(fileAt: path, keepingLines: diagnostics.map(\.range.start.line),
                                               keys: keys, limit: limit) {
            return streamed
        }
        guard let text = try? FileDiscovery.read(path, limit: limit).get() else { return nil }
        return source(text, diagnostics: diagnostics, keys: keys)
    }

    /// Whether a line starts with `key:` for one of `keys`.
    static func hasTopLevelKey(_ bytes: [UInt8], _ keys: [String]) -> Bool {
        let patterns = keys.map { Array($0.utf8) + [UInt8(ascii: ":")] }
        var lineStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while lineStart < bytes.count {
            for pattern in patterns where bytes.count - lineStart >= pattern.count
                && bytes[lineStart..<(lineStart + pattern.count)].elementsEqual(pattern) {
                return true
            }
            guard let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) else { break }
            lineStart = newline + 1
        }
        return false
    }

    /// Every line empty but for the token at each finding: spaces up to its column (so
    /// columns stay right), then the token, at most `maxTokenLength` code points.
    static func tokensOnly(_ bytes: [UInt8], _ diagnostics: [Diagnostic]) -> [UInt8] {
        let lines = SourceLines.split(bytes)
        var kept: [Int: [Unicode.Scalar]] = [:]
        for diagnostic in diagnostics {
            let start = diagnostic.range.start
            guard start.line >= 1, start.line <= lines.count else { continue }
            let window = SnippetWindow(lines[start.line - 1])
            let from = max(start.column - 1, 0)
            guard from < window.scalarCount else { continue }
            let end = window.byteIndex(ofScalar: min(window.scalarCount, from + maxTokenLength))
            var token = Array(String(decoding: window.line[window.byteIndex(ofScalar: from)..<end], as: UTF8.self).unicodeScalars)
            let rangeEnd = diagnostic.range.end
            if rangeEnd.line == start.line, rangeEnd.column > start.column {
                token = Array(token.prefix(rangeEnd.column - start.column))
            } else {
                // A point or a range over several lines: the word at the column, at least one character.
                let word = token.prefix { $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_-./".unicodeScalars.contains($0) }
                token = Array(token.prefix(max(word.count, 1)))
            }
            var line = kept[start.line] ?? []
            if line.count < from + token.count { line += Array(repeating: " ", count: from + token.count - line.count) }
            line.replaceSubrange(from..<(from + token.count), with: token)
            kept[start.line] = line
        }
        var result: [UInt8] = []
        for number in 1...max(1, lines.count) {
            if let line = kept[number] { result += Array(String(String.UnicodeScalarView(line)).utf8) }
            if number < lines.count { result.append(UInt8(ascii: "\n")) }
        }
        return result
    }
}
