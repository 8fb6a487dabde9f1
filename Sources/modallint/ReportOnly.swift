import Foundation
import ModalLint

/// `--report-only` and `--report-only-staged`: the whole run is analysed (cross-file findings
/// need every file), then only the named files are reported and decide the exit status. For
/// hooks that lint the repository but should only fail a commit on what it changes.
enum ReportOnly {
    /// Why the staged files could not be listed.
    struct Problem: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// The paths `--report-only` names and, with `staged`, the files staged in the git work
    /// tree of the source root (else of the working directory), absolute.
    static func paths(_ named: [String], staged: Bool, sourceRoot: String?, workingDirectory: String) -> Result<[String], Problem> {
        let paths = named.map { Paths.absolute($0, workingDirectory: workingDirectory) }
        guard staged else { return .success(paths) }
        let directory = sourceRoot.map { Paths.absolute($0, workingDirectory: workingDirectory) } ?? workingDirectory
        return Self.staged(in: directory).map { paths + $0 }
    }

    /// Keeps the reports of the files at or under `paths` (absolute); the others leave every
    /// report and the exit status.
    static func filter(_ run: inout LintRun, keeping paths: [String], workingDirectory: String) {
        let kept = Set(paths)
        run.files.removeAll { report in
            var current = Paths.absolute(report.path, workingDirectory: workingDirectory)
            // A path is kept when it or a directory above it was named: climbs once per level.
            while true {
                if kept.contains(current) { return false }
                if current == "/" { return true }
                current = Paths.directory(of: current)
            }
        }
    }

    /// The files staged in the git work tree around `directory` (added, copied, modified or
    /// renamed: a deleted file has nothing to report), absolute; or why git could not say.
    static func staged(in directory: String) -> Result<[String], Problem> {
        let top: String
        switch git(["rev-parse", "--show-toplevel"], in: directory) {
        case .success(let output):
            top = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .newlines)
        case .failure(let problem): return .failure(problem)
        }
        // -z: names exactly as stored, whatever bytes they hold (no quoting to undo).
        return git(["diff", "--cached", "--name-only", "-z", "--diff-filter=ACMR"], in: top).map { output in
            output.split(separator: 0).map { top + "/" + String(decoding: $0, as: UTF8.self) }
        }
    }

    private static func git(_ arguments: [String], in directory: String) -> Result<[UInt8], Problem> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", directory] + arguments
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return .failure(Problem("cannot run git: \(error.localizedDescription)")) }
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let said = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            return .failure(Problem("--report-only-staged: git \(arguments.first ?? "") failed in \(directory)\(said.isEmpty ? "" : ": \(said)")"))
        }
        return .success([UInt8](bytes))
    }
}
