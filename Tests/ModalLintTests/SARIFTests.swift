import Foundation
import Testing
@testable import ModalLint

enum SARIF {
    /// The OASIS schema, vendored (see Tests/Schemas/README.md).
    static let schemaPath = Fixtures.root.appendingPathComponent("Tests/Schemas/sarif-schema-2.1.0.json").path

    static var canValidate: Bool {
        python(["-c", "import jsonschema"]).status == 0
    }

    static func python(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        guard (try? process.run()) != nil else { return (127, "python3 not found") }
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    static func render(_ paths: [String], extra: [FileReport] = []) throws -> String {
        SARIFReporter.render(try Fixtures.run(paths, extra: extra), sourceRoot: Fixtures.root.path)
    }

    static func object(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    /// What GitHub code scanning requires beyond the schema; returns the violations.
    static func githubProblems(_ text: String) throws -> [String] {
        var problems: [String] = []
        let log = try object(text)
        let runs = log["runs"] as? [[String: Any]] ?? []
        if runs.count != 1 { problems.append("expected one run, found \(runs.count)") }
        guard let run = runs.first else { return problems }
        let rules = ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]] ?? []
        guard let results = run["results"] as? [[String: Any]] else {
            return problems + ["`results` is missing (GitHub wants [] when clean)"]
        }
        if results.count > SARIFReporter.maxResults { problems.append("more than \(SARIFReporter.maxResults) results") }
        if !results.isEmpty, run["columnKind"] as? String != "unicodeCodePoints" { problems.append("columnKind is missing") }
        for rule in rules where (rule["properties"] as? [String: Any]).flatMap({ $0["tags"] as? [String] }).map({ $0.count > 20 }) ?? false {
            problems.append("\(rule["id"] ?? "?"): more than 20 tags")
        }
        for (number, result) in results.enumerated() {
            let ruleID = result["ruleId"] as? String ?? ""
            guard let index = result["ruleIndex"] as? Int, rules.indices.contains(index),
                  rules[index]["id"] as? String == ruleID else {
                problems.append("result \(number): ruleIndex does not point at \(ruleID)")
                continue
            }
            if (result["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] == nil {
                problems.append("result \(number): no \(SARIFReporter.fingerprintKey) fingerprint")
            }
            var locations = result["locations"] as? [[String: Any]] ?? []
            if locations.count != 1 { problems.append("result \(number): \(locations.count) locations") }
            locations += result["relatedLocations"] as? [[String: Any]] ?? []
            if locations.count > 1_000 { problems.append("result \(number): more than 1000 locations") }
            for flow in result["codeFlows"] as? [[String: Any]] ?? [] {
                for thread in flow["threadFlows"] as? [[String: Any]] ?? [] {
                    let steps = thread["locations"] as? [[String: Any]] ?? []
                    if steps.count > 10_000 { problems.append("result \(number): more than 10000 thread-flow locations") }
                    locations += steps.compactMap { $0["location"] as? [String: Any] }
                }
            }
            for location in locations {
                let physical = location["physicalLocation"] as? [String: Any]
                let artifact = physical?["artifactLocation"] as? [String: Any]
                let uri = artifact?["uri"] as? String ?? ""
                if uri.isEmpty || uri.hasPrefix("/") || uri.contains("://") || artifact?["uriBaseId"] as? String != "%SRCROOT%" {
                    problems.append("result \(number): uri `\(uri)` is not relative to %SRCROOT%")
                }
                if (physical?["region"] as? [String: Any])?["startLine"] == nil {
                    problems.append("result \(number): a location without startLine")
                }
            }
        }
        // No empty strings anywhere.
        var pending: [(Any, String)] = [(log, "$")]
        while let (value, path) = pending.popLast() {
            if let string = value as? String, string.isEmpty { problems.append("empty string at \(path)") }
            if let dictionary = value as? [String: Any] { pending += dictionary.map { ($0.value, path + "." + $0.key) } }
            if let array = value as? [Any] { pending += array.enumerated().map { ($0.element, path + "[\($0.offset)]") } }
        }
        return problems
    }

    static func fingerprints(_ text: String) throws -> [String] {
        let run = try #require((try object(text)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        return results.compactMap { ($0["partialFingerprints"] as? [String: String])?[SARIFReporter.fingerprintKey] }
    }

    static func startLines(_ text: String) throws -> [Int] {
        let run = try #require((try object(text)["runs"] as? [[String: Any]])?.first)
        return (run["results"] as? [[String: Any]] ?? []).compactMap {
            let location = ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["region"] as? [String: Any])?["startLine"] as? Int
        }
    }
}

/// Every fixture's SARIF, one file per fixture plus a run over all of them with an
/// unreadable path: valid against the SARIF 2.1.0 schema (python3 jsonschema, once over
/// all files) and GitHub's extra rules.
@Test("every fixture's SARIF validates against the schema and GitHub's rules",
      .enabled(if: SARIF.canValidate, "python3 with jsonschema is missing: `python3 -m pip install jsonschema`"))
func sarifValidates() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-sarif-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let fixtures = Fixtures.all
    #expect(fixtures.count > 10)
    var written: [String] = []
    var outputs: [(String, String)] = fixtures.map { ($0, (try? SARIF.render([$0])) ?? "") }
    let unreadable = LintSession(configuration: Configuration(), jobs: 1, keepSources: false, workingDirectory: Fixtures.root.path)
        .run([.path("no/such/file.yaml")]).files
    outputs.append(("all fixtures", try SARIF.render(fixtures, extra: unreadable)))
    // Every finding hidden by a baseline: `external` suppressions.
    var baselined = LintRun(files: fixtures.compactMap { path in
        (try? Data(contentsOf: Fixtures.root.appendingPathComponent(path))).map { Linter.lint([UInt8]($0), path: path) }
    })
    FindingFilter.applyBaseline(Baseline(run: baselined), to: &baselined)
    outputs.append(("baselined", SARIFReporter.render(baselined, sourceRoot: Fixtures.root.path)))
    for (index, (name, sarif)) in outputs.enumerated() {
        #expect(try SARIF.githubProblems(sarif) == [], "\(name)")
        let file = directory.appendingPathComponent("\(index).sarif")
        try Data(sarif.utf8).write(to: file)
        written.append(file.path)
    }
    let script = """
        import json, sys, jsonschema
        validator = jsonschema.Draft4Validator(json.load(open(sys.argv[1])))
        failed = 0
        for path in sys.argv[2:]:
            for error in validator.iter_errors(json.load(open(path))):
                failed += 1
                print(path, "/".join(map(str, error.absolute_path)), error.message[:300])
        sys.exit(1 if failed else 0)
        """
    let outcome = SARIF.python(["-c", script, SARIF.schemaPath] + written)
    #expect(outcome.status == 0, "schema violations:\n\(outcome.output)")
}

@Test func sarifOfACleanRunHasEmptyResultsAndEveryRule() throws {
    let sarif = try SARIF.render(["Fixtures/host/missing.clean.yaml"])
    let run = try #require((try SARIF.object(sarif)["runs"] as? [[String: Any]])?.first)
    #expect((run["results"] as? [Any])?.isEmpty == true)
    let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
    #expect(rules.compactMap { $0["id"] as? String } == RuleRegistry.metadata.map(\.id))
    let missing = try #require(rules.first { $0["id"] as? String == "host/missing" })
    #expect(missing["helpUri"] as? String == "https://github.com/modallint/modallint/blob/main/docs/rules.md#host-missing")
    #expect((missing["defaultConfiguration"] as? [String: Any])?["level"] as? String == "error")
    #expect(((missing["help"] as? [String: Any])?["markdown"] as? String)?.contains("**Fix:**") == true)
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    #expect(invocation["executionSuccessful"] as? Bool == true)
    #expect((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] != nil)
}

@Test func sarifCarriesThePathAsRelatedLocationsAndACodeFlow() throws {
    let sarif = try SARIF.render(["Fixtures/host/uikit-presentation.yaml"])
    let run = try #require((try SARIF.object(sarif)["runs"] as? [[String: Any]])?.first)
    // The snapshot also has a swipe-dismiss finding; this test is about the host lookup's path.
    let result = try #require((run["results"] as? [[String: Any]])?.first { $0["ruleId"] as? String == "host/uikit-presentation" })
    let related = try #require(result["relatedLocations"] as? [[String: Any]])
    #expect(related.count == 2)
    #expect((related[0]["message"] as? [String: Any])?["text"] as? String == "EditorViewController")
    let flow = try #require((result["codeFlows"] as? [[String: Any]])?.first?["threadFlows"] as? [[String: Any]])
    #expect((flow.first?["locations"] as? [Any])?.count == 2)
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    #expect((location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String
            == "call(present: ColorPickerViewController, from: #editor, via: modals, style: card)")
    #expect((result["properties"] as? [String: Any])?["runtimeMessage"] as? String != nil)
}

/// Inserting blank lines at the top moves every finding down and changes no fingerprint.
@Test("fingerprints survive lines moving", arguments: Fixtures.all)
func fingerprintsSurviveLinesMoving(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
    func sarif(_ bytes: [UInt8]) -> String {
        SARIFReporter.render(LintRun(files: [Linter.lint(bytes, path: path)]), sourceRoot: "/repo")
    }
    let before = sarif(bytes)
    let after = sarif(Array("\n\n\n".utf8) + bytes)
    #expect(try SARIF.fingerprints(after) == SARIF.fingerprints(before))
    let linesBefore = try SARIF.startLines(before), linesAfter = try SARIF.startLines(after)
    // Findings about the whole file stay at line 1; every other finding moved down.
    #expect(linesAfter.count == linesBefore.count)
    for (before, after) in zip(linesBefore, linesAfter) where before != 1 || after != 1 {
        #expect(after == before + 3, "\(path)")
    }
}

@Test func fingerprintsAreFNV1aOfRuleFileAndLogicalLocationWithOccurrences() {
    func finding(_ line: Int, _ logical: String) -> Diagnostic {
        Diagnostic(rule: "host/missing", severity: .error, message: "m", file: "a.yaml",
                   range: SourceRange(start: .init(line: line, column: 1), end: .init(line: line, column: 2)),
                   logicalLocation: logical)
    }
    let prints = SARIFReporter.fingerprints([finding(3, "#a"), finding(9, "#a"), finding(12, "#b")])
    #expect(prints[0].hasSuffix(":1") && prints[1].hasSuffix(":2") && prints[2].hasSuffix(":1"))
    #expect(prints[0].dropLast(2) == prints[1].dropLast(2))
    #expect(prints[0].dropLast(2) != prints[2].dropLast(2))
    #expect(prints[0].count == 16 + 2)
    // The published FNV-1a 64 test vectors.
    #expect(FNV1a.hash([UInt8]()) == 0xcbf2_9ce4_8422_2325)
    #expect(FNV1a.hash(Array("a".utf8)) == 0xaf63_dc4c_8601_ec8c)
    #expect(FNV1a.hash(Array("foobar".utf8)) == 0x8594_4171_f739_67e8)
}

@Test func sarifKeepsTheMostSevereResultsWithinGitHubsLimit() throws {
    var diagnostics: [Diagnostic] = (0..<SARIFReporter.maxResults).map { index in
        Diagnostic(rule: "host/own-presenter", severity: .warning, message: "w", file: "a.yaml",
                   range: SourceRange(start: .init(line: index + 2, column: 1), end: .init(line: index + 2, column: 2)),
                   logicalLocation: "calls[\(index)]")
    }
    diagnostics.append(Diagnostic(rule: "host/missing", severity: .error, message: "e", file: "a.yaml",
                                  range: SourceRange(start: .init(line: 99_999, column: 1), end: .init(line: 99_999, column: 2)),
                                  logicalLocation: "calls[x]"))
    let sarif = SARIFReporter.render(LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: diagnostics)]),
                                     sourceRoot: "/repo")
    let run = try #require((try SARIF.object(sarif)["runs"] as? [[String: Any]])?.first)
    let results = try #require(run["results"] as? [[String: Any]])
    #expect(results.count == SARIFReporter.maxResults)
    #expect(results.last?["ruleId"] as? String == "host/missing", "the error is kept, in report order")
    let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
    let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
    #expect(((notification["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("1 of 25001 results were left out") == true)
}

@Test func sarifURIsArePercentEncoded() {
    #expect(SARIFReporter.percentEncoded("Snap shots/ü#1.yaml") == "Snap%20shots/%C3%BC%231.yaml")
    #expect(SARIFReporter.artifact("/abs/x.yaml").uri == "file:///abs/x.yaml")
    #expect(SARIFReporter.artifact("/abs/x.yaml").uriBaseId == nil)
}
