import Foundation

/// `.modallint.yml`: rule and family severities, excludes, and environment defaults.
/// Loaded with the snapshot loader and read with the same located, typed reads, so its
/// problems are `input/...` diagnostics at a line and column of the file.
///
/// ```yaml
/// rules:
///   uikit/automatic-style: off      # off | note | warning | error
///   size: warning                   # a whole family
/// exclude: ["Fixtures/legacy/**"]
/// environment: {sdk: "16.0"}
/// project: false                    # do not read the app's project files
/// ```
public struct ConfigurationFile: Sendable {
    public static let fileName = ".modallint.yml"
    static let topKeys = ["modallint", "rules", "exclude", "environment", "project"]

    /// The file's absolute path (reports show it relative to the working directory).
    public var path: String
    public var severityOverrides: [String: Severity?] = [:]
    public var excludes: [String] = []
    public var environment = Environment.Defaults()
    /// `project: false`: Swift source is not judged by what the app's project files say.
    public var discoversProjects: Bool?

    /// The directory excludes are relative to.
    public var directory: String { Paths.directory(of: path) }

    /// The severities a rule can be configured with.
    enum Level: String, CaseIterable {
        case off, note, warning, error
        var severity: Severity? { self == .off ? nil : Severity(rawValue: rawValue) }
    }

    /// The nearest `.modallint.yml` in `directory` or above it.
    public static func find(from directory: String) -> String? {
        var current = Paths.absolute(directory, workingDirectory: "/")
        while true {
            let candidate = current == "/" ? "/" + fileName : current + "/" + fileName
            if isFile(candidate) { return candidate }
            if current == "/" { return nil }
            current = Paths.directory(of: current)
        }
    }

    /// Whether something other than a directory is at `path` (a file to read, or to fail on).
    static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// Reads a configuration file: the configuration, or the diagnostics that reject it
    /// (every independent problem; `file` is left for the caller to stamp).
    public static func parse(_ bytes: [UInt8], path: String) -> (file: ConfigurationFile?, diagnostics: [Diagnostic]) {
        let limits = LoaderLimits.default
        let loaded = YAMLLoader.load(bytes, limits: limits)
        guard let document = loaded.document else { return (nil, loaded.diagnostics) }
        var reader = SchemaReader(document: document, limits: limits)
        var file = ConfigurationFile(path: path)
        if let root = document.root, !document.isNull(root),
           let pairs = reader.mapping(root, what: "the configuration", allowed: topKeys) {
            for (key, _, value) in pairs {
                switch key {
                case "modallint":
                    if let version = reader.integer(value, what: "`modallint`", in: 0...Int.max), version != 1 {
                        reader.error("input/schema", "unsupported configuration version \(version); this modallint reads version 1",
                                     at: reader.range(value))
                    }
                case "rules": file.severityOverrides = readRules(value, &reader)
                case "exclude": file.excludes = readExcludes(value, &reader)
                case "project": file.discoversProjects = reader.bool(value, what: "`project`")
                default: file.environment = reader.environment(value)
                }
            }
        }
        let diagnostics = (loaded.diagnostics + reader.diagnostics).sorted(by: Diagnostic.reportOrder)
        return (diagnostics.contains { $0.severity == .error } ? nil : file, diagnostics)
    }

    static func readRules(_ node: Int, _ reader: inout SchemaReader) -> [String: Severity?] {
        var result: [String: Severity?] = [:]
        let node = reader.resolve(node)
        if reader.document.isNull(node) { return result }
        guard reader.document.kind(node) == .mapping else {
            reader.error("input/schema", "`rules` must be a mapping of rule ids or families to severities, not a \(reader.typeName(node))",
                         at: reader.range(node))
            return result
        }
        let names = RuleRegistry.metadata.map(\.id) + RuleRegistry.families
        for (keyNode, value) in reader.document.pairs(node) {
            guard let selector = reader.string(keyNode, what: "a rule id or family") else { continue }
            let level = reader.oneOf(value, what: "the severity of `\(selector)`", as: Level.self)
            guard names.contains(selector) else {
                var message = "no rule or family named `\(selector)`"
                if let guess = reader.suggestion(for: selector, among: names) { message += "; did you mean `\(guess)`?" }
                reader.error("input/schema", message, at: reader.range(keyNode), fix: "`modallint rules` lists them all")
                continue
            }
            if RuleRegistry.isInputRule(selector) {
                reader.error("input/schema", "`\(selector)` cannot be configured: findings about the input itself are always errors",
                             at: reader.range(keyNode))
                continue
            }
            if let level { result[selector] = .some(level.severity) }
        }
        return result
    }

    static func readExcludes(_ node: Int, _ reader: inout SchemaReader) -> [String] {
        guard let items = reader.sequence(node, what: "`exclude`") else { return [] }
        return items.compactMap { reader.string($0, what: "an `exclude` pattern") }
    }
}
