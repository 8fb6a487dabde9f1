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

    /// `sourceRoot` and `workingDirectory`: file paths are written relative to the source root
    /// (the repository root, from which the runner places annotations) when inside it.
    public static func render(_ run: LintRun, options: ReportOptions = ReportOptions(),
                              sourceRoot: String? = nil, workingDirectory: String? = nil) -> String {
        let root = sourceRoot.map { Paths.absolute($0, workingDirectory: "/") }
        // Worked out once per file: a large snapshot's findings all name the same one.
        var escapedPaths: [String: String] = [:]
        func fromRoot(_ path: String) -> String {
            guard let root, let workingDirectory else { return path }
            let relative = Paths.relative(Paths.absolute(path, workingDirectory: workingDirectory), to: root)
            return relative == ".." || relative.hasPrefix("../") ? path : relative
        }
        func escapedFile(_ path: String) -> String {
            if let known = escapedPaths[path] { return known }
            let escaped = escapeProperty(fromRoot(path))
            escapedPaths[path] = escaped
            return escaped
        }
        var out = ""
        var counts: [Severity: Int] = [:]
        for diagnostic in run.diagnostics {
            counts[diagnostic.severity, default: 0] += 1
            // Escaped as properties: the file once per path, the numbers need none.
            var properties: [(String, String)] = []
            if diagnostic.file != LintSession.standardInputName {
                properties.append(("file", escapedFile(diagnostic.file)))
                properties += position(diagnostic.range)
            }
            properties.append(("title", escapeProperty("modallint (\(diagnostic.rule))")))
            var message = diagnostic.message
            if diagnostic.file == LintSession.standardInputName {
                message = "\(diagnostic.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column): " + message
            }
            if let fix = diagnostic.fix { message += "\nFix: " + fix }
            out += "::\(command(diagnostic.severity)) "
                + properties.map { "\($0.0)=\($0.1)" }.joined(separator: ",")
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

    /// `line`, `endLine`, `col`, `endColumn` as the runner reads them: lines inclusive, the end
    /// column exclusive like ours. A range that ends at column 1 of a later line ends on the
    /// line before (else a whole extra line is marked), and columns only on one line (the
    /// checks API rejects columns on a range that spans lines).
    static func position(_ range: SourceRange) -> [(String, String)] {
        let start = range.start
        let end = max(range.end, start)
        var endLine = end.line
        var endColumn: Int? = end.column
        if end.line > start.line, end.column <= 1 {
            endLine = end.line - 1
            endColumn = nil
        }
        guard endLine == start.line, let endColumn else { return [("line", "\(start.line)"), ("endLine", "\(endLine)")] }
        return [("line", "\(start.line)"), ("col", "\(start.column)"),
                ("endLine", "\(endLine)"), ("endColumn", "\(max(endColumn, start.column))")]
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
        TerminalText.escape(text, keepingNewlines: true)
            .replacingASCII([UInt8(ascii: "%"): "%25", UInt8(ascii: "\r"): "%0D", UInt8(ascii: "\n"): "%0A"])
    }

    public static func escapeProperty(_ text: String) -> String {
        TerminalText.escape(text, keepingNewlines: true).replacingASCII([
            UInt8(ascii: "%"): "%25", UInt8(ascii: "\r"): "%0D", UInt8(ascii: "\n"): "%0A",
            UInt8(ascii: ":"): "%3A", UInt8(ascii: ","): "%2C",
        ])
    }
}
