import Foundation

// Finding the `_printHierarchy` lines in text as people paste it: the lines of the
// hierarchy are found by their `<Class 0x...>, state: ...` entries anywhere in a line, and
// what surrounds them is taken off (Xcode console timestamps, `- some :` of Swift's `po`,
// lldb and cycript prompts, Markdown backticks, string quotes), escaped `\n` and collapsed
// pastes are split back into lines, and lines re-wrapped by their author are joined back.
// The parser (PrintHierarchyParser.swift) then only sees hierarchy lines and commands.
// Every pass is linear in the paste; nothing recurses.

/// One line of the hierarchy after cleaning, or an lldb/cycript command (which starts a new
/// paste), or a line that is neither (reported by the parser when it sits inside the paste).
struct PasteLine: Sendable {
    enum Kind: Sendable, Equatable { case entry, command, other, view }
    var kind: Kind
    /// 1-based line of the paste the text starts on.
    var number: Int
    /// 1-based column (Unicode scalars) of `bytes[0]` on that line.
    var column: Int
    var bytes: [UInt8]
    /// For `.entry`: the line has `, state:` or `, view:` (not the bare iOS 8 format).
    var hasFields = false
    /// For `.entry`: cut in the middle (an unclosed `<`, a trailing `,`): the next line continues it.
    var incomplete = false
}

/// Splits and cleans a paste into `PasteLine`s; problems (errors) and notes (what was
/// skipped or assumed) are located in the paste.
struct PasteCleaner {
    private(set) var lines: [PasteLine] = []
    private(set) var notes: [ImportProblem] = []
    private(set) var problems: [ImportProblem] = []

    init(_ bytes: [UInt8], truncatedAtLine: Int?) {
        var physical: [(lo: Int, hi: Int, number: Int)] = []
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        var i = start
        var number = 1
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                physical.append((start, i, number))
                if b == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                i += 1
                start = i
                number += 1
            } else {
                i += 1
            }
        }
        if start < bytes.count { physical.append((start, bytes.count, number)) }
        for line in physical { clean(Array(bytes[line.lo..<Scan.trimEnd(bytes, line.lo, line.hi)]), line.number) }
        summarize()
    }

    // MARK: One physical line

    private mutating func clean(_ line: [UInt8], _ number: Int) {
        let p = Scan.skipWhitespace(line, 0, line.count)
        if p >= line.count { return }
        if line[p] == UInt8(ascii: "#") { return } // comments (fixture provenance); a root shell prompt too
        if Scan.hasPrefix(line, p, "```") || Scan.hasPrefix(line, p, "~~~") { return } // Markdown fence
        if Scan.hasPrefix(line, p, "\u{25BF}") { return } // `▿ Optional<Any>`: Swift `po`'s header line

        if let entry = Scan.findEntry(line, from: p) {
            // What precedes the entry on its line: a prompt, a timestamp, `- some :`, a quote.
            let prefix = Array(line[p..<entry.prefixStart])
            if Scan.isCommand(prefix, 0, prefix.count) {
                lines.append(PasteLine(kind: .command, number: number, column: 1, bytes: prefix))
            }
            var end = line.count
            // A quoted string (cycript's `@"..."`, Swift's `- some : "..."`, a JSON log) or inline code:
            // the paste ends at the closing quote.
            if let opener = prefix.last(where: { $0 != 0x20 && $0 != 0x09 }),
               opener == UInt8(ascii: "\"") || opener == UInt8(ascii: "`") || opener == UInt8(ascii: "'") {
                var k = entry.angle
                while k < line.count, line[k] != opener {
                    k += line[k] == UInt8(ascii: "\\") && opener == UInt8(ascii: "\"") ? 2 : 1
                }
                end = min(k, line.count)
            }
            let column = Scan.column(line, entry.prefixStart)
            let text = Array(line[entry.prefixStart..<end])
            if Scan.containsEscapedNewline(text) {
                for piece in Scan.unescapedPieces(text) { addSegments(piece, number, column) }
            } else {
                addSegments(text, number, column)
            }
            return
        }
        if Scan.isViewDescription(line, p) {
            lines.append(PasteLine(kind: .view, number: number, column: Scan.column(line, p), bytes: Array(line[p...])))
            return
        }
        // A line the author wrapped: the rest of the previous entry.
        // (Bounded: joining stops at 64 KiB, so a paste of a million continuation lines stays linear.)
        if let last = lines.last, last.kind == .entry, last.bytes.count < 64 * 1024,
           Scan.isContinuation(line, p) || last.incomplete {
            var joined = last.bytes
            let first = line[p]
            if first != UInt8(ascii: ","), joined.last != UInt8(ascii: " ") { joined.append(0x20) }
            joined += line[p...]
            lines[lines.count - 1].bytes = joined
            lines[lines.count - 1].hasFields = Scan.hasFields(joined)
            lines[lines.count - 1].incomplete = Scan.isIncomplete(joined)
            return
        }
        if Scan.isCommand(line, p, line.count) {
            lines.append(PasteLine(kind: .command, number: number, column: 1, bytes: Array(line[p...])))
            return
        }
        // A backtick-quoted or bare entry of the iOS 8 format (`   | <Class 0x...>`), or other text.
        var q = p
        while q < line.count, line[q] == UInt8(ascii: "`") { q += 1 }
        var e = line.count
        while e > q, line[e - 1] == UInt8(ascii: "`") { e -= 1 }
        let text = Array(line[q..<e])
        // A line with depth markers, or starting with `<`, is the paste's, even when broken (the parser
        // says what is wrong).
        let marked = text.first == UInt8(ascii: "|") || text.first == UInt8(ascii: "+") || text.first == UInt8(ascii: "<")
        let kind: PasteLine.Kind = marked || Scan.isBareEntry(text) ? .entry : .other
        lines.append(PasteLine(kind: kind, number: number, column: Scan.column(line, q), bytes: text,
                               incomplete: kind == .entry && Scan.isIncomplete(text)))
    }

    /// A paste collapsed onto one line keeps its `| ` and `+ ` markers: split before each run
    /// of markers that follows a complete entry and leads to the next `<`.
    private mutating func addSegments(_ text: [UInt8], _ number: Int, _ column: Int) {
        var start = 0
        for cut in Scan.collapsedCuts(text) {
            appendEntry(Array(text[start..<cut]), number, column + start)
            start = cut
        }
        appendEntry(Array(text[start...]), number, column + start)
    }

    private mutating func appendEntry(_ text: [UInt8], _ number: Int, _ column: Int) {
        var end = Scan.trimEnd(text, 0, text.count)
        // A stray backtick after the entry (inline code closed on the last line of a Markdown paste).
        while end > 0, text[end - 1] == UInt8(ascii: "`") { end = Scan.trimEnd(text, 0, end - 1) }
        let trimmed = Array(text[0..<end])
        guard !trimmed.isEmpty else { return }
        lines.append(PasteLine(kind: .entry, number: number, column: column, bytes: trimmed, hasFields: Scan.hasFields(trimmed),
                               incomplete: Scan.isIncomplete(trimmed)))
    }

    // MARK: What was left out

    /// Lead-in and trailing text is skipped with one note each; view-dump lines are refused.
    private mutating func summarize() {
        let entries = lines.indices.filter { lines[$0].kind == .entry }
        let views = lines.filter { $0.kind == .view }
        if let firstView = views.first {
            let what = entries.isEmpty ? "this is a view dump" : "lines \(firstView.number)–\(views.last!.number) are a view dump"
            problems.append(ImportProblem(line: firstView.number, column: firstView.column, message: """
                \(what) (`recursiveDescription`, chisel's `pviews` or Xcode's view debugger: `<UIView: 0x...; frame = ...>`), \
                not view controllers; skipped \(views.count) view line\(views.count == 1 ? "" : "s"). Print the view controllers \
                with `po [[[UIWindow keyWindow] rootViewController] _printHierarchy]` (from a Swift frame: `expr -l objc -O -- \
                [[[UIWindow keyWindow] rootViewController] _printHierarchy]`, or chisel's `pvc`)
                """))
            lines.removeAll { $0.kind == .view }
        }
        guard var first = lines.firstIndex(where: { $0.kind == .entry }),
              var last = lines.lastIndex(where: { $0.kind == .entry }) else {
            lines.removeAll { $0.kind == .other }
            return
        }
        // What a command printed before the next paste (`Process 812 resuming`): not part of a hierarchy.
        var afterCommand = false
        var between: [PasteLine] = []
        for index in lines.indices where index > first && index < last {
            switch lines[index].kind {
            case .command: afterCommand = true
            case .entry: afterCommand = false
            case .other, .view:
                if afterCommand { between.append(lines[index]); lines[index].kind = .view }
            }
        }
        if let a = between.first, let b = between.last {
            notes.append(ImportProblem(line: a.number, column: 1, message:
                "skipped \(Self.span(a.number, b.number)) between pastes: the output of a debugger command, not part of the hierarchy"))
            lines.removeAll { $0.kind == .view }
            first = lines.firstIndex { $0.kind == .entry } ?? 0
            last = lines.lastIndex { $0.kind == .entry } ?? 0
        }
        let before = lines[..<first].filter { $0.kind == .other }
        let after = lines[(last + 1)...].filter { $0.kind == .other }
        if let a = before.first, let b = before.last {
            notes.append(ImportProblem(line: a.number, column: 1, message:
                "skipped \(Self.span(a.number, b.number)) before the first view controller (line \(lines[first].number)): not part of the hierarchy"))
        }
        if let a = after.first, let b = after.last {
            notes.append(ImportProblem(line: a.number, column: 1, message:
                "skipped \(Self.span(a.number, b.number)) after the last view controller (line \(lines[last].number)): not part of the hierarchy"))
        }
        lines = lines.enumerated().filter { index, line in
            line.kind != .other || (index > first && index < last)
        }.map(\.element)
    }

    private static func span(_ a: Int, _ b: Int) -> String {
        a == b ? "line \(a)" : "lines \(a)–\(b)"
    }
}

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
        var c = 1
        for k in 0..<min(pos, u.count) where u[k] & 0xC0 != 0x80 { c += 1 }
        return c
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

    static func hasFields(_ u: [UInt8]) -> Bool {
        var i = 0
        while i < u.count, u[i] != UInt8(ascii: "<") { i += 1 }
        guard i < u.count, let close = matchAngle(u, i, u.count) else { return false }
        let k = skipWhitespace(u, close + 1, u.count)
        return k < u.count && u[k] == UInt8(ascii: ",")
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

    /// An entry cut in the middle: an unclosed `<` or `(`, or a trailing `,` or `:`.
    static func isIncomplete(_ u: [UInt8]) -> Bool {
        guard let last = u.last else { return false }
        if last == UInt8(ascii: ",") || last == UInt8(ascii: ":") { return true }
        var angles = 0, parens = 0
        for b in u {
            switch b {
            case UInt8(ascii: "<"): angles += 1
            case UInt8(ascii: ">"): angles = max(0, angles - 1)
            case UInt8(ascii: "("): parens += 1
            case UInt8(ascii: ")"): parens = max(0, parens - 1)
            default: break
            }
        }
        return angles > 0 || parens > 0
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
