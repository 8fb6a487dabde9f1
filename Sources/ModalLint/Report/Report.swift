/// Everything a reporter formats: the files of one run, in order, with their findings.
public struct LintRun: Sendable {
    public var files: [FileReport]
    /// The bytes of files that have findings, for source snippets (text output).
    public var sources: [String: [UInt8]]
    /// How the lines of `sources` end where not as YAML's (a source front end's files).
    public var lineBreaks: [String: LineBreaks] = [:]
    /// Findings hidden by the baseline.
    public var baselined = 0
    /// Baseline entries that matched no finding of the run (to prune).
    public var unmatchedBaseline: [Baseline.Entry] = []
    /// YAML files found in directories that are not snapshots, as reports show paths.
    public var skipped: [String] = []
    /// What project discovery read for the run's Swift files (nil when it has none).
    public var projectDiscovery: ProjectDiscoveryReport?

    public init(files: [FileReport], sources: [String: [UInt8]] = [:]) {
        self.files = files
        self.sources = sources
    }

    /// Every finding, in report order.
    public var diagnostics: [Diagnostic] {
        files.flatMap(\.diagnostics).sortedInReportOrder()
    }

    public struct Counts: Sendable, Hashable {
        public var errors = 0, warnings = 0, notes = 0
        public var filesWithFindings = 0
        public var filesChecked = 0
    }

    public var counts: Counts {
        var counts = Counts()
        counts.filesChecked = files.count
        for file in files {
            if !file.diagnostics.isEmpty { counts.filesWithFindings += 1 }
            for diagnostic in file.diagnostics {
                switch diagnostic.severity {
                case .error: counts.errors += 1
                case .warning: counts.warnings += 1
                case .note: counts.notes += 1
                }
            }
        }
        return counts
    }

    /// Findings hidden by `# modallint:` comments (the baseline's are counted in `baselined`).
    public var suppressedInline: Int {
        max(0, files.reduce(0) { $0 + $1.suppressed.count } - baselined)
    }

    /// `3 errors, 1 warning in 2 files (14 files checked)`.
    public var summaryLine: String {
        let counts = counts
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        let inline = suppressedInline
        let suppressedNote = inline > 0 ? ", \(inline) suppressed" : ""
        let baselinedNote = baselined > 0 ? ", \(baselined) baselined" : ""
        let skippedNote = skipped.isEmpty ? "" : ", \(skipped.count) other YAML skipped"
        let checked = "(\(plural(counts.filesChecked, "file")) checked\(skippedNote)\(suppressedNote)\(baselinedNote))"
        var parts: [String] = []
        if counts.errors > 0 { parts.append(plural(counts.errors, "error")) }
        if counts.warnings > 0 { parts.append(plural(counts.warnings, "warning")) }
        if counts.notes > 0 { parts.append(plural(counts.notes, "note")) }
        if parts.isEmpty { return "no problems \(checked)" }
        return parts.joined(separator: ", ") + " in \(plural(counts.filesWithFindings, "file")) \(checked)"
    }
}

/// The output formats. Each reporter turns a run into text; none prints.
public enum ReportFormat: String, Sendable, CaseIterable {
    case text, json, sarif, github, markdown, xcode
}

public struct ReportOptions: Sendable {
    public var colors = false
    public var quiet = false
    /// Threads a reporter may render on (the text report renders files in parallel).
    public var jobs = 1
    public init(colors: Bool = false, quiet: Bool = false, jobs: Int = 1) {
        self.colors = colors
        self.quiet = quiet
        self.jobs = max(1, jobs)
    }
}
