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

    @Option(name: .shortAndLong, help: "Write the snapshot to FILE instead of standard output (- for standard output).")
    var output: String?

    @Option(help: "The configuration file: its excludes and environment apply to every file, as one snapshot is written (default: .modallint.yml in the current directory or the nearest above).")
    var config: String?

    @Flag(name: .customLong("no-config"), help: "Read no configuration file.")
    var noConfig = false

    func validate() throws {
        if config != nil, noConfig { throw ValidationError("--config and --no-config exclude each other") }
    }

    func run() throws {
        let workingDirectory = FileManager.default.currentDirectoryPath
        // One configuration, the working directory's (one snapshot is written, with one
        // device): a file it excludes is not extracted, and the device it names is written.
        var configuration = Configuration()
        let located = ConfigurationLoading.Located(config: config, noConfig: noConfig, workingDirectory: workingDirectory)
        if let loaded = located.load(workingDirectory: workingDirectory) {
            switch loaded {
            case .success(let file): configuration.apply(file)
            case .failure(let rejected):
                Terminal.standardError(TextReporter.render(rejected.run))
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        // As `lint`: never over one of its inputs or the configuration.
        let destination = output == "-" ? nil : output
        if let destination {
            var reads = InputReads.reads(paths, walks: FileManager.default.fileExists(atPath: destination))
            if let path = located.path {
                reads.append(OutputTargets.Read(what: "the configuration file \(path)", path: path))
            }
            if let conflict = OutputTargets.conflict(writes: [OutputTargets.Write(option: "--output", path: destination)], reads: reads,
                                                     standardOutput: false, workingDirectory: workingDirectory) {
                Terminal.standardError("modallint: \(conflict); nothing was written\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
        }
        let result = SwiftExtract.extract(paths, workingDirectory: workingDirectory, configuration: configuration)
        for problem in result.problems { Terminal.standardError(problem + "\n") }
        if result.filesRead == 0 {
            Terminal.standardError("modallint: no Swift file could be read\n")
            throw ExitCode(ExitStatus.invalidInput)
        }
        if let output = destination {
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
