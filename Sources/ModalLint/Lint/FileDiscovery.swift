import Foundation

public struct FileProblem: Error, Sendable {
    public var message: String
}

/// Finding snapshot files and reading them.
public enum FileDiscovery {
    /// A file as itself; a directory recursed for `*.yaml`/`*.yml`, sorted. Symbolic links to
    /// directories are not followed, so link loops cannot trap the walk. Directories for
    /// which `skip` is true are not entered (excludes).
    public static func expand(_ path: String, skipping skip: (String) -> Bool = { _ in false }) -> Result<[String], FileProblem> {
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
                    if !skip(full) { pending.append(full) }
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
        // `read(upToCount:)` answers nil at end of file: an empty file is empty, not unreadable.
        do {
            return .success([UInt8](try handle.read(upToCount: limit + 1) ?? Data()))
        } catch {
            return .failure(FileProblem(message: "cannot read \(path): \(error.localizedDescription)"))
        }
    }
}

extension FileDiscovery {
    /// Standard input, bounded like a file: the limit and one byte more, so that an oversized
    /// input is reported as such without being read whole.
    public static func readStandardInput(limit: Int) -> [UInt8] {
        let data = (try? FileHandle.standardInput.read(upToCount: limit + 1)) ?? nil
        return [UInt8](data ?? Data())
    }
}

/// Writes a file so that readers see the old or the new content, never a mix: a temporary
/// file in the same directory, then rename. A failure leaves the old file intact.
/// A symbolic link is written through (the link stays); a destination that exists and is
/// not a regular file (`/dev/stderr`, a pipe) is written directly, as it cannot be renamed over.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(FileProblem) {
        var target = stat()
        if stat(path, &target) == 0, target.st_mode & S_IFMT != S_IFREG, target.st_mode & S_IFMT != S_IFDIR {
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw FileProblem(message: "cannot write \(path)")
            }
            defer { try? handle.close() }
            do { try handle.write(contentsOf: Data(text.utf8)) } catch {
                throw FileProblem(message: "cannot write \(path): \(error.localizedDescription)")
            }
            return
        }
        var resolved = path
        if let real = realpath(path, nil) {
            resolved = String(cString: real)
            free(real)
        }
        let url = URL(fileURLWithPath: resolved)
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
