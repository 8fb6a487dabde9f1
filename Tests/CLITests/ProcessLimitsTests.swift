import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// What the process itself is given: its arguments without /proc, few file descriptors.

enum ProcessLimits {
    /// Whether this process may make a mount namespace (root with CAP_SYS_ADMIN, as in CI's
    /// container): where it may not, the /proc test says so and is skipped.
    static let canHideProc: Bool = {
        guard geteuid() == 0 else { return false }
        return (try? Hostile.shell("unshare -m sh -c 'mount -t tmpfs none /proc && test ! -e /proc/self/cmdline'").status) == 0
    }()

    /// `arguments` run with an empty /proc (a tmpfs over it, in a mount namespace of its own).
    static func withoutProc(_ arguments: [String], in directory: URL? = nil) throws -> CLI.Outcome {
        try Hostile.shell("exec unshare -m sh -c 'mount -t tmpfs none /proc && exec \"$0\" \"$@\"' \"$0\" \"$@\"", arguments, in: directory)
    }

    /// The sanitizers' runtime stops the process at exit without /proc (LeakSanitizer lists the
    /// threads there, whatever `detect_leaks` says): the test runs in the plain suite only.
    static let underSanitizer = ProcessInfo.processInfo.environment["ASAN_OPTIONS"] != nil
        || ProcessInfo.processInfo.environment["TSAN_OPTIONS"] != nil
}

@Test(.enabled(if: ProcessLimits.canHideProc, "needs root and a mount namespace (unshare -m) to hide /proc"),
      .enabled(if: !ProcessLimits.underSanitizer, "the sanitizers' runtime needs /proc at exit"))
func argumentsAreReadWithoutProc() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory that lints clean: the old behaviour ("no problems", whatever was asked) shows.
    let version = try ProcessLimits.withoutProc(["--version"], in: directory)
    #expect(version.status == 0 && version.stdout.hasPrefix("0.") && !version.stdout.contains("checked"),
            "\(version.stdout)\(version.stderr)")
    let explain = try ProcessLimits.withoutProc(["explain", "host/missing"], in: directory)
    #expect(explain.status == 0 && explain.stdout.hasPrefix("host/missing"), "\(explain.stdout)")
    let report = directory.appendingPathComponent("r.txt")
    let output = try ProcessLimits.withoutProc(["lint", "--output", report.path, CLI.root.appendingPathComponent(Hostile.snapshot).path])
    #expect(output.status == 1 && output.stdout.isEmpty, "\(output.stdout)\(output.stderr)")
    #expect(try String(contentsOf: report, encoding: .utf8).contains("[host/missing]"))
}

/// libdispatch opens descriptors the first time a queue runs and traps when it cannot: a run
/// with too few free says so (exit 2), and one with enough runs, whatever the command.
@Test func tooFewFileDescriptorsIsAnErrorNotATrap() throws {
    let large = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: large) }
    // 4,096 view controllers or more: the rules run on two threads.
    var yaml = "windows:\n  - root:\n      class: Root\n      host: true\n      children:\n"
    for index in 0..<5_000 { yaml += "        - {class: C, id: c\(index)}\n" }
    try Data(yaml.utf8).write(to: large.appendingPathComponent("large.yaml"))
    let commands: [[String]] = [["lint", "Fixtures/host"], ["lint", large.appendingPathComponent("large.yaml").path],
                                ["tree", Hostile.paste], ["rules"]]
    for arguments in commands {
        // Standard input, output and error are open: `ulimit -n 4` leaves one descriptor free.
        for limit in 4...10 {
            let outcome = try Hostile.run(arguments, prefix: "ulimit -n \(limit);")
            #expect(outcome.status == 2, "\(arguments) with ulimit -n \(limit): \(outcome.status) \(outcome.stderr)")
            #expect(outcome.stderr.contains("modallint: too many open files:") && outcome.stderr.contains("modallint needs 8"),
                    "\(arguments) with ulimit -n \(limit): \(outcome.stderr)")
        }
        let enough = try Hostile.run(arguments, prefix: "ulimit -n 11;")
        #expect(enough.status < 3, "\(arguments): \(enough.status) \(enough.stderr)")
        #expect(!enough.stderr.contains("too many open files"), "\(arguments): \(enough.stderr)")
    }
}
