import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct FileProblem: Error, Sendable {
    public var message: String
}

/// Finding snapshot files and reading them.
public enum FileDiscovery {
    /// A file as itself; a directory recursed for `*.yaml`/`*.yml`, sorted. Symbolic links to
    /// directories are not followed, so link loops cannot trap the walk. Directories for
    /// which `skip` is true are not entered (excludes).
    /// With a source front end, its files (`*.swift`) too, outside the directories it skips.
    public static func expand(_ path: String, skipping skip: (String) -> Bool = { _ in false },
                              source: (any SourceFrontEnd)? = nil) -> Result<[String], FileProblem> {
        let sourceSuffix = source.map { "." + $0.fileExtension }
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
                // `lstat`, not `attributesOfItem`: the type is all that is needed, and building
                // the attribute dictionary for each of a thousand files shows in a run.
                var status = stat()
                guard lstat(full, &status) == 0 else { continue }
                let type = status.st_mode & S_IFMT
                if type == S_IFDIR {
                    if !skip(full), source?.skippedDirectories.contains(entry) != true { pending.append(full) }
                } else if type == S_IFREG || type == S_IFLNK, entry.hasSuffix(".yaml") || entry.hasSuffix(".yml")
                            || sourceSuffix.map({ entry.hasSuffix($0) && source?.skipsFile(named: entry) == false }) == true {
                    if type == S_IFLNK {
                        var target = stat()
                        guard stat(full, &target) == 0, target.st_mode & S_IFMT != S_IFDIR else { continue }
                    }
                    found.append(full)
                }
            }
        }
        return .success(found.sorted())
    }

    /// The file's bytes, read straight into the array (no intermediate `Data`, no copy): at
    /// most `limit + 1` bytes, one past the limit so an oversized file is reported as such,
    /// not truncated. An empty file is empty, not unreadable.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], FileProblem> {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { return .failure(FileProblem(message: "cannot read \(path)")) }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? max(Int(status.st_size), 0) : 0
        let capacity = min(size, limit) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure)
        }
        // Files that report no size (pipes, /proc) or grew since `fstat`: the rest in chunks.
        if failure == 0, bytes.count == capacity, bytes.count <= limit {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while failure == 0, bytes.count <= limit {
                let wanted = min(chunk.count, limit + 1 - bytes.count)
                let got = chunk.withUnsafeMutableBytes {
                    readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]), failure: &failure)
                }
                if got == 0 { break }
                bytes.append(contentsOf: chunk[..<got])
            }
        }
        if failure != 0 {
            return .failure(FileProblem(message: "cannot read \(path): \(String(cString: strerror(failure)))"))
        }
        return .success(bytes)
    }

    /// Fills `buffer` up to its end or the end of the file; the count read.
    private static func readFully(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer,
                                  failure: inout Int32) -> Int {
        var count = 0
        while count < buffer.count {
            #if canImport(Glibc)
            let got = Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            #else
            let got = Darwin.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            #endif
            if got > 0 {
                count += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                failure = errno
                break
            }
        }
        return count
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
