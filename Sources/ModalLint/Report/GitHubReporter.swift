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
        String(decoding: renderPieces(run, options: options, sourceRoot: sourceRoot, workingDirectory: workingDirectory).joined,
               as: UTF8.self)
    }

    /// `render`'s text as bytes, in the pieces its threads wrote: the findings' lines in parts
    /// on `options.jobs` threads, written as bytes (built as Strings on one thread, they would
    /// be a large part of the run after its rules).
    public static func renderPieces(_ run: LintRun, options: ReportOptions = ReportOptions(),
                                    sourceRoot: String? = nil, workingDirectory: String? = nil) -> BytePieces {
        let root = sourceRoot.map { Paths.absolute($0, workingDirectory: "/") }
        func fromRoot(_ path: String) -> String {
            guard let root, let workingDirectory else { return path }
            let relative = Paths.relative(Paths.absolute(path, workingDirectory: workingDirectory), to: root)
            return relative == ".." || relative.hasPrefix("../") ? path : relative
        }
        let diagnostics = run.diagnostics
        // Worked out once per file and per rule: a large snapshot's findings all name the same
        // file, and a few rules.
        var escapedFiles: [String: String] = [:]
        var titles: [String: String] = [:]
        var counts: [Severity: Int] = [:]
        for diagnostic in diagnostics {
            counts[diagnostic.severity, default: 0] += 1
            if diagnostic.file != LintSession.standardInputName, escapedFiles[diagnostic.file] == nil {
                escapedFiles[diagnostic.file] = escapeProperty(fromRoot(diagnostic.file))
            }
            if titles[diagnostic.rule] == nil { titles[diagnostic.rule] = escapeProperty("modallint (\(diagnostic.rule))") }
        }
        let (files, ruleTitles) = (escapedFiles, titles)
        let parts = ParallelMap.parts(count: diagnostics.count, jobs: options.jobs, minimum: 64)
        let written = ParallelMap.map(parts, jobs: options.jobs) { part -> TextBytes in
            var out = TextBytes(capacity: part.count * 512)
            for index in part { line(diagnostics[index], file: files[diagnostics[index].file], title: ruleTitles[diagnostics[index].rule]!, into: &out) }
            return out
        }
        var pieces = BytePieces()
        for part in written { pieces.append(part.sink) }
        var tail = TextBytes(capacity: 512)
        if !options.quiet {
            tail.append(run.summaryLine)
            tail.append(UInt8(ascii: "\n"))
        }
        let hidden = Severity.allCases.reversed().filter { (counts[$0] ?? 0) > shownPerLevel }
        if !hidden.isEmpty {
            let described = hidden.map { "\(counts[$0]!) \(plural($0))" }.joined(separator: ", ")
            tail.append("modallint: GitHub shows at most \(shownPerLevel) annotations of each level per step and this run has \(described): "
                + "see the text report (--format text) or code scanning (--format sarif) for the others\n")
        }
        pieces.append(tail.sink)
        return pieces
    }

    /// One finding's command: `::LEVEL PROPERTIES::MESSAGE`. `file`: its path escaped as a
    /// property (nil for standard input, which has no place in the repository); `title`: its
    /// rule's, escaped.
    private static func line(_ diagnostic: Diagnostic, file: String?, title: String, into out: inout TextBytes) {
        out.append("::")
        out.append(command(diagnostic.severity))
        out.append(UInt8(ascii: " "))
        // Escaped as properties: the file once per path, the numbers need none.
        if let file {
            out.append("file=")
            out.append(file)
            for (name, value) in position(diagnostic.range) {
                out.append(UInt8(ascii: ","))
                out.append(name)
                out.append(UInt8(ascii: "="))
                out.append(value)
            }
            out.append(UInt8(ascii: ","))
        }
        out.append("title=")
        out.append(title)
        var message = diagnostic.message
        if diagnostic.file == LintSession.standardInputName {
            message = "\(diagnostic.file):\(diagnostic.range.start.line):\(diagnostic.range.start.column): " + message
        }
        if let fix = diagnostic.fix { message += "\nFix: " + fix }
        out.append("::")
        out.append(escapeData(message))
        out.append(UInt8(ascii: "\n"))
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
