/// Everything that decides what a run reports: one model, fed by the configuration file
/// and the command line (flags win).
public struct Configuration: Sendable {
    /// `--rule`: when not empty, only these rule ids or families run.
    public var onlyRules: [String] = []
    /// `--disable`: rule ids or families that do not run.
    public var disabledRules: [String] = []
    /// Per rule id or family: a severity, or nil for off. A rule id beats its family.
    public var severityOverrides: [String: Severity?] = [:]
    public var environmentDefaults = Environment.Defaults()
    public var limits = LoaderLimits.default

    public init() {}

    static func matches(_ selector: String, _ id: String) -> Bool {
        selector == id || id.hasPrefix(selector + "/")
    }

    /// The severity a rule reports with in this run, or nil when it is off.
    public func severity(for rule: RuleMetadata) -> Severity? {
        if RuleRegistry.isInputRule(rule.id) { return rule.severity }
        if !onlyRules.isEmpty, !onlyRules.contains(where: { Self.matches($0, rule.id) }) { return nil }
        if disabledRules.contains(where: { Self.matches($0, rule.id) }) { return nil }
        if let override = severityOverrides[rule.id] { return override }
        if let override = severityOverrides[rule.family] { return override }
        return rule.severity
    }

    /// Selectors that name no rule or family (for usage errors).
    public static func unknownSelectors(_ selectors: [String]) -> [String] {
        selectors.filter { selector in
            !RuleRegistry.metadata.contains { matches(selector, $0.id) }
        }
    }
}
