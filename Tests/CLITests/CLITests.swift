import Foundation
import Testing

/// Runs the built `modallint` binary end to end: exit statuses, inputs, outputs.
enum CLI {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary sits beside the test bundle in the build directory.
    static var binary: URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent("modallint")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return root.appendingPathComponent(".build/debug/modallint")
    }

    struct Outcome {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static func run(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:],
                    in directory: URL? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? root
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try input.fileHandleForWriting.close()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                       stderr: String(decoding: stderr, as: UTF8.self))
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

@Test func exampleReportsUIKitPresentationWithExitOne() throws {
    let outcome = try CLI.run(["lint", "--format", "json", "Fixtures/host/uikit-presentation.yaml"])
    #expect(outcome.status == 1)
    let json = try #require(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    // The snapshot format's complete example: the host failure at the call, and the
    // unsaved editor in the swipeable page sheet at the presented navigation controller.
    #expect(diagnostics.map { $0["rule"] as? String } == ["uikit/swipe-dismiss-data-loss", "host/uikit-presentation"])
    let sheet = try #require(diagnostics.first)
    #expect(sheet["line"] as? Int == 17)
    let host = try #require(diagnostics.last)
    #expect(host["line"] as? Int == 24)
    #expect((host["runtimeMessage"] as? String)?.hasPrefix(
        "Found a presentingViewController (<AppRootViewController>) when attempting to find the modal host.") == true)
}

@Test func defaultSubcommandIsLint() throws {
    let outcome = try CLI.run(["Fixtures/host/missing.clean.yaml"])
    #expect(outcome.status == 0)
    #expect(outcome.stdout == "no problems (1 file checked)\n")
}

@Test func brokenFileGivesTwoAndOthersAreStillLinted() throws {
    let outcome = try CLI.run(["lint", "Fixtures/input/syntax.yaml", "Fixtures/host/missing.yaml", "no/such/file.yaml"])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.contains("[input/syntax]"))
    #expect(outcome.stdout.contains("[host/missing]"))
    #expect(outcome.stdout.contains("no/such/file.yaml:1:1: error: no such file or directory"))
}

@Test func standardInputAndColors() throws {
    let snapshot = try String(contentsOf: CLI.root.appendingPathComponent("Fixtures/host/missing.yaml"), encoding: .utf8)
    let outcome = try CLI.run(["lint", "-"], stdin: snapshot, environment: ["NO_COLOR": "1"])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.hasPrefix("<stdin>:"))
    #expect(!outcome.stdout.contains("\u{1B}["), "no colors when not a terminal")
}

@Test func usageErrorsExitTwo() throws {
    #expect(try CLI.run(["lint", "--bogus"]).status == 2)
    let unknownRule = try CLI.run(["lint", "--disable", "host/mising", "Fixtures/host"])
    #expect(unknownRule.status == 2)
    #expect(unknownRule.stderr.contains("did you mean `host/missing`?"))
    #expect(try CLI.run(["explain", "host/nope"]).status == 2)
}

@Test func failOnAndRuleSelection() throws {
    let path = "Fixtures/host/own-presenter.yaml"  // one warning
    #expect(try CLI.run([path]).status == 0)
    #expect(try CLI.run(["--fail-on", "warning", path]).status == 1)
    #expect(try CLI.run(["--fail-on", "never", "Fixtures/host/missing.yaml"]).status == 0)
    let disabled = try CLI.run(["--disable", "host", "Fixtures/host/missing.yaml"])
    #expect(disabled.status == 0)
    let only = try CLI.run(["--rule", "host/own-presenter", "--fail-on", "note", "Fixtures/host"])
    #expect(only.stdout.contains("[host/own-presenter]"))
    #expect(!only.stdout.contains("[host/missing]"))
}

@Test func outputIsWrittenAtomically() throws {
    let directory = try CLI.temporaryDirectory()
    let report = directory.appendingPathComponent("report.json")
    let outcome = try CLI.run(["lint", "--format", "json", "--output", report.path, "Fixtures/host/missing.yaml"])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.isEmpty)
    let written = try String(contentsOf: report, encoding: .utf8)
    #expect(written.contains("\"host/missing\""))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(leftovers == ["report.json"], "no temporary files left behind")
    // A write that cannot happen leaves the old file alone and exits 2.
    let failed = try CLI.run(["lint", "--output", directory.appendingPathComponent("missing/dir/r.txt").path,
                              "Fixtures/host/missing.yaml"])
    #expect(failed.status == 2)
}

@Test func directoriesAreRecursedAndSorted() throws {
    let outcome = try CLI.run(["lint", "--format", "json", "--jobs", "2", "Fixtures/host"])
    let json = try #require(JSONSerialization.jsonObject(with: Data(outcome.stdout.utf8)) as? [String: Any])
    let files = try #require(json["files"] as? [[String: Any]]).compactMap { $0["path"] as? String }
    #expect(files == files.sorted())
    #expect(files.allSatisfy { $0.hasPrefix("Fixtures/host/") && $0.hasSuffix(".yaml") })
    // Parallel and serial runs print the same bytes.
    let serial = try CLI.run(["lint", "--format", "json", "--jobs", "1", "Fixtures/host"])
    #expect(serial.stdout == outcome.stdout)
}

@Test func versionRulesAndExplain() throws {
    #expect(try CLI.run(["--version"]).stdout == "0.1.0\n")
    let rules = try CLI.run(["rules"])
    #expect(rules.status == 0 && rules.stdout.contains("host/missing"))
    let explain = try CLI.run(["explain", "host/uikit-presentation"])
    #expect(explain.status == 0)
    #expect(explain.stdout.contains("Source: square/swift-modals Modals/Sources/ModalHostValidation.swift"))
}

// MARK: CI integration

@Test func oneRunWritesSARIFAndPrintsText() throws {
    let directory = try CLI.temporaryDirectory()
    let sarif = directory.appendingPathComponent("modallint.sarif")
    let outcome = try CLI.run(["lint", "--no-config", "--format", "sarif", "--output", sarif.path, "--format", "text",
                               "Fixtures/host/missing.yaml"])
    #expect(outcome.status == 1)
    #expect(outcome.stdout.contains("[host/missing]"), "text on standard output")
    let log = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
    #expect(log["version"] as? String == "2.1.0")
    // The same with --opt=value spellings and the text report to a file too.
    let text = directory.appendingPathComponent("report.txt")
    let both = try CLI.run(["--no-config", "--format=text", "--output=\(text.path)", "--format=github", "Fixtures/host/missing.yaml"])
    #expect(both.stdout.hasPrefix("::error file=Fixtures/host/missing.yaml,line=9,col=5,"))
    #expect(try String(contentsOf: text, encoding: .utf8).contains("[host/missing]"))
}

@Test func badOutputPairsAreUsageErrors() throws {
    let twoToStdout = try CLI.run(["lint", "--format", "sarif", "--format", "text", "Fixtures/host/missing.yaml"])
    #expect(twoToStdout.status == 2)
    #expect(twoToStdout.stderr.contains("only one report can go to standard output"))
    let early = try CLI.run(["lint", "--output", "a", "--format", "sarif", "--format", "text", "Fixtures/host/missing.yaml"])
    #expect(early.status == 2)
    #expect(early.stderr.contains("--output a comes before any --format"))
}

@Test func githubFormatIsNotChosenByTheEnvironment() throws {
    let outcome = try CLI.run(["--no-config", "Fixtures/host/missing.yaml"], environment: ["GITHUB_ACTIONS": "true"])
    #expect(outcome.stdout.hasPrefix("Fixtures/host/missing.yaml:9:5: error:"), "text unless --format github")
}

@Test func configurationFileIsFoundAndFlagsOverrideIt() throws {
    let directory = try CLI.temporaryDirectory()
    let nested = directory.appendingPathComponent("snapshots/deep")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    let snapshot = try Data(contentsOf: CLI.root.appendingPathComponent("Fixtures/host/missing.yaml"))
    try snapshot.write(to: nested.appendingPathComponent("a.yaml"))
    try snapshot.write(to: nested.appendingPathComponent("b.legacy.yaml"))
    try Data("rules:\n  host/missing: warning\nexclude: ['*.legacy.yaml']\n".utf8)
        .write(to: directory.appendingPathComponent(".modallint.yml"))
    let found = try CLI.run(["lint", "."], in: nested)
    #expect(found.status == 0, "a warning does not fail the run")
    #expect(found.stdout.contains("a.yaml:9:5: warning:"))
    #expect(!found.stdout.contains("b.legacy.yaml"), "excluded")
    #expect(try CLI.run(["lint", "--fail-on", "warning", "."], in: nested).status == 1)
    #expect(try CLI.run(["lint", "--disable", "host", "--fail-on", "warning", "."], in: nested).status == 0)
    let ignored = try CLI.run(["lint", "--no-config", "."], in: nested)
    #expect(ignored.status == 1 && ignored.stdout.contains("b.legacy.yaml"))
    // --config names another file.
    let other = directory.appendingPathComponent("strict.yml")
    try Data("rules: {host: off}\n".utf8).write(to: other)
    #expect(try CLI.run(["lint", "--config", other.path, "--fail-on", "note", "."], in: nested).stdout
        == "no problems (2 files checked)\n")
}

@Test func badConfigurationIsReportedWithItsLocationAndExitsTwo() throws {
    let directory = try CLI.temporaryDirectory()
    try Data("rules:\n  host/mising: off\nexlude: []\n".utf8).write(to: directory.appendingPathComponent(".modallint.yml"))
    // The configuration of a file is the one at or above the file's own directory.
    try FileManager.default.copyItem(at: CLI.root.appendingPathComponent("Fixtures/host/missing.yaml"),
                                     to: directory.appendingPathComponent("missing.yaml"))
    let outcome = try CLI.run(["lint", "missing.yaml"], in: directory)
    #expect(outcome.status == 2)
    #expect(outcome.stdout.contains(".modallint.yml:2:3: error: no rule or family named `host/mising`; did you mean `host/missing`? [input/schema]"))
    #expect(outcome.stdout.contains(".modallint.yml:3:1: error: unknown key `exlude` in the configuration; did you mean `exclude`? [input/schema]"))
    #expect(!outcome.stdout.contains("[host/missing]"), "nothing is linted with a broken configuration")
    let sarif = try CLI.run(["lint", "--format", "sarif", "."], in: directory)
    #expect(sarif.status == 2)
    #expect(sarif.stdout.contains("\"uri\" : \".modallint.yml\""), "the problems reach code scanning too")
    let missing = try CLI.run(["lint", "--config", "nope.yml", "."], in: directory)
    #expect(missing.status == 2)
    #expect(missing.stdout.contains("cannot read the configuration file nope.yml"))
}

@Test func baselineFromTheCommandLine() throws {
    let directory = try CLI.temporaryDirectory()
    let snapshot = directory.appendingPathComponent("a.yaml")
    let text = try String(contentsOf: CLI.root.appendingPathComponent("Fixtures/host/missing.yaml"), encoding: .utf8)
    try Data(text.utf8).write(to: snapshot)
    let written = try CLI.run(["lint", "--no-config", "--write-baseline", "baseline.json", "a.yaml"], in: directory)
    #expect(written.status == 0, "recorded findings are hidden")
    #expect(written.stdout == "no problems (1 file checked, 1 baselined)\n")
    #expect(try String(contentsOf: directory.appendingPathComponent("baseline.json"), encoding: .utf8).contains("\"rule\" : \"host/missing\""))
    try Data(("\n\n" + text).utf8).write(to: snapshot)
    #expect(try CLI.run(["lint", "--no-config", "--baseline", "baseline.json", "a.yaml"], in: directory).status == 0)
    #expect(try CLI.run(["lint", "--no-config", "a.yaml"], in: directory).status == 1)
    try Data("{}".utf8).write(to: directory.appendingPathComponent("bad.json"))
    let bad = try CLI.run(["lint", "--no-config", "--baseline", "bad.json", "a.yaml"], in: directory)
    #expect(bad.status == 2)
    #expect(bad.stderr.contains("the baseline bad.json is not a modallint baseline: missing `version`"))
}

@Test func outputToAnExistingNonRegularFileIsWrittenDirectly() throws {
    let outcome = try CLI.run(["lint", "--no-config", "--format", "json", "--output", "/dev/stderr", "--format", "text",
                               "Fixtures/host/missing.yaml"])
    #expect(outcome.status == 1)
    #expect(outcome.stderr.contains("\"rule\" : \"host/missing\""))
    #expect(outcome.stdout.contains("[host/missing]"))
}

@Test func importTreeGraphAndDiagnoseEndToEnd() throws {
    let imported = try CLI.run(["import", "Fixtures/import/02.txt"])
    #expect(imported.status == 0)
    #expect(imported.stdout.hasPrefix("# Imported by modallint from Fixtures/import/02.txt"))
    let linted = try CLI.run(["lint", "-"], stdin: imported.stdout)
    #expect(linted.status == 0 || linted.status == 1)
    #expect(!linted.stdout.contains("[input/"))
    let garbage = try CLI.run(["import", "-"], stdin: "<UIViewController 0x1>, state: appeared, view: <UIView 0x2>\n   | this is not a line\n")
    #expect(garbage.status == 2)
    #expect(garbage.stderr.contains("<stdin>:2:"))
    let tree = try CLI.run(["tree", "Fixtures/import/01.txt"])
    #expect(tree.status == 0 && tree.stdout.contains("⇢ UIKit popover: PSPDFNavigationController"))
    let graph = try CLI.run(["graph", "--format", "mermaid", "Fixtures/host/missing.yaml"])
    #expect(graph.status == 0 && graph.stdout.hasPrefix("flowchart TD"))
    let diagnosed = try CLI.run(["diagnose", "Fixtures/host/missing.yaml"],
                                stdin: "The parent view controller hierarchy did not contain a modal host. The found hierarchy:\n   SettingsViewController\n   UINavigationController\n")
    #expect(diagnosed.status == 0)
    #expect(diagnosed.stdout.contains("[host/missing]"))
    let nothing = try CLI.run(["diagnose", "Fixtures/host/missing.clean.yaml", "--message", "'SettingsViewController' has no parent view controller"])
    #expect(nothing.status == 1)
    // A paste's culprit is named by its line in the paste (the generated YAML's lines mean nothing).
    let message = try String(contentsOf: CLI.root.appendingPathComponent("Fixtures/import/already-presenting.message"), encoding: .utf8)
    let pasted = try CLI.run(["diagnose", "Fixtures/import/already-presenting.txt", "--message", message])
    #expect(pasted.status == 0)
    #expect(pasted.stdout.contains("\n  at: Fixtures/import/already-presenting.txt:3 (App.HomeViewController 0x7f8a1b50e1e0)\n"), "\(pasted.stdout)")
    #expect(try CLI.run(["tree", "Fixtures/input/syntax.yaml"]).status == 2)
}

/// Mistakes a first use makes get a usage error that says what to do (found by a first-use audit).
@Test func firstUseMistakesAreUsageErrorsThatSayWhatToDo() throws {
    let typo = try CLI.run(["expalin", "host/missing"])
    #expect(typo.status == 2 && typo.stderr.contains("did you mean `modallint explain`?"), "\(typo.stderr)")
    let root = try CLI.run(["lint", "--format", "github", "--source-root", "/nonexistent-root", "Fixtures/host/missing.yaml"])
    #expect(root.status == 2 && root.stderr.contains("--source-root /nonexistent-root is not a directory"), "\(root.stderr)")
    let empty = try CLI.run(["diagnose", "Fixtures/import/01.txt", "--message", "  "])
    #expect(empty.status == 2 && empty.stderr.contains("the message is empty"), "\(empty.stderr)")
    // Swift source given to a command that reads a hierarchy: said so, with the command that helps.
    for command in ["tree", "graph", "diagnose"] {
        let swift = try CLI.run([command, "Fixtures/swift/lifetime/discarded.swift"] + (command == "diagnose" ? ["--message", "x"] : []))
        #expect(swift.status == 2 && swift.stderr.contains("is Swift source") && swift.stderr.contains("modallint extract"), "\(command): \(swift.stderr)")
    }
    // A missing file that reads like no subcommand is still a located input/io error.
    let missing = try CLI.run(["lint", "nosuch.yaml"])
    #expect(missing.status == 2 && missing.stdout.contains("[input/io]"))
}

/// `lint` naming a snapshot of 8 MiB or more starts itself again for huge pages (Linux,
/// `HugePageRestart`): the same report and status as without, standard input still read.
@Test func largeSnapshotRestartChangesNothing() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var text = "modallint: 1\nwindows:\n"
    var window = 0
    while text.utf8.count < 8 << 20 + 4_096 {
        text += "  - id: w\(window)\n    root:\n      class: RootViewController\n      host: true\n      children:\n"
        for child in 0..<40 { text += "        - class: Screen\(child)ViewController\n          state: appeared\n" }
        window += 1
    }
    text += "  - id: late\n    root:\n      class: UIViewController\n      presented:\n        class: UIAlertController\n        style: popover\n"
    let large = directory.appendingPathComponent("large.yaml")
    try Data(text.utf8).write(to: large)
    let small = try String(contentsOfFile: CLI.root.appendingPathComponent("Fixtures/host/uikit-presentation.yaml").path, encoding: .utf8)
    let arguments = ["lint", "--format", "json", "-", large.path]
    let restarted = try CLI.run(arguments, stdin: small)
    let plain = try CLI.run(arguments, stdin: small, environment: ["MODALLINT_NO_HUGE_PAGES": "1"])
    #expect(restarted.status == 1)
    #expect(restarted.status == plain.status)
    #expect(restarted.stdout == plain.stdout)
    #expect(restarted.stderr == plain.stderr)
    #expect(restarted.stdout.contains("<stdin>") && restarted.stdout.contains("large.yaml"))
}
