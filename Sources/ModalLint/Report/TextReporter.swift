import Foundation

/// The report for people: one block per finding with a source snippet, then a summary.
public enum TextReporter {
    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions()) -> String {
        var out = ""
        var lineCache: [String: Lines] = [:]
        let paint = Painter(enabled: options.colors)
        for diagnostic in run.diagnostics {
            let start = diagnostic.range.start
            let severityColor: Painter.Color = switch diagnostic.severity {
            case .error: .red
            case .warning: .yellow
            case .note: .cyan
            }
            out += paint.bold("\(diagnostic.file):\(start.line):\(start.column):") + " "
            out += paint.color(severityColor, diagnostic.severity.rawValue + ":") + " "
            out += paint.bold(diagnostic.message) + " [\(diagnostic.rule)]\n"
            if lineCache[diagnostic.file] == nil, let bytes = run.sources[diagnostic.file] {
                lineCache[diagnostic.file] = Lines(String(decoding: bytes, as: UTF8.self))
            }
            let gutterWidth = String(start.line).count
            let blank = String(repeating: " ", count: gutterWidth)
            if let lines = lineCache[diagnostic.file], start.line - 1 < lines.count {
                let (shown, column) = snippet(lines[start.line - 1], column: start.column)
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
                let firstParagraph = runtime.components(separatedBy: "\n\n").first ?? runtime
                let indented = firstParagraph.replacingOccurrences(of: "\n", with: "\n\(blank)   ")
                out += "\(blank) = runtime: \(indented)\n"
            }
            if !diagnostic.path.isEmpty {
                out += "\(blank) = path: " + diagnostic.path.map(\.note).joined(separator: " -> ") + "\n"
            }
            if let fix = diagnostic.fix {
                out += "\(blank) = fix: \(fix)\n"
            }
        }
        if !options.quiet {
            out += run.summaryLine + "\n"
        }
        return out
    }

    /// The line as shown (tabs as one space so columns line up, long lines cut around the
    /// column) and the column within it.
    static func snippet(_ line: Substring, column: Int) -> (String, Int) {
        var text = line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        text = text.replacingOccurrences(of: "\t", with: " ")
        let characters = Array(text.unicodeScalars)
        let limit = 160
        guard characters.count > limit else { return (text, column) }
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

/// A text's lines, found by their UTF-8 bytes (splitting the String walks grapheme
/// clusters, which cost more than linting the file did). Only where each line starts is
/// kept; a line is cut out when a snippet asks for it.
struct Lines {
    let text: String
    /// UTF-8 offsets where each line starts, then one past the end of the text.
    private let starts: [Int]

    init(_ text: String) {
        var text = text
        starts = text.withUTF8 { utf8 in
            var starts = [0]
            guard let base = utf8.baseAddress else { return [0, 1] }
            var from = 0
            while from < utf8.count, let found = memchr(base + from, Int32(UInt8(ascii: "\n")), utf8.count - from) {
                from = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(from)
            }
            return starts + [utf8.count + 1]
        }
        self.text = text
    }

    var count: Int { starts.count - 1 }

    /// The line without its line break.
    subscript(index: Int) -> Substring {
        let utf8 = text.utf8
        return Substring(utf8[utf8.index(utf8.startIndex, offsetBy: starts[index])
            ..< utf8.index(utf8.startIndex, offsetBy: starts[index + 1] - 1)])
    }
}
