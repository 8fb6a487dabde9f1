import Foundation

/// The stable JSON contract (cli.md): sorted keys, deterministic order.
public enum JSONReporter {
    struct Output: Encodable {
        var version = 1
        var tool = Tool()
        var files: [File]
        var diagnostics: [Entry]
        var summary: Summary
    }
    struct Tool: Encodable {
        var name = "modallint"
        var version = ModalLintVersion.current
    }
    struct File: Encodable {
        var path: String
        var status: String
    }
    struct Step: Encodable {
        var file: String
        var line: Int
        var column: Int
        var note: String
    }
    struct Entry: Encodable {
        var rule: String
        var severity: String
        var message: String
        var runtimeMessage: String?
        var file: String
        var line: Int
        var column: Int
        var endLine: Int
        var endColumn: Int
        var path: [Step]?
        var fix: String?
    }
    struct Summary: Encodable {
        var errors: Int
        var warnings: Int
        var notes: Int
        var files: Int
        /// Findings hidden by `--baseline`; present only when some were.
        var baselined: Int?
    }

    public static func render(_ run: LintRun) -> String {
        let counts = run.counts
        let output = Output(
            files: run.files.map { File(path: $0.path, status: $0.status.rawValue) },
            diagnostics: run.diagnostics.map { diagnostic in
                Entry(
                    rule: diagnostic.rule, severity: diagnostic.severity.rawValue, message: diagnostic.message,
                    runtimeMessage: diagnostic.runtimeMessage, file: diagnostic.file,
                    line: diagnostic.range.start.line, column: diagnostic.range.start.column,
                    endLine: diagnostic.range.end.line, endColumn: diagnostic.range.end.column,
                    path: diagnostic.path.isEmpty ? nil : diagnostic.path.map {
                        Step(file: diagnostic.file, line: $0.range.start.line, column: $0.range.start.column, note: $0.note)
                    },
                    fix: diagnostic.fix)
            },
            summary: Summary(errors: counts.errors, warnings: counts.warnings, notes: counts.notes,
                             files: counts.filesChecked, baselined: run.baselined > 0 ? run.baselined : nil))
        return encode(output)
    }

    /// Sorted keys, no escaped slashes, a final newline: `JSONEncoder`'s text, written by
    /// `PrettyJSON` (`JSONEncoder` itself for what that leaves to it).
    public static func encode(_ value: some Encodable) -> String {
        if !encodesWithFoundation, var bytes = try? PrettyJSON.encode(value) {
            bytes.append(UInt8(ascii: "\n"))
            return String(decoding: bytes, as: UTF8.self)
        }
        return foundationEncode(value)
    }

    /// Set by the tests that compare `PrettyJSON` with `JSONEncoder` on every report.
    @TaskLocal static var encodesWithFoundation = false

    /// `JSONEncoder` with the report's options.
    static func foundationEncode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
