#if canImport(ModalLintSwift)
import ArgumentParser
import Foundation
import ModalLint
import ModalLintSwift

struct ExtractCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "extract",
        abstract: "Write a snapshot (format 1) of what Swift source says: view controllers, presentation calls, observers, styles, size chains, Modal Presenter roots and links.",
        discussion: "Each fact carries a `# File.swift:LINE` comment. The snapshot loads and lints like any other.")

    @Argument(help: "Swift files and directories.")
    var paths: [String]

    @Option(name: .shortAndLong, help: "Write the snapshot to FILE instead of standard output.")
    var output: String?

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        let result = SwiftExtract.extract(paths, workingDirectory: workingDirectory)
        for problem in result.problems { Terminal.standardError(problem + "\n") }
        if result.filesRead == 0 {
            Terminal.standardError("modallint: no Swift file could be read\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        if let output {
            do { try AtomicFile.write(result.snapshot, to: output) } catch {
                Terminal.standardError("modallint: \(error.message)\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
        } else {
            try Terminal.standardOutput(result.snapshot)
        }
    }
}

/// Hidden: SwiftParser alone over the files `lint` would read, for Benchmarks/swift-source.sh.
struct SwiftParseFloorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "swift-parse-floor", shouldDisplay: false)

    @Argument var paths: [String]
    @Option var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    func run() throws {
        try Terminal.standardOutput("\(SwiftParseFloor.run(paths, jobs: max(1, jobs))) files parsed\n")
    }
}
#endif
