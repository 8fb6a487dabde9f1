import Foundation

/// The report for people: one block per finding with a source snippet, then a summary.
public enum TextReporter {
    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions()) -> String {
        var out = ""
        var lineCache: [String: [ArraySlice<UInt8>]] = [:]
        // The decoded line of the previous finding: findings are sorted, so the many findings
        // of one very long line decode it once, not once each.
        var shownLine: (file: String, line: Int, scalars: [Unicode.Scalar])?
        let paint = Painter(enabled: options.colors)
        for diagnostic in run.diagnostics {
            let start = diagnostic.range.start
            let severityColor: Painter.Color = switch diagnostic.severity {
            case .error: .red
            case .warning: .yellow
            case .note: .cyan
            }
            out += paint.bold("\(printable(diagnostic.file)):\(start.line):\(start.column):") + " "
            out += paint.color(severityColor, diagnostic.severity.rawValue + ":") + " "
            out += paint.bold(printable(diagnostic.message)) + " [\(diagnostic.rule)]\n"
            if lineCache[diagnostic.file] == nil, let bytes = run.sources[diagnostic.file] {
                lineCache[diagnostic.file] = SourceLines.split(bytes)
            }
            let gutterWidth = String(start.line).count
            let blank = String(repeating: " ", count: gutterWidth)
            if let lines = lineCache[diagnostic.file], start.line - 1 < lines.count {
                if shownLine?.file != diagnostic.file || shownLine?.line != start.line {
                    let text = printable(String(decoding: lines[start.line - 1], as: UTF8.self))
                    shownLine = (diagnostic.file, start.line, Array(text.unicodeScalars))
                }
                let (shown, column) = snippet(shownLine!.scalars, column: start.column)
                let width = diagnostic.range.end.line == start.line
                    ? max(1, diagnostic.range.end.column - start.column) : 1
                let marker = "^" + String(repeating: "~", count: min(width, max(1, shown.count - column + 2)) - 1)
                out += paint.cyan("\(blank) |") + "\n"
                out += paint.cyan("\(start.line) |") + " \(shown)\n"
                out += paint.cyan("\(blank) |") + " " + String(repeating: " ", count: column - 1)
                    + paint.color(severityColor, marker) + "\n"
            }
            if let runtime = diagnostic.runtimeMessage {
                // The first paragraph: the line a crash log shows. JSON and SARIF carry it whole.
                let firstParagraph = printable(runtime.components(separatedBy: "\n\n").first ?? runtime, keepingNewlines: true)
                let indented = firstParagraph.replacingOccurrences(of: "\n", with: "\n\(blank)   ")
                out += "\(blank) = runtime: \(indented)\n"
            }
            if !diagnostic.path.isEmpty {
                out += "\(blank) = path: " + diagnostic.path.map { printable($0.note) }.joined(separator: " -> ") + "\n"
            }
            if let fix = diagnostic.fix {
                out += "\(blank) = fix: \(printable(fix))\n"
            }
        }
        if !options.quiet {
            out += run.summaryLine + "\n"
        }
        return out
    }

    /// `text` safe for a terminal, one code point for one, so columns still line up: a tab is
    /// a space, other control characters (escape sequences from a file could repaint a CI
    /// log) and line breaks are U+FFFD.
    static func printable(_ text: String, keepingNewlines: Bool = false) -> String {
        guard text.unicodeScalars.contains(where: { isControl($0) }) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result.append(" ")
            } else if keepingNewlines && scalar == "\n" {
                result.append(scalar)
            } else {
                result.append(isControl(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return String(result)
    }

    static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    /// The line as shown (already `printable`; long lines cut around the column) and the
    /// column within it.
    static func snippet(_ characters: [Unicode.Scalar], column: Int) -> (String, Int) {
        let limit = 160
        guard characters.count > limit else { return (String(String.UnicodeScalarView(characters)), column) }
        let from = max(0, min(column - 1 - 40, characters.count - limit))
        var view = String(String.UnicodeScalarView(characters[from..<min(characters.count, from + limit)]))
        var shifted = column - from
        if from > 0 {
            view = "…" + view
            shifted += 1
        }
        return (view + "…", shifted)
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
