import Foundation

/// The report for people: one block per finding with a source snippet, then a summary.
public enum TextReporter {
    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions()) -> String {
        // Each file's findings (consecutive in report order) are a block of their own, rendered
        // on `options.jobs` threads: over 1,000 small files the report was a tenth of the run,
        // all of it on one core. The blocks are joined in order: the output is the same.
        let diagnostics = run.diagnostics
        var blocks: [Range<Int>] = []
        var blockStart = 0
        for index in diagnostics.indices.dropFirst() where diagnostics[index].file != diagnostics[index - 1].file {
            blocks.append(blockStart..<index)
            blockStart = index
        }
        if !diagnostics.isEmpty { blocks.append(blockStart..<diagnostics.count) }
        let sources = run.sources
        var out = ParallelMap.map(blocks, jobs: options.jobs) { block in
            render(diagnostics[block], sources: sources, options: options)
        }.joined()
        if !options.quiet {
            out += run.summaryLine + "\n"
        }
        return out
    }

    private static func render(_ diagnostics: ArraySlice<Diagnostic>, sources: [String: [UInt8]],
                               options: ReportOptions) -> String {
        var out = ""
        var lineCache: [String: [ArraySlice<UInt8>]] = [:]
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
            if lineCache[diagnostic.file] == nil, let bytes = sources[diagnostic.file] {
                lineCache[diagnostic.file] = SourceLines.split(bytes)
            }
            let gutterWidth = String(start.line).count
            let blank = String(repeating: " ", count: gutterWidth)
            if let lines = lineCache[diagnostic.file], start.line - 1 < lines.count {
                if shownLine?.file != diagnostic.file || shownLine?.line != start.line {
                    shownLine = (diagnostic.file, start.line, SnippetWindow(lines[start.line - 1]))
                }
                let width = diagnostic.range.end.line == start.line
                    ? max(1, diagnostic.range.end.column - start.column) : 1
                let (shown, column, marker) = shownLine!.window.render(column: start.column, rangeWidth: width)
                out += paint.cyan("\(blank) |") + "\n"
                out += paint.cyan("\(start.line) |") + " \(shown)\n"
                out += paint.cyan("\(blank) |") + " " + String(repeating: " ", count: column - 1)
                    + paint.color(severityColor, marker) + "\n"
            }
            if let runtime = diagnostic.runtimeMessage {
                // The first paragraph: the line a crash log shows. JSON and SARIF carry it whole.
                let firstParagraph = printable(runtime.components(separatedBy: "\n\n").first ?? runtime, keepingNewlines: true)
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
