import Foundation

/// Path arithmetic on `/`-separated strings (no file system access). Paths are split on
/// their UTF-8 bytes, as the file system does (and splitting a String walks grapheme
/// clusters: a run over a thousand files paid milliseconds for it).
public enum Paths {
    /// `path` made absolute against `workingDirectory`, with `.`, `..` and doubled slashes resolved.
    public static func absolute(_ path: String, workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
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
        let target = pathSegments(absolute)
        let from = pathSegments(base)
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func pathSegments(_ path: String) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }
    }

    /// The directory part of a path (`.` when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
