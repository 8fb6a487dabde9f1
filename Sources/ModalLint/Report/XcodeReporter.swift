/// Compiler-style lines, which Xcode (a Run Script phase, a build-tool plugin) and SwiftPM show
/// as issues at their lines:
///
/// ```
/// /abs/path/File.swift:12:9: error: MESSAGE [RULE]
/// /abs/path/File.swift:12:9: note: runtime: THE FRAMEWORK'S MESSAGE (its first line)
/// /abs/path/File.swift:12:9: note: fix: FIX
/// /abs/path/AppDelegate.swift:8:5: note: STEP
/// ```
///
/// Paths are absolute (Xcode places an issue by the path it reads; a relative one is resolved
/// against a directory it does not say). The framework's runtime message, the fix and the walked
/// path follow as `note:` lines, which Xcode folds under the issue before them. One line per
/// item: text from the input goes through `TerminalText` (a line break in a message would start a
/// line Xcode reads as another issue), and a file name with a line break cannot be written as
/// such, so its escape is shown.
public enum XcodeReporter {
    /// `workingDirectory`: the directory relative paths are resolved against. Standard input
    /// with no `--stdin-filename` is written as `<stdin>`.
    public static func render(_ run: LintRun, workingDirectory: String) -> String {
        var out = ""
        var absolute: [String: String] = [:]
        func path(_ file: String) -> String {
            if let known = absolute[file] { return known }
            let resolved = file == LintSession.standardInputName
                ? file : TerminalText.escape(Paths.absolute(file, workingDirectory: workingDirectory))
            absolute[file] = resolved
            return resolved
        }
        func line(_ file: String, _ position: SourcePosition, _ kind: String, _ text: String) {
            out += "\(path(file)):\(position.line):\(position.column): \(kind): \(TerminalText.escape(text))\n"
        }
        for diagnostic in run.diagnostics {
            line(diagnostic.file, diagnostic.range.start, diagnostic.severity.rawValue, "\(diagnostic.message) [\(diagnostic.rule)]")
            // The first line of the framework's message, the one a crash log shows first (swift-modals'
            // goes on for a dozen lines of advice: one note each would bury the path).
            if let runtime = diagnostic.runtimeMessage, let first = SourceLines.split(Array(runtime.utf8)).first {
                line(diagnostic.file, diagnostic.range.start, "note", "runtime: " + String(decoding: first, as: UTF8.self))
            }
            if let fix = diagnostic.fix { line(diagnostic.file, diagnostic.range.start, "note", "fix: \(fix)") }
            for step in diagnostic.path {
                line(step.file ?? diagnostic.file, step.range.start, "note", step.note)
            }
        }
        return out
    }
}
