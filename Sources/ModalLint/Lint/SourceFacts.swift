/// What a source front end (the Swift one lives in its own target, ModalLintSwift) hands the
/// core for one source file: the facts it found, written as a snapshot (the model's own words,
/// format 1), and for each line of that snapshot the source range it came from. The same rules
/// run on it; findings are moved back to the source file's lines.
public struct SourceFacts: Sendable {
    /// A format-1 snapshot of what the source says.
    public var snapshot: String
    /// Snapshot line (1-based) -> where in the source file that line's fact is written; lines
    /// without one are stand-ins (a modal host the source does not show).
    public var origins: [Int: SourceRange]
    /// Snapshot line -> a line-independent name of the enclosing declaration
    /// (`Swift:CheckoutViewController.showPicker()`): the key of baselines and fingerprints.
    public var logicalNames: [Int: String]
    /// Further snapshots of the same file, each linted alone: facts that must not meet (the
    /// Modal Presenter links of two views, whose ids only clash within one view).
    public var parts: [SourceFacts] = []
    /// Snapshot lines that only say where a call is made from (the path from a window root to
    /// its presenter, written elsewhere): findings on them are reported where that fact is
    /// written, so here they are dropped.
    public var contextLines: Set<Int> = []
    /// Snapshot lines whose facts are written in another file of the run: where a finding's
    /// path steps through them.
    public var otherFileOrigins: [Int: FileRange] = [:]

    public init(snapshot: String, origins: [Int: SourceRange], logicalNames: [Int: String]) {
        self.snapshot = snapshot
        self.origins = origins
        self.logicalNames = logicalNames
    }
}

/// A range in a named file.
public struct FileRange: Sendable, Hashable {
    public var file: String
    public var range: SourceRange

    public init(file: String, range: SourceRange) {
        self.file = file
        self.range = range
    }
}

/// A `modallint:` comment of a source file (`// modallint: disable-next-line RULE -- why`).
public struct SourceComment: Sendable {
    public var line: Int
    /// Code-point columns of the comment's start and end.
    public var column: Int
    public var endColumn: Int
    /// Nothing but the comment on its line.
    public var ownLine: Bool
    /// From the comment's start (`//`) to the end of its line.
    public var text: [UInt8]

    public init(line: Int, column: Int, endColumn: Int, ownLine: Bool, text: [UInt8]) {
        self.line = line
        self.column = column
        self.endColumn = endColumn
        self.ownLine = ownLine
        self.text = text
    }
}

/// A source front end plugged into `LintSession`: lints every file it accepts in one pass
/// (its facts may span files).
public protocol SourceFrontEnd: Sendable {
    /// The file extension it reads, without the dot (`swift`).
    var fileExtension: String { get }
    /// Where its files' lines end: its findings' lines and the snippets' are counted so.
    var lineBreaks: LineBreaks { get }
    /// Directory names a directory walk does not enter (vendored code, build output).
    var skippedDirectories: Set<String> { get }
    /// Whether a file found in a directory walk is skipped (`*.generated.swift`).
    func skipsFile(named name: String) -> Bool
    /// One report per file, in the given order (standard input's last, when its name has the
    /// extension), with the bytes of files with findings when `keepSources` (snippets).
    func lint(_ files: [(display: String, path: String)], standardInput: (display: String, bytes: [UInt8])?,
              configuration: Configuration, jobs: Int, keepSources: Bool) -> [(FileReport, [UInt8]?)]
    /// Readers of the project files the core cannot parse (`Package.swift`), for project discovery.
    var projectReaders: [any ProjectFileReader] { get }
}

extension SourceFrontEnd {
    public var projectReaders: [any ProjectFileReader] { [] }
}

/// Runs the rules a front end can feed on its facts, then the same filters as a snapshot.
public enum SourceLinter {
    /// `facts` nil: nothing to check in the file. `problems` are the front end's own (syntax
    /// errors, encoding). Findings land at the source ranges of the facts they point at.
    public static func lint(path: String, facts: SourceFacts?, problems: [Diagnostic], comments: [SourceComment],
                            nextCodeLines: [Int?], rules: Set<String>, configuration: Configuration) -> FileReport {
        var diagnostics = problems
        var status = FileReport.Status.ok
        if problems.contains(where: { $0.severity == .error }) { status = .invalid }
        var findings: [Diagnostic] = []
        for facts in facts.map({ [$0] + $0.parts }) ?? [] {
            let (snapshot, loadProblems) = Linter.load(Array(facts.snapshot.utf8), configuration: configuration)
            if let snapshot {
                let context = LintContext(snapshot: snapshot)
                var found: [Diagnostic] = []
                for rule in RuleRegistry.rules where rules.contains(rule.metadata.id) && configuration.severity(for: rule.metadata) != nil {
                    found += rule.check(context)
                }
                findings += FindingPrecedence.fold(found).compactMap { finding in
                    facts.contextLines.contains(finding.range.start.line) ? nil : relocate(finding, facts)
                }
            } else {
                // The front end wrote a snapshot the decoder rejects: a bug of ours, said plainly.
                diagnostics += loadProblems.prefix(diagnostics.contains { $0.rule == "input/schema" } ? 0 : 1).map {
                    Diagnostic(rule: "input/schema", severity: .warning,
                               message: "modallint could not read what it found in this file (\($0.message)); please report this",
                               range: .fileStart, logicalLocation: "file")
                }
            }
        }
        let scanned = SuppressionScanner.build(comments.map {
            SuppressionScanner.Comment(line: $0.line, column: $0.column, endColumn: $0.endColumn, ownLine: $0.ownLine, text: $0.text)
        }, nextCode: nextCodeLines)
        if !scanned.diagnostics.isEmpty { status = .invalid }
        diagnostics += scanned.diagnostics
        let filtered = FindingFilter.apply(findings, suppressions: scanned.suppressions, configuration: configuration)
        diagnostics += Linter.capPerRule(filtered.kept)
        var suppressed = filtered.suppressed
        for index in diagnostics.indices { diagnostics[index].file = path }
        for index in suppressed.indices { suppressed[index].finding.file = path }
        diagnostics.sortInReportOrder()
        return FileReport(path: path, status: status, diagnostics: diagnostics, suppressed: suppressed)
    }

    /// A finding on the snapshot's lines, moved to the source lines its facts came from.
    static func relocate(_ finding: Diagnostic, _ facts: SourceFacts) -> Diagnostic {
        var finding = finding
        let line = finding.range.start.line
        finding.range = facts.origins[line] ?? .fileStart
        finding.message = sourceLines(in: finding.message, facts)
        finding.fix = finding.fix.map(swiftWords)
        // Steps through what the source does not say (the stand-in host) are left out.
        finding.path = finding.path.compactMap { step in
            let note = swiftWords(step.note)
            if let own = facts.origins[step.range.start.line] { return PathStep(range: own, note: note) }
            return facts.otherFileOrigins[step.range.start.line].map { PathStep(range: $0.range, note: note, file: $0.file) }
        }
        let name = facts.logicalNames[line] ?? "Swift"
        finding.logicalLocation = "\(name)/\(finding.rule)"
        return finding
    }

    /// "at line 7" in a message names a snapshot line: the source line of its fact instead.
    /// Snapshot keys a finding names, in the words of the Swift the finding is on.
    static let swiftPhrases: [(snapshot: String, swift: String)] = [
        (" (`anchored: true`)", ""),
        ("(contained: false: no parent)", "(its view added without addChild(_:): no parent)"),
    ]

    static func swiftWords(_ text: String) -> String {
        var text = text
        for phrase in swiftPhrases where text.contains(phrase.snapshot) {
            text = text.replacing(phrase.snapshot, with: phrase.swift)
        }
        return text
    }

    static func sourceLines(in message: String, _ facts: SourceFacts) -> String {
        guard message.contains("line ") else { return message }
        var result = ""
        var rest = Substring(message)
        while let found = rest.range(of: "line ") {
            // A word of its own ("at line 7"), not the end of another ("Deadline 7").
            let word = found.lowerBound == rest.startIndex ? result.last.map { $0 == " " } ?? true
                : rest[rest.index(before: found.lowerBound)] == " "
            result += rest[..<found.upperBound]
            rest = rest[found.upperBound...]
            let digits = rest.prefix(while: { $0.isASCII && $0.isNumber })
            if word, let number = Int(digits), let origin = facts.origins[number] {
                result += String(origin.start.line)
                rest = rest.dropFirst(digits.count)
            }
        }
        return result + rest
    }
}
