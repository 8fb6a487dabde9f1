/// Project discovery for a session's Swift files (`ProjectDiscovery`).
extension LintSession {
    /// Where project discovery stops climbing above the Swift files found under `directory`
    /// (a directory argument, or a file argument's directory): the enclosing git work tree,
    /// else the directory itself.
    static func projectCeiling(_ directory: String, workingDirectory: String) -> String {
        let absolute = Paths.absolute(directory, workingDirectory: workingDirectory)
        return SARIFReporter.repositoryRoot(from: absolute) ?? absolute
    }

    /// Project discovery over the run's Swift files (`paths` as the front end is given them):
    /// each file's environment, what was read, and the project files' warnings as reports
    /// (severities as configured). Off with `--no-project`, and when every file's configuration
    /// names the idiom (which wins anyway).
    /// `severities`: the configuration a project file's findings are judged by, by its shown path.
    func discoverProjects(_ paths: [String], ceilings: [String: String], readers: [any ProjectFileReader],
                          configuration: Configuration, severities: (String) -> Configuration)
        -> (environments: SourceEnvironments, report: ProjectDiscoveryReport, reports: [(report: FileReport, bytes: [UInt8]?)]) {
        guard configuration.discoversProjects else {
            return (SourceEnvironments(), ProjectDiscoveryReport(skipped: "--no-project, or `project: false` in the configuration"), [])
        }
        guard configuration.environmentDefaults.idiom == nil else {
            return (SourceEnvironments(), ProjectDiscoveryReport(skipped: "the configuration's `environment` names the idiom"), [])
        }
        let fallback = Self.projectCeiling(workingDirectory, workingDirectory: workingDirectory)
        let outcome = ProjectDiscovery.discover(paths.map { ($0, ceilings[$0] ?? fallback) }, workingDirectory: workingDirectory,
                                                readers: readers, jobs: jobs, display: display(path:))
        let reports = outcome.fileReports.compactMap { report, bytes -> (report: FileReport, bytes: [UInt8]?)? in
            var report = report
            report.diagnostics = FindingFilter.applySeverities(report.diagnostics, configuration: severities(report.path))
            return report.diagnostics.isEmpty ? nil : (report, bytes)
        }
        return (outcome.environments, outcome.report, reports)
    }
}
