import Foundation

/// The stable JSON contract (docs/design/cli.md): sorted keys, deterministic order.
public enum JSONReporter {
    struct Output: Encodable {
        var version = 1
        var tool = Tool()
        var files: [File]
        var diagnostics: Entries
        var summary: Summary
        /// What project discovery read for the run's Swift files; absent without Swift files.
        var projects: ProjectDiscoveryJSON?
    }
    /// The findings' entries, each made on the thread that writes it (`JSONWriter.parallelArray`).
    struct Entries: Encodable, Sendable {
        var findings: [Diagnostic]

        func entry(_ index: Int) -> Entry {
            let diagnostic = findings[index]
            return Entry(
                rule: diagnostic.rule, severity: diagnostic.severity.rawValue, message: diagnostic.message,
                runtimeMessage: diagnostic.runtimeMessage, file: diagnostic.file,
                line: diagnostic.range.start.line, column: diagnostic.range.start.column,
                endLine: diagnostic.range.end.line, endColumn: diagnostic.range.end.column,
                path: diagnostic.path.isEmpty ? nil : diagnostic.path.map {
                    Step(file: $0.file ?? diagnostic.file, line: $0.range.start.line, column: $0.range.start.column, note: $0.note)
                },
                fix: diagnostic.fix)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for index in findings.indices { try container.encode(entry(index)) }
        }
    }
    struct Tool: Encodable {
        var name = "modallint"
        var version = ModalLintVersion.current
    }
    struct File: Encodable {
        var path: String
        var status: String
        /// The configuration file that judged it; absent when none did.
        var configuration: String?
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
        /// Findings hidden by `# modallint:` comments; present only when some were.
        var suppressed: Int?
    }

    /// `jobs`: threads the findings may be written on.
    public static func render(_ run: LintRun, jobs: Int = 1) -> String {
        String(decoding: renderPieces(run, jobs: jobs).joined, as: UTF8.self)
    }

    /// `render`'s text as bytes, for writing out, in the pieces its threads wrote (`BytePieces`):
    /// a String checks every byte it is made of.
    public static func renderPieces(_ run: LintRun, jobs: Int = 1) -> BytePieces {
        let counts = run.counts
        let output = Output(
            files: run.files.map { File(path: $0.path, status: $0.status.rawValue, configuration: $0.configuration) },
            diagnostics: Entries(findings: run.diagnostics),
            summary: Summary(errors: counts.errors, warnings: counts.warnings, notes: counts.notes,
                             files: counts.filesChecked, baselined: run.baselined > 0 ? run.baselined : nil,
                             suppressed: run.suppressedInline > 0 ? run.suppressedInline : nil),
            projects: run.projectDiscovery.map(ProjectDiscoveryJSON.init))
        return encodePieces(output, jobs: jobs)
    }

    /// Sorted keys, no escaped slashes, a final newline: `JSONEncoder`'s text, written by
    /// `JSONWriter` (the one way the tool writes JSON; the tests compare it with `JSONEncoder`
    /// through each type's `Encodable` conformance, `encodesWithFoundation`).
    static func encode(_ value: some Encodable & JSONWritable, jobs: Int = 1) -> String {
        String(decoding: encodePieces(value, jobs: jobs).joined, as: UTF8.self)
    }

    static func encodePieces(_ value: some Encodable & JSONWritable, jobs: Int = 1) -> BytePieces {
        encodesWithFoundation ? BytePieces(Array(foundationEncode(value).utf8)) : JSONWriter.writePieces(value, jobs: jobs)
    }

    /// Set by the tests that compare `JSONWriter` with `JSONEncoder` on every report.
    @TaskLocal static var encodesWithFoundation = false

    /// `JSONEncoder` with the report's options.
    static func foundationEncode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

// Keys in sorted order, optional members left out when nil: what `JSONEncoder` writes for
// the `Encodable` conformances above.
extension JSONReporter.Output: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.parallelArray("diagnostics", count: diagnostics.findings.count) { [diagnostics] in diagnostics.entry($0) }
            json.field("files", files)
            json.field("projects", projects)
            json.field("summary", summary)
            json.field("tool", tool)
            json.field("version", version)
        }
    }
}

extension JSONReporter.Tool: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("name", name)
            json.field("version", version)
        }
    }
}

extension JSONReporter.File: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("configuration", configuration)
            json.field("path", path)
            json.field("status", status)
        }
    }
}

extension JSONReporter.Step: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("column", column)
            json.field("file", file)
            json.field("line", line)
            json.field("note", note)
        }
    }
}

extension JSONReporter.Entry: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("column", column)
            json.field("endColumn", endColumn)
            json.field("endLine", endLine)
            json.field("file", file)
            json.field("fix", fix)
            json.field("line", line)
            json.field("message", message)
            json.field("path", path)
            json.field("rule", rule)
            json.field("runtimeMessage", runtimeMessage)
            json.field("severity", severity)
        }
    }
}

extension JSONReporter.Summary: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("baselined", baselined)
            json.field("errors", errors)
            json.field("files", files)
            json.field("notes", notes)
            json.field("suppressed", suppressed)
            json.field("warnings", warnings)
        }
    }
}
