import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Faults of the environment, not of a snapshot: full disks, closed streams, FIFOs and
/// devices behind links, outputs that would destroy inputs, signals during a write. Each
/// must end in a message and exit 2 (or the documented behaviour), never a trap, a hang or
/// a lost file. Everything runs without root; where root would change the outcome
/// (permissions), the test says so and checks what it can.
enum Hostile {
    /// Runs the binary through `sh -c SCRIPT`, the binary as `$0`: redirections a `Process`
    /// cannot express (closed streams, ignored SIGPIPE, names that are not UTF-8).
    static func shell(_ script: String, _ arguments: [String] = [], stdin: FileHandle? = nil,
                      stdout: FileHandle? = nil, environment: [String: String] = [:], in directory: URL? = nil) throws -> CLI.Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, CLI.binary.path] + arguments
        process.currentDirectoryURL = directory ?? CLI.root
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { $1 }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = stdout ?? out
        process.standardError = err
        process.standardInput = stdin ?? FileHandle.nullDevice
        try process.run()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 60, execute: watchdog)
        let stdoutData = stdout == nil ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let stderrData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        return CLI.Outcome(status: process.terminationStatus, stdout: String(decoding: stdoutData, as: UTF8.self),
                           stderr: String(decoding: stderrData, as: UTF8.self))
    }

    /// The binary with the given arguments (`"$0" "$@"`), after `prefix` (shell commands).
    static func run(_ arguments: [String], prefix: String = "", redirect: String = "", stdin: FileHandle? = nil,
                    stdout: FileHandle? = nil, environment: [String: String] = [:], in directory: URL? = nil) throws -> CLI.Outcome {
        try shell("\(prefix) exec \"$0\" \"$@\" \(redirect)", arguments, stdin: stdin, stdout: stdout,
                  environment: environment, in: directory)
    }

    static let snapshot = "Fixtures/host/missing.yaml"
    static let clean = "Fixtures/host/missing.clean.yaml"
    static let paste = "Fixtures/import/01.txt"

    static func copy(_ fixture: String, to directory: URL, as name: String) throws -> URL {
        let target = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: CLI.root.appendingPathComponent(fixture), to: target)
        return target
    }
}

// MARK: Write errors

/// Every subcommand that writes standard output.
let writingCommands: [[String]] = [
    ["lint", Hostile.snapshot], ["lint", "--format", "json", Hostile.snapshot], ["rules"], ["explain", "host/missing"],
    ["tree", Hostile.paste], ["graph", Hostile.paste], ["import", Hostile.paste],
    ["diagnose", Hostile.paste, "--message", "'PSPDFStampViewController' cannot present a view controller because it was presented using UIKit modal presentation."],
    ["--help"], ["schema", "snapshot"],
]

@Test("a full disk on standard output is an I/O error", arguments: writingCommands)
func fullStandardOutputIsAnIOError(_ arguments: [String]) throws {
    let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
    let outcome = try Hostile.run(arguments, stdout: full)
    #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
    #expect(outcome.stderr.contains("modallint: cannot write standard output: No space left on device"), "\(outcome.stderr)")
}

@Test("a closed standard output is an I/O error", arguments: writingCommands)
func closedStandardOutputIsAnIOError(_ arguments: [String]) throws {
    let outcome = try Hostile.run(arguments, redirect: ">&-")
    #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
    #expect(outcome.stderr.contains("cannot write standard output: it is closed"), "\(outcome.stderr)")
}

@Test func aBrokenPipeWithSIGPIPEIgnoredIsAnIOError() throws {
    // As under CI runners that ignore SIGPIPE: the reader is gone before anything is written.
    let pipe = Pipe()
    try pipe.fileHandleForReading.close()
    let outcome = try Hostile.run(["rules"], prefix: "trap '' PIPE;", stdout: pipe.fileHandleForWriting)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("cannot write standard output: Broken pipe"), "\(outcome.stderr)")
}

// MARK: Output files

@Test func outputsThatWouldDestroyInputsAreRefusedBeforeWriting() throws {
    let directory = try CLI.temporaryDirectory()
    let input = try Hostile.copy(Hostile.snapshot, to: directory, as: "a.yaml")
    let original = try Data(contentsOf: input)
    try Data("previous\n".utf8).write(to: directory.appendingPathComponent("r.txt"))
    let cases: [(arguments: [String], says: String)] = [
        (["lint", "--output", "a.yaml", "a.yaml"], "--output a.yaml is the input snapshot a.yaml"),
        (["lint", "--output", "./a.yaml", "."], "--output ./a.yaml is the input snapshot"),
        (["lint", "--write-baseline", "a.yaml", "a.yaml"], "--write-baseline a.yaml is the input snapshot a.yaml"),
        (["lint", "--write-baseline", "b.json", "--format", "json", "--output", "b.json", "a.yaml"],
         "--write-baseline b.json and --output b.json are the same file"),
        (["lint", "--format", "text", "--output", "r.txt", "--format", "json", "--output", "./r.txt", "a.yaml"],
         "--output ./r.txt and --output r.txt are the same file"),
        (["lint", "--format", "text", "--output", "r.txt", "--format", "json", "--output", directory.appendingPathComponent("r.txt").path, "a.yaml"],
         "are the same file"),
        (["lint", "--baseline", "r.txt", "--output", "r.txt", "a.yaml"], "--output r.txt is the baseline r.txt"),
        (["lint", "--config", "r.txt", "--output", "r.txt", "a.yaml"], "--output r.txt is the configuration file r.txt"),
    ]
    for (arguments, says) in cases {
        let outcome = try CLI.run(arguments, in: directory)
        #expect(outcome.status == 2, "\(arguments)")
        #expect(outcome.stderr.contains(says) && outcome.stderr.contains("nothing was written"), "\(arguments): \(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(try Data(contentsOf: input) == original, "\(arguments) changed the input")
        #expect(try String(contentsOf: directory.appendingPathComponent("r.txt"), encoding: .utf8) == "previous\n")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("b.json").path))
    }
    // A symbolic link to the input is the input (file identity, not the name).
    try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("link.txt").path, withDestinationPath: "a.yaml")
    let linked = try CLI.run(["lint", "--output", "link.txt", "a.yaml"], in: directory)
    #expect(linked.status == 2 && linked.stderr.contains("is the input snapshot a.yaml"), "\(linked.stderr)")
    #expect(try Data(contentsOf: input) == original)
    // Standard output redirected to the file another report goes to.
    let redirected = try Hostile.run(["lint", "--format", "json", "--output", "r.txt", "--format", "text", "a.yaml"],
                                     redirect: ">> r.txt", in: directory)
    #expect(redirected.status == 2 && redirected.stderr.contains("standard output, which is redirected to it"), "\(redirected.stderr)")
}

/// Swift source is an input too: `lint` found it by walking a directory, `extract` reads it.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func outputsThatWouldDestroySwiftSourceAreRefused() throws {
    let directory = try CLI.temporaryDirectory()
    let sources = directory.appendingPathComponent("Sources")
    try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
    let source = sources.appendingPathComponent("Home.swift")
    let original = Data("final class HomeViewController: UIViewController {}\n".utf8)
    try original.write(to: source)
    let cases: [(arguments: [String], says: String)] = [
        (["lint", "--format", "json", "--output", "Sources/Home.swift", "Sources"], "--output Sources/Home.swift is the input Swift file"),
        (["lint", "--write-baseline", "Sources/Home.swift", "Sources"], "--write-baseline Sources/Home.swift is the input Swift file"),
        (["extract", "-o", "Sources/Home.swift", "Sources/Home.swift"], "--output Sources/Home.swift is the input Swift file"),
        (["extract", "--output", "Sources/Home.swift", "Sources"], "--output Sources/Home.swift is the input Swift file"),
    ]
    for (arguments, says) in cases {
        let outcome = try CLI.run(arguments, in: directory)
        #expect(outcome.status == 2, "\(arguments)")
        #expect(outcome.stderr.contains(says) && outcome.stderr.contains("nothing was written"), "\(arguments): \(outcome.stderr)")
        #expect(try Data(contentsOf: source) == original, "\(arguments) changed the source")
    }
    // `-o -` is standard output, as for `lint`.
    let dash = try CLI.run(["extract", "-o", "-", "Sources"], in: directory)
    #expect(dash.status == 0 && dash.stdout.contains("modallint: 1"))
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("-").path))
}

@Test func outputKeepsTheModeOfTheFileItReplaces() throws {
    let directory = try CLI.temporaryDirectory()
    let report = directory.appendingPathComponent("r.txt")
    try Data("old\n".utf8).write(to: report)
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: report.path)
    let outcome = try CLI.run(["lint", "--output", report.path, Hostile.snapshot])
    #expect(outcome.status == 1)
    let attributes = try FileManager.default.attributesOfItem(atPath: report.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o600)
    #expect(try String(contentsOf: report, encoding: .utf8).contains("host/missing"))
}

@Test func aDanglingSymbolicLinkAsOutputIsWrittenThrough() throws {
    let directory = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("reports"), withIntermediateDirectories: false)
    let link = directory.appendingPathComponent("latest.txt")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "reports/r.txt")
    let outcome = try CLI.run(["lint", "--output", link.path, Hostile.snapshot])
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "reports/r.txt", "the link stays a link")
    #expect(try String(contentsOf: directory.appendingPathComponent("reports/r.txt"), encoding: .utf8).contains("host/missing"))
}

/// Every signal whose default action ends the process and that comes from outside: the
/// terminal, `kill`, `timeout`, `ulimit -t` (SIGXCPU), timers, the user signals.
let endingSignals = [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2]

@Test("a signal during --output leaves no temporary file", arguments: endingSignals)
func signalsDuringOutputLeaveNoTemporaryFile(_ signal: Int32) throws {
    // SIGQUIT and SIGXCPU dump core by default: none is wanted from this test.
    #if canImport(Glibc)
    let coreSize = __rlimit_resource_t(RLIMIT_CORE.rawValue)
    #else
    let coreSize = RLIMIT_CORE
    #endif
    var core = rlimit()
    getrlimit(coreSize, &core)
    core.rlim_cur = 0
    setrlimit(coreSize, &core)
    let directory = try CLI.temporaryDirectory()
    let report = directory.appendingPathComponent("r.txt")
    try Data("previous\n".utf8).write(to: report)
    // Spawned with these signals at their defaults: a test runner may ignore them, its
    // children inherit that, and modallint leaves an ignored signal ignored (as under nohup).
    let arguments = [CLI.binary.path, "lint", "--output", report.path, CLI.root.appendingPathComponent(Hostile.snapshot).path]
    let environment = ProcessInfo.processInfo.environment.map { "\($0.key)=\($0.value)" }
        + ["MODALLINT_TEST_PAUSE_BEFORE_RENAME=30",  // the window the signal lands in
           // Swift's backtracer, where enabled, takes SIGQUIT for itself (it prints the threads and
           // the run goes on), and modallint leaves another handler's signal alone.
           "SWIFT_BACKTRACE=enable=no"]
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var defaults = sigset_t()
    sigemptyset(&defaults)
    for number in endingSignals { sigaddset(&defaults, number) }
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    var mask = sigset_t()
    sigemptyset(&mask)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    var pid: pid_t = 0
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup($0) } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    #expect(posix_spawn(&pid, CLI.binary.path, nil, &attributes, argv, envp) == 0)
    func temporaries() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".tmp") }
    }
    let deadline = Date().addingTimeInterval(30)
    while try temporaries().isEmpty, Date() < deadline { usleep(20_000) }
    #expect(try temporaries().count == 1, "the report is being written")
    kill(pid, signal)
    var status: Int32 = 0
    waitpid(pid, &status, 0)
    #expect(status & 0x7F == signal, "the signal still ends the process (wait status \(status))")
    #expect(try temporaries().isEmpty)
    #expect(try String(contentsOf: report, encoding: .utf8) == "previous\n")
}

// MARK: What is read

@Test func onlyRegularFilesAreReadWhateverTheLinksSay() throws {
    let directory = try CLI.temporaryDirectory()
    let tree = directory.appendingPathComponent("tree")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: false)
    _ = try Hostile.copy(Hostile.clean, to: tree, as: "ok.yaml")
    #expect(mkfifo(directory.appendingPathComponent("fifo").path, 0o600) == 0)
    let links = ["fifo.yaml": "../fifo", "zero.yaml": "/dev/zero", "stdin.yaml": "/dev/stdin", "tty.yaml": "/dev/null"]
    for (name, target) in links {
        try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent(name).path, withDestinationPath: target)
    }
    // In a directory: links to anything but a regular file are skipped like the thing itself.
    // Standard input is a pipe nobody writes to: reading it would hang.
    let stdin = Pipe()
    let walked = try Hostile.run(["lint", "--format", "json", tree.path], stdin: stdin.fileHandleForReading)
    #expect(walked.status == 0, "\(walked.stdout)\(walked.stderr)")
    #expect(!walked.stdout.contains("\"severity\" : \"note\""), "nothing to say about them: \(walked.stdout)")
    #expect(walked.stdout.contains("\"files\" : 1"), "\(walked.stdout)")
    // Named: an error that says what the file is, after opening it, at once.
    for (name, kind) in [("fifo.yaml", "a FIFO"), ("zero.yaml", "a character device"), ("stdin.yaml", "a FIFO")] {
        let named = try Hostile.run(["lint", tree.appendingPathComponent(name).path], stdin: stdin.fileHandleForReading)
        #expect(named.status == 2, "\(name)")
        #expect(named.stdout.contains("it is \(kind)"), "\(name): \(named.stdout)")
    }
    for command in ["tree", "graph", "import", "diagnose"] {
        let named = try Hostile.run([command, tree.appendingPathComponent("zero.yaml").path, "--message", "x"].filter { command == "diagnose" || ($0 != "--message" && $0 != "x") })
        #expect(named.status == 2 && named.stderr.contains("not a regular file"), "\(command): \(named.stderr)")
    }
    // As the baseline.
    let baseline = try Hostile.run(["lint", "--baseline", tree.appendingPathComponent("zero.yaml").path, tree.appendingPathComponent("ok.yaml").path])
    #expect(baseline.status == 2 && baseline.stderr.contains("cannot read the baseline") && baseline.stderr.contains("a character device"),
            "\(baseline.stderr)")
    // As the configuration file.
    try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent(".modallint.yml").path, withDestinationPath: "/dev/zero")
    let configured = try Hostile.run(["lint", "ok.yaml"], in: tree)
    #expect(configured.status == 2)
    #expect(configured.stdout.contains("cannot read the configuration file .modallint.yml: it is a character device"), "\(configured.stdout)")
}

@Test func diagnoseReadsABoundedMessage() throws {
    let zero = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
    let outcome = try Hostile.run(["diagnose", Hostile.paste], stdin: zero)
    #expect(outcome.status == 2)
    #expect(outcome.stderr.contains("the message on standard input is longer than 65536 bytes"), "\(outcome.stderr)")
}

@Test func standardInputClosedOrADirectoryIsAnIOError() throws {
    let closed = try Hostile.run(["lint", "-"], redirect: "<&-")
    #expect(closed.status == 2)
    #expect(closed.stdout.contains("<stdin>:1:1: error: cannot read standard input: it is closed [input/io]"), "\(closed.stdout)")
    let directory = try #require(FileHandle(forReadingAtPath: NSTemporaryDirectory()))
    let fromDirectory = try Hostile.run(["lint", "-"], stdin: directory)
    #expect(fromDirectory.status == 2)
    #expect(fromDirectory.stdout.contains("cannot read standard input: it is a directory"), "\(fromDirectory.stdout)")
    let tree = try Hostile.run(["tree", "-"], redirect: "<&-")
    #expect(tree.status == 2 && tree.stderr.contains("standard input: it is closed"), "\(tree.stderr)")
}

// MARK: Nothing skipped in silence

@Test func namesThatAreNotUTF8AreReported() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try Hostile.copy(Hostile.clean, to: directory, as: "ok.yaml")
    // `caf\xE9.yaml`, Latin-1: not UTF-8. Created and named through the shell, as Swift
    // strings cannot hold the byte.
    let create = try Hostile.shell("cp \"$1/ok.yaml\" \"$(printf '%s/caf\\351.yaml' \"$1\")\"", [directory.path])
    #expect(create.status == 0, "\(create.stderr)")
    let walked = try CLI.run(["lint", directory.path])
    #expect(walked.status == 2)
    #expect(walked.stdout.contains("is not UTF-8"), "\(walked.stdout)")
    let named = try Hostile.shell("exec \"$0\" lint \"$(printf '%s/caf\\351.yaml' \"$1\")\"", [directory.path])
    #expect(named.status == 2)
    #expect(named.stdout.contains("is not UTF-8") && !named.stdout.contains("no such file"), "\(named.stdout)")
}

@Test func pathsPastPATHMAXAndLinkLoopsSayWhatHappened() throws {
    let long = String(repeating: "d/", count: 2_100) + "x.yaml"
    let tooLong = try CLI.run(["lint", long])
    #expect(tooLong.status == 2)
    #expect(tooLong.stdout.contains("longer than the system allows (PATH_MAX"), "\(tooLong.stdout.prefix(300))")
    let directory = try CLI.temporaryDirectory()
    let loop = directory.appendingPathComponent("loop.yaml")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: "loop.yaml")
    let looped = try CLI.run(["lint", loop.path])
    #expect(looped.status == 2)
    #expect(looped.stdout.contains("a loop of symbolic links") && !looped.stdout.contains("no such file"), "\(looped.stdout)")
}

@Test(.enabled(if: geteuid() != 0, "root reads any directory: checked by hand with setpriv, see the man page"))
func unreadableDirectoriesAreErrors() throws {
    let directory = try CLI.temporaryDirectory()
    let locked = directory.appendingPathComponent("locked")
    try FileManager.default.createDirectory(at: locked, withIntermediateDirectories: false)
    _ = try Hostile.copy(Hostile.clean, to: locked, as: "a.yaml")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: locked.path) }
    let outcome = try CLI.run(["lint", directory.path])
    #expect(outcome.status == 2)
    #expect(outcome.stdout.contains("cannot read the directory") && outcome.stdout.contains("permission denied"), "\(outcome.stdout)")
}

@Test func linksOutOfTheTreeAreNotFollowedAndNothingOfAStrangerFileIsQuoted() throws {
    let directory = try CLI.temporaryDirectory()
    let secret = directory.appendingPathComponent("credentials")
    try Data("aws_secret_access_key = hunter2-SECRET\nregion: somewhere\n".utf8).write(to: secret)
    let tree = directory.appendingPathComponent("tree")
    try FileManager.default.createDirectory(at: tree, withIntermediateDirectories: false)
    _ = try Hostile.copy(Hostile.clean, to: tree, as: "ok.yaml")
    try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("leak.yaml").path, withDestinationPath: secret.path)
    // A link inside the tree is followed as before.
    try FileManager.default.createSymbolicLink(atPath: tree.appendingPathComponent("alias.yaml").path, withDestinationPath: "ok.yaml")
    for format in ["text", "json", "sarif", "github"] {
        let outcome = try CLI.run(["lint", "--format", format, tree.path])
        #expect(!outcome.stdout.contains("hunter2"), "\(format)")
        #expect(outcome.status == 0, "\(format): a note, not an error")
        #expect(outcome.stdout.contains("leads out of the directory being linted"), "\(format)")
    }
    // Named, it is read; it is no snapshot, so no more than the offending token is quoted.
    for format in ["text", "json", "sarif", "github"] {
        let named = try CLI.run(["lint", "--format", format, secret.path])
        #expect(named.status == 2)
        #expect(!named.stdout.contains("hunter2"), "\(format): \(named.stdout)")
    }
}

@Test func baselineEntriesOutsideTheWorkingDirectoryMatch() throws {
    let directory = try CLI.temporaryDirectory()
    _ = try Hostile.copy(Hostile.snapshot, to: directory, as: "outside.yaml")
    let work = directory.appendingPathComponent("work")
    try FileManager.default.createDirectory(at: work, withIntermediateDirectories: false)
    let written = try CLI.run(["lint", "--write-baseline", "baseline.json", "../outside.yaml"], in: work)
    #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
    let again = try CLI.run(["lint", "--baseline", "baseline.json", "../outside.yaml"], in: work)
    #expect(again.status == 0, "\(again.stdout)")
    #expect(again.stdout.contains("1 baselined"), "\(again.stdout)")
    let absolute = try CLI.run(["lint", "--baseline", "work/baseline.json", directory.appendingPathComponent("outside.yaml").path], in: directory)
    #expect(absolute.status == 0 && absolute.stdout.contains("1 baselined"), "\(absolute.stdout)")
}

// MARK: Text from the input, shown to people

@Test func controlAndBidiCharactersAreShownEscapedInEveryHumanFormat() throws {
    let directory = try CLI.temporaryDirectory()
    // ESC (a screen clear and an OSC title), CR, backspace, C1 CSI, DEL, U+2028, a bidi
    // override and a zero-width space, in names, ids and a message.
    let evil = "Evil\u{1B}[2J\u{1B}]0;pwned\u{07}\r\u{08}\u{9B}\u{7F}\u{2028}\u{202E}gnpexe\u{200B}"
    let yaml = """
        windows:
          - root:
              class: "\(evil.unicodeScalars.map { $0.value < 0x20 || $0.value >= 0x7F ? String(format: "\\u%04X", $0.value) : String($0) }.joined())"
              id: root
              children:
                - {class: Child, id: child}
        calls:
          - present: Modal
            from: child
            via: modals
            style: card
        """
    try Data(yaml.utf8).write(to: directory.appendingPathComponent("evil.yaml"))
    func raw(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { [0x1B, 0x0D, 0x08, 0x9B, 0x7F, 0x2028, 0x202E, 0x200B, 0x07].contains($0) }
    }
    for arguments in [["lint", "evil.yaml"], ["lint", "--format", "github", "evil.yaml"], ["lint", "--format", "markdown", "evil.yaml"], ["lint", "--format", "xcode", "evil.yaml"], ["tree", "evil.yaml"],
                      ["graph", "evil.yaml"], ["graph", "--format", "mermaid", "evil.yaml"],
                      ["diagnose", "evil.yaml", "--message", "boom \u{1B}]8;;http://x\u{07}link\u{202E}"]] {
        let outcome = try CLI.run(arguments, in: directory)
        #expect(raw(outcome.stdout + outcome.stderr).isEmpty, "\(arguments): \(outcome.stdout.debugDescription)")
        #expect(outcome.stdout.contains("\\u{1B}") || outcome.stdout.contains("\\\\u{1B}") || arguments[0] == "diagnose", "\(arguments): \(outcome.stdout)")
    }
    // Arguments echoed in messages on standard error, and file names in reports.
    for arguments in [["explain", "host/\u{1B}]0;x\u{07}"], ["lint", "--rule", "host/\u{1B}[2J"], ["lint", "no\u{1B}[2Jsuch.yaml"],
                      ["tree", "no\u{202E}such.yaml"]] {
        let outcome = try CLI.run(arguments, in: directory)
        #expect(outcome.status == 2)
        #expect(raw(outcome.stdout + outcome.stderr).isEmpty, "\(arguments): \((outcome.stdout + outcome.stderr).debugDescription)")
    }
    // JSON and SARIF stay exact: the characters are there, in their formats' own escapes.
    let json = try CLI.run(["lint", "--format", "json", "evil.yaml"], in: directory)
    let decoded = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    let messages = try #require(decoded["diagnostics"] as? [[String: Any]]).compactMap { $0["message"] as? String }
    #expect(messages.contains { $0.contains(evil) }, "\(messages)")
}
