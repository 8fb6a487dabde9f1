import Foundation

/// Findings accepted as they are: `--write-baseline` records them, `--baseline` hides them,
/// so only new findings fail CI. An entry is keyed by rule, file, logical location (a
/// view-controller id or class path, a call by what it does, never a line or a position) and
/// message (line numbers in it masked), so it survives lines moving and calls being inserted.
///
/// The file is JSON with sorted keys and sorted entries; `file` is relative to the
/// baseline's own directory, so the baseline works from any working directory.
public struct Baseline: Sendable, Codable, Equatable {
    public struct Entry: Sendable, Codable, Hashable, Comparable {
        public var rule: String
        public var file: String
        public var logicalLocation: String
        public var message: String

        init(rule: String, file: String, logicalLocation: String, message: String) {
            self.rule = rule
            self.file = file
            self.logicalLocation = logicalLocation
            self.message = message
        }

        init(_ finding: Diagnostic) {
            self.init(rule: finding.rule, file: finding.file, logicalLocation: finding.logicalLocation, message: finding.message)
        }

        /// What a finding is matched on: the entry with the line numbers in its message
        /// (`the call at line 12`) masked, so that lines moving keep it matched.
        var matchKey: Entry {
            Entry(rule: rule, file: file, logicalLocation: logicalLocation, message: Self.maskingLines(message))
        }

        /// `line 12` -> `line #`, everywhere in the text.
        static func maskingLines(_ text: String) -> String {
            guard text.contains("line ") else { return text }
            var out = ""
            var rest = Substring(text)
            while let found = rest.range(of: "line ") {
                out += rest[..<found.upperBound]
                rest = rest[found.upperBound...]
                let digits = rest.prefix { $0.isASCII && $0.isNumber }
                if !digits.isEmpty {
                    out += "#"
                    rest = rest.dropFirst(digits.count)
                }
            }
            return out + rest
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.file, lhs.rule, lhs.logicalLocation, lhs.message) < (rhs.file, rhs.rule, rhs.logicalLocation, rhs.message)
        }
    }

    public var version = 1
    public var tool = "modallint"
    /// File paths here are as reports show them (relative to the working directory) once
    /// read; `read` and `write` translate them from and to the baseline's directory.
    public var findings: [Entry]

    public init(findings: [Entry]) {
        self.findings = findings.sorted()
    }

    /// Whether a finding can be baselined: everything but the findings about the input itself.
    static func records(_ finding: Diagnostic) -> Bool { !RuleRegistry.isInputRule(finding.rule) }

    /// The findings of a run (before any baseline hid them).
    public init(run: LintRun) {
        self.init(findings: run.files.flatMap(\.diagnostics).filter(Self.records).map(Entry.init))
    }

    /// Reads a baseline, turning its paths into paths as reports show them.
    public static func read(_ path: String, workingDirectory: String) throws(FileProblem) -> Baseline {
        // Read like every input: a regular file only, bounded (a link to /dev/zero must not hang).
        let limit = LoaderLimits.default.maxFileBytes
        let data: Data
        switch SafeFile.read(path, limit: limit) {
        case .success(let bytes) where bytes.count <= limit: data = Data(bytes)
        case .success: throw FileProblem(message: "cannot read the baseline \(path): it is larger than \(limit) bytes")
        case .failure(let problem): throw FileProblem(message: "cannot read the baseline \(path): \(problem.reason ?? problem.message)")
        }
        var baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch let DecodingError.dataCorrupted(context) where context.codingPath.isEmpty {
            throw FileProblem(message: "the baseline \(path) is not JSON")
        } catch let error as DecodingError {
            throw FileProblem(message: "the baseline \(path) is not a modallint baseline: \(describe(error))")
        } catch {
            throw FileProblem(message: "the baseline \(path) is not a modallint baseline")
        }
        guard baseline.tool == "modallint", baseline.version == 1 else {
            throw FileProblem(message: "the baseline \(path) is \(baseline.tool) version \(baseline.version); this modallint reads modallint version 1")
        }
        let directory = Paths.directory(of: Paths.absolute(path, workingDirectory: workingDirectory))
        for index in baseline.findings.indices where baseline.findings[index].file != LintSession.standardInputName {
            let absolute = Paths.absolute(baseline.findings[index].file, workingDirectory: directory)
            baseline.findings[index].file = LintSession.displayPath(absolute, workingDirectory: workingDirectory)
        }
        return baseline
    }

    /// Writes the baseline atomically, file paths relative to its directory.
    public func write(to path: String, workingDirectory: String) throws(FileProblem) {
        let directory = Paths.directory(of: Paths.absolute(path, workingDirectory: workingDirectory))
        var copy = self
        for index in copy.findings.indices where copy.findings[index].file != LintSession.standardInputName {
            let absolute = Paths.absolute(copy.findings[index].file, workingDirectory: workingDirectory)
            copy.findings[index].file = Paths.relative(absolute, to: directory)
        }
        copy.findings.sort()
        try AtomicFile.write(JSONReporter.encode(copy), to: path)
    }

    static func describe(_ error: DecodingError) -> String {
        func where_(_ path: [any CodingKey]) -> String {
            path.isEmpty ? "" : " at " + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        }
        switch error {
        case .keyNotFound(let key, let context): return "missing `\(key.stringValue)`" + where_(context.codingPath)
        case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
            return context.debugDescription.trimmingCharacters(in: CharacterSet(charactersIn: ".")) + where_(context.codingPath)
        @unknown default: return "unreadable"
        }
    }
}

// Keys in sorted order, as `JSONEncoder` writes the `Codable` conformances (the tests compare).
extension Baseline: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("findings", findings)
            json.field("tool", tool)
            json.field("version", version)
        }
    }
}

extension Baseline.Entry: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("file", file)
            json.field("logicalLocation", logicalLocation)
            json.field("message", message)
            json.field("rule", rule)
        }
    }
}
