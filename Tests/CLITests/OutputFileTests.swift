import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Where `--output`, `--write-baseline` and `extract -o` land, and what stops them.

/// A symbolic link another user planted in a sticky directory anyone can write to (/tmp):
/// refused as Linux's protected_symlinks refuses it, for every command that writes a file,
/// whatever the sysctl says. Making a link another user owns takes root.
@Test(.enabled(if: geteuid() == 0, "making a link that belongs to another user takes root"))
func linksAnotherUserPlantedInAStickyDirectoryAreNotWrittenThrough() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let sticky = directory.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: sticky, withIntermediateDirectories: false)
    #expect(chmod(sticky.path, 0o1777) == 0)
    let precious = directory.appendingPathComponent("precious")
    try Data("root's own\n".utf8).write(to: precious)
    func plant(_ name: String, to target: String, owner: uid_t) throws -> String {
        let link = sticky.appendingPathComponent(name).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        #expect(lchown(link, owner, gid_t(owner)) == 0)
        return link
    }
    let nobody: uid_t = 65534
    let planted = try plant("report.txt", to: precious.path, owner: nobody)
    // A link to a directory, on the way to the file.
    let plantedDirectory = try plant("reports", to: directory.path, owner: nobody)
    let source = CLI.root.appendingPathComponent("Fixtures/swift/lifetime/discarded.swift").path
    var commands: [[String]] = [
        ["lint", "--output", planted, Hostile.snapshot],
        ["lint", "--format", "json", "--output", plantedDirectory + "/precious", Hostile.snapshot],
        ["lint", "--write-baseline", planted, Hostile.snapshot],
    ]
    if CLI.hasSwiftFrontEnd { commands.append(["extract", "-o", planted, source]) }
    for arguments in commands {
        let outcome = try CLI.run(arguments)
        #expect(outcome.status == 2, "\(arguments): \(outcome.stderr)")
        #expect(outcome.stderr.contains("belongs to another user (uid 65534)") && outcome.stderr.contains("sticky directory"),
                "\(arguments): \(outcome.stderr)")
        #expect(try String(contentsOf: precious, encoding: .utf8) == "root's own\n", "\(arguments) replaced the file")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: sticky.path).sorted() == ["report.txt", "reports"])
    // One's own link is followed, and so is one that belongs to the directory's owner.
    let own = try plant("own.txt", to: directory.appendingPathComponent("own-target.txt").path, owner: geteuid())
    #expect(try CLI.run(["lint", "--output", own, Hostile.snapshot]).status == 1)
    #expect(try String(contentsOf: directory.appendingPathComponent("own-target.txt"), encoding: .utf8).contains("[host/missing]"))
    #expect(chown(sticky.path, nobody, gid_t(nobody)) == 0)
    #expect(try CLI.run(["lint", "--output", planted, Hostile.snapshot]).status == 1, "the directory's owner planted it")
}

/// Past `ulimit -f`: an error that names the file, the temporary file removed, the previous
/// report kept, and the other reports of the run still written.
@Test func aWritePastTheFileSizeLimitIsAnError() throws {
    let directory = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = directory.appendingPathComponent("r.json")
    try Data("previous\n".utf8).write(to: report)
    let hosts = CLI.root.appendingPathComponent("Fixtures/host").path
    // `ulimit -f 1`: 512 bytes (1,024 in some shells); the JSON report is many times that.
    // SIGXFSZ at its default (the test runner ignores it, and a shell cannot undo that).
    let limited = "ulimit -f 1; exec env --default-signal=XFSZ \"$0\" \"$@\""
    let outcome = try Hostile.shell(limited, ["lint", "--format", "json", "--output", "r.json", "--format", "text", hosts], in: directory)
    #expect(outcome.status == 2, "\(outcome.stderr)")
    #expect(outcome.stderr.contains("modallint: cannot write r.json: File too large"), "\(outcome.stderr)")
    #expect(try String(contentsOf: report, encoding: .utf8) == "previous\n")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["r.json"], "no temporary file left")
    #expect(outcome.stdout.hasSuffix("files checked)\n"), "the text report is whole: \(outcome.stdout.suffix(200))")
    // Standard output redirected to a file.
    let redirected = try Hostile.shell(limited + " > out.txt", ["lint", hosts], in: directory)
    #expect(redirected.status == 2, "\(redirected.stderr)")
    #expect(redirected.stderr.contains("modallint: cannot write standard output: File too large"), "\(redirected.stderr)")
}

/// A file the user may write, in a directory they may not: written in place, as a shell's
/// `>` would, keeping its owner and mode. Root may write any directory: the run then drops
/// to `nobody` with setpriv.
@Test(.enabled(if: geteuid() != 0 || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv"),
               "root writes any directory, and setpriv is missing to run as another user"))
func aWritableFileInAnUnwritableDirectoryIsWrittenInPlace() throws {
    let directory = try CLI.temporaryDirectory()
    defer {
        chmod(directory.path, 0o755)
        try? FileManager.default.removeItem(at: directory)
    }
    let report = directory.appendingPathComponent("r.txt")
    try Data("previous\n".utf8).write(to: report)
    var prefix = ""
    if geteuid() == 0 {
        // The directory stays root's (0755); the file becomes nobody's.
        #expect(chown(report.path, 65534, 65534) == 0)
        prefix = "exec setpriv --reuid=65534 --regid=65534 --clear-groups"
    } else {
        #expect(chmod(directory.path, 0o555) == 0)
    }
    #expect(chmod(report.path, 0o640) == 0)
    let snapshot = CLI.root.appendingPathComponent(Hostile.snapshot).path
    let outcome = try Hostile.shell("\(prefix) \"$0\" \"$@\"", ["lint", "--output", report.path, snapshot])
    #expect(outcome.status == 1, "\(outcome.stderr)")
    #expect(try String(contentsOf: report, encoding: .utf8).contains("[host/missing]"))
    let attributes = try FileManager.default.attributesOfItem(atPath: report.path)
    #expect((attributes[.posixPermissions] as? Int) == 0o640)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["r.txt"])
    // A file it may not write either: refused as before, the file untouched.
    #expect(chmod(report.path, 0o440) == 0)
    let refused = try Hostile.shell("\(prefix) \"$0\" \"$@\"", ["lint", "--output", report.path, snapshot])
    #expect(refused.status == 2 && refused.stderr.contains("Permission denied"), "\(refused.stderr)")
    #expect(try String(contentsOf: report, encoding: .utf8).contains("[host/missing]"))
}
