import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileProblem: Error, Sendable {
    public var message: String
    /// What happened, without the path (`permission denied`), when known.
    public var reason: String? = nil
}

/// Finding snapshot files and reading them.
public enum FileDiscovery {
    /// A file as itself; a directory recursed for `*.yaml`/`*.yml`, sorted. Symbolic links to
    /// directories are not followed, so link loops cannot trap the walk, nor links to files
    /// outside the tree (`DirectoryWalk`). Directories for which `skip` is true are not
    /// entered (excludes). What the walk could not read or chose not to follow is in `problems`.
    /// With a source front end, its files (`*.swift`) too, outside the directories it skips.
    public static func expand(_ path: String, skipping skip: (String) -> Bool = { _ in false },
                              source: (any SourceFrontEnd)? = nil) -> Result<[String], FileProblem> {
        var problems: [WalkProblem] = []
        return expand(path, skipping: skip, source: source, problems: &problems)
    }

    public static func expand(_ path: String, skipping skip: (String) -> Bool = { _ in false },
                              source: (any SourceFrontEnd)? = nil,
                              problems: inout [WalkProblem]) -> Result<[String], FileProblem> {
        let sourceSuffix = source.map { "." + $0.fileExtension }
        var given = stat()
        guard stat(path, &given) == 0 else {
            // A loop of links or a path past PATH_MAX is not "no such file".
            return .failure(SafeFile.problem(errno, path))
        }
        guard given.st_mode & S_IFMT == S_IFDIR else { return .success([path]) }
        let root = DirectoryWalk.realRoot(path)
        var found: [String] = []
        var pending = [path]
        var visited = 0
        while let directory = pending.popLast() {
            visited += 1
            guard visited < 100_000 else {
                problems.append(WalkProblem(path: directory, message: "stopped after 100,000 directories: \(directory) and the rest were not linted",
                                            isError: true))
                break
            }
            guard let entries = DirectoryWalk.entries(of: directory, problems: &problems) else { continue }
            for (entry, recordedType) in entries {
                let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                // The type the directory records, or `lstat` where it records none (not
                // `attributesOfItem`: building its dictionary for each of a thousand files
                // shows in a run, and so does one system call per file).
                let type: mode_t
                switch Int(recordedType) {
                case Int(DT_REG): type = S_IFREG
                case Int(DT_DIR): type = S_IFDIR
                case Int(DT_LNK): type = S_IFLNK
                default:
                    var status = stat()
                    guard lstat(full, &status) == 0 else {
                        problems.append(DirectoryWalk.unusable(full, error: errno))
                        continue
                    }
                    type = status.st_mode & S_IFMT
                }
                if type == S_IFDIR {
                    if !skip(full), source?.skippedDirectories.contains(entry) != true { pending.append(full) }
                } else if type == S_IFREG || type == S_IFLNK, entry.hasSuffix(".yaml") || entry.hasSuffix(".yml")
                            || sourceSuffix.map({ entry.hasSuffix($0) && source?.skipsFile(named: entry) == false }) == true {
                    if type == S_IFLNK {
                        guard DirectoryWalk.follows(link: full, root: root, problems: &problems) else { continue }
                    }
                    found.append(full)
                }
            }
        }
        return .success(found.sorted())
    }

    /// A regular file's bytes, at most `limit + 1` (see `SafeFile.read`).
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], FileProblem> {
        SafeFile.read(path, limit: limit)
    }
}
