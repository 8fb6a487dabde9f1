/// The result of linting one file.
public struct FileReport: Sendable {
    public enum Status: String, Sendable, Codable {
        /// Loaded and checked.
        case ok
        /// Not a valid snapshot (`input/...` errors): rules did not run.
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

/// bytes -> YAML nodes -> model -> engine -> findings, for one file.
public enum Linter {
    /// Loads a snapshot: the model, or the `input/...` diagnostics that stop it.
    public static func load(_ bytes: [UInt8], configuration: Configuration = Configuration())
        -> (snapshot: Snapshot?, diagnostics: [Diagnostic])
    {
        let loaded = YAMLLoader.load(bytes, limits: configuration.limits)
        guard let document = loaded.document else { return (nil, loaded.diagnostics) }
        let decoded = SnapshotDecoder.decode(
            document, defaults: configuration.environmentDefaults, limits: configuration.limits)
        let diagnostics = loaded.diagnostics + decoded.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        return (decoded.snapshot, diagnostics)
    }

    public static func lint(_ bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> FileReport {
        let (snapshot, inputDiagnostics) = load(bytes, configuration: configuration)
        var diagnostics = inputDiagnostics
        var status = FileReport.Status.invalid
        if let snapshot {
            status = .ok
            diagnostics += check(snapshot, configuration: configuration)
        }
        for index in diagnostics.indices { diagnostics[index].file = path }
        diagnostics.sort(by: Diagnostic.reportOrder)
        return FileReport(path: path, status: status, diagnostics: diagnostics)
    }

    /// Findings reported per rule and file; past it, one more finding says how many were left out.
    public static let maxFindingsPerRule = 1_000

    /// Runs every enabled rule over a loaded snapshot, with the configured severities.
    public static func check(_ snapshot: Snapshot, configuration: Configuration = Configuration()) -> [Diagnostic] {
        let context = LintContext(snapshot: snapshot)
        var result: [Diagnostic] = []
        for rule in RuleRegistry.rules {
            guard let severity = configuration.severity(for: rule.metadata) else { continue }
            var findings = rule.check(context)
            if findings.count > maxFindingsPerRule {
                findings.sort(by: Diagnostic.reportOrder)
                let left = findings.count - maxFindingsPerRule
                let firstLeft = findings[maxFindingsPerRule]
                findings.removeLast(left)
                findings.append(Diagnostic(
                    rule: rule.metadata.id, severity: severity,
                    message: "\(left) more \(rule.metadata.id) findings in this file are not reported (at most \(maxFindingsPerRule) per rule)",
                    range: firstLeft.range, fix: "fix the first ones, then lint again", logicalLocation: "file"))
            }
            for var diagnostic in findings {
                diagnostic.severity = severity
                result.append(diagnostic)
            }
        }
        return result
    }
}
