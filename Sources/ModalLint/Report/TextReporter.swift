import Foundation

/// The report for people: one block per finding with a source snippet, then a summary.
public enum TextReporter {
    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions()) -> String {
        String(decoding: renderPieces(run, options: options).joined, as: UTF8.self)
    }

    /// `render`'s text as bytes, in the pieces its threads wrote, for writing out.
    public static func renderPieces(_ run: LintRun, options: ReportOptions = ReportOptions()) -> BytePieces {
        // The findings are rendered in parts on `options.jobs` threads and joined in order: the
        // same text. Parts, not files: one large snapshot's findings are one file's. A part ends
        // with a source line, so a very long line is still indexed once. Each file's quoted
        // lines are found first, in one pass over it.
        let diagnostics = run.diagnostics
        let sources = run.sources
        var wanted: [String: [Int]] = [:]
        for diagnostic in diagnostics where sources[diagnostic.file] != nil {
            wanted[diagnostic.file, default: []].append(diagnostic.range.start.line)
        }
        let files = Array(wanted)
        let found = ParallelMap.map(files, jobs: options.jobs) { file, numbers in
            SourceLines.lines(numbers.sorted(), in: sources[file]!, breaks: run.lineBreaks[file] ?? .yaml)
        }
        let lines = Dictionary(uniqueKeysWithValues: zip(files.map(\.key), found))
        let partSize = ParallelMap.partSize(count: diagnostics.count, jobs: options.jobs, minimum: minimumPart)
        var parts: [Range<Int>] = []
        var partStart = 0
        while partStart < diagnostics.count {
            var end = min(partStart + partSize, diagnostics.count)
            while end < diagnostics.count, diagnostics[end].file == diagnostics[end - 1].file,
                  diagnostics[end].range.start.line == diagnostics[end - 1].range.start.line {
                end += 1
            }
            parts.append(partStart..<end)
            partStart = end
        }
        let written = ParallelMap.map(parts, jobs: options.jobs) { part in
            render(diagnostics[part], lines: lines, options: options)
        }
        var pieces = BytePieces()
        for part in written { pieces.append(part.sink) }
        if !options.quiet {
            var summary = TextBytes(capacity: 128)
            summary.append(run.summaryLine)
            summary.append(UInt8(ascii: "\n"))
            pieces.append(summary.sink)
        }
        return pieces
    }

    /// Fewer findings than this are not worth a thread.
    static let minimumPart = 16

    /// Written as bytes: built from Strings, a finding would cost an interpolation and an
    /// append per piece, and a large snapshot's text report is mostly its findings.
    private static func render(_ diagnostics: ArraySlice<Diagnostic>, lines: [String: [Int: ArraySlice<UInt8>]],
                               options: ReportOptions) -> TextBytes {
        // Findings take 500 to 1,000 bytes each here.
        var out = TextBytes(capacity: diagnostics.count * 768)
        // The window of the previous finding's line: findings are sorted, so the many findings
        // of one very long line index it once, not once each.
        var shownLine: (file: String, line: Int, window: SnippetWindow)?
        let paint = Painter(enabled: options.colors)
        for diagnostic in diagnostics {
            let start = diagnostic.range.start
            let severityColor: Painter.Color = switch diagnostic.severity {
            case .error: .red
            case .warning: .yellow
            case .note: .cyan
            }
            paint.begin(.bold, into: &out)
            out.appendPrintable(diagnostic.file)
            out.append(UInt8(ascii: ":"))
            out.append(start.line)
            out.append(UInt8(ascii: ":"))
            out.append(start.column)
            out.append(UInt8(ascii: ":"))
            paint.end(into: &out)
            out.append(UInt8(ascii: " "))
            paint.begin(severityColor, into: &out)
            out.append(diagnostic.severity.rawValue)
            out.append(UInt8(ascii: ":"))
            paint.end(into: &out)
            out.append(UInt8(ascii: " "))
            paint.begin(.bold, into: &out)
            out.appendPrintable(diagnostic.message)
            paint.end(into: &out)
            out.append(" [")
            out.append(diagnostic.rule)
            out.append("]\n")
            let gutterWidth = TextBytes.digitCount(start.line)
            if let line = lines[diagnostic.file]?[start.line] {
                if shownLine?.file != diagnostic.file || shownLine?.line != start.line {
                    shownLine = (diagnostic.file, start.line, SnippetWindow(line))
                }
                let width = diagnostic.range.end.line == start.line
                    ? max(1, diagnostic.range.end.column - start.column) : 1
                let (shown, column, marker) = shownLine!.window.render(column: start.column, rangeWidth: width)
                paint.begin(.gutter, into: &out)
                out.appendSpaces(gutterWidth)
                out.append(" |")
                paint.end(into: &out)
                out.append(UInt8(ascii: "\n"))
                paint.begin(.gutter, into: &out)
                out.append(start.line)
                out.append(" |")
                paint.end(into: &out)
                out.append(UInt8(ascii: " "))
                out.append(shown)
                out.append(UInt8(ascii: "\n"))
                paint.begin(.gutter, into: &out)
                out.appendSpaces(gutterWidth)
                out.append(" |")
                paint.end(into: &out)
                out.append(UInt8(ascii: " "))
                out.appendSpaces(column - 1)
                paint.begin(severityColor, into: &out)
                out.append(marker)
                paint.end(into: &out)
                out.append(UInt8(ascii: "\n"))
            }
            if let runtime = diagnostic.runtimeMessage {
                // The first paragraph: the line a crash log shows. JSON and SARIF carry it whole.
                // Its lines after the first are indented under the text.
                out.appendSpaces(gutterWidth)
                out.append(" = runtime: ")
                let firstParagraph = printable(firstParagraph(of: runtime), keepingNewlines: true)
                out.append(firstParagraph, replacingNewlinesWithIndent: gutterWidth + 3)
                out.append(UInt8(ascii: "\n"))
            }
            if !diagnostic.path.isEmpty {
                out.appendSpaces(gutterWidth)
                out.append(" = path: ")
                for (index, step) in diagnostic.path.enumerated() {
                    if index > 0 { out.append(" -> ") }
                    out.appendPrintable(step.note)
                    if let file = step.file {
                        out.append(" (")
                        out.appendPrintable(file)
                        out.append(":\(step.range.start.line))")
                    }
                }
                out.append(UInt8(ascii: "\n"))
            }
            if let fix = diagnostic.fix {
                out.appendSpaces(gutterWidth)
                out.append(" = fix: ")
                out.appendPrintable(fix)
                out.append(UInt8(ascii: "\n"))
            }
        }
        return out
    }

    /// The text up to its first blank line (`\n\n`), found in its bytes: Foundation's
    /// `components(separatedBy:)` walks String indices, for every runtime message of a report.
    static func firstParagraph(of text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0
            for position in bytes.indices {
                let byte = bytes[position]
                if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\n") {
                    // Cut before an ASCII byte: whole characters on both sides.
                    return String(decoding: UnsafeBufferPointer(rebasing: bytes[..<(position - 1)]), as: UTF8.self)
                }
                previous = byte
            }
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// `count` times an ASCII byte, made from bytes (`String(repeating:count:)` appends one
    /// character at a time, and every finding has two indents).
    static func repeated(_ byte: UInt8, count: Int) -> String {
        String(decoding: [UInt8](repeating: byte, count: max(0, count)), as: UTF8.self)
    }

    /// `text` safe for a terminal (`TerminalText.escape`).
    static func printable(_ text: String, keepingNewlines: Bool = false) -> String {
        TerminalText.escape(text, keepingNewlines: keepingNewlines)
    }
}

/// ANSI colors, or nothing.
struct Painter {
    enum Color: String {
        case red = "31", green = "32", yellow = "33", cyan = "36"
    }
    /// What `begin` starts: a color (bold), plain cyan, or bold alone.
    enum Style {
        case bold, gutter
    }
    let enabled: Bool

    func color(_ color: Color, _ text: String) -> String {
        enabled ? "\u{1B}[1;\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
    func cyan(_ text: String) -> String { enabled ? "\u{1B}[36m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }

    /// What `color` writes before its text.
    func begin(_ color: Color, into out: inout TextBytes) {
        guard enabled else { return }
        out.append("\u{1B}[1;")
        out.append(color.rawValue)
        out.append(UInt8(ascii: "m"))
    }
    /// What `bold` (`.bold`) or `cyan` (`.gutter`) writes before its text.
    func begin(_ style: Style, into out: inout TextBytes) {
        guard enabled else { return }
        out.append(style == .bold ? "\u{1B}[1m" : "\u{1B}[36m")
    }
    /// What each writes after its text.
    func end(into out: inout TextBytes) {
        if enabled { out.append("\u{1B}[0m") }
    }
}
