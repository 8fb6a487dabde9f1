import Foundation

/// A whole run: finds the files, lints them in parallel, keeps what reporters need.
public struct LintSession: Sendable {
    public var configuration: Configuration
    public var jobs: Int
    /// Keep the bytes of files with findings (for text snippets).
    public var keepSources: Bool
    /// Up to this size a file's text is kept through its lint for the snippets: no second read,
    /// and the model need not be freed before it, for more memory at the peak (the text, and the
    /// tree behind each window no longer given back). A larger file is freed once parsed and
    /// read again for them, which keeps a large file's peak under 3x its size.
    var maximumKeptText = 16 << 20
    /// From this size a kept file's lines are indexed beside its rules, for its snippets.
    static let minimumIndexedBytes = 1 << 20
    /// Paths are shown relative to this directory when inside it.
    public var workingDirectory: String
    /// Lints source files (`.swift`) when set; the executable plugs in the Swift front end.
    public var sourceFrontEnd: (any SourceFrontEnd)?
    /// The path standard input stands for (`--stdin-filename`): reported, excluded and
    /// baselined as that file. nil: `<stdin>`.
    public var standardInputPath: String?
    /// Each file's configuration (`ConfigurationLookup`); nil: `configuration` for every file.
    public var configurations: ConfigurationLookup?
    /// Named files too are skipped when they are not snapshots (for hooks that pass every YAML file).
    public var onlySnapshots = false
    /// The process exits once this run is reported (the command line): the model of a run's
    /// only snapshot is then left to the exit, not freed (`ModelRelease.leftToExit`).
    public var exitsAfterRun = false

    public init(configuration: Configuration, jobs: Int, keepSources: Bool, workingDirectory: String) {
        self.configuration = configuration
        self.jobs = max(1, jobs)
        self.keepSources = keepSources
        self.workingDirectory = workingDirectory
    }

    /// An input: a path, or standard input's bytes already read.
    public enum Input: Sendable {
        case path(String)
        case standardInput([UInt8])
        /// An input that could not be read at all (standard input closed, a path that is not
        /// UTF-8): an `input/io` error under this name.
        case unreadable(path: String, String)
    }

    public static let standardInputName = "<stdin>"

    /// Inputs -> the files each input stands for -> the source files linted together by the
    /// front end, the snapshots one by one in parallel -> one run, the baseline applied.
    public func run(_ inputs: [Input]) -> LintRun {
        let lookup = configurations ?? ConfigurationLookup(fixed: configuration, path: nil)
        var plan = expand(inputs, lookup: lookup)
        // A configuration file that cannot be read stops the run, as one named with --config does.
        if !lookup.rejected.isEmpty { return Self.merged(lookup.rejected) }
        let sourced = lintSourceFiles(&plan, lookup: lookup)
        let results = lintSnapshots(plan.work, lookup: lookup)
        return assemble(plan: plan, sourced: sourced, snapshots: results, lookup: lookup)
    }

    /// The files of a run: what to lint (with each one's configuration), the inputs that could
    /// not be read, and where project discovery stops above each source file.
    struct Plan {
        var work: [(display: String, source: Source, configuration: Int)] = []
        var missing: [FileReport] = []
        var ceilings: [String: String] = [:]
    }

    /// The reports of both kinds, sorted by path, with the bytes their snippets quote; then
    /// the baseline.
    func assemble(plan: Plan, sourced: SourcedFiles, snapshots results: [(FileReport?, [UInt8]?)],
                  lookup: ConfigurationLookup) -> LintRun {
        var sources = sourced.projectSources
        var lineBreaks: [String: LineBreaks] = [:]
        var files = plan.missing
        var skipped: [String] = []
        // Each report names its configuration file (`FileReport.configuration`).
        let shownConfigurations = lookup.applied.map { $0.path.map(display(path:)) }
        for (report, bytes) in sourced.results {
            var report = report
            report.configuration = sourced.applied[report.path].flatMap { shownConfigurations[$0] }
            files.append(report)
            if let bytes { sources[report.path] = bytes }
            if let sourceFrontEnd, sourceFrontEnd.lineBreaks != .yaml { lineBreaks[report.path] = sourceFrontEnd.lineBreaks }
        }
        for ((report, bytes), item) in zip(results, plan.work) {
            guard var report else {
                skipped.append(item.display)
                continue
            }
            report.configuration = shownConfigurations[item.configuration]
            files.append(report)
            if let bytes { sources[report.path] = bytes }
        }
        files.sort { $0.path < $1.path }
        var run = LintRun(files: files, sources: sources)
        run.lineBreaks = lineBreaks
        run.skipped = skipped
        run.projectDiscovery = sourced.projectDiscovery
        if let baseline = configuration.baseline {
            FindingFilter.applyBaseline(baseline, to: &run, workingDirectory: workingDirectory)
        }
        return run
    }

    enum Source: Sendable {
        case file(String)
        /// Found in a directory: skipped unless it is a snapshot (`SnapshotDetection`).
        case discovered(String)
        case bytes([UInt8])
    }

    func ioReport(_ path: String, _ message: String) -> FileReport {
        FileReport(path: path, status: .invalid, diagnostics: [
            Diagnostic(rule: "input/io", severity: .error, message: message, file: path, range: .fileStart,
                       fix: "check the path and its permissions", logicalLocation: "file"),
        ])
    }

    /// What the walk could not read (an error) or did not follow (a note), as a file's report.
    func walkReport(_ problem: WalkProblem) -> FileReport {
        guard !problem.isError else { return ioReport(display(path: problem.path), problem.message) }
        let shown = display(path: problem.path)
        return FileReport(path: shown, status: .ok, diagnostics: [
            Diagnostic(rule: "input/io", severity: .note, message: problem.message, file: shown, range: .fileStart,
                       logicalLocation: "file"),
        ])
    }

    /// Relative to the working directory when inside it; never leaks an absolute path that has
    /// a relative form.
    public func display(path: String) -> String {
        Self.display(path: path, workingDirectory: workingDirectory)
    }

    public static func display(path: String, workingDirectory: String) -> String {
        let absolute = Paths.absolute(path, workingDirectory: workingDirectory)
        let shown = Self.displayPath(absolute, workingDirectory: workingDirectory)
        return shown.hasPrefix("/") && !path.hasPrefix("/") ? path : shown
    }

    /// An absolute path as reports show it: relative to the working directory when inside it.
    public static func displayPath(_ absolute: String, workingDirectory: String) -> String {
        let base = Paths.absolute(workingDirectory, workingDirectory: "/")
        // Outside the working directory the relative form climbs out with `..`, which is never
        // shown: not made at all (making it is costly per file, on one thread before any file
        // is read).
        if Paths.isOutside(absolute, base) { return absolute }
        let relative = Paths.relative(absolute, to: base)
        return relative.hasPrefix("../") || relative == ".." ? absolute : relative
    }
}
