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
    /// For `.entry`: what its bytes say, kept as lines that continue it are appended.
    var shape = EntryShape()
    /// For `.entry`: the line has `, state:` or `, view:` (not the bare iOS 8 format).
    var hasFields: Bool { shape.hasFields }
    /// For `.entry`: cut in the middle (an unclosed `<`, a trailing `,`): the next line continues it.
    var incomplete: Bool { shape.isIncomplete }

    init(kind: Kind, number: Int, column: Int, bytes: [UInt8], measured: Bool = false) {
        self.kind = kind
        self.number = number
        self.column = column
        self.bytes = bytes
        if measured { shape = EntryShape(bytes) }
    }

    /// Appends a line that continues this entry, in place (`space`: one space before it).
    mutating func append(continuation line: ArraySlice<UInt8>, space: Bool) {
        if space {
            bytes.append(0x20)
            shape.append(CollectionOfOne(0x20))
        }
        bytes += line
        shape.append(line)
    }
}

/// Splits and cleans a paste into `PasteLine`s; problems (errors) and notes (what was
/// skipped or assumed) are located in the paste.
struct PasteCleaner {
    private(set) var lines: [PasteLine] = []
    private(set) var notes: [ImportProblem] = []
    private(set) var problems: [ImportProblem] = []
    /// The previous physical line was cut by a hard wrap (`hardWrapWidth`): the text goes on at
    /// the start of this one, with no space between unless this one starts with one.
    private var previousLineCut = false

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
        let widths = physical.map { Scan.scalars(bytes, $0.lo, $0.hi) }
        let cutWidth = Self.hardWrapWidth(bytes, physical.map { $0.lo..<$0.hi }, widths: widths)
        for (at, line) in physical.enumerated() {
            previousLineCut = at > 0 && widths[at - 1] == cutWidth
            clean(Array(bytes[line.lo..<Scan.trimEnd(bytes, line.lo, line.hi)]), line.number)
        }
        summarize()
    }

    /// The width a terminal or a mail program cut the paste's lines at, whatever they held
    /// (`_UIFullscreenPresentationControlle` / `r 0x...`): the longest lines' length, when at
    /// least two lines of it (40 columns or more) go on at the start of the next line with text
    /// that does not start an entry. An author's own wrapping breaks at spaces, lines of any length.
    /// `widths`: each line's width in Unicode scalars.
    static func hardWrapWidth(_ bytes: [UInt8], _ lines: [Range<Int>], widths: [Int]) -> Int? {
        guard let widest = widths.max(), widest >= 40 else { return nil }
        var cuts = 0
        for at in lines.indices.dropLast() where widths[at] == widest {
            let next = lines[at + 1]
            guard let first = next.isEmpty ? nil : bytes[next.lowerBound] else { continue }
            let startsEntry = Scan.isSpace(first) || first == UInt8(ascii: "<")
                || first == UInt8(ascii: "|") || first == UInt8(ascii: "+") || first == UInt8(ascii: "(")
            if !startsEntry { cuts += 1 }
        }
        return cuts >= 2 ? widest : nil
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
        // A line the author wrapped, or a terminal cut (a view `<UIView 0x...>` that goes on an
        // entry is not a view dump): the rest of the previous entry.
        // (Bounded: joining stops at 64 KiB, so a paste of a million continuation lines stays linear.)
        // A hard wrap cut the text where it stood: rejoined as it was, without a space.
        let cutHere = previousLineCut && p == 0
        // Appended in place, and measured by what it adds: joining thousands of lines to an
        // entry cut at an unclosed `<` costs their length, not their number times the entry's.
        // (Read through the index: a copy of the last line would share its bytes, and the
        // append would copy them all.)
        if let at = lines.indices.last, lines[at].kind == .entry, lines[at].bytes.count < 64 * 1024,
           Scan.isContinuation(line, p) || lines[at].incomplete || cutHere {
            let space = line[p] != UInt8(ascii: ",") && lines[at].bytes.last != UInt8(ascii: " ") && !cutHere
            lines[at].append(continuation: line[p...], space: space)
            return
        }
        if Scan.isViewDescription(line, p) {
            lines.append(PasteLine(kind: .view, number: number, column: Scan.column(line, p), bytes: Array(line[p...])))
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
        lines.append(PasteLine(kind: kind, number: number, column: Scan.column(line, q), bytes: text, measured: kind == .entry))
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
        lines.append(PasteLine(kind: .entry, number: number, column: column, bytes: trimmed, measured: true))
    }

    // MARK: What was left out

    /// Lead-in and trailing text is skipped with one note each, and view-dump lines around view
    /// controller lines; a paste of view-dump lines only is refused.
    private mutating func summarize() {
        let entries = lines.indices.filter { lines[$0].kind == .entry }
        let views = lines.filter { $0.kind == .view }
        if let firstView = views.first {
            let what = entries.isEmpty ? "this is a view dump" : "lines \(firstView.number)–\(views.last!.number) are a view dump"
            // Around view controller lines, the hierarchy was read: a note, not an error.
            let problem = ImportProblem(line: firstView.number, column: firstView.column, message: """
                \(what) (`recursiveDescription`, chisel's `pviews` or Xcode's view debugger: `<UIView: 0x...; frame = ...>`), \
                not view controllers; skipped \(views.count) view line\(views.count == 1 ? "" : "s"). Print the view controllers \
                with `po [[[UIWindow keyWindow] rootViewController] _printHierarchy]` (from a Swift frame: `expr -l objc -O -- \
                [[[UIWindow keyWindow] rootViewController] _printHierarchy]`, or chisel's `pvc`)
                """)
            if entries.isEmpty { problems.append(problem) } else { notes.append(problem) }
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
