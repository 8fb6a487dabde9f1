import Foundation

/// Path arithmetic on `/`-separated strings (no file system access). Paths are split on their
/// UTF-8 bytes, as the file system does (and splitting a String walks grapheme clusters, for
/// every path of a run).
public enum Paths {
    /// `path` made absolute against `workingDirectory`, with `.`, `..` and doubled slashes resolved.
    public static func absolute(_ path: String, workingDirectory: String) -> String {
        // Every path a directory walk finds, at once: the generic prefix tests below would go
        // through the UTF-8 views' iterators, for every path.
        if path.utf8.first == UInt8(ascii: "/"), isNormalizedAbsolute(path) { return path }
        var path = Substring(path)
        while path.utf8.starts(with: "./".utf8) { path = path.dropFirst(2) }
        let joined = path.hasPrefix("/") ? String(path) : path.isEmpty || path == "." ? workingDirectory : workingDirectory + "/" + path
        // Most paths (every one a directory walk finds) are already in that form: one pass to tell.
        if isNormalizedAbsolute(joined) { return joined }
        var segments: [Substring] = []
        for segment in pathSegments(joined) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }

    /// `absolute` relative to the directory `base` (both absolute): `a/b.yaml`, `../x/c.yaml`,
    /// or `.` for the directory itself.
    public static func relative(_ absolute: String, to base: String) -> String {
        // Below the base, both already in `absolute`'s form: the rest of the path.
        if isNormalizedAbsolute(absolute), isNormalizedAbsolute(base) {
            if base == "/" { return absolute == "/" ? "." : String(absolute.dropFirst()) }
            if absolute == base { return "." }
            if absolute.utf8.count > base.utf8.count + 1, startsWithBytes(absolute, base),
               absolute.utf8[absolute.utf8.index(absolute.utf8.startIndex, offsetBy: base.utf8.count)] == UInt8(ascii: "/") {
                return String(absolute.utf8.dropFirst(base.utf8.count + 1))!
            }
        }
        let target = pathSegments(absolute)
        let from = pathSegments(base)
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// Whether `path` is known to lie outside the directory `base` (neither it nor below it):
    /// then `relative(path, to: base)` starts with `..`. False whenever either is not in
    /// `absolute`'s form.
    static func isOutside(_ path: String, _ base: String) -> Bool {
        guard base != "/", isNormalizedAbsolute(path), isNormalizedAbsolute(base), path != base else { return false }
        guard startsWithBytes(path, base) else { return true }
        // A sibling that shares the name's start (`/work/main2` beside `/work/main`) is outside.
        return path.utf8.count == base.utf8.count
            || path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: base.utf8.count)] != UInt8(ascii: "/")
    }

    /// Starts with `/`, and has no empty, `.` or `..` segment and no final `/` (except `/` itself):
    /// what `absolute` returns.
    static func isNormalizedAbsolute(_ path: String) -> Bool {
        // A native string's bytes in place: iterating its UTF8View byte by byte is slow, and a
        // run that excludes paths makes several calls per path.
        path.utf8.withContiguousStorageIfAvailable(isNormalizedAbsolute) ?? isNormalizedAbsolute(Array(path.utf8))
    }

    private static func isNormalizedAbsolute(_ bytes: some Collection<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var segmentLength = 0, dots = 0, count = 1
        for byte in bytes.dropFirst() {
            count += 1
            if byte == UInt8(ascii: "/") {
                if segmentLength == 0 || segmentLength == dots && dots <= 2 { return false }
                segmentLength = 0
                dots = 0
            } else {
                segmentLength += 1
                if byte == UInt8(ascii: ".") { dots += 1 }
            }
        }
        return count == 1 || segmentLength > 0 && !(segmentLength == dots && dots <= 2)
    }

    /// `prefix`'s bytes begin `path`, compared in place (the UTF8Views' `starts(with:)` went
    /// byte by byte through their iterators).
    private static func startsWithBytes(_ path: String, _ prefix: String) -> Bool {
        let fast = path.utf8.withContiguousStorageIfAvailable { whole in
            prefix.utf8.withContiguousStorageIfAvailable { start in
                start.count <= whole.count && UnsafeBufferPointer(rebasing: whole[..<start.count]).hasSameBytes(as: start)
            }
        }
        return (fast ?? nil) ?? path.utf8.starts(with: prefix.utf8)
    }

    static func pathSegments(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The directory part of a path (`.` when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The last component of a path (the whole path when it has no `/`).
    public static func lastComponent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }
}
