/// Which characters end a line of a file.
public enum LineBreaks: Sendable, Equatable {
    /// YAML's: LF, CR LF, a lone CR, and (YAML 1.1) NEL, LS and PS, as libyaml counts them.
    case yaml
    /// LF, CR LF and a lone CR only, as Swift counts them: a NEL, LS or PS in a comment or a
    /// string is text, and a line numbered past one would be off by one in every report.
    case newlines
}

/// Lines as YAML counts them, so that snippets and byte offsets agree with libyaml's marks:
/// a line ends at LF, CR LF, a lone CR, or (YAML 1.1) NEL, LS and PS; a leading UTF-8 byte
/// order mark is not part of line 1. Swift source counts its own (`LineBreaks.newlines`).
public enum SourceLines {
    /// The lines of `bytes`, without their line breaks.
    public static func split(_ bytes: [UInt8], breaks: LineBreaks = .yaml) -> [ArraySlice<UInt8>] {
        switch breaks {
        case .yaml: split(bytes, rule: YAMLBreaks.self)
        case .newlines: split(bytes, rule: NewlineBreaks.self)
        }
    }

    private static func split<Rule: LineBreakRule>(_ bytes: [UInt8], rule: Rule.Type) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        var start = hasByteOrderMark(bytes) ? 3 : 0
        var index = start
        while index < bytes.count {
            let length = Rule.length(bytes, at: index)
            if length > 0 {
                lines.append(bytes[start..<index])
                index += length
                start = index
            } else {
                index += 1
            }
        }
        lines.append(bytes[start..<bytes.count])
        return lines
    }

    /// The lines numbered `wanted` (1-based, ascending, repeats allowed), as `split` gives
    /// them, and no other: one pass that stops after the last. `split` keeps a slice per line
    /// of the file, memory in proportion to the file's lines for a report that shows a few of
    /// them.
    public static func lines(_ wanted: [Int], in bytes: [UInt8], breaks: LineBreaks = .yaml) -> [Int: ArraySlice<UInt8>] {
        switch breaks {
        case .yaml: lines(wanted, in: bytes, rule: YAMLBreaks.self)
        case .newlines: lines(wanted, in: bytes, rule: NewlineBreaks.self)
        }
    }

    /// Specialized for each rule: the YAML loop is the one a large snapshot's report runs.
    private static func lines<Rule: LineBreakRule>(_ wanted: [Int], in bytes: [UInt8], rule: Rule.Type) -> [Int: ArraySlice<UInt8>] {
        var found: [Int: ArraySlice<UInt8>] = [:]
        var next = 0
        var line = 1
        var start = hasByteOrderMark(bytes) ? 3 : 0
        var index = start
        func keep(_ end: Int) {
            while next < wanted.count, wanted[next] < line { next += 1 }
            if next < wanted.count, wanted[next] == line { found[line] = bytes[start..<end] }
        }
        let count = bytes.count
        while index < count, next < wanted.count {
            if bytes[index] == UInt8(ascii: "\n"), wanted[next] > line + 1 {
                // A run of empty lines before the next wanted one, counted in a tight loop: a
                // text report's source is mostly such runs (`SnippetSource`), and the general
                // step below does much more per line.
                let stop = wanted[next] - 1
                bytes.withUnsafeBufferPointer { buffer in
                    while index < count, line < stop, buffer[index] == UInt8(ascii: "\n") {
                        line += 1
                        index += 1
                    }
                }
                start = index
                continue
            }
            let length = Rule.length(bytes, at: index)
            if length == 0 {
                // The rest of the line up to a byte that may start a break, in a tight loop.
                bytes.withUnsafeBufferPointer { buffer in
                    index += 1
                    while index < count, !Rule.mayStart(buffer[index]) { index += 1 }
                }
                continue
            }
            // Only a wanted line (or one past it) needs `keep`: a text report's source is
            // mostly the line breaks between them (`SnippetSource`).
            if wanted[next] <= line { keep(index) }
            line += 1
            index += length
            start = index
        }
        if index >= bytes.count { keep(bytes.count) }
        return found
    }

    /// Line and column (in code points, 1-based) of a byte offset, as YAML counts lines.
    public static func position(ofByte offset: Int, in bytes: [UInt8]) -> SourcePosition {
        let end = min(max(offset, 0), bytes.count)
        var line = 1
        var column = 1
        var index = hasByteOrderMark(bytes) ? 3 : 0
        while index < end {
            let length = breakLength(bytes, at: index)
            if length > 0 {
                line += 1
                column = 1
                index += length
            } else {
                if bytes[index] & 0xC0 != 0x80 { column += 1 }
                index += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }

    static func hasByteOrderMark(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    }

    /// The length in bytes of the (YAML) line break at `index`, 0 when there is none.
    static func breakLength(_ bytes: [UInt8], at index: Int) -> Int {
        YAMLBreaks.length(bytes, at: index)
    }
}

/// Where lines end, as static functions: `SourceLines` is specialized for each rule.
protocol LineBreakRule {
    /// Whether a line break may start with `byte`.
    static func mayStart(_ byte: UInt8) -> Bool
    /// The length in bytes of the line break at `index`, 0 when there is none.
    static func length(_ bytes: [UInt8], at index: Int) -> Int
}

enum YAMLBreaks: LineBreakRule {
    /// LF, CR, NEL's C2, LS's and PS's E2.
    @inline(__always)
    static func mayStart(_ byte: UInt8) -> Bool {
        byte == 0x0A || byte == 0x0D || byte == 0xC2 || byte == 0xE2
    }

    static func length(_ bytes: [UInt8], at index: Int) -> Int {
        func byte(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        switch bytes[index] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return byte(1) == UInt8(ascii: "\n") ? 2 : 1
        case 0xC2: return byte(1) == 0x85 ? 2 : 0
        case 0xE2: return byte(1) == 0x80 && (byte(2) == 0xA8 || byte(2) == 0xA9) ? 3 : 0
        default: return 0
        }
    }
}

enum NewlineBreaks: LineBreakRule {
    @inline(__always)
    static func mayStart(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    static func length(_ bytes: [UInt8], at index: Int) -> Int {
        switch bytes[index] {
        case UInt8(ascii: "\n"): return 1
        case UInt8(ascii: "\r"): return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
        default: return 0
        }
    }
}
