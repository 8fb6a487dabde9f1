import Foundation
import Testing

/// SARIF uris resolve from the repository root, wherever modallint runs inside it.
enum SourceRoot {
    /// `repo/ios/Snapshots/a.yaml` in a fresh git work tree, and a snapshot outside it.
    static func make() throws -> (base: URL, repo: URL) {
        let base = try CLI.temporaryDirectory()
        let repo = base.appendingPathComponent("repo")
        let snapshots = repo.appendingPathComponent("ios/Snapshots")
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let fixture = try Data(contentsOf: CLI.root.appendingPathComponent("Fixtures/host/missing.yaml"))
        try fixture.write(to: snapshots.appendingPathComponent("a.yaml"))
        try fixture.write(to: base.appendingPathComponent("outside.yaml"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "init", "-q", repo.path]
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "git init")
        return (base, repo)
    }

    static func run(_ sarif: String) throws -> [String: Any] {
        let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        return try #require((log["runs"] as? [[String: Any]])?.first)
    }

    static func uris(_ run: [String: Any]) -> [String] {
        (run["results"] as? [[String: Any]] ?? []).compactMap {
            let location = ($0["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
            return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
        }
    }

    static func root(_ run: [String: Any]) -> String? {
        ((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String
    }

    static func notes(_ run: [String: Any]) -> [String] {
        let invocation = (run["invocations"] as? [[String: Any]])?.first
        return (invocation?["toolExecutionNotifications"] as? [[String: Any]] ?? []).compactMap {
            ($0["message"] as? [String: Any])?["text"] as? String
        }
    }
}

@Test func sarifURIsResolveFromTheRepositoryRootWhenRunFromASubdirectory() throws {
    let (base, repo) = try SourceRoot.make()
    defer { try? FileManager.default.removeItem(at: base) }
    let ios = repo.appendingPathComponent("ios")
    let real = URL(fileURLWithPath: repo.path).resolvingSymlinksInPath().path

    let fromIOS = try CLI.run(["lint", "--no-config", "--format", "sarif", "Snapshots/"], in: ios)
    #expect(fromIOS.status == 1, "\(fromIOS.stderr)")
    let run = try SourceRoot.run(fromIOS.stdout)
    #expect(SourceRoot.uris(run) == ["ios/Snapshots/a.yaml"])
    #expect(SourceRoot.root(run) == "file://\(real)/")
    #expect(SourceRoot.notes(run).isEmpty)

    let annotations = try CLI.run(["lint", "--no-config", "--format", "github", "Snapshots/"], in: ios)
    #expect(annotations.stdout.hasPrefix("::error file=ios/Snapshots/a.yaml,line=9,"))

    // --source-root wins over the work tree.
    let explicit = try SourceRoot.run(CLI.run(["lint", "--no-config", "--format", "sarif", "--source-root", ".", "Snapshots/"], in: ios).stdout)
    #expect(SourceRoot.uris(explicit) == ["Snapshots/a.yaml"])

    // A file outside the root: an absolute file uri and a note, never a wrong relative path.
    let outside = try SourceRoot.run(CLI.run(["lint", "--no-config", "--format", "sarif", "Snapshots/a.yaml", "../../outside.yaml"], in: ios).stdout)
    let outsidePath = URL(fileURLWithPath: base.path).resolvingSymlinksInPath().appendingPathComponent("outside.yaml").path
    #expect(Set(SourceRoot.uris(outside)) == ["ios/Snapshots/a.yaml", "file://\(outsidePath)"])
    #expect(SourceRoot.notes(outside).contains { $0.contains("outside.yaml is outside the source root") })
}

@Test func stdinFilenameNamesStandardInputInEveryFormat() throws {
    let (base, repo) = try SourceRoot.make()
    defer { try? FileManager.default.removeItem(at: base) }
    let ios = repo.appendingPathComponent("ios")
    let text = try String(contentsOf: ios.appendingPathComponent("Snapshots/a.yaml"), encoding: .utf8)
    let arguments = ["lint", "--no-config", "--stdin-filename", "Snapshots/a.yaml", "-"]
    let sarif = try CLI.run(arguments + ["--format", "sarif"], stdin: text, in: ios)
    #expect(SourceRoot.uris(try SourceRoot.run(sarif.stdout)) == ["ios/Snapshots/a.yaml"])
    #expect(try CLI.run(arguments + ["--format", "text"], stdin: text, in: ios).stdout.hasPrefix("Snapshots/a.yaml:9:5: error:"))
    // Annotations too are placed from the repository root.
    #expect(try CLI.run(arguments + ["--format", "github"], stdin: text, in: ios).stdout.hasPrefix("::error file=ios/Snapshots/a.yaml,line=9,"))
    #expect(try CLI.run(arguments + ["--format", "json"], stdin: text, in: ios).stdout.contains("\"file\" : \"Snapshots/a.yaml\""))
    // Without it, SARIF says how to name standard input.
    let unnamed = try SourceRoot.run(CLI.run(["lint", "--no-config", "--format", "sarif", "-"], stdin: text, in: ios).stdout)
    #expect(SourceRoot.notes(unnamed).contains { $0.contains("--stdin-filename") })
    let misuse = try CLI.run(["lint", "--stdin-filename", "a.yaml", "Snapshots/"], in: ios)
    #expect(misuse.status == 2 && misuse.stderr.contains("--stdin-filename needs - among the paths"))
}
