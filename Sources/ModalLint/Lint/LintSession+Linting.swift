import Foundation

/// The two ways a run's files are linted: source files together, by the front end (their facts
/// span files), snapshots one by one, in parallel, each as memory allows.
extension LintSession {
    /// What the front end made of the run's source files.
    struct SourcedFiles {
        var results: [(FileReport, [UInt8]?)]
        /// The configuration of each source file, by the name reports give it.
        var applied: [String: Int]
        var projectDiscovery: ProjectDiscoveryReport?
        var projectSources: [String: [UInt8]]
    }

    /// Takes the source files out of `plan.work` and lints them as one (project discovery
    /// first, for the device each runs on).
    func lintSourceFiles(_ plan: inout Plan, lookup: ConfigurationLookup) -> SourcedFiles {
        var projectSources: [String: [UInt8]] = [:]
        // Source files are linted together (their facts span files), snapshots one by one.
        var sourceFiles: [(display: String, path: String)] = []
        var sourceInput: (display: String, bytes: [UInt8])?
        // The configuration of each source file, by the name reports give it.
        var sourceApplied: [String: Int] = [:]
        if let sourceFrontEnd {
            let suffix = "." + sourceFrontEnd.fileExtension
            plan.work.removeAll { item in
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
                                              ceilings: plan.ceilings, readers: sourceFrontEnd.projectReaders,
                                              configuration: sourceConfiguration,
                                              severities: { lookup.configuration(forFile: Paths.absolute($0, workingDirectory: workingDirectory)) })
            sourceConfiguration.sourceEnvironments = discovered.environments
            projectDiscovery = discovered.report
            plan.missing += discovered.reports.map(\.report)
            for case let (report, bytes?) in discovered.reports where keepSources { projectSources[report.path] = bytes }
        }
        let sourceResults = sourceFiles.isEmpty && sourceInput == nil ? [] : sourceFrontEnd!.lint(
            sourceFiles, standardInput: sourceInput, configuration: sourceConfiguration, jobs: jobs, keepSources: keepSources)
        return SourcedFiles(results: sourceResults, applied: sourceApplied, projectDiscovery: projectDiscovery,
                            projectSources: projectSources)
    }

    /// Each snapshot of `work` linted, in parallel; nil for a discovered file that is not a
    /// snapshot. With each report, the bytes its snippets quote (`keepSources`).
    func lintSnapshots(_ work: [(display: String, source: Source, configuration: Int)],
                       lookup: ConfigurationLookup) -> [(FileReport?, [UInt8]?)] {
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
        return ParallelMap.map(work, jobs: jobs) { item -> (FileReport?, [UInt8]?) in
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
    }
}
