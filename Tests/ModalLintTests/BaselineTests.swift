import Foundation
import Testing
@testable import ModalLint

enum Workspace {
    static func make() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-baseline-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        return url
    }

    static func run(_ root: URL, baseline: Baseline? = nil) -> LintRun {
        var configuration = Configuration()
        configuration.baseline = baseline
        return LintSession(configuration: configuration, jobs: 1, keepSources: false, workingDirectory: root.path)
            .run([.path(root.path + "/Snapshots")])
    }
}

@Test func baselineHidesRecordedFindingsWhenLinesMove() throws {
    let root = try Workspace.make()
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshot = root.appendingPathComponent("Snapshots/a.yaml")
    let original = try String(contentsOf: Fixtures.root.appendingPathComponent("Fixtures/host/missing.yaml"), encoding: .utf8)
    try Data(original.utf8).write(to: snapshot)
    let first = Workspace.run(root)
    #expect(first.diagnostics.map(\.rule) == ["host/missing"])

    let path = root.appendingPathComponent("ci/modallint-baseline.json").path
    try FileManager.default.createDirectory(atPath: Paths.directory(of: path), withIntermediateDirectories: true)
    try Baseline(run: first).write(to: path, workingDirectory: root.path)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("\"file\" : \"../Snapshots/a.yaml\""), "paths relative to the baseline's directory")
    #expect(written.contains("\"logicalLocation\" : \"call(present: AboutViewController, from: #settings, via: modals, style: card)\""))
    #expect(!written.contains("line"), "no line numbers in a baseline")

    // Lines move: still hidden. A new finding is not.
    let moved = original.replacingOccurrences(of: "calls:\n", with: "\n\n\ncalls:\n")
        + "  - present: HelpViewController\n    from: settings\n    via: modals\n    style: card\n"
    try Data(moved.utf8).write(to: snapshot)
    let baseline = try Baseline.read(path, workingDirectory: root.path)
    #expect(baseline.findings.first?.file == "Snapshots/a.yaml", "read back relative to the working directory")
    let second = Workspace.run(root, baseline: baseline)
    #expect(second.diagnostics.map(\.logicalLocation) == ["call(present: HelpViewController, from: #settings, via: modals, style: card)"])
    #expect(second.baselined == 1)
    #expect(second.summaryLine == "1 error in 1 file (1 file checked, 1 baselined)")
}

@Test func eachBaselineEntryHidesOneFinding() {
    func finding(_ line: Int) -> Diagnostic {
        Diagnostic(rule: "host/missing", severity: .error, message: "m", file: "a.yaml",
                   range: SourceRange(start: .init(line: line, column: 1), end: .init(line: line, column: 2)),
                   logicalLocation: "#a")
    }
    var run = LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [finding(1), finding(2), finding(3)])])
    let baseline = Baseline(findings: [Baseline.Entry(finding(9)), Baseline.Entry(finding(8))])
    FindingFilter.applyBaseline(baseline, to: &run)
    #expect(run.diagnostics.map(\.range.start.line) == [3])
    #expect(run.baselined == 2)
}

@Test func baselineNeverHidesInputFindingsAndIsSorted() throws {
    let input = Diagnostic(rule: "input/schema", severity: .error, message: "bad", file: "b.yaml", range: .fileStart,
                           logicalLocation: "schema")
    let late = Diagnostic(rule: "host/missing", severity: .error, message: "z", file: "b.yaml", range: .fileStart, logicalLocation: "#z")
    let early = Diagnostic(rule: "host/missing", severity: .error, message: "a", file: "a.yaml", range: .fileStart, logicalLocation: "#a")
    let run = LintRun(files: [FileReport(path: "b.yaml", status: .invalid, diagnostics: [input, late]),
                              FileReport(path: "a.yaml", status: .ok, diagnostics: [early])])
    let baseline = Baseline(run: run)
    #expect(baseline.findings.map(\.message) == ["a", "z"])
    var again = run
    FindingFilter.applyBaseline(Baseline(findings: baseline.findings + [Baseline.Entry(input)]), to: &again)
    #expect(again.diagnostics.map(\.rule) == ["input/schema"])
}

@Test func badBaselinesAreClearErrors() throws {
    let root = try Workspace.make()
    defer { try? FileManager.default.removeItem(at: root) }
    func problem(_ content: String?) -> String? {
        let path = root.appendingPathComponent("b.json").path
        try? FileManager.default.removeItem(atPath: path)
        if let content { try? Data(content.utf8).write(to: URL(fileURLWithPath: path)) }
        do {
            _ = try Baseline.read(path, workingDirectory: root.path)
            return nil
        } catch {
            return error.message.replacingOccurrences(of: path, with: "B")
        }
    }
    #expect(problem(nil) == "cannot read the baseline B: no such file or directory")
    #expect(problem("{not json") == "the baseline B is not JSON")
    #expect(problem("[]")?.hasPrefix("the baseline B is not a modallint baseline") == true)
    #expect(problem(#"{"version": 1, "tool": "modallint"}"#) == "the baseline B is not a modallint baseline: missing `findings`")
    #expect(problem(#"{"version": 1, "tool": "modallint", "findings": [{"rule": "host/missing"}]}"#)
        == "the baseline B is not a modallint baseline: missing `file` at .findings[0]")
    #expect(problem(#"{"version": 2, "tool": "modallint", "findings": []}"#)
        == "the baseline B is modallint version 2; this modallint reads modallint version 1")
    #expect(problem(#"{"version": 1, "tool": "modallint", "findings": []}"#) == nil)
}

@Test func baselineWriteIsAtomicAndLeavesNoTemporaryFiles() throws {
    let root = try Workspace.make()
    defer { try? FileManager.default.removeItem(at: root) }
    let path = root.appendingPathComponent("baseline.json").path
    try Baseline(findings: []).write(to: path, workingDirectory: root.path)
    try Baseline(findings: []).write(to: path, workingDirectory: root.path)
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).sorted() == ["Snapshots", "baseline.json"])
    #expect(throws: FileProblem.self) {
        try Baseline(findings: []).write(to: root.appendingPathComponent("missing/dir/b.json").path, workingDirectory: root.path)
    }
}
