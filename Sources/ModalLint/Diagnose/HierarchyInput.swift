/// `tree`, `graph` and `diagnose` take a snapshot or a `_printHierarchy` paste.
public enum HierarchyInput {
    public struct Loaded: Sendable {
        public var snapshot: Snapshot?
        /// Problems: `input/...` diagnostics (a paste's unparseable lines included).
        public var diagnostics: [Diagnostic]
        public var wasPaste: Bool
    }

    /// A paste is text whose first meaningful line is a `_printHierarchy` entry (`<Class ...>`,
    /// possibly behind `   | ` / `   + ` prefixes or an lldb prompt).
    public static func looksLikePaste(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
        for rawLine in text.split(whereSeparator: \.isNewline) {
            var line = Substring(rawLine.trimmingPrefix(while: { $0 == " " || $0 == "\t" }))
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix("(lldb)") || line.hasPrefix("po ") { continue }
            while line.hasPrefix("|") || line.hasPrefix("+") {
                line = line.dropFirst().trimmingPrefix(while: { $0 == " " })
            }
            return line.hasPrefix("<")
        }
        return false
    }

    public static func load(_ bytes: [UInt8], path: String, configuration: Configuration = Configuration()) -> Loaded {
        var wasPaste = false
        var diagnostics: [Diagnostic] = []
        var yamlBytes = bytes
        if looksLikePaste(bytes) {
            wasPaste = true
            let imported = PrintHierarchyImporter.convert(String(decoding: bytes, as: UTF8.self), sourceName: path)
            diagnostics += imported.problems.map { problem in
                let position = SourcePosition(line: problem.line, column: problem.column)
                return Diagnostic(rule: "input/syntax", severity: .error, message: problem.message, file: path,
                                  range: SourceRange(start: position, end: position), logicalLocation: "paste")
            }
            yamlBytes = Array(imported.yaml.utf8)
        }
        let (snapshot, loadDiagnostics) = Linter.load(yamlBytes, configuration: configuration)
        // Positions in an imported snapshot are the generated YAML's, not the paste's.
        diagnostics += loadDiagnostics.map { diagnostic in
            var located = diagnostic
            located.file = path
            return located
        }
        return Loaded(snapshot: snapshot, diagnostics: diagnostics, wasPaste: wasPaste)
    }
}
