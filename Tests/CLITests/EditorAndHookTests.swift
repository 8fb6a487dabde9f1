import Foundation
import Testing

/// Issue 44: an editor's buffer replaces its file in a walk (--stdin-filename), and the
/// pre-commit hooks analyse the whole repository (--report-only, --report-only-staged).

@Test func standardInputReplacesItsFileInAWalk() throws {
    let missing = try CLI.fixture("Fixtures/host/missing.yaml")
    let root = try CLI.tree(["Snapshots/a.yaml": missing, "Snapshots/b.yaml": missing])
    defer { try? FileManager.default.removeItem(at: root) }
    // The buffer is fixed, the file on disk not yet: only the buffer counts for a.yaml.
    let clean = try CLI.fixture("Fixtures/host/missing.clean.yaml")
    for paths in [["-", "."], [".", "-"], ["-", "Snapshots/a.yaml"], ["-", root.appendingPathComponent("Snapshots").path]] {
        let outcome = try CLI.run(["lint", "--no-config", "--format", "json", "--stdin-filename", "Snapshots/a.yaml"] + paths,
                                  stdin: clean, in: root)
        let json = try CLI.json(outcome.stdout)
        let files = try #require(json["files"] as? [[String: Any]])
        let expected = paths.contains("Snapshots/a.yaml") ? ["Snapshots/a.yaml"] : ["Snapshots/a.yaml", "Snapshots/b.yaml"]
        #expect(files.map { $0["path"] as? String } == expected, "\(paths)")
        let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
        #expect(!diagnostics.contains { $0["file"] as? String == "Snapshots/a.yaml" }, "\(paths)")
    }
    // Through a link to the directory, the same file.
    try FileManager.default.createSymbolicLink(at: root.appendingPathComponent("Link"), withDestinationURL: root.appendingPathComponent("Snapshots"))
    let linked = try CLI.run(["lint", "--no-config", "--format", "json", "--stdin-filename", "Link/a.yaml", "-", "Snapshots"], stdin: clean, in: root)
    let linkedFiles = try #require(CLI.json(linked.stdout)["files"] as? [[String: Any]])
    #expect(linkedFiles.map { $0["path"] as? String } == ["Link/a.yaml", "Snapshots/b.yaml"])
}

@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func swiftStandardInputReplacesItsFileInAWalk() throws {
    let discarded = try CLI.fixture("Fixtures/swift/lifetime/discarded.swift")
    let root = try CLI.tree(["Sources/Home.swift": discarded])
    defer { try? FileManager.default.removeItem(at: root) }
    // Once as the buffer, not again as the file the walk finds.
    let outcome = try CLI.run(["lint", "--no-config", "--format", "json", "--stdin-filename", "Sources/Home.swift", "-", "."],
                              stdin: discarded, in: root)
    #expect(outcome.status == 1)
    let json = try CLI.json(outcome.stdout)
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let alone = try CLI.run(["lint", "--no-config", "--format", "json", "--stdin-filename", "Sources/Home.swift", "-"],
                            stdin: discarded, in: root)
    #expect(diagnostics.count == (try CLI.json(alone.stdout)["diagnostics"] as? [[String: Any]])?.count)
    #expect(diagnostics.allSatisfy { $0["file"] as? String == "Sources/Home.swift" && $0["rule"] as? String == "lifetime/discarded" })
    #expect((json["files"] as? [[String: Any]])?.map { $0["path"] as? String } == ["Sources/Home.swift"])
}

@Test func reportOnlyKeepsTheNamedFilesOfAWholeRun() throws {
    let missing = try CLI.fixture("Fixtures/host/missing.yaml")
    let root = try CLI.tree(["a/one.yaml": missing, "b/two.yaml": missing])
    defer { try? FileManager.default.removeItem(at: root) }
    let outcome = try CLI.run(["lint", "--no-config", "--format", "json", "--report-only", "a", "."], in: root)
    #expect(outcome.status == 1)
    let files = try #require(CLI.json(outcome.stdout)["files"] as? [[String: Any]])
    #expect(files.map { $0["path"] as? String } == ["a/one.yaml"])
    let elsewhere = try CLI.run(["lint", "--no-config", "--report-only", "c/three.yaml", "."], in: root)
    #expect(elsewhere.status == 0, "findings outside the named files do not fail the run")
    #expect(elsewhere.stdout == "no problems (0 files checked)\n")
}

/// The `modallint-staged` hook: the whole repository is analysed (a cross-file finding needs
/// the unstaged file that makes the window), only the staged files are reported.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func reportOnlyStagedReportsCrossFileFindingsInStagedFiles() throws {
    let app = "Fixtures/swift/apps/no-host/"
    let root = try CLI.tree([
        "App/FeedViewController.swift": try CLI.fixture(app + "FeedViewController.swift"),
        "App/SceneDelegate.swift": try CLI.fixture(app + "SceneDelegate.swift"),
        "Snapshots/broken.yaml": try CLI.fixture("Fixtures/host/missing.yaml"),
    ])
    defer { try? FileManager.default.removeItem(at: root) }
    func git(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
    try git("init", "-q")
    try git("add", "App/FeedViewController.swift")
    let staged = try CLI.run(["lint", "--format", "json", "--report-only-staged", "."], in: root)
    #expect(staged.status == 1, "\(staged.stderr)")
    let json = try CLI.json(staged.stdout)
    #expect((json["files"] as? [[String: Any]])?.map { $0["path"] as? String } == ["App/FeedViewController.swift"])
    #expect((json["diagnostics"] as? [[String: Any]])?.map { $0["rule"] as? String } == ["host/missing"])
    // From a subdirectory too (git names staged files from the top of the work tree).
    let inside = try CLI.run(["lint", "--report-only-staged", ".."], in: root.appendingPathComponent("Snapshots"))
    #expect(inside.status == 1 && inside.stdout.contains("../App/FeedViewController.swift:8:26: error:"), "\(inside.stdout)")
    try git("rm", "-q", "--cached", "App/FeedViewController.swift")
    try git("add", "App/SceneDelegate.swift")
    let other = try CLI.run(["lint", "--report-only-staged", "."], in: root)
    #expect(other.status == 0, "the broken snapshot and the presenting file are not staged: \(other.stdout)")
    let outside = try CLI.tree(["a.yaml": try CLI.fixture("Fixtures/host/missing.yaml")])
    defer { try? FileManager.default.removeItem(at: outside) }
    let notGit = try CLI.run(["lint", "--report-only-staged", "."], in: outside)
    #expect(notGit.status == 2 && notGit.stderr.contains("--report-only-staged"))
}
