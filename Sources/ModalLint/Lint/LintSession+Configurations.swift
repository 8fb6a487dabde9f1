import Foundation

/// How a session's files get their configurations (`ConfigurationLookup`) and standard input its file.
extension LintSession {
    /// The configuration the front end lints the run's source files with. They are indexed
    /// together (their facts span files), so one configuration carries the run's settings and
    /// each file's own (`Configuration.sourceFileConfigurations`): its severities, rules and
    /// idiom. Project discovery runs when any file's configuration lets it.
    func sourceRunConfiguration(_ lookup: ConfigurationLookup, applied: [String: Int]) -> Configuration {
        guard !lookup.isFixed else { return configuration }
        var run = configuration
        run.sourceFileConfigurations = applied.mapValues { lookup.applied[$0].configuration }
        let discovering = Set(applied.values).sorted().map { lookup.applied[$0].configuration }.filter(\.discoversProjects)
        run.discoversProjects = !discovering.isEmpty
        // Every file's device named: discovery has nothing to decide (and says so).
        if discovering.allSatisfy({ $0.environmentDefaults.idiom != nil }), let first = discovering.first {
            run.environmentDefaults.idiom = first.environmentDefaults.idiom
        }
        return run
    }

    /// Several runs' files as one (the configuration files a run could not read).
    static func merged(_ runs: [LintRun]) -> LintRun {
        var merged = LintRun(files: runs.flatMap(\.files).sorted { $0.path < $1.path })
        for run in runs { merged.sources.merge(run.sources) { first, _ in first } }
        return merged
    }

    /// The file `--stdin-filename` names, to leave out of the walk: compared as absolute paths,
    /// then with links resolved (an editor may name the file through a link).
    struct StandardInputTarget {
        var absolute: String
        var name: String
        var resolved: String

        init(_ path: String, workingDirectory: String) {
            absolute = Paths.absolute(path, workingDirectory: workingDirectory)
            name = Paths.lastComponent(of: absolute)
            resolved = Self.resolve(absolute)
        }

        func matches(_ path: String, workingDirectory: String) -> Bool {
            let candidate = Paths.absolute(path, workingDirectory: workingDirectory)
            if candidate == absolute { return true }
            // Only a file of the same name can be the same file: the others are not resolved.
            return Paths.lastComponent(of: candidate) == name && Self.resolve(candidate) == resolved
        }

        static func resolve(_ path: String) -> String {
            URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        }
    }
}
