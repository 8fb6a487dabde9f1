// The byte scanning the paste cleaner (PasteLines.swift) and the parser share.

/// Byte-level scanning of one line (UTF-8). All linear in the line's length.
enum Scan {
    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C }

    static func skipWhitespace(_ u: [UInt8], _ i: Int, _ hi: Int) -> Int {
        var i = i
        while i < hi {
            if isSpace(u[i]) { i += 1 } else if u[i] == 0xC2, i + 1 < hi, u[i + 1] == 0xA0 { i += 2 } else { break }
        }
        return i
    }

    static func trimEnd(_ u: [UInt8], _ lo: Int, _ hi: Int) -> Int {
        var e = hi
        while e > lo {
            if isSpace(u[e - 1]) { e -= 1 } else if e - 2 >= lo, u[e - 2] == 0xC2, u[e - 1] == 0xA0 { e -= 2 } else { break }
        }
        return e
    }

    static func hasPrefix(_ u: [UInt8], _ i: Int, _ ascii: String) -> Bool {
        var k = i
        for b in ascii.utf8 {
            guard k < u.count, u[k] == b else { return false }
            k += 1
        }
        return true
    }

    static func column(_ u: [UInt8], _ pos: Int) -> Int {
        1 + scalars(u, 0, min(pos, u.count))
    }

    /// Unicode scalars in `u[lo..<hi]` (UTF-8 bytes that do not continue a scalar).
    static func scalars(_ u: [UInt8], _ lo: Int, _ hi: Int) -> Int {
        var count = 0
        for k in lo..<hi where u[k] & 0xC0 != 0x80 { count += 1 }
        return count
    }

    static func isIdentifier(_ b: UInt8) -> Bool { PrintHierarchyImporter.isIdentifierByte(b) }

    static func lowercased(_ u: ArraySlice<UInt8>) -> String {
        String(decoding: u, as: UTF8.self).lowercased()
    }

    /// lldb, cycript and shell commands: they start a new paste.
    static func isCommand(_ u: [UInt8], _ lo: Int, _ hi: Int) -> Bool {
        let p = skipWhitespace(u, lo, hi)
        guard p < hi else { return false }
        for prompt in ["(lldb)", "lldb)", "cy#", "$ ", "% "] where hasPrefix(u, p, prompt) { return true }
        var e = p
        while e < hi, u[e] >= UInt8(ascii: "a"), u[e] <= UInt8(ascii: "z") { e += 1 }
        guard e > p, e == hi || isSpace(u[e]) else { return false }
        return ["po", "p", "e", "expr", "expression", "call", "print", "pvc"].contains(String(decoding: u[p..<e], as: UTF8.self))
    }

    /// Index of the `>` closing the `<` at `i` (nested brackets balanced), or nil.
    static func matchAngle(_ u: [UInt8], _ i: Int, _ hi: Int) -> Int? {
        var depth = 0
        var k = i
        while k < hi {
            if u[k] == UInt8(ascii: "<") { depth += 1 } else if u[k] == UInt8(ascii: ">") {
                depth -= 1
                if depth == 0 { return k }
            }
            k += 1
        }
        return nil
    }

    /// `Class 0x1f`, `Class: 0x1f`, `Module.Class<Arg>` or a bare `Class` (tools that strip addresses):
    /// an instance as `_printHierarchy` prints a view controller (no `; frame = ...`).
    static func isInstance(_ u: ArraySlice<UInt8>) -> Bool {
        guard let first = u.first, isIdentifier(first) || first == UInt8(ascii: "_") else { return false }
        return !u.contains(UInt8(ascii: ";")) && !u.contains(UInt8(ascii: "\n")) && u.count < 4096
    }

    /// `, state:` or `, view:` after position `i`.
    static func fieldFollows(_ u: [UInt8], _ i: Int) -> Bool {
        var k = skipWhitespace(u, i, u.count)
        guard k < u.count, u[k] == UInt8(ascii: ",") else { return false }
        k = skipWhitespace(u, k + 1, u.count)
        // `<Class 0x...>,` ending its line: an entry its author wrapped before the fields.
        if k == u.count { return true }
        return hasPrefix(u, k, "state:") || hasPrefix(u, k, "view:") || hasPrefix(u, k, "state :") || hasPrefix(u, k, "view :")
    }

    /// The first `_printHierarchy` entry on the line: a `<Class 0x...>` followed by
    /// `, state:` or `, view:`. `prefixStart` is where its depth markers begin (what
    /// comes before is not the paste's).
    static func findEntry(_ u: [UInt8], from lo: Int) -> (angle: Int, prefixStart: Int)? {
        // The common line: its first `<` starts the entry.
        var first = lo
        while first < u.count, u[first] != UInt8(ascii: "<") { first += 1 }
        guard first < u.count else { return nil }
        if u[lo..<first].allSatisfy({ isSpace($0) || $0 == UInt8(ascii: "|") || $0 == UInt8(ascii: "+") }),
           let close = matchAngle(u, first, min(u.count, first + 4096)), isInstance(u[(first + 1)..<close]), fieldFollows(u, close + 1) {
            return (first, lo)
        }
        // Every `<`'s closing `>` in one pass: matching each `<` on its own would be quadratic
        // in a line of brackets.
        var closes: [Int32] = []
        var open: [Int] = []
        var i = lo
        while i < u.count {
            if u[i] == UInt8(ascii: "<") {
                if closes.isEmpty { closes = Array(repeating: -1, count: u.count - lo) }
                open.append(i)
            } else if u[i] == UInt8(ascii: ">"), let o = open.popLast() {
                closes[o - lo] = Int32(i)
            }
            i += 1
        }
        guard !closes.isEmpty else { return nil }
        i = lo
        while i < u.count {
            guard u[i] == UInt8(ascii: "<") else { i += 1; continue }
            let before = i > lo ? u[i - 1] : 0x20
            let close = Int(closes[i - lo])
            if !isIdentifier(before), close > i, isInstance(u[(i + 1)..<close]),
               fieldFollows(u, close + 1) {
                var start = i
                while start > lo {
                    let b = u[start - 1]
                    if isSpace(b) || b == UInt8(ascii: "|") || b == UInt8(ascii: "+") {
                        start -= 1
                    } else if b == 0xA0, start - 2 >= lo, u[start - 2] == 0xC2 { // no-break space
                        start -= 2
                    } else {
                        break
                    }
                }
                return (i, start)
            }
            i += 1
        }
        return nil
    }

    /// The iOS 8 format: `   | <Class 0x...>` alone on its line, not a view.
    static func isBareEntry(_ u: [UInt8]) -> Bool {
        var i = 0
        while i < u.count, isSpace(u[i]) || u[i] == UInt8(ascii: "|") || u[i] == UInt8(ascii: "+") { i += 1 }
        guard i < u.count, u[i] == UInt8(ascii: "<"), let close = matchAngle(u, i, u.count), close == u.count - 1,
              isInstance(u[(i + 1)..<close]) else { return false }
        let name = PrintHierarchyImporter.Parser.className(String(decoding: u[(i + 1)..<close], as: UTF8.self)) ?? ""
        return !isViewClassName(name)
    }

    /// Views, windows and layers: what view dumps list, never view controllers.
    static func isViewClassName(_ name: String) -> Bool {
        let base = name.split(separator: "<").first.map(String.init) ?? name
        for suffix in ["View", "Window", "Button", "Label", "Layer", "Bar", "Cell", "Field", "Control", "Switch", "Slider"]
        where base.hasSuffix(suffix) { return true }
        return false
    }

    /// A line of a view dump: `<UIView: 0x...; frame = ...>`, a `(layer)` line, or a bare view class.
    static func isViewDescription(_ u: [UInt8], _ lo: Int) -> Bool {
        var i = lo
        while i < u.count, isSpace(u[i]) || u[i] == UInt8(ascii: "|") || u[i] == UInt8(ascii: "+") || u[i] == UInt8(ascii: "`") { i += 1 }
        guard i < u.count, u[i] == UInt8(ascii: "<") else { return false }
        let text = String(decoding: u[i...], as: UTF8.self)
        if text.contains("; frame = ") || text.contains("; layer = <") || text.hasSuffix("(layer)") { return true }
        if let close = matchAngle(u, i, u.count), isInstance(u[(i + 1)..<close]), trimEnd(u, close + 1, u.count) == close + 1 {
            return isViewClassName(PrintHierarchyImporter.Parser.className(String(decoding: u[(i + 1)..<close], as: UTF8.self)) ?? "")
        }
        return false
    }

    /// The rest of a wrapped entry: `, state: ...`, `state: ...`, `view: ...`, `presented with: ...`,
    /// `not in the window`, `(view not loaded)`.
    static func isContinuation(_ u: [UInt8], _ p: Int) -> Bool {
        let rest = lowercased(u[p..<min(u.count, p + 24)])
        return ["," , "state:", "state :", "view:", "view :", "presented with", "not in the window", "(view not loaded)"]
            .contains { rest.hasPrefix($0) }
    }

    static func containsEscapedNewline(_ u: [UInt8]) -> Bool {
        var i = 0
        while i + 1 < u.count {
            if u[i] == UInt8(ascii: "\\") {
                if u[i + 1] == UInt8(ascii: "n") { return true }
                i += 2
            } else {
                i += 1
            }
        }
        return false
    }

    /// Splits at `\n` escapes (JSON logs, cycript's `@"..."`, Swift string literals) and undoes `\"`, `\\`, `\t`.
    static func unescapedPieces(_ u: [UInt8]) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var current: [UInt8] = []
        var i = 0
        while i < u.count {
            if u[i] == UInt8(ascii: "\\"), i + 1 < u.count {
                switch u[i + 1] {
                case UInt8(ascii: "n"): pieces.append(current); current = []
                case UInt8(ascii: "t"): current.append(0x09)
                case UInt8(ascii: "r"): break
                default: current.append(u[i + 1])
                }
                i += 2
            } else {
                current.append(u[i])
                i += 1
            }
        }
        pieces.append(current)
        return pieces
    }

    /// Where a collapsed line starts its next entry: after a complete entry, a run of spaces and
    /// `|`/`+` markers (at least one) that ends at a `<`.
    static func collapsedCuts(_ u: [UInt8]) -> [Int] {
        var cuts: [Int] = []
        var angles = 0, parens = 0
        var sawEntry = false
        var i = 0
        while i < u.count {
            let b = u[i]
            if b == UInt8(ascii: "<") { angles += 1 } else if b == UInt8(ascii: ">") { angles = max(0, angles - 1); if angles == 0 { sawEntry = true } }
            else if b == UInt8(ascii: "(") { parens += 1 } else if b == UInt8(ascii: ")") { parens = max(0, parens - 1) }
            else if isSpace(b), angles == 0, parens == 0, sawEntry {
                var k = i
                var markers = 0
                while k < u.count, isSpace(u[k]) || u[k] == UInt8(ascii: "|") || u[k] == UInt8(ascii: "+") {
                    if !isSpace(u[k]) { markers += 1 }
                    k += 1
                }
                if markers > 0, k < u.count, u[k] == UInt8(ascii: "<") {
                    cuts.append(i)
                    sawEntry = false
                }
                i = max(k, i + 1)
                continue
            }
            i += 1
        }
        return cuts
    }
}

/// What the cleaner asks of an entry's bytes, kept as they grow: whether it is cut in the
/// middle (an unclosed `<` or `(`, or a trailing `,` or `:`: the next line continues it) and
/// whether its first `<...>` is followed by a `,` (it has fields). A cut entry joined with
/// the lines that continue it costs what each line appends, not the whole entry again.
struct EntryShape: Sendable {
    private var angles = 0, parens = 0
    private var last: UInt8?
    /// Where the first `<...>` and what follows it stand.
    private enum Fields: Sendable, Equatable {
        case beforeAngle, inAngle(depth: Int), afterClose, afterCloseLeadByte, decided(Bool)
    }
    private var fields = Fields.beforeAngle

    init() {}
    init(_ bytes: some Sequence<UInt8>) { append(bytes) }

    var isIncomplete: Bool {
        guard let last else { return false }
        return last == UInt8(ascii: ",") || last == UInt8(ascii: ":") || angles > 0 || parens > 0
    }

    var hasFields: Bool { fields == .decided(true) }

    mutating func append(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            last = byte
            switch byte {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">"): angles = max(0, angles - 1)
            case UInt8(ascii: "("): parens += 1
            case UInt8(ascii: ")"): parens = max(0, parens - 1)
            default: break
            }
            switch fields {
            case .beforeAngle:
                if byte == UInt8(ascii: "<") { fields = .inAngle(depth: 1) }
            case .inAngle(let depth):
                if byte == UInt8(ascii: "<") {
                    fields = .inAngle(depth: depth + 1)
                } else if byte == UInt8(ascii: ">") {
                    fields = depth == 1 ? .afterClose : .inAngle(depth: depth - 1)
                }
            case .afterClose:
                // Spaces, tabs and no-break spaces (C2 A0) may stand before the comma.
                if Scan.isSpace(byte) { break }
                fields = byte == 0xC2 ? .afterCloseLeadByte : .decided(byte == UInt8(ascii: ","))
            case .afterCloseLeadByte:
                fields = byte == 0xA0 ? .afterClose : .decided(false)
            case .decided:
                break
            }
        }
    }
}
