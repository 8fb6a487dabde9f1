import Foundation

/// Path arithmetic on `/`-separated strings (no file system access).
public enum Paths {
    /// `path` made absolute against `workingDirectory`, with `.`, `..` and doubled slashes resolved.
    public static func absolute(_ path: String, workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var segments: [Substring] = []
        for segment in joined.split(separator: "/") {
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
        let target = absolute.split(separator: "/")
        let from = base.split(separator: "/")
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// The directory part of a path (`.` when there is none).
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
