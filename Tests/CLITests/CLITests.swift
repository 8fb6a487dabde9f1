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
    #expect(explain.stdout.contains("Source: swift-modals"))
}
