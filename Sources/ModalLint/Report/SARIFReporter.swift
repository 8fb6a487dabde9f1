import Foundation

/// SARIF 2.1.0 for GitHub code scanning: one run, every rule in `tool.driver.rules`, results
/// with repo-relative locations, the walked path as related locations and a code flow, and
/// line-independent fingerprints. Valid against the OASIS schema and within GitHub's limits.
public enum SARIFReporter {
    /// GitHub rejects a run with more results; the most severe are kept.
    public static let maxResults = 25_000
    /// Path steps kept per result (GitHub accepts 1,000 locations and 10,000 thread-flow
    /// locations per result).
    static let maxPathSteps = 1_000
    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    static let informationURI = "https://github.com/modallint/modallint"
    /// The `partialFingerprints` key. Its recipe is part of the contract: change it, change the key.
    public static let fingerprintKey = "modallint/v1"
    static let sourceRoot = "%SRCROOT%"

    struct Log: Encodable {
        var schema = SARIFReporter.schemaURI
        var version = "2.1.0"
        var runs: [Run]
        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }
    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var invocations: [Invocation]
        var columnKind = "unicodeCodePoints"
        var results: Results
        /// Project discovery, for a run over Swift source.
        var properties: RunProperties?
    }
    struct RunProperties: Encodable {
        var projects: ProjectDiscoveryJSON?
        /// Each configuration file that judged files of the run, and those files (as reports
        /// show paths), sorted: which settings a result was judged by.
        var configurations: [String: [String]]?

        init?(_ run: LintRun) {
            projects = run.projectDiscovery.map(ProjectDiscoveryJSON.init)
            var configurations: [String: [String]] = [:]
            for file in run.files {
                if let configuration = file.configuration { configurations[configuration, default: []].append(file.path) }
            }
            self.configurations = configurations.isEmpty ? nil : configurations.mapValues { $0.sorted() }
            if projects == nil, self.configurations == nil { return nil }
        }
    }
    /// The run's results, each written from its finding (`ResultWriter`) on the thread that
    /// writes it (`JSONWriter.parallelArray`): the findings kept, in report order, with what
    /// each needs made beforehand in order (its artifact, rule index and fingerprint). The
    /// `Encodable` log (`JSONEncoder`, for the tests) makes each `Result` instead.
    struct Results: Encodable, Sendable {
        var findings: [(finding: Diagnostic, suppression: SuppressedFinding?)]
        var kept: [Int]
        var artifacts: [ArtifactLocation]
        var ruleIndices: [Int]
        var fingerprints: [String]
        /// The files path steps name besides their finding's own.
        var stepArtifacts: [String: ArtifactLocation] = [:]

        var count: Int { kept.count }

        func result(_ position: Int) -> Result {
            let index = kept[position]
            return SARIFReporter.result(findings[index].finding, suppression: findings[index].suppression,
                                        ruleIndex: ruleIndices[position], fingerprint: fingerprints[index],
                                        artifact: artifacts[position], stepArtifacts: stepArtifacts)
        }

        /// The same result, written without being made first (the log's fast writer).
        func writer(_ position: Int) -> ResultWriter {
            let index = kept[position]
            return ResultWriter(finding: findings[index].finding, suppression: findings[index].suppression,
                                ruleIndex: ruleIndices[position], fingerprint: fingerprints[index],
                                artifact: artifacts[position], stepArtifacts: stepArtifacts)
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for position in 0..<count { try container.encode(result(position)) }
        }
    }
    struct Tool: Encodable {
        var driver: Driver
    }
    struct Driver: Encodable {
        var name = "modallint"
        var version = ModalLintVersion.current
        var semanticVersion = ModalLintVersion.current
        var informationUri = SARIFReporter.informationURI
        var rules: [Rule]
    }
    struct Rule: Encodable {
        var id: String
        var name: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        var helpUri: String
        var defaultConfiguration: RuleConfiguration
        var properties: RuleProperties
    }
    struct RuleConfiguration: Encodable {
        var level: String
    }
    struct RuleProperties: Encodable {
        var tags: [String]
    }
    struct Message: Encodable {
        var text: String
    }
    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }
    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var relatedLocations: [Location]?
        var codeFlows: [CodeFlow]?
        var suppressions: [Suppression]?
        var partialFingerprints: [String: String]
        var properties: ResultProperties?
    }
    struct Suppression: Encodable {
        var kind: String
        var justification: String?
    }
    struct ResultProperties: Encodable {
        var runtimeMessage: String
    }
    struct Location: Encodable {
        var id: Int?
        var physicalLocation: PhysicalLocation
        var logicalLocations: [LogicalLocation]?
        var message: Message?
    }
    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region?
    }
    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }
    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
    }
    struct LogicalLocation: Encodable {
        var fullyQualifiedName: String
    }
    struct CodeFlow: Encodable {
        var threadFlows: [ThreadFlow]
    }
    struct ThreadFlow: Encodable {
        var locations: [ThreadFlowLocation]
    }
    struct ThreadFlowLocation: Encodable {
        var location: Location
    }
    struct Invocation: Encodable {
        var executionSuccessful: Bool
        var toolExecutionNotifications: [Notification]?
    }
    struct Notification: Encodable {
        var level: String
        var message: Message
        var locations: [Location]?
    }

    /// `sourceRoot`: the absolute directory uris are relative to (the repository root), written
    /// as `%SRCROOT%` in `originalUriBaseIds`; `workingDirectory`: the directory report paths
    /// are relative to (default: `sourceRoot`). A file outside the source root gets a `file:`
    /// uri and a notification that says so.
    /// `jobs`: threads the results may be written on.
    public static func render(_ run: LintRun, sourceRoot: String, workingDirectory: String? = nil,
                              rules: [RuleMetadata] = RuleRegistry.metadata, jobs: Int = 1) -> String {
        String(decoding: renderPieces(run, sourceRoot: sourceRoot, workingDirectory: workingDirectory, rules: rules, jobs: jobs).joined,
               as: UTF8.self)
    }

    /// `render`'s text as bytes, for writing out (see `JSONReporter.renderPieces`).
    public static func renderPieces(_ run: LintRun, sourceRoot: String, workingDirectory: String? = nil,
                                    rules: [RuleMetadata] = RuleRegistry.metadata, jobs: Int = 1) -> BytePieces {
        var ruleIndex: [String: Int] = [:]
        for (index, rule) in rules.enumerated() { ruleIndex[rule.id] = index }
        var uris = URIs(sourceRoot: sourceRoot, workingDirectory: workingDirectory ?? sourceRoot)
        var notifications: [Notification] = []
        var findings: [(finding: Diagnostic, suppression: SuppressedFinding?)] = []
        for diagnostic in run.diagnostics {
            // An unreadable path is no place in the repository: a notification, not a result.
            if diagnostic.rule == "input/io" {
                notifications.append(Notification(
                    level: "error", message: Message(text: diagnostic.message),
                    locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: uris.artifact(diagnostic.file)))]))
            } else if ruleIndex[diagnostic.rule] != nil {
                findings.append((diagnostic, nil))
            }
        }
        for file in run.files {
            for hidden in file.suppressed where ruleIndex[hidden.finding.rule] != nil { findings.append((hidden.finding, hidden)) }
        }
        // Suppressed or not, a finding keeps its fingerprint: all of them in report order.
        var diagnostics = findings.map(\.finding)
        if !diagnostics.isInReportOrder {
            findings.sort { Diagnostic.reportOrder($0.finding, $1.finding) }
            diagnostics = findings.map(\.finding)
        }
        let successful = notifications.isEmpty
        let fingerprints = fingerprints(diagnostics, jobs: jobs)
        diagnostics = []
        var kept = Array(findings.indices)
        if kept.count > maxResults {
            // Keep the most severe, then restore report order.
            kept = Array(kept.sorted { findings[$0].finding.severity > findings[$1].finding.severity }.prefix(maxResults)).sorted()
            notifications.append(Notification(
                level: "warning",
                message: Message(text: "\(findings.count - maxResults) of \(findings.count) results were left out: GitHub code scanning accepts at most \(maxResults) results per run; the most severe were kept"),
                locations: nil))
        }
        // The uris here, in order (their notifications come once each, in report order); the
        // results and the rules' help on `jobs` threads: on one, they are a large part of
        // writing the log.
        var results = Results(findings: findings, kept: kept,
                              artifacts: kept.map { uris.artifact(findings[$0].finding.file) },
                              ruleIndices: kept.map { ruleIndex[findings[$0].finding.rule]! },
                              fingerprints: fingerprints)
        for index in kept {
            for step in findings[index].finding.path {
                if let file = step.file, results.stepArtifacts[file] == nil { results.stepArtifacts[file] = uris.artifact(file) }
            }
        }
        let driverRules = ParallelMap.map(rules, jobs: jobs) { rule($0) }
        notifications += uris.notifications
        let root = uris.sourceRoot.hasSuffix("/") ? uris.sourceRoot : uris.sourceRoot + "/"
        let log = Log(runs: [Run(
            tool: Tool(driver: Driver(rules: driverRules)),
            originalUriBaseIds: [Self.sourceRoot: ArtifactLocation(uri: "file://" + percentEncoded(root))],
            invocations: [Invocation(executionSuccessful: successful,
                                     toolExecutionNotifications: notifications.isEmpty ? nil : notifications)],
            results: results,
            properties: RunProperties(run))])
        return JSONReporter.encodePieces(log, jobs: jobs)
    }

    /// Report paths to artifact locations: relative to the source root under `%SRCROOT%`,
    /// or, outside it, a `file:` uri and (once per file) a notification.
    struct URIs {
        let sourceRoot: String
        let workingDirectory: String
        var notifications: [Notification] = []
        var cache: [String: ArtifactLocation] = [:]

        init(sourceRoot: String, workingDirectory: String) {
            self.sourceRoot = Paths.absolute(sourceRoot, workingDirectory: "/")
            self.workingDirectory = Paths.absolute(workingDirectory, workingDirectory: "/")
        }

        mutating func artifact(_ path: String) -> ArtifactLocation {
            if let known = cache[path] { return known }
            let location: ArtifactLocation
            if path == LintSession.standardInputName {
                location = ArtifactLocation(uri: percentEncoded(path), uriBaseId: SARIFReporter.sourceRoot)
                notifications.append(Notification(
                    level: "warning",
                    message: Message(text: "standard input has no path in the repository, so its results point at `\(path)`: pass --stdin-filename PATH"),
                    locations: nil))
            } else {
                let absolute = Paths.absolute(path, workingDirectory: workingDirectory)
                let relative = Paths.relative(absolute, to: sourceRoot)
                if relative == ".." || relative.hasPrefix("../") {
                    location = ArtifactLocation(uri: "file://" + percentEncoded(absolute))
                    notifications.append(Notification(
                        level: "warning",
                        message: Message(text: "\(absolute) is outside the source root \(sourceRoot): its results carry an absolute file uri, which code scanning cannot place in the repository (lint from inside the repository, or pass --source-root)"),
                        locations: [Location(physicalLocation: PhysicalLocation(artifactLocation: location))]))
                } else {
                    location = ArtifactLocation(uri: percentEncoded(relative), uriBaseId: SARIFReporter.sourceRoot)
                }
            }
            cache[path] = location
            return location
        }
    }

    /// The repository root for uris: the nearest directory from `directory` up that holds
    /// `.git` (a directory, or a file in a linked worktree or submodule); nil when none does.
    public static func repositoryRoot(from directory: String) -> String? {
        var current = Paths.absolute(directory, workingDirectory: "/")
        for _ in 0..<256 {
            if FileManager.default.fileExists(atPath: current == "/" ? "/.git" : current + "/.git") { return current }
            if current == "/" { return nil }
            current = Paths.directory(of: current)
        }
        return nil
    }

    static func rule(_ rule: RuleMetadata) -> Rule {
        Rule(
            id: rule.id,
            name: rule.id.split(whereSeparator: { $0 == "/" || $0 == "-" }).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
            shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.explanation),
            help: MultiformatMessage(text: RuleDocumentation.explain(rule), markdown: RuleDocumentation.markdownSection(rule)),
            helpUri: RuleDocumentation.helpURL(rule),
            defaultConfiguration: RuleConfiguration(level: rule.severity.rawValue),
            properties: RuleProperties(tags: ["modallint", rule.family]))
    }

    /// `artifact`: the finding's file as `URIs.artifact` gives it.
    static func result(_ diagnostic: Diagnostic, suppression: SuppressedFinding? = nil, ruleIndex: Int,
                       fingerprint: String, artifact: ArtifactLocation,
                       stepArtifacts: [String: ArtifactLocation] = [:]) -> Result {
        let steps = diagnostic.path.prefix(maxPathSteps)
        let stepLocations = steps.enumerated().map { index, step in
            Location(id: index + 1, physicalLocation: physical(step.file.flatMap { stepArtifacts[$0] } ?? artifact, step.range),
                     message: Message(text: step.note))
        }
        return Result(
            ruleId: diagnostic.rule, ruleIndex: ruleIndex, level: diagnostic.severity.rawValue,
            message: Message(text: resultText(diagnostic, steps: steps)),
            locations: [Location(
                physicalLocation: physical(artifact, diagnostic.range),
                logicalLocations: diagnostic.logicalLocation.isEmpty
                    ? nil : [LogicalLocation(fullyQualifiedName: diagnostic.logicalLocation)])],
            relatedLocations: stepLocations.isEmpty ? nil : stepLocations,
            codeFlows: stepLocations.isEmpty ? nil : [CodeFlow(threadFlows: [ThreadFlow(
                locations: stepLocations.map { ThreadFlowLocation(location: Location(physicalLocation: $0.physicalLocation, message: $0.message)) })])],
            suppressions: suppression.map { [Suppression(kind: $0.kind.rawValue, justification: $0.justification)] },
            partialFingerprints: [fingerprintKey: fingerprint],
            properties: diagnostic.runtimeMessage.map(ResultProperties.init))
    }

    /// A result's message: the finding's, its path's steps as links to the related locations
    /// (`steps`, those kept), and its fix.
    static func resultText(_ diagnostic: Diagnostic, steps: ArraySlice<PathStep>) -> String {
        // One buffer for the whole text: appending each part to a string cost more than
        // writing it out.
        var text: [UInt8] = []
        text.reserveCapacity(diagnostic.message.utf8.count + (diagnostic.fix?.utf8.count ?? 0) + 64 * steps.count + 16)
        appendEscaped(diagnostic.message, to: &text)
        // Code scanning shows related locations only where the message links them.
        if !steps.isEmpty {
            text.append(contentsOf: "\nPath: ".utf8)
            for (index, step) in steps.enumerated() {
                if index > 0 { text.append(contentsOf: " -> ".utf8) }
                text.append(UInt8(ascii: "["))
                appendEscaped(step.note, to: &text)
                text.append(contentsOf: "](\(index + 1))".utf8)
            }
        }
        if let fix = diagnostic.fix {
            text.append(contentsOf: "\nFix: ".utf8)
            appendEscaped(fix, to: &text)
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// Plain text in a message that may hold embedded links: `\`, `[` and `]` escaped
    /// (SARIF 2.1.0 §3.11.6), so that only the links are links.
    static func escapedText(_ text: String) -> String {
        text.replacingASCII(linkEscapes)
    }

    /// `escapedText` appended to `out`.
    static func appendEscaped(_ text: String, to out: inout [UInt8]) {
        text.appendReplacingASCII(linkEscapes, to: &out)
    }

    private static let linkEscapes = ASCIIReplacements(
        [UInt8(ascii: "["): "\\[", UInt8(ascii: "]"): "\\]", UInt8(ascii: "\\"): "\\\\"])

    static func physical(_ artifact: ArtifactLocation, _ range: SourceRange) -> PhysicalLocation {
        let end = max(range.end, range.start)
        return PhysicalLocation(
            artifactLocation: artifact,
            region: Region(startLine: range.start.line, startColumn: range.start.column,
                           endLine: end.line, endColumn: end.column))
    }

    /// A path relative to the working directory stays relative, under `%SRCROOT%`; an
    /// absolute one (outside it) becomes a `file:` URI.
    static func artifact(_ path: String) -> ArtifactLocation {
        if path.hasPrefix("/") { return ArtifactLocation(uri: "file://" + percentEncoded(path)) }
        return ArtifactLocation(uri: percentEncoded(path), uriBaseId: sourceRoot)
    }

    /// Percent-encodes everything but unreserved characters and `/` (RFC 3986).
    static func percentEncoded(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                 UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// `partialFingerprints["modallint/v1"]` for each finding: the 64-bit FNV-1a hash of
    /// `rule NUL file NUL logicalLocation` (UTF-8) as 16 lowercase hex digits, then `:` and
    /// the finding's occurrence among those with the same hash in report order (from 1).
    /// No line or column goes in, so findings keep their fingerprints when lines move.
    /// `jobs`: threads the hashes may be made on (the occurrences are counted in order).
    public static func fingerprints(_ diagnostics: [Diagnostic], jobs: Int = 1) -> [String] {
        let parts = ParallelMap.parts(count: diagnostics.count, jobs: jobs, minimum: JSONWriter.minimumPart)
        let hashes = ParallelMap.map(parts, jobs: jobs) { part in
            part.map { index in
                // The three parts hashed in turn: the same bytes as joining them first, without
                // the joined copy and its formatting, for every finding.
                let diagnostic = diagnostics[index]
                var hash = FNV1a.offsetBasis
                FNV1a.combine(diagnostic.rule.utf8, into: &hash)
                FNV1a.combine(CollectionOfOne(0), into: &hash)
                FNV1a.combine(diagnostic.file.utf8, into: &hash)
                FNV1a.combine(CollectionOfOne(0), into: &hash)
                FNV1a.combine(diagnostic.logicalLocation.utf8, into: &hash)
                return hash
            }
        }.joined()
        var seen: [UInt64: Int] = [:]
        seen.reserveCapacity(diagnostics.count)
        return hashes.map { hash in
            let occurrence = seen[hash, default: 0] + 1
            seen[hash] = occurrence
            var text = [UInt8](repeating: UInt8(ascii: "0"), count: 16)
            for digit in 0..<16 { text[15 - digit] = lowercaseHexDigits[Int((hash >> (4 * UInt64(digit))) & 0xF)] }
            text.append(UInt8(ascii: ":"))
            JSONWriter.integer(occurrence, into: &text)
            return String(decoding: text, as: UTF8.self)
        }
    }

    private static let lowercaseHexDigits = Array("0123456789abcdef".utf8)
}

extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
