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

    public func run(_ inputs: [Input]) -> LintRun {
        let lookup = configurations ?? ConfigurationLookup(fixed: configuration, path: nil)
        // Each path's configuration, by its directory (the walk's paths are relative to ours).
        func applied(_ path: String) -> Int { lookup.index(forFile: Paths.absolute(path, workingDirectory: workingDirectory)) }
        func excluded(_ path: String) -> Bool { lookup.isExcluded(Paths.absolute(path, workingDirectory: workingDirectory)) }
        var work: [(display: String, source: Source, configuration: Int)] = []
        var missing: [FileReport] = []
        // Where project discovery stops climbing above each Swift file found (`projectCeiling`).
        var ceilings: [String: String] = [:]
        // Standard input stands for this file: a walk that finds it leaves it to standard input.
        let replaced = inputs.contains { if case .standardInput = $0 { true } else { false } }
            ? standardInputPath.map { StandardInputTarget($0, workingDirectory: workingDirectory) } : nil
        for input in inputs {
            switch input {
            case .standardInput(let bytes):
                if let standardInputPath {
                    if excluded(standardInputPath) { continue }
                    work.append((display(path: standardInputPath), .bytes(bytes), applied(standardInputPath)))
                } else {
                    work.append((Self.standardInputName, .bytes(bytes), lookup.index(forDirectory: workingDirectory)))
                }
            case .unreadable(let path, let message):
                missing.append(ioReport(path, message))
            case .path(let path):
                var problems: [WalkProblem] = []
                switch FileDiscovery.expand(path, skipping: excluded, source: sourceFrontEnd, problems: &problems) {
                case .success(let found):
                    // Found in a directory (not named): linted only if it is a snapshot.
                    let named = found == [path]
                    let files = found.filter { !excluded($0) && replaced?.matches($0, workingDirectory: workingDirectory) != true }
                    work += files.map { (display(path: $0), named && !onlySnapshots ? .file($0) : .discovered($0), applied($0)) }
                    if let sourceFrontEnd, configuration.discoversProjects || !lookup.isFixed {
                        let suffix = "." + sourceFrontEnd.fileExtension
                        let sources = files.filter { $0.hasSuffix(suffix) }
                        if !sources.isEmpty {
                            let ceiling = Self.projectCeiling(named ? Paths.directory(of: path) : path, workingDirectory: workingDirectory)
                            for file in sources { ceilings[file] = ceiling }
                        }
                    }
                    missing += problems.filter { !excluded($0.path) }.map(walkReport)
                case .failure(let problem):
                    missing.append(ioReport(display(path: path), problem.message))
                }
            }
        }
        // A configuration file that cannot be read stops the run, as one named with --config does.
        if !lookup.rejected.isEmpty { return Self.merged(lookup.rejected) }
        var projectSources: [String: [UInt8]] = [:]
        // Source files are linted together (their facts span files), snapshots one by one.
        var sourceFiles: [(display: String, path: String)] = []
        var sourceInput: (display: String, bytes: [UInt8])?
        // The configuration of each source file, by the name reports give it.
        var sourceApplied: [String: Int] = [:]
        if let sourceFrontEnd {
            let suffix = "." + sourceFrontEnd.fileExtension
            work.removeAll { item in
                switch item.source {
                case .file(let path) where path.hasSuffix(suffix), .discovered(let path) where path.hasSuffix(suffix):
                    sourceFiles.append((item.display, path))
                    sourceApplied[item.display] = item.configuration
                    return true
                // Standard input named `Foo.swift` by --stdin-filename is source too.
                case .bytes(let bytes) where item.display.hasSuffix(suffix) && sourceInput == nil:
                    sourceInput = (item.display, bytes)
                    sourceApplied[item.display] = item.configuration
                    return true
                default:
                    return false
                }
            }
        }
        var sourceConfiguration = sourceRunConfiguration(lookup, applied: sourceApplied)
        var projectDiscovery: ProjectDiscoveryReport?
        if let sourceFrontEnd, !sourceFiles.isEmpty || sourceInput != nil {
            let discovered = discoverProjects(sourceFiles.map(\.path) + (sourceInput.map { [$0.display] } ?? []),
                                              ceilings: ceilings, readers: sourceFrontEnd.projectReaders,
                                              configuration: sourceConfiguration,
                                              severities: { lookup.configuration(forFile: Paths.absolute($0, workingDirectory: workingDirectory)) })
            sourceConfiguration.sourceEnvironments = discovered.environments
            projectDiscovery = discovered.report
            missing += discovered.reports.map(\.report)
            for case let (report, bytes?) in discovered.reports where keepSources { projectSources[report.path] = bytes }
        }
        let sourceResults = sourceFiles.isEmpty && sourceInput == nil ? [] : sourceFrontEnd!.lint(
            sourceFiles, standardInput: sourceInput, configuration: sourceConfiguration, jobs: jobs, keepSources: keepSources)
        // A run's only file is linted last: its model can be left to the exit. Snippets of a
        // file too large to keep read it again a part at a time, beside the model.
        let releaseWhenDone: ModelRelease = exitsAfterRun && work.count == 1 ? .leftToExit : .background
        // Lints bytes kept whole, which the snippets then quote as they were linted.
        @Sendable func lintKept(_ bytes: [UInt8], display: String, configuration: Configuration,
                                modelRelease: ModelRelease) -> (FileReport?, [UInt8]?) {
            // A large file's lines are indexed beside its rules (see `SnippetSource.LineIndex`).
            let lineIndex = keepSources && bytes.count >= Self.minimumIndexedBytes
                ? BackgroundTask<SnippetSource.LineIndex?>() : nil
            let report = Linter.lint(bytes, path: display, configuration: configuration, modelRelease: modelRelease,
                                     whenLoaded: lineIndex.map { task in { task.start { SnippetSource.LineIndex(bytes) } } })
            let index = lineIndex?.take() ?? nil
            return (report, keepSources && !report.diagnostics.isEmpty
                ? SnippetQuoting.source(bytes, diagnostics: report.diagnostics, index: index) : nil)
        }
        // Read on the workers: copied out of the lookup, which is done with.
        let appliedConfigurations = lookup.applied.map(\.configuration)
        let results = ParallelMap.map(work, jobs: jobs) { item -> (FileReport?, [UInt8]?) in
            let configuration = appliedConfigurations[item.configuration]
            switch item.source {
            case .bytes(let given):
                return lintKept(given, display: item.display, configuration: configuration, modelRelease: releaseWhenDone)
            case .file(let path), .discovered(let path):
                let bytes: [UInt8]
                let read = FilePrefetch.take(path, limit: configuration.limits.maxFileBytes).map { .success($0) }
                    ?? FileDiscovery.read(path, limit: configuration.limits.maxFileBytes)
                switch read {
                case .success(let read): bytes = read
                case .failure(let problem): return (ioReport(item.display, problem.message), nil)
                }
                if case .discovered = item.source, !SnapshotDetection.isSnapshot(bytes) { return (nil, nil) }
                if keepSources, bytes.count <= maximumKeptText {
                    // Kept rather than read again for the snippets: a second read, and freeing
                    // the model first to make room for it, would both come after the rules.
                    return lintKept(bytes, display: item.display, configuration: configuration, modelRelease: releaseWhenDone)
                }
                // The linter gets the only copy and frees it once the YAML is parsed; snippets
                // read the file again, and keep only their lines. Holding the text through the
                // model build would cost one more file size of peak memory, for every reporter.
                let limit = configuration.limits.maxFileBytes
                let report = Linter.lint(consume bytes, path: item.display, configuration: configuration,
                                         reread: { try? FileDiscovery.read(path, limit: limit).get() },
                                         modelRelease: releaseWhenDone)
                guard keepSources, !report.diagnostics.isEmpty else { return (report, nil) }
                return (report, SnippetQuoting.source(fileAt: path, diagnostics: report.diagnostics, limit: limit))
            }
        }
        var sources = projectSources
        var lineBreaks: [String: LineBreaks] = [:]
        var files = missing
        var skipped: [String] = []
        // Each report names its configuration file (`FileReport.configuration`).
        let shownConfigurations = lookup.applied.map { $0.path.map(display(path:)) }
        for (report, bytes) in sourceResults {
            var report = report
            report.configuration = sourceApplied[report.path].flatMap { shownConfigurations[$0] }
            files.append(report)
            if let bytes { sources[report.path] = bytes }
            if let sourceFrontEnd, sourceFrontEnd.lineBreaks != .yaml { lineBreaks[report.path] = sourceFrontEnd.lineBreaks }
        }
        for ((report, bytes), item) in zip(results, work) {
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
        run.projectDiscovery = projectDiscovery
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
