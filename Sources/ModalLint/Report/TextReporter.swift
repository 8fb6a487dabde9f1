import Foundation

/// The report for people: one block per finding with a source snippet, then a summary.
public enum TextReporter {
    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions()) -> String {
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
            SourceLines.lines(numbers.sorted(), in: sources[file]!)
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
        var out = ParallelMap.map(parts, jobs: options.jobs) { part in
            render(diagnostics[part], lines: lines, options: options)
        }.joined()
        if !options.quiet {
            out += run.summaryLine + "\n"
        }
        return out
    }

    /// Fewer findings than this are not worth a thread.
    static let minimumPart = 16

    private static func render(_ diagnostics: ArraySlice<Diagnostic>, lines: [String: [Int: ArraySlice<UInt8>]],
                               options: ReportOptions) -> String {
        var out = ""
        // Findings take 500 to 1,000 bytes each here: grown by doubling from empty, the text
        // was copied a dozen times over.
        out.reserveCapacity(diagnostics.count * 768)
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
            out += paint.bold("\(printable(diagnostic.file)):\(start.line):\(start.column):") + " "
            out += paint.color(severityColor, diagnostic.severity.rawValue + ":") + " "
            out += paint.bold(printable(diagnostic.message)) + " [\(diagnostic.rule)]\n"
            let gutterWidth = String(start.line).count
            let blank = repeated(UInt8(ascii: " "), count: gutterWidth)
            if let line = lines[diagnostic.file]?[start.line] {
                if shownLine?.file != diagnostic.file || shownLine?.line != start.line {
                    shownLine = (diagnostic.file, start.line, SnippetWindow(line))
                }
                let width = diagnostic.range.end.line == start.line
                    ? max(1, diagnostic.range.end.column - start.column) : 1
                let (shown, column, marker) = shownLine!.window.render(column: start.column, rangeWidth: width)
                out += paint.cyan("\(blank) |") + "\n"
                out += paint.cyan("\(start.line) |") + " \(shown)\n"
                out += paint.cyan("\(blank) |") + " " + repeated(UInt8(ascii: " "), count: column - 1)
                    + paint.color(severityColor, marker) + "\n"
            }
            if let runtime = diagnostic.runtimeMessage {
                // The first paragraph: the line a crash log shows. JSON and SARIF carry it whole.
                let firstParagraph = printable(firstParagraph(of: runtime), keepingNewlines: true)
                let indented = firstParagraph.replacingASCII([UInt8(ascii: "\n"): "\n\(blank)   "])
                out += "\(blank) = runtime: \(indented)\n"
            }
            if !diagnostic.path.isEmpty {
                out += "\(blank) = path: " + diagnostic.path.map { printable($0.note) }.joined(separator: " -> ") + "\n"
            }
            if let fix = diagnostic.fix {
                out += "\(blank) = fix: \(printable(fix))\n"
            }
        }
        return out
    }

    /// The text up to its first blank line (`\n\n`), found in its bytes: Foundation's
    /// `components(separatedBy:)` took 40% of a large text report.
    static func firstParagraph(of text: String) -> String {
        let utf8 = text.utf8
        var previous: UInt8 = 0
        for index in utf8.indices {
            let byte = utf8[index]
            if byte == UInt8(ascii: "\n"), previous == UInt8(ascii: "\n") {
                return String(text[..<utf8.index(before: index)])
            }
            previous = byte
        }
        return text
    }

    /// `count` times an ASCII byte, made from bytes (`String(repeating:count:)` appends one
    /// character at a time: about 5,000 instructions for a finding's two indents).
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
    let enabled: Bool

    func color(_ color: Color, _ text: String) -> String {
        enabled ? "\u{1B}[1;\(color.rawValue)m\(text)\u{1B}[0m" : text
    }
    func cyan(_ text: String) -> String { enabled ? "\u{1B}[36m\(text)\u{1B}[0m" : text }
    func bold(_ text: String) -> String { enabled ? "\u{1B}[1m\(text)\u{1B}[0m" : text }
}
