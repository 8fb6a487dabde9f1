import Foundation
import ModalLint
import SwiftParser

/// `modallint extract`: what the Swift files of a run say, as one format-1 snapshot.
public enum SwiftExtract {
    public struct Result: Sendable {
        public var snapshot: String
        /// Files, with their problems (unreadable, not UTF-8, syntax errors), as `path:line:col: message`.
        public var problems: [String]
        public var filesRead: Int
    }

    /// `paths`: files and directories (walked like `lint` does, Swift files only).
    public static func extract(_ paths: [String], workingDirectory: String, configuration: Configuration = Configuration(),
                               jobs: Int = ProcessInfo.processInfo.activeProcessorCount) -> Result {
        let frontEnd = SwiftFrontEnd()
        var files: [(display: String, path: String)] = []
        var problems: [String] = []
        for path in paths {
            let excluded = { (candidate: String) in configuration.isExcluded(candidate, workingDirectory: workingDirectory) }
            switch FileDiscovery.expand(path, skipping: excluded, source: frontEnd) {
            case .success(let found):
                for file in found where file.hasSuffix(".swift") && !excluded(file) {
                    files.append((LintSession.display(path: file, workingDirectory: workingDirectory), file))
                }
            case .failure(let problem):
                problems.append("\(path): error: \(problem.message)")
            }
        }
        return snapshot(of: frontEnd.scan(files, configuration: configuration, jobs: jobs), configuration: configuration,
                        problems: problems)
    }

    /// The snapshot of files already read and parsed (not lazily); `problems` are the run's so far.
    static func snapshot(of scanned: [SwiftFrontEnd.ScannedFile], configuration: Configuration, problems: [String]) -> Result {
        var problems = problems
        let index = ProjectIndex(scanned.compactMap(\.facts))
        var writer = SnapshotWriter(index: index, idiom: configuration.environmentDefaults.idiom)
        var read = 0
        for file in scanned {
            for problem in file.problems {
                problems.append("\(file.display):\(problem.range.start.line):\(problem.range.start.column): \(problem.severity.rawValue): \(problem.message)")
            }
            guard let facts = file.facts else { continue }
            read += 1
            writer.add(facts, file: file.display)
        }
        let header = "# Extracted by modallint extract from \(read) Swift file\(read == 1 ? "" : "s"): what the source says. A\n"
            + "# swift-modals call is made from its presenter on the path from a window root that the code\n"
            + "# shows; any other fact's owner stands under a stand-in modal host. The comments name the Swift line.\n"
        return Result(snapshot: header + writer.render(comments: true).text, problems: problems, filesRead: read)
    }
}

/// The benchmark's floor: read and parse the same files with SwiftParser alone, in parallel
/// like `lint`, and nothing else (`modallint swift-parse-floor`, hidden).
public enum SwiftParseFloor {
    public static func run(_ paths: [String], jobs: Int) -> Int {
        let frontEnd = SwiftFrontEnd()
        var files: [String] = []
        for path in paths {
            if case .success(let found) = FileDiscovery.expand(path, source: frontEnd) {
                files += found.filter { $0.hasSuffix(".swift") }
            }
        }
        _ = BigStackParallel.map(files, jobs: jobs) { path -> Bool in
            guard let bytes = try? FileDiscovery.read(path, limit: LoaderLimits.default.maxFileBytes).get() else { return false }
            return bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }.hasError
        }
        return files.count
    }
}
