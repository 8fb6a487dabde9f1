#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a write to a path lands, found as the kernel walks it: a component at a time, each
/// symbolic link followed (at most 40 in a row, as Linux allows). A write lands on the file a
/// link names, and `AtomicFile` renames over that file, which the kernel never checks: so a
/// link is refused here where Linux's `protected_symlinks` rule would refuse to follow it. A
/// link in a sticky directory anyone can write to (such as /tmp) that belongs to another user
/// (and not to the directory's owner) could have been put there by anyone, to have this run
/// replace a file only its user may write. `.modallint.yml` is trusted on the same grounds
/// (`ConfigurationTrust`).
enum WritePath {
    static let maxLinks = 40

    /// The path the write lands on (relative when `path` is), every link on the way followed;
    /// from the first component that does not exist on, the rest as written.
    static func resolve(_ path: String) throws(FileProblem) -> String {
        var pending: [Substring] = path.split(separator: "/").reversed()
        // "" is the root; "." the working directory.
        var resolved = path.hasPrefix("/") ? "" : "."
        var links = 0
        while let component = pending.popLast() {
            if component == "." { continue }
            if component == ".." {
                resolved = parent(of: resolved)
                continue
            }
            let candidate = resolved + "/" + component
            var status = stat()
            guard lstat(candidate, &status) == 0 else {
                // Nothing there, or nothing that can be looked at: the write itself says what is wrong.
                return ([candidate] + pending.reversed().map(String.init)).joined(separator: "/")
            }
            guard status.st_mode & S_IFMT == S_IFLNK else {
                resolved = candidate
                continue
            }
            links += 1
            if links > maxLinks {
                throw FileProblem(message: "cannot write \(path): \(SafeFile.reason(ELOOP))")
            }
            let directory = resolved.isEmpty ? "/" : resolved
            if let reason = distrust(link: status, in: directory) {
                throw FileProblem(message: "cannot write \(path): \(reason)")
            }
            guard let target = readLink(candidate) else { return candidate }
            if target.hasPrefix("/") { resolved = "" }
            pending += target.split(separator: "/").reversed()
        }
        return resolved.isEmpty ? "/" : resolved
    }

    /// Why the link (its `lstat`) in `directory` is not followed, or nil.
    static func distrust(link: stat, in directory: String) -> String? {
        var holder = stat()
        guard stat(directory, &holder) == 0, holder.st_mode & mode_t(S_ISVTX) != 0, holder.st_mode & S_IWOTH != 0,
              link.st_uid != geteuid(), link.st_uid != holder.st_uid else { return nil }
        return "a symbolic link on the way belongs to another user (uid \(link.st_uid)) in \(directory), a sticky directory "
            + "anyone can write to, so anyone could have put it there to have this write replace a file of yours "
            + "(Linux's protected_symlinks refuses to follow it too); remove the link, or name the file it points to"
    }

    /// `resolved` (no links in it) without its last component.
    private static func parent(of resolved: String) -> String {
        if resolved.isEmpty { return "" }  // the root's parent is the root
        if resolved == "." || resolved.hasSuffix("/..") || resolved == ".." { return resolved + "/.." }
        guard let slash = resolved.lastIndex(of: "/") else { return "." }
        return String(resolved[..<slash])
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let length = readlink(path, &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
