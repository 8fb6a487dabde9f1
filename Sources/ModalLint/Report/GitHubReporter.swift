import Foundation

/// GitHub Actions workflow commands: one `::error`, `::warning` or `::notice` line per
/// finding, which GitHub shows as annotations on the files and in the pull request.
///
/// ```
/// ::error file=F,line=L,col=C,endLine=L2,endColumn=C2,title=modallint (RULE)::MESSAGE
/// ```
///
/// Escaped as the runner reads them (actions/toolkit `command.ts`): in the message `%`, CR
/// and LF; in properties also `:` and `,`. Before that, text from the input goes through
/// `TerminalText` like every report for people: the log is a terminal too, and ESC, C1, DEL,
/// U+2028 or a bidi override would act on it (only the line breaks of the message itself,
/// between it and its fix, stay and are encoded as `%0A`).
public enum GitHubReporter {
    /// GitHub shows at most this many annotations of each level per step (actions/toolkit,
    /// docs/problem-matchers.md), and drops the rest silently.
    public static let shownPerLevel = 10

    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions()) -> String {
        var out = ""
        var counts: [Severity: Int] = [:]
        for diagnostic in run.diagnostics {
            counts[diagnostic.severity, default: 0] += 1
            var properties: [(String, String)] = []
            if diagnostic.file != LintSession.standardInputName {
                properties.append(("file", diagnostic.file))
                let range = diagnostic.range
                properties += [("line", "\(range.start.line)"), ("col", "\(range.start.column)"),
                               ("endLine", "\(range.end.line)"), ("endColumn", "\(range.end.column)")]
            }
            properties.append(("title", "modallint (\(diagnostic.rule))"))
            var message = diagnostic.message
            if diagnostic.file == LintSession.standardInputName {
                message = "\(diagnostic.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column): " + message
            }
            if let fix = diagnostic.fix { message += "\nFix: " + fix }
            out += "::\(command(diagnostic.severity)) "
                + properties.map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
                + "::\(escapeData(message))\n"
        }
        if !options.quiet { out += run.summaryLine + "\n" }
        let hidden = Severity.allCases.reversed().filter { (counts[$0] ?? 0) > shownPerLevel }
        if !hidden.isEmpty {
            let described = hidden.map { "\(counts[$0]!) \(plural($0))" }.joined(separator: ", ")
            out += "modallint: GitHub shows at most \(shownPerLevel) annotations of each level per step and this run has \(described): "
                + "see the text report (--format text) or code scanning (--format sarif) for the others\n"
        }
        return out
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    static func plural(_ severity: Severity) -> String {
        switch severity {
        case .error: "errors"
        case .warning: "warnings"
        case .note: "notes"
        }
    }

    public static func escapeData(_ text: String) -> String {
        TerminalText.escape(text, keepingNewlines: true).replacingOccurrences(of: "%", with: "%25")
            .replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    public static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
