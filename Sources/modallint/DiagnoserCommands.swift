import ArgumentParser
import Foundation
import ModalLint

/// Reads a path or `-` (standard input).
enum InputFile {
    static func read(_ path: String) throws -> (bytes: [UInt8], display: String) {
        if path == "-" {
            return (FileDiscovery.readStandardInput(limit: LoaderLimits.default.maxFileBytes), LintSession.standardInputName)
        }
        switch FileDiscovery.read(path, limit: LoaderLimits.default.maxFileBytes) {
        case .success(let bytes):
            return (bytes, LintSession.display(path: path, workingDirectory: FileManager.default.currentDirectoryPath))
        case .failure(let problem):
            Terminal.standardError("modallint: \(problem.message)\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
    }

    /// A snapshot or a paste, loaded; input problems printed and exit 2 when it cannot be used.
    static func loadHierarchy(_ path: String) throws -> (snapshot: Snapshot, display: String, wasPaste: Bool, bytes: [UInt8]) {
        let (bytes, display) = try read(path)
        let loaded = HierarchyInput.load(bytes, path: display)
        if !loaded.diagnostics.isEmpty {
            let report = FileReport(path: display, status: loaded.snapshot == nil ? .invalid : .ok, diagnostics: loaded.diagnostics)
            Terminal.standardError(TextReporter.render(LintRun(files: [report], sources: loaded.wasPaste ? [:] : [display: bytes]),
                                                       options: ReportOptions(quiet: true)))
        }
        guard let snapshot = loaded.snapshot else { throw ExitCode(ExitStatus.invalidInput) }
        return (snapshot, display, loaded.wasPaste, bytes)
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
        Terminal.standardOutput(imported.yaml)
        for problem in imported.problems {
            Terminal.standardError("\(display):\(problem.line):\(problem.column): error: \(problem.message) [input/syntax]\n")
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
        Terminal.standardOutput(TreeRenderer.render(snapshot, options: .init(colors: Terminal.colorsOnStandardOutput)))
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
        Terminal.standardOutput(GraphRenderer.render(snapshot, diagnostics: Linter.check(snapshot), format: format,
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

    func run() throws {
        let (snapshot, display, wasPaste, bytes) = try InputFile.loadHierarchy(path)
        var text = message ?? ""
        if message == nil {
            guard path != "-" else { throw ValidationError("give the message with --message when the hierarchy comes from standard input") }
            text = String(decoding: FileDiscovery.readStandardInput(limit: LoaderLimits.default.maxFileBytes), as: UTF8.self)
        }
        let result = Diagnoser.diagnose(snapshot, message: text, file: display)
        guard !result.culprits.isEmpty else {
            Terminal.standardOutput("no view controller in \(display) produces this message.\n" + result.explanation + "\n")
            throw ExitCode(ExitStatus.findings)
        }
        let run = LintRun(files: [FileReport(path: display, status: .ok, diagnostics: result.culprits)],
                          sources: wasPaste ? [:] : [display: bytes])
        var report = TextReporter.render(run, options: ReportOptions(colors: Terminal.colorsOnStandardOutput, quiet: true))
        if wasPaste {
            // Lines of a paste's generated YAML mean nothing to the reader: name the view controllers instead.
            report = result.culprits.map { diagnostic in
                "\(diagnostic.rule): \(diagnostic.message)\n"
                    + (diagnostic.path.isEmpty ? "" : "  path: " + diagnostic.path.map(\.note).joined(separator: " -> ") + "\n")
                    + (diagnostic.fix.map { "  fix: \($0)\n" } ?? "")
            }.joined(separator: "\n")
        }
        Terminal.standardOutput(report)
    }
}

extension GraphRenderer.Format: ExpressibleByArgument {}
