import Foundation
import ModalLint
#if canImport(ModalLintSwift)
import ModalLintSwift
#endif

/// The files a run reads from its path arguments, for `OutputTargets`: a file named, and inside
/// a directory every file the walk would read (snapshots, and Swift source when the front end is
/// built in), excluded or not. Directories are walked only when `walks` (a write names a file that
/// exists: only then can it be one of them).
enum InputReads {
    static func reads(_ paths: [String], walks: Bool) -> [OutputTargets.Read] {
        #if canImport(ModalLintSwift)
        let source: (any SourceFrontEnd)? = SwiftFrontEnd()
        #else
        let source: (any SourceFrontEnd)? = nil
        #endif
        var reads: [OutputTargets.Read] = []
        for path in paths where path != "-" {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if !isDirectory.boolValue {
                reads.append(OutputTargets.Read(what: "the input \(kind(path)) \(path)", path: path))
            } else if walks, case .success(let found) = FileDiscovery.expand(path, source: source) {
                reads += found.map { OutputTargets.Read(what: "the input \(kind($0)) \($0) (found in \(path))", path: $0) }
            }
        }
        return reads
    }

    private static func kind(_ path: String) -> String {
        path.hasSuffix(".swift") ? "Swift file" : "snapshot"
    }
}
