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
    public static func expand(_ path: String, skipping skip: (String) -> Bool = { _ in false }) -> Result<[String], FileProblem> {
        var problems: [WalkProblem] = []
        return expand(path, skipping: skip, problems: &problems)
    }

    public static func expand(_ path: String, skipping skip: (String) -> Bool = { _ in false },
                              problems: inout [WalkProblem]) -> Result<[String], FileProblem> {
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
            for entry in entries {
                let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                // `lstat`, not `attributesOfItem`: the type is all that is needed, and building
                // the attribute dictionary for each of a thousand files shows in a run.
                var status = stat()
                guard lstat(full, &status) == 0 else {
                    problems.append(DirectoryWalk.unusable(full, error: errno))
                    continue
                }
                let type = status.st_mode & S_IFMT
                if type == S_IFDIR {
                    if !skip(full) { pending.append(full) }
                } else if type == S_IFREG || type == S_IFLNK, entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") {
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
