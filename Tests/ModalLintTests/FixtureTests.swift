import Foundation
import Testing
@testable import ModalLint

/// Every snapshot under Fixtures/ is linted and its text report compared with the `.out`
/// file beside it. `MODALLINT_RECORD=1 swift test` rewrites the `.out` files (refused on CI);
/// `MODALLINT_RECORD=<family>` rewrites only those under `Fixtures/<family>/`.
///
/// Conventions: `Fixtures/<family>/<name>.yaml` must report `<family>/<name>`;
/// `Fixtures/<family>/<name>.clean.yaml` must not. Other fixtures are scenarios.
enum Fixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var all: [String] {
        let base = root.appendingPathComponent("Fixtures").path
        guard case .success(let files) = FileDiscovery.expand(base) else { return [] }
        // The app projects of project discovery (XcodeGen's `project.yml`) are no snapshots.
        return files.map { String($0.dropFirst(root.path.count + 1)) }.filter { !$0.hasPrefix(projectsDirectory + "/") }
    }

    /// Small app projects for project discovery (Tests/ModalLintSwiftTests/ProjectDiscoveryTests.swift).
    static let projectsDirectory = "Fixtures/projects"

    static func report(_ relativePath: String) throws -> (report: FileReport, text: String) {
        let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(relativePath)))
        let report = Linter.lint(bytes, path: relativePath)
        let text = TextReporter.render(LintRun(files: [report], sources: [relativePath: bytes]))
        return (report, text)
    }

    /// `paths` linted together, each file's bytes kept for snippets, after the `extra` reports.
    static func run(_ paths: [String] = all, extra: [FileReport] = []) throws -> LintRun {
        var run = LintRun(files: extra)
        for path in paths {
            let bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(path)))
            run.files.append(Linter.lint(bytes, path: path))
            run.sources[path] = bytes
        }
        return run
    }

    static func recording(_ path: String) -> Bool {
        guard let value = ProcessInfo.processInfo.environment["MODALLINT_RECORD"], !value.isEmpty else { return false }
        return value == "1" || path.hasPrefix("Fixtures/\(value)/")
    }
}

@Test("fixture output matches", arguments: Fixtures.all)
func fixtureOutputMatches(_ path: String) throws {
    let (_, text) = try Fixtures.report(path)
    let expectedURL = Fixtures.root.appendingPathComponent(path.replacingOccurrences(of: ".yaml", with: ".out"))
    if Fixtures.recording(path) {
        #expect(ProcessInfo.processInfo.environment["CI"] == nil, "record mode is refused on CI")
        if ProcessInfo.processInfo.environment["CI"] == nil {
            try Data(text.utf8).write(to: expectedURL)
        }
        return
    }
    let expected = try String(contentsOf: expectedURL, encoding: .utf8)
    #expect(text == expected, "\(path): output differs from \(expectedURL.lastPathComponent)")
}

@Test("every rule has a triggering and a clean fixture", arguments: RuleRegistry.metadata.map(\.id))
func ruleHasFixtures(_ id: String) throws {
    guard id != "input/io" else { return }  // not a file's content: covered by CLI tests
    // About the app's project files, not a snapshot: Fixtures/swift/projects and ProjectDiscoveryTests.
    guard id != "input/project" else { return }
    let triggering = "Fixtures/\(id).yaml"
    let clean = "Fixtures/\(id).clean.yaml"
    let (triggered, _) = try Fixtures.report(triggering)
    #expect(triggered.diagnostics.contains { $0.rule == id }, "\(triggering) does not report \(id)")
    let (cleanReport, _) = try Fixtures.report(clean)
    #expect(!cleanReport.diagnostics.contains { $0.rule == id }, "\(clean) reports \(id)")
}

@Test("every rule's examples trigger and stay clean", arguments: RuleRegistry.metadata.map(\.id))
func ruleExamples(_ id: String) throws {
    guard let rule = RuleRegistry.rule(id)?.metadata, !rule.triggeringExample.isEmpty else { return }
    let triggered = Linter.lint(Array(rule.triggeringExample.utf8), path: "example.yaml")
    #expect(triggered.diagnostics.contains { $0.rule == id }, "triggering example of \(id): \(triggered.diagnostics.map(\.message))")
    let clean = Linter.lint(Array(rule.cleanExample.utf8), path: "example.yaml")
    #expect(!clean.diagnostics.contains { $0.rule == id }, "clean example of \(id) reports it")
    if !id.hasPrefix("input/") {
        #expect(clean.status == .ok, "clean example of \(id) does not load: \(clean.diagnostics.map(\.message))")
    }
}
