/// The result of linting one file.
public struct FileReport: Sendable {
    public enum Status: String, Sendable, Codable {
        /// Loaded and checked.
        case ok
        /// `input/...` errors: not a valid snapshot (rules did not run), or a malformed
        /// `# modallint:` comment (rules ran).
        case invalid
    }
    public var path: String
    public var status: Status
    public var diagnostics: [Diagnostic]

    public init(path: String, status: Status, diagnostics: [Diagnostic]) {
        self.path = path
        self.status = status
        self.diagnostics = diagnostics
    }
}

/// bytes -> YAML nodes -> model -> engine -> findings -> `FindingFilter`, for one file.
public enum Linter {
    /// Loads a snapshot: the model, or the `input/...` diagnostics that stop it.
    public static func load(_ bytes: [UInt8], configuration: Configuration = Configuration())
        -> (snapshot: Snapshot?, diagnostics: [Diagnostic])
    {
        let loaded = loadDocument(bytes, configuration: configuration)
        return (loaded.snapshot, loaded.diagnostics)
    }

    static func loadDocument(_ bytes: [UInt8], configuration: Configuration)
        -> (document: YAMLDocument?, snapshot: Snapshot?, diagnostics: [Diagnostic])
    {
        let loaded = YAMLLoader.load(bytes, limits: configuration.limits)
        guard let document = loaded.document else { return (nil, nil, loaded.diagnostics) }
        let decoded = SnapshotDecoder.decode(
            document, defaults: configuration.environmentDefaults, limits: configuration.limits)
        let diagnostics = loaded.diagnostics + decoded.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) { return (document, nil, diagnostics) }
        return (document, decoded.snapshot, diagnostics)
    }

    /// Lints one file. Its `# modallint:` comments are read once it loads; a malformed one
    /// is an `input/suppression` error that makes the file invalid, though its rules still run.
    public static func lint(_ bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> FileReport {
        let (document, snapshot, inputDiagnostics) = loadDocument(bytes, configuration: configuration)
        var diagnostics = inputDiagnostics
        var status = FileReport.Status.invalid
        if let snapshot, let document {
            let comments = SuppressionScanner.scan(bytes, document: document)
            status = comments.diagnostics.isEmpty ? .ok : .invalid
            diagnostics += comments.diagnostics
            diagnostics += capPerRule(FindingFilter.apply(
                runRules(snapshot, configuration: configuration), suppressions: comments.suppressions,
                configuration: configuration))
        }
        for index in diagnostics.indices { diagnostics[index].file = path }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return FileReport(path: path, status: status, diagnostics: diagnostics)
    }

    /// Findings reported per rule and file; past it, one more finding says how many were left out.
    public static let maxFindingsPerRule = 1_000

    /// The first `maxFindingsPerRule` findings of each rule in report order, and for a rule that
    /// has more, one finding saying how many were left out: a report's size stays bounded
    /// whatever the input. Applied after suppressions, so that suppressed findings do not count.
    static func capPerRule(_ findings: [Diagnostic]) -> [Diagnostic] {
        var countByRule: [String: Int] = [:]
        for finding in findings { countByRule[finding.rule, default: 0] += 1 }
        guard countByRule.values.contains(where: { $0 > maxFindingsPerRule }) else { return findings }
        var kept: [Diagnostic] = []
        var seen: [String: Int] = [:]
        for finding in findings.sorted(by: Diagnostic.reportOrder) {
            let position = seen[finding.rule, default: 0]
            seen[finding.rule] = position + 1
            if position < maxFindingsPerRule {
                kept.append(finding)
            } else if position == maxFindingsPerRule {
                let left = countByRule[finding.rule, default: 0] - maxFindingsPerRule
                kept.append(Diagnostic(
                    rule: finding.rule, severity: finding.severity,
                    message: "\(left) more \(finding.rule) findings in this file are not reported (at most \(maxFindingsPerRule) per rule)",
                    range: finding.range, fix: "fix the first ones, then lint again", logicalLocation: "file"))
            }
        }
        return kept
    }

    /// Runs every enabled rule over a loaded snapshot, with the configured severities.
    public static func check(_ snapshot: Snapshot, configuration: Configuration = Configuration()) -> [Diagnostic] {
        capPerRule(FindingFilter.applySeverities(runRules(snapshot, configuration: configuration), configuration: configuration))
    }

    /// The findings of the rules that are on, at their default severities.
    static func runRules(_ snapshot: Snapshot, configuration: Configuration) -> [Diagnostic] {
        let context = LintContext(snapshot: snapshot)
        var result: [Diagnostic] = []
        for rule in RuleRegistry.rules where configuration.severity(for: rule.metadata) != nil {
            result += rule.check(context)
        }
        return result
    }
}
