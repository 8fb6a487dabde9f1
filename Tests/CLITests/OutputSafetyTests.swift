import Foundation
import Testing

/// What the tool writes and shows: only what it was asked to write, atomically, and paths
/// that do not leak the machine's layout; directory walks that cannot loop.

@Test func failedRunsLeaveThePreviousReportIntact() throws {
    let directory = try CLI.temporaryDirectory()
    let report = directory.appendingPathComponent("report.txt")
    try Data("previous\n".utf8).write(to: report)
    // A usage error: nothing is written.
    let usage = try CLI.run(["lint", "--output", report.path, "--rule", "host/nope", "Fixtures/host/missing.yaml"])
    #expect(usage.status == 2)
    #expect(try String(contentsOf: report, encoding: .utf8) == "previous\n")
    // The target cannot be replaced (it is a directory): the directory and its file stay, no temporary is left.
    let blocked = directory.appendingPathComponent("blocked")
    try FileManager.default.createDirectory(at: blocked, withIntermediateDirectories: false)
    try Data("inside\n".utf8).write(to: blocked.appendingPathComponent("kept.txt"))
    let failed = try CLI.run(["lint", "--output", blocked.path, "Fixtures/host/missing.yaml"])
    #expect(failed.status == 2)
    #expect(failed.stderr.contains("cannot write"))
    #expect(try String(contentsOf: blocked.appendingPathComponent("kept.txt"), encoding: .utf8) == "inside\n")
    let entries = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(entries == ["blocked", "report.txt"], "no temporary file left behind")
}

@Test func outputNamesUpToTheSystemLimitCanBeWritten() throws {
    // The temporary file has a short name of its own, not the target's name plus a suffix.
    let directory = try CLI.temporaryDirectory()
    let name = String(repeating: "r", count: 250) + ".json"
    let outcome = try CLI.run(["lint", "--format", "json", "--output", directory.appendingPathComponent(name).path,
                               "Fixtures/host/missing.clean.yaml"])
    #expect(outcome.status == 0, "\(outcome.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [name])
}

@Test func reportedPathsAreRelativeWhenTheyCanBe() throws {
    let absolute = CLI.root.appendingPathComponent("Fixtures/host/missing.yaml").path
    let dotted = "Fixtures/../Fixtures/./host/missing.yaml"
    let outcome = try CLI.run(["lint", "--format", "json", absolute, dotted])
    let json = try #require(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
    #expect(files == ["Fixtures/host/missing.yaml", "Fixtures/host/missing.yaml"])
    #expect(!outcome.stdout.contains(CLI.root.path), "no absolute path of this machine in the report")
    // `..` back into the working directory is resolved; outside it, the path is shown as given.
    let fixtures = CLI.root.appendingPathComponent("Fixtures/host")
    let back = try CLI.run(["lint", "../host/missing.yaml", "../input/syntax.yaml"], in: fixtures)
    #expect(back.stdout.contains("\nmissing.yaml:") || back.stdout.hasPrefix("missing.yaml:"), "\(back.stdout)")
    #expect(back.stdout.contains("../input/syntax.yaml:"))
    #expect(!back.stdout.contains(CLI.root.path))
}

@Test func directoryWalksDoNotFollowSymbolicLinkLoops() throws {
    let directory = try CLI.temporaryDirectory()
    let manager = FileManager.default
    let nested = directory.appendingPathComponent("a/b")
    try manager.createDirectory(at: nested, withIntermediateDirectories: true)
    try manager.copyItem(at: CLI.root.appendingPathComponent("Fixtures/host/missing.clean.yaml"),
                         to: nested.appendingPathComponent("real.yaml"))
    try manager.createSymbolicLink(atPath: nested.appendingPathComponent("up").path, withDestinationPath: "../..")
    try manager.createSymbolicLink(atPath: nested.appendingPathComponent("self").path, withDestinationPath: ".")
    try manager.createSymbolicLink(atPath: nested.appendingPathComponent("loop.yaml").path, withDestinationPath: "loop.yaml")
    try manager.createSymbolicLink(atPath: nested.appendingPathComponent("ping.yaml").path, withDestinationPath: "pong.yaml")
    try manager.createSymbolicLink(atPath: nested.appendingPathComponent("pong.yaml").path, withDestinationPath: "ping.yaml")
    let outcome = try CLI.run(["lint", "--format", "json", directory.path])
    let json = try #require(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]])
    // The real file is linted; each `.yaml` link loop is an input/io error that says so
    // (not a silent skip), and the directory links are not followed.
    let linted = files.filter { $0["status"] as? String == "ok" }.compactMap { $0["path"] as? String }
    #expect(linted.count == 1 && linted.first?.hasSuffix("a/b/real.yaml") == true, "\(files)")
    let loops = files.filter { $0["status"] as? String == "invalid" }.compactMap { $0["path"] as? String }.map { ($0 as NSString).lastPathComponent }
    #expect(loops.sorted() == ["loop.yaml", "ping.yaml", "pong.yaml"], "\(files)")
    #expect(outcome.stdout.contains("a loop of symbolic links"))
    #expect(outcome.status == 2)
}

@Test func standardInputIsBounded() throws {
    // Standard input is read like a file: the size limit holds, without reading everything first.
    let outcome = try CLI.run(["lint", "-"], stdin: "windows:\n  - root: {class: Root, host: true}\n")
    #expect(outcome.status == 0)
}
