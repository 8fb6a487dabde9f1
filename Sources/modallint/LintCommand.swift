import ArgumentParser
import Foundation
import ModalLint
#if canImport(ModalLintSwift)
import ModalLintSwift
#endif

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: abstract,
        discussion: """
            --format and --output pair up: each --output applies to the --format before it, and a --format \
            without --output goes to standard output (at most one may). For example \
            `--format sarif --output modallint.sarif --format text`.
            """)

    // What it reads, as built: Swift source only with the Swift front end.
    #if canImport(ModalLintSwift)
    static let abstract = "Lint snapshots and Swift source: files, directories (recursed for *.yaml, *.yml and *.swift), or - for standard input."
    static let pathsHelp = "Snapshot or Swift files, directories, or - for standard input (Swift with --stdin-filename Name.swift). Default: the current directory."
    #else
    static let abstract = "Lint snapshots: files, directories (recursed for *.yaml and *.yml), or - for standard input."
    static let pathsHelp = "Snapshot files, directories, or - for standard input. Default: the current directory."
    #endif

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case error, warning, note, never }

    @Argument(help: ArgumentHelp(pathsHelp))
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif, github, markdown or xcode (repeatable, see --output).")
    var format: [ReportFormat] = []

    @Option(help: "Write the report of the --format before it to this file (atomically); - is standard output.")
    var output: [String] = []

    @Option(help: "The configuration file for every file (default: for each file, the .modallint.yml in its directory or the nearest above).")
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
    var noConfig = false

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least this severe: error, warning, note or never.")
    var failOn: FailOn = .error

    @Option(name: .customLong("rule"), help: "Run only this rule or family (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule or family (repeatable).")
    var disabledRules: [String] = []

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(name: .customLong("write-baseline"), help: "Record the current findings in this baseline file, then hide them.")
    var writeBaseline: String?

    @Option(help: "Files linted in parallel (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "No summary line.")
    var quiet = false

    @Option(name: .customLong("source-root"), help: "The directory SARIF uris and GitHub annotation paths are relative to (default: the enclosing git work tree, else the current directory).")
    var sourceRoot: String?

    @Flag(name: .customLong("only-snapshots"), help: "Skip named YAML files that are not snapshots too, as in directories (for hooks that pass every YAML file).")
    var onlySnapshots = false

    @Flag(help: "List the YAML files skipped as not snapshots, the project files and settings Swift source was judged by, each file's configuration file, and baseline entries that match no finding (on standard error).")
    var verbose = false

    @Flag(name: .customLong("no-project"), help: "Do not read the app's project files (Xcode, XcodeGen, Package.swift, Tuist) for the device each Swift file runs on.")
    var noProject = false

    @Option(name: .customLong("stdin-filename"), help: "The path standard input (-) stands for in reports, excludes, the configuration and baselines; it replaces that file where the other paths would find it.")
    var stdinFilename: String?

    @Option(name: .customLong("report-only"), help: ArgumentHelp("Analyse every input, but report only the findings in this file or directory (repeatable); the others do not count for the exit status either.", valueName: "path"))
    var reportOnly: [String] = []

    @Flag(name: .customLong("report-only-staged"), help: "As --report-only, for each file staged in git (git diff --cached).")
    var reportOnlyStaged = false

    func validate() throws {
        let unknown = Configuration.unknownSelectors(onlyRules + disabledRules)
        if let first = unknown.first {
            var message = "no rule or family named `\(first)`"
            if let guess = RuleDocumentation.closest(first, among: RuleRegistry.metadata.map(\.id) + RuleRegistry.families) {
                message += "; did you mean `\(guess)`?"
            }
            throw ValidationError(message)
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if config != nil, noConfig { throw ValidationError("--config and --no-config exclude each other") }
        if stdinFilename != nil, !paths.contains("-") { throw ValidationError("--stdin-filename needs - among the paths") }
        if let sourceRoot {
            // Paths in the reports are made relative to it: a root that is not a directory would
            // quietly leave them relative to wherever the run started.
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: sourceRoot, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw ValidationError("--source-root \(sourceRoot) is not a directory")
            }
        }
        // `modallint expalin host/missing` runs `lint` (the default subcommand) on a file that
        // is not there: say which subcommand was probably meant.
        if let first = paths.first, !first.contains("/"), !first.contains("."), !FileManager.default.fileExists(atPath: first),
           let meant = RuleDocumentation.closest(first, among: ModalLintCommand.subcommandNames), meant != first {
            throw ValidationError("no file or directory \(first); did you mean `modallint \(meant)`?")
        }
        _ = try reports()
    }

    /// The reports to write, paired from the order of --format and --output on the command
    /// line (ArgumentParser keeps each option's values in order, but not their interleaving).
    func reports() throws -> [OutputPlan.Report] {
        var tokens: [OutputPlan.Token] = []
        var arguments = ProcessArguments.all.dropFirst()[...]
        while let argument = arguments.popFirst(), argument != "--" {
            for name in ["format", "output"] {
                var value: String?
                if argument == "--\(name)" {
                    value = arguments.popFirst()
                } else if argument.hasPrefix("--\(name)=") {
                    value = String(argument.dropFirst(name.count + 3))
                }
                guard let value else { continue }
                if name == "output" {
                    tokens.append(.output(value))
                } else if let format = ReportFormat(rawValue: value) {
                    tokens.append(.format(format))
                }
            }
        }
        let formats = tokens.compactMap { if case .format(let format) = $0 { format } else { nil } }
        let outputs = tokens.compactMap { if case .output(let path) = $0 { path } else { nil } }
        guard formats == format, outputs == output else {
            throw ValidationError("cannot tell which --output belongs to which --format: write them as --format FORMAT --output FILE")
        }
        switch OutputPlan.pair(tokens) {
        case .success(let reports): return reports
        case .failure(let problem): throw ValidationError(problem.message)
        }
    }

    func run() throws {
        let reports = try reports()
        let workingDirectory = FileManager.default.currentDirectoryPath
        // The output checks know the configuration in the working directory or above; the
        // ones found beside the files are read, never written.
        let configurationRead = noConfig ? nil : config ?? ConfigurationFile.find(from: workingDirectory)
        if let conflict = outputConflict(reports, configuration: configurationRead, workingDirectory: workingDirectory) {
            Terminal.standardError("modallint: \(conflict); nothing was written\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        var base = Configuration()
        base.onlyRules = onlyRules
        base.disabledRules = disabledRules
        base.failOn = switch failOn {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .never: nil
        }
        if let baseline, writeBaseline == nil {
            do {
                base.baseline = try Baseline.read(baseline, workingDirectory: workingDirectory)
            } catch {
                Terminal.standardError("modallint: \(error.message)\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        let lookup: ConfigurationLookup
        switch ConfigurationLoading.lookup(config: config, noConfig: noConfig, noProject: noProject, base: base,
                                           workingDirectory: workingDirectory) {
        case .success(let found): lookup = found
        case .failure(let rejected):
            _ = write(rejected.run, to: reports, workingDirectory: workingDirectory)
            throw ExitCode(ExitStatus.invalidInput)
        }
        let configuration = lookup.runWide
        var kept: [String]?
        if !reportOnly.isEmpty || reportOnlyStaged {
            switch ReportOnly.paths(reportOnly, staged: reportOnlyStaged, sourceRoot: sourceRoot, workingDirectory: workingDirectory) {
            case .success(let paths): kept = paths
            case .failure(let problem):
                Terminal.standardError("modallint: \(problem.message)\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        var session = LintSession(
            configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            keepSources: reports.contains { $0.format == .text }, workingDirectory: workingDirectory)
        session.configurations = lookup
        #if canImport(ModalLintSwift)
        session.sourceFrontEnd = SwiftFrontEnd()
        #endif
        session.standardInputPath = stdinFilename
        session.onlySnapshots = onlySnapshots
        session.exitsAfterRun = true
        var inputs: [LintSession.Input] = []
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                switch SafeFile.readStandardInput(limit: configuration.limits.maxFileBytes) {
                case .success(let bytes): inputs.append(.standardInput(bytes))
                case .failure(let problem): inputs.append(.unreadable(path: LintSession.standardInputName, problem.message))
                }
            } else if let problem = Arguments.problem(path) {
                inputs.append(.unreadable(path: path, problem))
            } else {
                inputs.append(.path(path))
            }
        }
        var run = session.run(inputs)
        FilePrefetch.discard()
        for warning in lookup.warnings { Terminal.standardError("modallint: warning: \(warning)\n") }
        if verbose { sayVerbosely(run) }
        if let writeBaseline {
            let recorded = Baseline(run: run)
            do {
                try recorded.write(to: writeBaseline, workingDirectory: workingDirectory)
            } catch {
                Terminal.standardError("modallint: \(error.message)\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
            FindingFilter.applyBaseline(recorded, to: &run)
        }
        // After the baseline is written: it records the whole run.
        if let kept { ReportOnly.filter(&run, keeping: kept, workingDirectory: workingDirectory) }
        guard write(run, to: reports, workingDirectory: workingDirectory) else {
            throw ExitCode(ExitStatus.invalidInput)
        }
        let status = switch FindingFilter.outcome(run, failOn: configuration.failOn) {
        case .clean: ExitStatus.clean
        case .findings: ExitStatus.findings
        case .invalidInput: ExitStatus.invalidInput
        }
        // Everything is written (unbuffered): exit here rather than unwind, which would free
        // every finding and kept source one by one, for nothing.
        Foundation.exit(status)
    }

    /// Why the files this run would write are unsafe, or nil (see `OutputTargets`). Inside a
    /// directory argument every file the walk finds is an input, excluded or not (`InputReads`).
    /// `configuration`: the configuration file the run reads.
    func outputConflict(_ reports: [OutputPlan.Report], configuration: String?, workingDirectory: String) -> String? {
        var writes = reports.compactMap { $0.destination.map { OutputTargets.Write(option: "--output", path: $0) } }
        if let writeBaseline { writes.append(OutputTargets.Write(option: "--write-baseline", path: writeBaseline)) }
        guard !writes.isEmpty else { return nil }
        var reads: [OutputTargets.Read] = []
        if let path = configuration {
            reads.append(OutputTargets.Read(what: "the configuration file \(path)", path: path))
        }
        if let baseline, writeBaseline == nil { reads.append(OutputTargets.Read(what: "the baseline \(baseline)", path: baseline)) }
        // Only a file that exists can be read as an input: walk directories only then.
        let existing = writes.contains { FileManager.default.fileExists(atPath: $0.path) }
        reads += InputReads.reads(paths.isEmpty ? ["."] : paths, walks: existing)
        return OutputTargets.conflict(writes: writes, reads: reads, standardOutput: reports.contains { $0.destination == nil },
                                      workingDirectory: workingDirectory)
    }

    /// `--source-root`, else the enclosing git work tree, else the working directory: SARIF
    /// uris and annotation paths are relative to it, as GitHub resolves them.
    func sarifSourceRoot(workingDirectory: String) -> String {
        if let sourceRoot { return Paths.absolute(sourceRoot, workingDirectory: workingDirectory) }
        return SARIFReporter.repositoryRoot(from: workingDirectory) ?? workingDirectory
    }

    /// Renders and writes every report; false when a file could not be written.
    func write(_ run: LintRun, to reports: [OutputPlan.Report], workingDirectory: String) -> Bool {
        var written = true
        for report in reports {
            let colors = report.destination == nil && report.format == .text && Terminal.colorsOnStandardOutput
            let options = ReportOptions(colors: colors, quiet: quiet,
                                        jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount)
            // Writes to the report's file, or to standard output when it has none; a failure is
            // said on standard error and fails the run.
            func deliver(_ write: (_ destination: String?) throws(FileProblem) -> Void) {
                do throws(FileProblem) {
                    try write(report.destination)
                } catch {
                    Terminal.standardError("modallint: \(error.message)\n")
                    written = false
                }
            }
            // The bytes as each reporter makes them: a String's UTF-8 is written in place, not
            // copied into an array first.
            func emit(_ bytes: some Collection<UInt8>) {
                deliver { destination throws(FileProblem) in
                    if let destination { try AtomicFile.write(bytes: bytes, to: destination) } else { try Terminal.standardOutput(bytes: bytes) }
                }
            }
            // Text, JSON, SARIF and GitHub's come in the pieces their writer made (see `BytePieces`).
            func emit(_ pieces: BytePieces) {
                deliver { destination throws(FileProblem) in
                    if let destination { try AtomicFile.write(pieces: pieces, to: destination) } else { try Terminal.standardOutput(pieces: pieces) }
                }
            }
            switch report.format {
            case .text: emit(TextReporter.renderPieces(run, options: options))
            case .json: emit(JSONReporter.renderPieces(run, jobs: options.jobs))
            case .sarif: emit(SARIFReporter.renderPieces(run, sourceRoot: sarifSourceRoot(workingDirectory: workingDirectory),
                                                       workingDirectory: workingDirectory, jobs: options.jobs))
            case .github: emit(GitHubReporter.renderPieces(run, options: options, sourceRoot: sarifSourceRoot(workingDirectory: workingDirectory),
                                                           workingDirectory: workingDirectory))
            case .markdown: emit(MarkdownReporter.render(run).utf8)
            case .xcode: emit(XcodeReporter.render(run, workingDirectory: workingDirectory).utf8)
            }
        }
        return written
    }
}

extension ReportFormat: ExpressibleByArgument {}
