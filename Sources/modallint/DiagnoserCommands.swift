import ArgumentParser
import Foundation
import ModalLint

/// Reads a path or `-` (standard input).
enum InputFile {
    static func read(_ path: String) throws -> (bytes: [UInt8], display: String) {
        if let problem = Arguments.problem(path) {
            Terminal.standardError("modallint: \(problem)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        let read = path == "-" ? SafeFile.readStandardInput(limit: LoaderLimits.default.maxFileBytes)
            : SafeFile.read(path, limit: LoaderLimits.default.maxFileBytes)
        switch read {
        case .success(let bytes):
            return (bytes, path == "-" ? LintSession.standardInputName
                : LintSession.display(path: path, workingDirectory: FileManager.default.currentDirectoryPath))
        case .failure(let problem):
            Terminal.standardError("modallint: \(problem.message)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// A snapshot or a paste, loaded; input problems printed and exit 2 when it cannot be used.
    static func loadHierarchy(_ path: String) throws -> (snapshot: Snapshot, display: String, wasPaste: Bool, bytes: [UInt8]) {
        let (snapshot, loaded, display, bytes) = try loadHierarchyInput(path)
        return (snapshot, display, loaded.wasPaste, bytes)
    }

    /// As `loadHierarchy`, with what the input tells beside the snapshot (a paste's lines).
    static func loadHierarchyInput(_ path: String) throws
        -> (snapshot: Snapshot, loaded: HierarchyInput.Loaded, display: String, bytes: [UInt8])
    {
        // Swift source is not a hierarchy: read as YAML it gave a syntax error that named neither.
        if path.hasSuffix(".swift") {
            Terminal.standardError("modallint: \(path) is Swift source; this command reads a snapshot or a `_printHierarchy` paste: "
                                   + "`modallint extract \(path) > snapshot.yaml` writes what the source says as a snapshot\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        let (bytes, display) = try read(path)
        let loaded = HierarchyInput.load(bytes, path: display)
        if !loaded.diagnostics.isEmpty {
            let report = FileReport(path: display, status: loaded.snapshot == nil ? .invalid : .ok, diagnostics: loaded.diagnostics)
            let quoted = loaded.wasPaste ? [:] : [display: SnippetQuoting.source(bytes, diagnostics: loaded.diagnostics)]
            Terminal.standardError(TextReporter.render(LintRun(files: [report], sources: quoted),
                                                       options: ReportOptions(quiet: true)))
        }
        guard let snapshot = loaded.snapshot else { throw ExitCode(ExitStatus.invalidInput) }
        return (snapshot, loaded, display, bytes)
    }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert lldb `_printHierarchy` output into a snapshot (YAML on standard output).",
        discussion: "In lldb: po [[[UIWindow keyWindow] rootViewController] _printHierarchy]. Paste the output into a file, or pipe it with -.")

    @Argument(help: "The paste, or - for standard input.")
    var path: String

    func run() throws {
        let (bytes, display) = try InputFile.read(path)
        let imported = PrintHierarchyImporter.convert(String(decoding: bytes, as: UTF8.self), sourceName: display)
        try Terminal.standardOutput(imported.yaml)
        for (problem, severity) in imported.problems.map({ ($0, "error") }) + imported.notes.map({ ($0, "note") })
            .sorted(by: { ($0.0.line, $0.0.column) < ($1.0.line, $1.0.column) }) {
            Terminal.standardError("\(display):\(problem.line):\(problem.column): \(severity): \(problem.message) [\(severity == "note" ? "input/paste" : "input/syntax")]\n")
        }
        if !imported.problems.isEmpty { throw ExitCode(ExitStatus.invalidInput) }
    }
}

struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "Draw the hierarchy, each view controller marked with where a swift-modals present from it would go.")

    @Argument(help: "A snapshot or a `_printHierarchy` paste, or - for standard input.")
    var path: String

    func run() throws {
        let (snapshot, _, _, _) = try InputFile.loadHierarchy(path)
        try Terminal.standardOutput(TreeRenderer.render(snapshot, options: .init(colors: Terminal.colorsOnStandardOutput)))
    }
}

struct GraphCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "graph",
        abstract: "Draw the hierarchy as Graphviz DOT or Mermaid, problems in red.")

    @Argument(help: "A snapshot or a `_printHierarchy` paste, or - for standard input.")
    var path: String

    @Option(help: "dot or mermaid.")
    var format: GraphRenderer.Format = .dot

    func run() throws {
        let (snapshot, _, wasPaste, _) = try InputFile.loadHierarchy(path)
        let findings = wasPaste ? PrintHierarchyImporter.withoutStandInFindings(Linter.check(snapshot), in: snapshot)
            : Linter.check(snapshot)
        try Terminal.standardOutput(GraphRenderer.render(snapshot, diagnostics: findings, format: format,
                                                     lookupFailures: wasPaste))
    }
}

struct DiagnoseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diagnose",
        abstract: "Find the view controllers that produce a runtime message pasted from a crash log, and explain it.",
        discussion: "Exit status: 0 when a culprit is found, 1 when none matches, 2 for bad input.")

    @Argument(help: "A snapshot or a `_printHierarchy` paste.")
    var path: String

    @Option(help: "The runtime message (default: read from standard input).")
    var message: String?

    /// A crash log's message is a few lines; standard input is read no further than this
    /// (not the 256 MiB a snapshot may have: `diagnose x.yaml </dev/zero` must not take a minute).
    static let maxMessageBytes = 64 * 1024

    func run() throws {
        let (snapshot, loaded, display, bytes) = try InputFile.loadHierarchyInput(path)
        let wasPaste = loaded.wasPaste
        var text = message ?? ""
        if message == nil {
            guard path != "-" else { throw ValidationError("give the message with --message when the hierarchy comes from standard input") }
            switch SafeFile.readStandardInput(limit: Self.maxMessageBytes) {
            case .success(let bytes) where bytes.count <= Self.maxMessageBytes: text = String(decoding: bytes, as: UTF8.self)
            case .success:
                Terminal.standardError("modallint: the message on standard input is longer than \(Self.maxMessageBytes) bytes; "
                                       + "a runtime message is a few lines: paste only the message\n")
                throw ExitCode(ExitStatus.invalidInput)
            case .failure(let problem):
                Terminal.standardError("modallint: \(problem.message)\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        // Nothing to match is a usage problem (as documented for bad input), not a message no view
        // controller produces.
        guard !text.allSatisfy(\.isWhitespace) else {
            Terminal.standardError("modallint: the message is empty: give it with --message or on standard input\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        let result = Diagnoser.diagnose(snapshot, message: text, file: display)
        guard !result.culprits.isEmpty else {
            // The explanation names view controllers and may quote the message: input text, escaped.
            try Terminal.standardOutput(TerminalText.escape(
                "no view controller in \(display) produces this message.\n" + result.explanation + "\n", keepingNewlines: true))
            throw ExitCode(ExitStatus.findings)
        }
        let run = LintRun(files: [FileReport(path: display, status: .ok, diagnostics: result.culprits)],
                          sources: wasPaste ? [:] : [display: bytes])
        var report = TextReporter.render(run, options: ReportOptions(colors: Terminal.colorsOnStandardOutput, quiet: true))
        if wasPaste {
            // Lines of a paste's generated YAML mean nothing to the reader: the paste's line of the
            // view controller at fault instead, and the view controllers on the way.
            let locations = loaded.pasteLocations(of: result.culprits)
            report = zip(result.culprits, locations).map { diagnostic, location in
                "\(diagnostic.rule): \(diagnostic.message)\n"
                    + (location.map { "  at: \(display):\($0.line) (\($0.controller))\n" } ?? "")
                    + (diagnostic.path.isEmpty ? "" : "  path: " + diagnostic.path.map(\.note).joined(separator: " -> ") + "\n")
                    + (diagnostic.fix.map { "  fix: \($0)\n" } ?? "")
            }.joined(separator: "\n")
            report = TerminalText.escape(report, keepingNewlines: true)
        }
        try Terminal.standardOutput(report)
    }
}

extension GraphRenderer.Format: ExpressibleByArgument {}
