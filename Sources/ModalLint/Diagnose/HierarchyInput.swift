/// `tree`, `graph` and `diagnose` take a snapshot or a `_printHierarchy` paste.
public enum HierarchyInput {
    public struct Loaded: Sendable {
        public var snapshot: Snapshot?
        /// Problems: `input/...` diagnostics (a paste's unparseable lines included).
        public var diagnostics: [Diagnostic]
        public var wasPaste: Bool
        /// For a paste: the paste's line of each view controller, by its `id`.
        public var pasteLines: [String: Int] = [:]

        /// For each finding, the paste line of the view controller it is placed at (its class,
        /// as the rules place findings), with what the paste shows of it; nil for a snapshot.
        public func pasteLocations(of diagnostics: [Diagnostic]) -> [(line: Int, controller: String)?] {
            guard wasPaste, let snapshot else { return diagnostics.map { _ in nil } }
            // One table, not a search per finding: a paste may hold 100,000 view controllers.
            var byClassRange: [SourceRange: Int] = [:]
            for index in snapshot.controllers.indices.reversed() { byClassRange[snapshot.controllers[index].classRange] = index }
            return diagnostics.map { diagnostic in
                guard let index = byClassRange[diagnostic.range], let id = snapshot.controllers[index].id,
                      let line = pasteLines[id] else { return nil }
                let vc = snapshot.controllers[index]
                return (line, vc.className + (vc.address.map { " " + $0 } ?? ""))
            }
        }
    }

    /// A paste is text whose first meaningful line is a `_printHierarchy` entry (`<Class ...>`,
    /// possibly behind `   | ` / `   + ` prefixes or an lldb prompt).
    public static func looksLikePaste(_ bytes: [UInt8]) -> Bool {
        // An entry anywhere (`<Class 0x...>, state: ...` after a prompt, a timestamp, `- some :`), or a view dump
        // (refused by the importer with a message that says what it is, rather than a YAML syntax error).
        let head = Array(bytes.prefix(64 * 1024))
        var start = 0
        for end in head.indices where head[end] == 0x0A || end == head.count - 1 {
            let line = Array(head[start...end])
            start = end + 1
            if Scan.findEntry(line, from: 0) != nil || Scan.isViewDescription(line, Scan.skipWhitespace(line, 0, line.count)) {
                return true
            }
        }
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
        var pasteLines: [String: Int] = [:]
        var diagnostics: [Diagnostic] = []
        var yamlBytes = bytes
        if looksLikePaste(bytes) {
            wasPaste = true
            let imported = PrintHierarchyImporter.convert(String(decoding: bytes, as: UTF8.self), sourceName: path)
            let located = { (problem: ImportProblem, rule: String, severity: Severity) -> Diagnostic in
                let position = SourcePosition(line: problem.line, column: problem.column)
                return Diagnostic(rule: rule, severity: severity, message: problem.message, file: path,
                                  range: SourceRange(start: position, end: position), logicalLocation: "paste")
            }
            diagnostics += imported.problems.map { located($0, "input/syntax", .error) }
            diagnostics += imported.notes.map { located($0, "input/paste", .note) }
            // Nothing to draw or diagnose (a view dump alone): the problems say why.
            if imported.controllerCount == 0 { return Loaded(snapshot: nil, diagnostics: diagnostics, wasPaste: true) }
            yamlBytes = Array(imported.yaml.utf8)
            pasteLines = imported.lines
        }
        let (snapshot, loadDiagnostics) = Linter.load(yamlBytes, configuration: configuration)
        // Positions in an imported snapshot are the generated YAML's, not the paste's.
        diagnostics += loadDiagnostics.map { diagnostic in
            var located = diagnostic
            located.file = path
            return located
        }
        return Loaded(snapshot: snapshot, diagnostics: diagnostics, wasPaste: wasPaste, pasteLines: pasteLines)
    }
}
