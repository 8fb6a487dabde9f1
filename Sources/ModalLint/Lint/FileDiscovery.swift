import Foundation

public struct FileProblem: Error, Sendable {
    public var message: String
}

/// Finding snapshot files and reading them.
public enum FileDiscovery {
    /// A file as itself; a directory recursed for `*.yaml`/`*.yml`, sorted. Symbolic links to
    /// directories are not followed, so link loops cannot trap the walk.
    public static func expand(_ path: String) -> Result<[String], FileProblem> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return .failure(FileProblem(message: "no such file or directory: \(path)"))
        }
        guard isDirectory.boolValue else { return .success([path]) }
        var found: [String] = []
        var pending = [path]
        var visited = 0
        while let directory = pending.popLast() {
            visited += 1
            guard visited < 100_000,
                  let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for entry in entries where !entry.hasPrefix(".") {
                let full = directory.hasSuffix("/") ? directory + entry : directory + "/" + entry
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: full),
                      let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    pending.append(full)
                } else if type == .typeRegular || type == .typeSymbolicLink,
                          entry.hasSuffix(".yaml") || entry.hasSuffix(".yml") {
                    if type == .typeSymbolicLink {
                        var linkIsDirectory: ObjCBool = false
                        guard FileManager.default.fileExists(atPath: full, isDirectory: &linkIsDirectory),
                              !linkIsDirectory.boolValue else { continue }
                    }
                    found.append(full)
                }
            }
        }
        return .success(found.sorted())
    }

    public static func read(_ path: String, limit: Int) -> Result<[UInt8], FileProblem> {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return .failure(FileProblem(message: "cannot read \(path)"))
        }
        defer { try? handle.close() }
        // Read one byte past the limit so an oversized file is reported as such, not truncated.
        guard let data = try? handle.read(upToCount: limit + 1) else {
            return .failure(FileProblem(message: "cannot read \(path)"))
        }
        return .success([UInt8](data))
    }
}

/// Writes a file so that readers see the old or the new content, never a mix: a temporary
/// file in the same directory, then rename. A failure leaves the old file intact.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(FileProblem) {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        // A short name of its own: the target's name plus a suffix could pass NAME_MAX.
        let temporary = directory.appendingPathComponent(".modallint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp")
        do {
            try Data(text.utf8).write(to: temporary)
            if rename(temporary.path, url.path) != 0 {
                throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch let problem as FileProblem {
            try? FileManager.default.removeItem(at: temporary)
            throw problem
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw FileProblem(message: "cannot write \(path): \(error.localizedDescription)")
        }
    }
}
