#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Something the directory walk could not do or chose not to: an `input/io` diagnostic on
/// `path`, an error (the run exits 2) or a note.
public struct WalkProblem: Sendable, Equatable {
    public var path: String
    public var message: String
    public var isError: Bool
}

/// The file-system side of `FileDiscovery.expand`: nothing is skipped in silence.
///
/// - A directory that cannot be listed, a name that is not UTF-8, a path past PATH_MAX:
///   errors that say so (a skipped directory would otherwise pass as a clean run).
/// - A symbolic link to a file outside the walked tree is not followed (a link to a
///   credentials file or /proc/self/environ must not put its text in a report): a note says so.
///   A link to something that is not a regular file (a FIFO, /dev/zero) is skipped like the
///   thing itself.
enum DirectoryWalk {
    /// The visible entries of `directory` (names starting with `.` are left out), with the
    /// type the directory itself records (`d_type`: `DT_REG`, `DT_DIR`, `DT_LNK`, ...;
    /// `DT_UNKNOWN` where the file system does not say).
    static func entries(of directory: String, problems: inout [WalkProblem]) -> [(name: String, type: UInt8)]? {
        guard let stream = opendir(directory) else {
            problems.append(WalkProblem(path: directory, message: "cannot read the directory \(directory): \(SafeFile.reason(errno))",
                                        isError: true))
            return nil
        }
        defer { closedir(stream) }
        var names: [(name: String, type: UInt8)] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                if errno != 0 {
                    problems.append(WalkProblem(path: directory, message: "cannot read the directory \(directory): \(SafeFile.reason(errno))",
                                                isError: true))
                }
                break
            }
            let raw = withUnsafeBytes(of: entry.pointee.d_name) { buffer in
                Array(buffer.prefix(while: { $0 != 0 }))
            }
            guard raw.first != UInt8(ascii: ".") else { continue }
            if let name = String(validating: raw, as: UTF8.self) {
                names.append((name, entry.pointee.d_type))
            } else if isCandidate(raw, in: directory) {
                let shown = TerminalText.escape(String(decoding: raw, as: UTF8.self))
                problems.append(WalkProblem(
                    path: directory,
                    message: "a name in \(directory) is not UTF-8 (shown as `\(shown)`): it was not linted; modallint reads UTF-8 names only, rename it",
                    isError: true))
            }
        }
        return names
    }

    /// Whether an entry with a name that is not UTF-8 is one the walk would have used: a
    /// directory, or a `.yaml`/`.yml` file.
    private static func isCandidate(_ name: [UInt8], in directory: String) -> Bool {
        if name.ends(with: Array(".yaml".utf8)) || name.ends(with: Array(".yml".utf8)) { return true }
        var path = Array(directory.utf8) + [UInt8(ascii: "/")] + name + [0]
        var status = stat()
        return path.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &status) == 0 }
        } && status.st_mode & S_IFMT == S_IFDIR
    }

    /// The real path of the walked directory, that links are checked against.
    static func realRoot(_ directory: String) -> String? {
        guard let resolved = realpath(directory, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// Whether the walk reads the file a symbolic link found in it points to.
    static func follows(link: String, root: String?, problems: inout [WalkProblem]) -> Bool {
        var status = stat()
        guard stat(link, &status) == 0 else {
            let dangling = errno == ENOENT
            let reason = dangling ? "its target does not exist" : SafeFile.reason(errno)
            problems.append(WalkProblem(path: link, message: "the symbolic link \(link) was not followed: \(reason)", isError: !dangling))
            return false
        }
        // Not a regular file (a FIFO, /dev/zero, /dev/stdin): skipped like the thing itself.
        guard status.st_mode & S_IFMT == S_IFREG else { return false }
        var target: String?
        if let resolved = realpath(link, nil) {
            target = String(cString: resolved)
            free(resolved)
        }
        guard let target, let root, target.hasPrefix(root == "/" ? "/" : root + "/") else {
            problems.append(WalkProblem(
                path: link,
                message: "the symbolic link \(link) was not followed: it leads out of the directory being linted"
                    + (target.map { ", to \(TerminalText.escape($0))" } ?? "") + "; name the file itself to lint it",
                isError: false))
            return false
        }
        return true
    }

    /// A path the system cannot take: a note for the walk rather than a silent skip.
    static func unusable(_ path: String, error: Int32) -> WalkProblem {
        WalkProblem(path: path, message: SafeFile.problem(error, path).message, isError: true)
    }
}

extension Array where Element == UInt8 {
    fileprivate func ends(with suffix: [UInt8]) -> Bool {
        count >= suffix.count && self[(count - suffix.count)...].elementsEqual(suffix)
    }
}
