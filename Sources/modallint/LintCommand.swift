import ArgumentParser
import Foundation
import ModalLint

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Lint snapshots: files, directories (recursed for *.yaml and *.yml), or - for standard input.")

    enum FailOn: String, ExpressibleByArgument, CaseIterable { case error, warning, note, never }

    @Argument(help: "Snapshot files, directories, or - for standard input. Default: the current directory.")
    var paths: [String] = []

    @Option(help: "Output format: text, json, sarif or github.")
    var format: ReportFormat = .text

    @Option(help: "Write the report to this file (atomically) instead of standard output.")
    var output: String?

    @Option(name: .customLong("fail-on"), help: "Exit 1 when a finding is at least this severe: error, warning, note or never.")
    var failOn: FailOn = .error

    @Option(name: .customLong("rule"), help: "Run only this rule or family (repeatable).")
    var onlyRules: [String] = []

    @Option(name: .customLong("disable"), help: "Do not run this rule or family (repeatable).")
    var disabledRules: [String] = []

    @Option(help: "Files linted in parallel (default: the number of cores).")
    var jobs: Int?

    @Flag(help: "No summary line.")
    var quiet = false

    func validate() throws {
        let unknown = Configuration.unknownSelectors(onlyRules + disabledRules)
        if let first = unknown.first {
            var message = "no rule or family named `\(first)`"
            if let guess = RuleDocumentation.closest(first, among: RuleRegistry.metadata.map(\.id) + RuleRegistry.families) {
                message += "; did you mean `\(guess)`?"
            }
            throw ValidationError(message)
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if format == .sarif || format == .github {
            throw ValidationError("--format \(format.rawValue) is not available in this build yet")
        }
    }

    func run() throws {
        var configuration = Configuration()
        configuration.onlyRules = onlyRules
        configuration.disabledRules = disabledRules
        let workingDirectory = FileManager.default.currentDirectoryPath
        let session = LintSession(
            configuration: configuration, jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount,
            keepSources: format == .text, workingDirectory: workingDirectory)
        var inputs: [LintSession.Input] = []
        for path in paths.isEmpty ? ["."] : paths {
            if path == "-" {
                // Bounded like a file: one byte past the limit tells an oversized input.
                let data = (try? FileHandle.standardInput.read(upToCount: configuration.limits.maxFileBytes + 1)) ?? nil
                inputs.append(.standardInput([UInt8](data ?? Data())))
            } else {
                inputs.append(.path(path))
            }
        }
        let run = session.run(inputs)
        let options = ReportOptions(colors: output == nil && format == .text && Terminal.colorsOnStandardOutput, quiet: quiet)
        let report: String = switch format {
        case .json: JSONReporter.render(run)
        default: TextReporter.render(run, options: options)
        }
        if let output {
            do {
                try AtomicFile.write(report, to: output)
            } catch {
                Terminal.standardError("modallint: \(error.message)\n")
                throw ExitCode(ExitStatus.invalidInput)
            }
        } else {
            Terminal.standardOutput(report)
        }
        throw ExitCode(exitStatus(run))
    }

    func exitStatus(_ run: LintRun) -> Int32 {
        if run.files.contains(where: { $0.status == .invalid }) { return ExitStatus.invalidInput }
        let threshold: Severity? = switch failOn {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .never: nil
        }
        guard let threshold else { return ExitStatus.clean }
        return run.files.contains { $0.diagnostics.contains { $0.severity >= threshold } }
            ? ExitStatus.findings : ExitStatus.clean
    }
}

extension ReportFormat: ExpressibleByArgument {}
