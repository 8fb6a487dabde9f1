/// Which configuration judges each file of a run: the nearest `.modallint.yml` at or above the
/// file's own directory that may be obeyed (`ConfigurationTrust`), alone. Nested files do not
/// combine (as `.editorconfig` files with `root = true`): what a file says is all that applies
/// below it, so one file read tells what a directory gets. Excludes alone reach further: each
/// file's excludes cover everything below its directory (`isExcluded`). Each directory is looked up once, so
/// a walk stays linear in its files. Used by one thread (the walk, before the lint); a class so
/// the walk's closures share the cache.
public final class ConfigurationLookup: @unchecked Sendable {
    /// A configuration that applies: its file (absolute; nil for none) and what it makes of the base.
    public struct Applied: Sendable {
        public var path: String?
        public var configuration: Configuration
    }

    /// A configuration file that could not be read or parsed: its problems as a run (`input/...` errors).
    public struct Rejected: Error {
        public var run: LintRun
        public init(run: LintRun) { self.run = run }
    }

    public typealias Loader = (String) -> Result<ConfigurationFile, Rejected>

    private let base: Configuration
    /// `--no-project`: beats `project: true` in any file.
    private let noProject: Bool
    private let load: Loader
    private let fileSystem: ConfigurationTrust.FileSystem
    /// The one configuration of every file (`--config`, `--no-config`), else nil.
    private let fixed: Int?
    /// Whether one configuration judges every file (`init(fixed:path:)`).
    public var isFixed: Bool { fixed != nil }
    /// The run's own settings: the one configuration when fixed, else the command line's
    /// alone (what a file without a configuration file gets).
    public var runWide: Configuration { applied[0].configuration }
    /// Every configuration applied so far, in the order first met; `none` first.
    public private(set) var applied: [Applied]
    private var byDirectory: [String: Int] = [:]
    private var byFile: [String: Int] = [:]
    /// Found files passed over as untrusted, once each, in the order met.
    public private(set) var warnings: [String] = []
    /// The problems of found files that could not be read or parsed: the run stops on them.
    public private(set) var rejected: [LintRun] = []

    /// `base`: the command line's settings (rules, fail-on, baseline); each file is applied to it.
    public init(base: Configuration, noProject: Bool, fileSystem: ConfigurationTrust.FileSystem = .system, load: @escaping Loader) {
        var none = base
        if noProject { none.discoversProjects = false }
        self.base = base
        self.noProject = noProject
        self.load = load
        self.fileSystem = fileSystem
        self.fixed = nil
        applied = [Applied(path: nil, configuration: none)]
    }

    /// One configuration for every file: `--config`'s (already applied), or none.
    public init(fixed configuration: Configuration, path: String?) {
        base = configuration
        noProject = false
        load = { _ in .failure(Rejected(run: LintRun(files: []))) }
        fileSystem = .system
        fixed = 0
        applied = [Applied(path: path, configuration: configuration)]
    }

    /// The configuration of a file (absolute path), by its directory.
    public func index(forFile path: String) -> Int {
        index(forDirectory: Paths.directory(of: path))
    }

    public func configuration(forFile path: String) -> Configuration {
        // Looked up first: the lookup may add to `applied`.
        let index = index(forFile: path)
        return applied[index].configuration
    }

    /// Whether a file or directory (absolute) is excluded: by its own configuration, or by any
    /// configuration file above that one (each one's excludes cover everything below its
    /// directory, so where a walk starts, and whether a file is named, change nothing). Climbs
    /// one configuration file at a time, each directory's answer cached.
    public func isExcluded(_ path: String) -> Bool {
        var index = index(forFile: path)
        while true {
            let judging = applied[index]
            if judging.configuration.isExcluded(path, workingDirectory: "/") { return true }
            guard fixed == nil, let file = judging.path else { return false }
            let directory = Paths.directory(of: file)
            if directory == "/" { return false }
            index = self.index(forDirectory: Paths.directory(of: directory))
        }
    }

    /// The nearest obeyed configuration at or above `directory` (absolute). Climbs only to the
    /// first directory already known, then remembers the answer for every directory passed.
    public func index(forDirectory directory: String) -> Int {
        if let fixed { return fixed }
        if let known = byDirectory[directory] { return known }
        var passed: [String] = []
        var current = directory
        var answer = 0
        while true {
            if let known = byDirectory[current] {
                answer = known
                break
            }
            passed.append(current)
            let candidate = current == "/" ? "/" + ConfigurationFile.fileName : current + "/" + ConfigurationFile.fileName
            if let found = use(candidate) {
                answer = found
                break
            }
            if current == "/" { break }
            current = Paths.directory(of: current)
        }
        for directory in passed { byDirectory[directory] = answer }
        return answer
    }

    /// The index of the configuration in `candidate`, or nil when there is none to obey there.
    private func use(_ candidate: String) -> Int? {
        if let known = byFile[candidate] { return known }
        guard ConfigurationFile.isFile(candidate) else { return nil }
        if let reason = ConfigurationTrust.distrust(candidate, fileSystem: fileSystem) {
            warnings.append("ignoring \(TerminalText.escape(candidate)): \(reason); if you trust it, name it with --config")
            return nil
        }
        var configuration = base
        switch load(candidate) {
        case .success(let file): configuration.apply(file)
        case .failure(let problems): rejected.append(problems.run)
        }
        if noProject { configuration.discoversProjects = false }
        applied.append(Applied(path: candidate, configuration: configuration))
        byFile[candidate] = applied.count - 1
        return applied.count - 1
    }
}
