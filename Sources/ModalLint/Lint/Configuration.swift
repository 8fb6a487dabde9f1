/// Everything that decides what a run reports: one model, fed by the configuration file
/// (`.modallint.yml`, see `ConfigurationFile`) and the command line (flags win).
public struct Configuration: Sendable {
    /// `--rule`: when not empty, only these rule ids or families run.
    public var onlyRules: [String] = []
    /// `--disable`: rule ids or families that do not run.
    public var disabledRules: [String] = []
    /// Per rule id or family: a severity, or nil for off. A rule id beats its family.
    public var severityOverrides: [String: Severity?] = [:]
    public var environmentDefaults = Environment.Defaults()
    /// Whether a run over Swift source reads the app's project files for the device each file
    /// runs on (`--no-project`, `project: false` in the file turn it off).
    public var discoversProjects = true
    /// Each Swift file's environment from project discovery (set by the session).
    public var sourceEnvironments = SourceEnvironments()
    /// Each source file's own configuration (by the name reports give it) when a run's files
    /// have several: the front end indexes them together, and judges each by its own.
    public var sourceFileConfigurations: [String: Configuration] = [:]
    public var limits = LoaderLimits.default
    /// Glob patterns (see `Glob`) of files not to lint, relative to `excludeBase`.
    public var excludes: [String] = [] {
        didSet { compiledExcludes = GlobSet(excludes) }
    }
    /// `excludes` compiled once: a path is matched in one pass, whatever their number.
    private var compiledExcludes = GlobSet([])
    /// The absolute directory `excludes` are relative to: the configuration file's.
    public var excludeBase = "/"
    /// `--fail-on`: the least severe finding that fails the run; nil for never.
    public var failOn: Severity? = .error
    /// `--baseline`: findings recorded there are hidden.
    public var baseline: Baseline?

    public init() {}

    /// Folds a configuration file in. Command-line fields (`onlyRules`, `disabledRules`,
    /// `failOn`, `baseline`) are not in the file, so setting them before or after is the same.
    public mutating func apply(_ file: ConfigurationFile) {
        severityOverrides.merge(file.severityOverrides) { _, fromFile in fromFile }
        excludes = file.excludes
        excludeBase = file.directory
        if let discovers = file.discoversProjects { discoversProjects = discovers }
        let environment = file.environment
        environmentDefaults = Environment.Defaults(
            sdk: environment.sdk ?? environmentDefaults.sdk, os: environment.os ?? environmentDefaults.os,
            idiom: environment.idiom ?? environmentDefaults.idiom, width: environment.width ?? environmentDefaults.width)
    }

    /// The idiom a Swift file is judged on: the configuration's `environment`, else what
    /// project discovery found for it, else nil (the front end's default, iPad).
    /// `shown`: the file as reports name it, for its own configuration (`forSource`).
    public func idiom(forSource path: String, shown: String? = nil) -> Idiom? {
        let own = shown.flatMap { sourceFileConfigurations[$0] } ?? self
        return own.environmentDefaults.idiom ?? (own.discoversProjects ? sourceEnvironments.files[path]?.idiom : nil)
    }

    /// The configuration a source file (as reports name it) is judged by: its own when the run's
    /// files have several (`sourceFileConfigurations`), else this one.
    public func forSource(_ shown: String) -> Configuration {
        sourceFileConfigurations[shown] ?? self
    }

    static func matches(_ selector: String, _ id: String) -> Bool {
        selector == id || id.hasPrefix(selector + "/")
    }

    /// The severity a rule reports with in this run, or nil when it is off. `--rule` beats
    /// an `off` in the file: a rule named on the command line runs.
    public func severity(for rule: RuleMetadata) -> Severity? {
        // Nothing configured (the usual run): every rule at its own severity, no lookups.
        if onlyRules.isEmpty, disabledRules.isEmpty, severityOverrides.isEmpty { return rule.severity }
        if RuleRegistry.isInputRule(rule.id) { return rule.severity }
        let selected = onlyRules.contains { Self.matches($0, rule.id) }
        if !onlyRules.isEmpty, !selected { return nil }
        if disabledRules.contains(where: { Self.matches($0, rule.id) }) { return nil }
        let configured: Severity?? = severityOverrides[rule.id] ?? severityOverrides[rule.family]
        switch configured {
        case .some(.some(let severity)): return severity
        case .some(.none): return selected ? rule.severity : nil
        case .none: return rule.severity
        }
    }

    /// The severity of a rule id in this run (nil when off or unknown).
    func severity(forRule id: String) -> Severity? {
        RuleRegistry.rule(id).flatMap { severity(for: $0.metadata) }
    }

    /// Whether a path (absolute, or relative to `workingDirectory`) matches an exclude.
    public func isExcluded(_ path: String, workingDirectory: String) -> Bool {
        guard !excludes.isEmpty else { return false }
        let relative = Paths.relative(Paths.absolute(path, workingDirectory: workingDirectory), to: excludeBase)
        guard !relative.hasPrefix("../") else { return false }
        return compiledExcludes.matches(relative)
    }

    /// Selectors that name no rule or family (for usage errors).
    public static func unknownSelectors(_ selectors: [String]) -> [String] {
        selectors.filter { selector in
            !RuleRegistry.metadata.contains { matches(selector, $0.id) }
        }
    }
}
