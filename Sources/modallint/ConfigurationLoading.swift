import ModalLint

/// How `lint` and `extract` find and read the configuration file.
enum ConfigurationLoading {
    struct Rejected: Error {
        /// The file's problems, reported like a snapshot's.
        var run: LintRun
    }

    /// The configuration file, or a run holding its problems.
    static func load(_ path: String, workingDirectory: String) -> Result<ConfigurationFile, Rejected> {
        let absolute = Paths.absolute(path, workingDirectory: workingDirectory)
        let shown = LintSession.displayPath(absolute, workingDirectory: workingDirectory)
        var diagnostics: [Diagnostic]
        var bytes: [UInt8] = []
        switch FileDiscovery.read(absolute, limit: LoaderLimits.default.maxFileBytes) {
        case .failure(let problem):
            diagnostics = [Diagnostic(rule: "input/io", severity: .error, message: "cannot read the configuration file \(shown): \(problem.reason ?? problem.message)",
                                      range: .fileStart, fix: "check the path given to --config", logicalLocation: "file")]
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

    /// The `.modallint.yml` found from the working directory up, passing over (with a warning)
    /// one that another user could have planted (`ConfigurationTrust`).
    static func discovered(_ workingDirectory: String, warn: Bool) -> String? {
        let found = ConfigurationTrust.find(from: workingDirectory)
        if warn { for warning in found.warnings { Terminal.standardError("modallint: warning: \(warning)\n") } }
        return found.path
    }
}
