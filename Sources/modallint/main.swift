import ArgumentParser
import Foundation
import ModalLint

// Before anything opens a file: a closed standard stream must not lend its number to it.
StandardStreams.secure()
// Before anything is written: a write past `ulimit -f` is an error, not the end of the process.
FileSizeLimit.reportInsteadOfEnding()

/// Writes `text` like any output (a failed write is reported, exit 2), then exits 0: --help
/// and --version.
func writeAndExit(_ text: String) -> Never {
    do {
        try Terminal.standardOutput(text)
    } catch {
        Terminal.standardError("modallint: \(error.message)\n")
        exit(ExitStatus.invalidInput)
    }
    exit(0)
}

let arguments = ProcessArguments.all
// Not even the program's name: nothing says what was asked, and running as if nothing was
// (`lint .`) would answer another question.
if arguments.isEmpty {
    Terminal.standardError("modallint: cannot read the command line (the C library passed no arguments, and /proc/self/cmdline is unreadable)\n")
    exit(ExitStatus.invalidInput)
}

// `modallint --version` alone, answered before ArgumentParser reads the command tree: that read
// looks up protocol conformances across the whole binary (swift-syntax holds thousands), the
// larger part of the start-up (Benchmarks/run.sh times it; target under 10 ms).
if arguments.count == 2, arguments[1] == "--version" {
    writeAndExit(ModalLintVersion.current + "\n")
}

// Before any thread or queue starts: libdispatch traps when it cannot open its descriptors.
if let problem = DescriptorReserve.problem() {
    Terminal.standardError("modallint: \(problem)\n")
    exit(ExitStatus.invalidInput)
}

AllocatorPolicy.keepFreedMemory()

// `lint` with large snapshots named: they are read on another thread while ArgumentParser reads
// the command line (FilePrefetch); `lint` takes them if they are still the same files.
if arguments.count > 2, arguments[1] == "lint" {
    let snapshots = arguments.dropFirst(2).filter { $0.hasSuffix(".yaml") || $0.hasSuffix(".yml") }
    HugePageRestart.restartIfUseful(arguments: arguments, candidates: Array(snapshots))
    FilePrefetch.start(snapshots,
                       minimumBytes: FilePrefetch.minimumBytes, limit: LoaderLimits.default.maxFileBytes)
}

// Exit statuses (docs/design/cli.md): usage errors are 2 like every other input problem, not
// ArgumentParser's 64; an unexpected error is 3; a failed write is an I/O error, 2.
do {
    var command = try ModalLintCommand.parseAsRoot(Array(arguments.dropFirst()))
    try command.run()
} catch let status as ExitCode {
    exit(status.rawValue)
} catch let problem as FileProblem {
    Terminal.standardError("modallint: \(problem.message)\n")
    exit(ExitStatus.invalidInput)
} catch {
    let code = ModalLintCommand.exitCode(for: error)
    if code == .success { writeAndExit(ModalLintCommand.fullMessage(for: error) + "\n") }
    Terminal.standardError(ModalLintCommand.fullMessage(for: error) + "\n")
    exit(code == .validationFailure ? ExitStatus.invalidInput : ExitStatus.internalError)
}
