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
    public static func load(_ bytes: consuming [UInt8], configuration: Configuration = Configuration())
        -> (snapshot: Snapshot?, diagnostics: [Diagnostic])
    {
        let loaded = YAMLLoader.load(bytes, limits: configuration.limits)
        // The node tree holds all the model needs: a caller that handed over the only copy of
        // the text frees it here, before the model is built (peak memory is node tree + model).
        _ = consume bytes
        guard let document = loaded.document else { return (nil, loaded.diagnostics) }
        let decoded = SnapshotDecoder.decode(
            document, defaults: configuration.environmentDefaults, limits: configuration.limits)
        let diagnostics = loaded.diagnostics + decoded.diagnostics
        if diagnostics.contains(where: { $0.severity == .error }) { return (nil, diagnostics) }
        return (decoded.snapshot, diagnostics)
    }

    public static func lint(_ bytes: consuming [UInt8], path: String, configuration: Configuration = Configuration())
        -> FileReport
    {
        let (snapshot, inputDiagnostics) = load(consume bytes, configuration: configuration)
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

    /// Runs every enabled rule over a loaded snapshot, with the configured severities.
    public static func check(_ snapshot: Snapshot, configuration: Configuration = Configuration()) -> [Diagnostic] {
        let context = LintContext(snapshot: snapshot)
        var result: [Diagnostic] = []
        for rule in RuleRegistry.rules {
            guard let severity = configuration.severity(for: rule.metadata) else { continue }
            for var diagnostic in rule.check(context) {
                diagnostic.severity = severity
                result.append(diagnostic)
            }
        }
        return result
    }
}
