import ModalLint

/// How `lint` and `extract` read a configuration file, and how `extract` finds its one.
enum ConfigurationLoading {
    /// The file's problems, reported like a snapshot's.
    typealias Rejected = ConfigurationLookup.Rejected

    /// The configuration file, or a run holding its problems. `named`: given with --config,
    /// rather than found beside the files.
    static func load(_ path: String, workingDirectory: String, named: Bool = true) -> Result<ConfigurationFile, Rejected> {
        let absolute = Paths.absolute(path, workingDirectory: workingDirectory)
        let shown = LintSession.displayPath(absolute, workingDirectory: workingDirectory)
        var diagnostics: [Diagnostic]
        var bytes: [UInt8] = []
        switch FileDiscovery.read(absolute, limit: LoaderLimits.default.maxFileBytes) {
        case .failure(let problem):
            diagnostics = [Diagnostic(rule: "input/io", severity: .error, message: "cannot read the configuration file \(shown): \(problem.reason ?? problem.message)",
                                      range: .fileStart, fix: named ? "check the path given to --config" : "check its permissions, or name another file with --config", logicalLocation: "file")]
        case .success(let read):
            bytes = read
            let parsed = ConfigurationFile.parse(bytes, path: absolute)
            if let file = parsed.file { return .success(file) }
            diagnostics = parsed.diagnostics
        }
        for index in diagnostics.indices { diagnostics[index].file = shown }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return .failure(Rejected(run: LintRun(
            files: [FileReport(path: shown, status: .invalid, diagnostics: diagnostics)],
            sources: [shown: SnippetQuoting.source(bytes, diagnostics: diagnostics, keys: SnippetQuoting.configurationKeys)])))
    }

    /// How `lint` finds each file's configuration: `--config`'s for all (read now), none with
    /// `--no-config`, else each file's nearest (`ConfigurationLookup`, read as found). `base`
    /// holds the command line's settings; `noProject` beats a file's `project: true`.
    static func lookup(config: String?, noConfig: Bool, noProject: Bool, base: Configuration,
                       workingDirectory: String) -> Result<ConfigurationLookup, Rejected> {
        var configuration = base
        if let config {
            switch load(config, workingDirectory: workingDirectory) {
            case .success(let file): configuration.apply(file)
            case .failure(let rejected): return .failure(rejected)
            }
        }
        if noProject { configuration.discoversProjects = false }
        if config != nil || noConfig {
            return .success(ConfigurationLookup(fixed: configuration, path: config.map { Paths.absolute($0, workingDirectory: workingDirectory) }))
        }
        return .success(ConfigurationLookup(base: base, noProject: noProject) {
            load($0, workingDirectory: workingDirectory, named: false)
        })
    }

    /// The one configuration file `extract` reads (`lint` finds one per file,
    /// `ConfigurationLookup`): `--config`, none with `--no-config`, else the
    /// `.modallint.yml` found from the working directory up, passing over one that another user
    /// could have planted (`ConfigurationTrust`; `warnings` say so). Found once: the output
    /// checks and the load both read it.
    struct Located {
        var path: String?
        var warnings: [String]
        /// Given with --config (not found).
        var named = false

        init(config: String?, noConfig: Bool, workingDirectory: String) {
            if noConfig {
                (path, warnings) = (nil, [])
            } else if let config {
                (path, warnings, named) = (config, [], true)
            } else {
                let found = ConfigurationTrust.find(from: workingDirectory)
                (path, warnings) = (found.path, found.warnings)
            }
        }

        /// Prints the warnings, then loads the file (nil when there is none).
        func load(workingDirectory: String) -> Result<ConfigurationFile, Rejected>? {
            for warning in warnings { Terminal.standardError("modallint: warning: \(warning)\n") }
            return path.map { ConfigurationLoading.load($0, workingDirectory: workingDirectory, named: named) }
        }
    }
}
