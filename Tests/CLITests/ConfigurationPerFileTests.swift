import Foundation
import Testing

/// Issue 44: each file is judged by the nearest `.modallint.yml` at or above its own
/// directory; reports and --verbose say which.

extension CLI {
    /// A temporary tree: each path and its text.
    static func tree(_ files: [String: String]) throws -> URL {
        let root = try temporaryDirectory()
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    static func fixture(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }
}

@Test func eachFileIsJudgedByTheNearestConfiguration() throws {
    let missing = try CLI.fixture("Fixtures/host/missing.yaml")
    let root = try CLI.tree([
        ".modallint.yml": "rules: {host/missing: warning}\n",
        "ios/.modallint.yml": "rules: {host: off}\nexclude: [\"Legacy/**\"]\n",
        "ios/App/Home.yaml": missing, "ios/Legacy/Old.yaml": missing, "web/Page.yaml": missing, "Top.yaml": missing,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["lint", "--format", "json", "--verbose", "."], in: root)
    #expect(outcome.status == 0, "the root's warning does not fail the run: \(outcome.stdout)")
    let json = try CLI.json(outcome.stdout)
    let files = try #require(json["files"] as? [[String: Any]])
    // ios/.modallint.yml alone applies under ios/: its excludes are relative to ios/, and the
    // root's rules do not add to it (the nearest file is all that applies).
    #expect(files.map { $0["path"] as? String } == ["Top.yaml", "ios/App/Home.yaml", "web/Page.yaml"])
    #expect(files.map { $0["configuration"] as? String } == [".modallint.yml", "ios/.modallint.yml", ".modallint.yml"])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["file"] as? String } == ["Top.yaml", "web/Page.yaml"])
    #expect(diagnostics.allSatisfy { $0["severity"] as? String == "warning" })
    #expect(outcome.stderr.contains("modallint: configuration for ios/App/Home.yaml: ios/.modallint.yml\n"))
    #expect(outcome.stderr.contains("modallint: configuration for web/Page.yaml: .modallint.yml\n"))
    // From inside ios/ the same files get the same configurations.
    let inside = try CLI.run(["lint", "--format", "json", "../web", "App"], in: root.appendingPathComponent("ios"))
    let insideFiles = try #require(CLI.json(inside.stdout)["files"] as? [[String: Any]])
    #expect(insideFiles.map { $0["path"] as? String } == ["../web/Page.yaml", "App/Home.yaml"])
    #expect(insideFiles.map { $0["configuration"] as? String } == [root.appendingPathComponent(".modallint.yml").path, ".modallint.yml"])
    // Standard input is judged by the configuration of the file it stands for.
    let buffer = try CLI.run(["lint", "--format", "json", "--stdin-filename", "ios/App/New.yaml", "-"], stdin: missing, in: root)
    #expect(buffer.status == 0)
    #expect((try CLI.json(buffer.stdout)["files"] as? [[String: Any]])?.first?["configuration"] as? String == "ios/.modallint.yml")
    // --config names one for every file; --no-config none.
    let named = try CLI.run(["lint", "--format", "json", "--config", "ios/.modallint.yml", "."], in: root)
    #expect(named.status == 0)
    let namedFiles = try #require(CLI.json(named.stdout)["files"] as? [[String: Any]])
    #expect(Set(namedFiles.compactMap { $0["configuration"] as? String }) == ["ios/.modallint.yml"])
    let none = try CLI.run(["lint", "--format", "json", "--no-config", "."], in: root)
    #expect(none.status == 1)
    let noneFiles = try #require(CLI.json(none.stdout)["files"] as? [[String: Any]])
    #expect(noneFiles.count == 4 && noneFiles.allSatisfy { $0["configuration"] == nil })
}

@Test func aBrokenNestedConfigurationStopsTheRun() throws {
    let root = try CLI.tree([
        "ios/.modallint.yml": "rules: {host/mising: off}\n", "ios/a.yaml": try CLI.fixture("Fixtures/host/missing.yaml"),
        "b.yaml": try CLI.fixture("Fixtures/host/missing.clean.yaml"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["lint", "."], in: root)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.contains("ios/.modallint.yml:1:9: error: no rule or family named `host/mising`"))
    #expect(!outcome.stdout.contains("[host/missing]"), "nothing is linted with a broken configuration")
}

@Test func sarifNamesTheConfigurations() throws {
    let root = try CLI.tree([
        "ios/.modallint.yml": "rules: {host: warning}\n", "ios/a.yaml": try CLI.fixture("Fixtures/host/missing.yaml"),
        "b.yaml": try CLI.fixture("Fixtures/host/missing.yaml"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["lint", "--format", "sarif", "."], in: root)
    let runs = try #require(CLI.json(outcome.stdout)["runs"] as? [[String: Any]])
    let properties = try #require(runs.first?["properties"] as? [String: Any])
    #expect(properties["configurations"] as? [String: [String]] == ["ios/.modallint.yml": ["ios/a.yaml"]])
}

@Test func verboseListsBaselineEntriesThatMatchNothing() throws {
    let root = try CLI.tree(["a.yaml": try CLI.fixture("Fixtures/host/missing.yaml")])
    defer { try? FileManager.default.removeItem(at: root) }
    #expect(try CLI.run(["lint", "--write-baseline", "baseline.json", "a.yaml"], in: root).status == 0)
    try FileManager.default.removeItem(at: root.appendingPathComponent("a.yaml"))
    try Data(try CLI.fixture("Fixtures/host/missing.clean.yaml").utf8).write(to: root.appendingPathComponent("a.yaml"))
    let outcome = try CLI.run(["lint", "--baseline", "baseline.json", "--verbose", "a.yaml"], in: root)
    #expect(outcome.status == 0)
    #expect(outcome.stderr.contains("modallint: baseline entry no longer matches: host/missing a.yaml "), "\(outcome.stderr)")
    let quiet = try CLI.run(["lint", "--baseline", "baseline.json", "a.yaml"], in: root)
    #expect(!quiet.stderr.contains("baseline entry"))
}

/// Swift files of different configurations are still indexed together (a finding that needs
/// another file's window), each judged by its own configuration's severities.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func swiftFilesOfSeveralConfigurationsAreOneRun() throws {
    let app = "Fixtures/swift/apps/no-host/"
    let root = try CLI.tree([
        "app/.modallint.yml": "rules: {host/missing: warning}\n",
        "app/Feed/FeedViewController.swift": try CLI.fixture(app + "FeedViewController.swift"),
        "Scene/.modallint.yml": "rules: {lifetime: off}\n",
        "Scene/SceneDelegate.swift": try CLI.fixture(app + "SceneDelegate.swift"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["lint", "--format", "json", "."], in: root)
    #expect(outcome.status == 0, "\(outcome.stdout)")
    let json = try CLI.json(outcome.stdout)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.map { $0["rule"] as? String } == ["host/missing"])
    #expect(diagnostics.first?["severity"] as? String == "warning")
    let files = try #require(json["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == ["Scene/SceneDelegate.swift", "app/Feed/FeedViewController.swift"])
    #expect(files.map { $0["configuration"] as? String } == ["Scene/.modallint.yml", "app/.modallint.yml"])
}

/// Excludes reach below nested configuration files: the same files are left out wherever the
/// walk starts, and when named.
@Test func excludesCoverEverythingBelowTheirDirectory() throws {
    let missing = try CLI.fixture("Fixtures/host/missing.yaml")
    let root = try CLI.tree([
        ".modallint.yml": "exclude: [\"ios/Generated/**\"]\n",
        "ios/.modallint.yml": "rules: {size: off}\n",
        "ios/Generated/Made.yaml": missing, "ios/Home.yaml": missing,
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    let ios = root.appendingPathComponent("ios")
    for (arguments, directory) in [(["."], root), (["."], ios), (["Generated", "Home.yaml"], ios), (["ios/Generated/Made.yaml", "ios"], root)] {
        let outcome = try CLI.run(["lint", "--format", "json"] + arguments, in: directory)
        let files = try #require(CLI.json(outcome.stdout)["files"] as? [[String: Any]])
        #expect(files.compactMap { ($0["path"] as? String)?.hasSuffix("Home.yaml") } == [true], "\(arguments) in \(directory.lastPathComponent)")
    }
}
