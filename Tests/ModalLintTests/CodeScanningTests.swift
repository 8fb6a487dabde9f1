import Foundation
import Testing
@testable import ModalLint

/// What code scanning and the checks tab need beyond a valid log: links to the path steps,
/// suppressed findings carried as such, annotation ranges as the runner reads them.
enum CodeScanning {
    static func results(_ sarif: String) throws -> [[String: Any]] {
        let run = try #require((try SARIF.object(sarif)["runs"] as? [[String: Any]])?.first)
        return try #require(run["results"] as? [[String: Any]])
    }
}

@Test func resultMessagesLinkEveryPathStep() throws {
    let results = try CodeScanning.results(SARIF.render(["Fixtures/host/uikit-presentation.yaml"]))
    for result in results {
        let text = try #require((result["message"] as? [String: Any])?["text"] as? String)
        let related = result["relatedLocations"] as? [[String: Any]] ?? []
        for location in related {
            let id = try #require(location["id"] as? Int)
            #expect(text.contains("](\(id))"), "step \(id) is linked: \(text)")
        }
    }
    let host = try #require(results.first { $0["ruleId"] as? String == "host/uikit-presentation" })
    let text = try #require((host["message"] as? [String: Any])?["text"] as? String)
    #expect(text.contains("\nPath: [EditorViewController](1) -> [UINavigationController (presented with UIKit pageSheet by AppRootViewController)](2)"))
    #expect(SARIFReporter.escapedText("a [b] \\ c") == "a \\[b\\] \\\\ c")
}

@Test func suppressedFindingsAreCarriedWithSARIFSuppressions() throws {
    let path = "Fixtures/input/suppression.clean.yaml"
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
    let report = Linter.lint(bytes, path: path)
    #expect(report.diagnostics.isEmpty)
    #expect(report.suppressed.map(\.kind) == [.inSource, .inSource])
    var run = LintRun(files: [report])
    #expect(run.summaryLine == "no problems (1 file checked, 2 suppressed)")
    let results = try CodeScanning.results(SARIFReporter.render(run, sourceRoot: Fixtures.root.path))
    let suppressions = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
    #expect(suppressions.count == 2)
    #expect(suppressions.first?["kind"] as? String == "inSource")
    #expect(suppressions.first?["justification"] as? String == "a comment on its own line")
    #expect(suppressions.last?["justification"] == nil, "no `--`, no justification")

    // The baseline: `external`, and the summary counts both.
    let missing = "Fixtures/host/missing.yaml"
    let findings = Linter.lint(try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(missing))), path: missing)
    run = LintRun(files: [report, findings])
    let before = try SARIF.fingerprints(SARIFReporter.render(run, sourceRoot: Fixtures.root.path))
    FindingFilter.applyBaseline(Baseline(run: run), to: &run)
    #expect(run.summaryLine == "no problems (2 files checked, 2 suppressed, 1 baselined)")
    let sarif = SARIFReporter.render(run, sourceRoot: Fixtures.root.path)
    #expect(try SARIF.fingerprints(sarif) == before, "suppressing a finding keeps its fingerprint")
    let external = try CodeScanning.results(sarif).compactMap { ($0["suppressions"] as? [[String: Any]])?.first?["kind"] as? String }
    #expect(external.sorted() == ["external", "inSource", "inSource"])
    #expect(try SARIF.githubProblems(sarif) == [])
    #expect(TextReporter.render(run).hasSuffix("no problems (2 files checked, 2 suppressed, 1 baselined)\n"))
    let json = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(run).utf8)) as? [String: Any]
    #expect((json?["summary"] as? [String: Int])?["suppressed"] == 2)
    #expect((json?["summary"] as? [String: Int])?["baselined"] == 1)
}

@Test func githubAnnotationRangesAreWhatTheRunnerReads() {
    func position(_ startLine: Int, _ startColumn: Int, _ endLine: Int, _ endColumn: Int) -> String {
        GitHubReporter.position(SourceRange(start: .init(line: startLine, column: startColumn),
                                            end: .init(line: endLine, column: endColumn)))
            .map { "\($0.0)=\($0.1)" }.joined(separator: ",")
    }
    #expect(position(9, 5, 9, 12) == "line=9,col=5,endLine=9,endColumn=12")
    // Spanning lines: no columns (the checks API rejects them).
    #expect(position(3, 5, 7, 9) == "line=3,endLine=7")
    // An end at column 1 of the next line covers nothing of it: not a whole extra line.
    #expect(position(3, 5, 4, 1) == "line=3,endLine=3")
    #expect(position(3, 5, 6, 1) == "line=3,endLine=5")
    // An empty range stays on its column.
    #expect(position(3, 5, 3, 5) == "line=3,col=5,endLine=3,endColumn=5")
}

@Test func ruleTextsKeepIdentifiersAsWritten() throws {
    #expect(RuleDocumentation.sentenceCased("swift-modals present from inside") == "swift-modals present from inside")
    #expect(RuleDocumentation.sentenceCased("dismiss() called on a ModalLifetime") == "dismiss() called on a ModalLifetime")
    #expect(RuleDocumentation.sentenceCased("usesPreferredContentSize: true") == "usesPreferredContentSize: true")
    #expect(RuleDocumentation.sentenceCased("a self-sizing modal") == "A self-sizing modal")
    for rule in RuleRegistry.metadata {
        let markdown = RuleDocumentation.markdownSection(rule)
        #expect(!markdown.contains("Swift-modals") && !markdown.contains("Dismiss()") && !markdown.contains("UsesPreferredContentSize"), "\(rule.id)")
    }
    let docs = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    #expect(!docs.contains("Swift-modals present") && !docs.contains("Dismiss() called") && !docs.contains("UsesPreferredContentSize:"))
}
