import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads the large snapshots named on the command line on a thread of their own while the
/// command line is still being parsed: ArgumentParser takes a while to read `lint`'s arguments
/// (its protocol-conformance lookups), and reading a large file after that would delay
/// libyaml's start. Only a head start: `take` hands bytes over only for the same file (device,
/// inode, size and modification time when read ahead and when taken); otherwise the caller
/// reads the file as it would have.
public enum FilePrefetch {
    private struct Identity: Equatable {
        var device: UInt64
        var inode: UInt64
        var size: Int
        var modified: timespec

        init(_ status: stat) {
            device = UInt64(status.st_dev)
            inode = UInt64(status.st_ino)
            size = Int(status.st_size)
            #if canImport(Darwin)
            modified = status.st_mtimespec
            #else
            modified = status.st_mtim
            #endif
        }

        static func == (left: Identity, right: Identity) -> Bool {
            left.device == right.device && left.inode == right.inode && left.size == right.size
                && left.modified.tv_sec == right.modified.tv_sec && left.modified.tv_nsec == right.modified.tv_nsec
        }
    }

    private final class Store: @unchecked Sendable {
        // Both fields are guarded by `condition`.
        let condition = NSCondition()
        var reading = false
        var files: [(identity: Identity, bytes: [UInt8])] = []
    }

    private static let store = Store()

    /// Smaller files are not read ahead: below the size whose parse gets a thread of its own
    /// (`YAMLPipeline.minimumBytes`), a head start saves little, and every file named would
    /// cost a read.
    public static let minimumBytes = YAMLPipeline.minimumBytes

    /// Starts reading the regular files among `paths` (at most `maximumFiles`) whose size is
    /// at least `minimumBytes` and at most `limit`, one after the other on one thread.
    public static func start(_ paths: [String], minimumBytes: Int, limit: Int, maximumFiles: Int = 4) {
        let candidates = Array(paths.prefix(maximumFiles))
        guard !candidates.isEmpty else { return }
        store.condition.lock()
        store.reading = true
        store.condition.unlock()
        let thread = Thread {
            for path in candidates {
                guard let file = read(path, minimumBytes: minimumBytes, limit: limit) else { continue }
                store.condition.lock()
                store.files.append(file)
                store.condition.unlock()
            }
            store.condition.lock()
            store.reading = false
            store.condition.broadcast()
            store.condition.unlock()
        }
        thread.start()
    }

    /// The bytes of the file at `path`, if it was read ahead and is still that file and no
    /// larger than `limit`: what `SafeFile.read(path, limit:)` would return now. Each file is
    /// handed over once.
    public static func take(_ path: String, limit: Int) -> [UInt8]? {
        store.condition.lock()
        defer { store.condition.unlock() }
        while store.reading { store.condition.wait() }
        guard !store.files.isEmpty else { return nil }
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        let identity = Identity(status)
        guard let index = store.files.firstIndex(where: { $0.identity == identity }) else { return nil }
        let file = store.files.remove(at: index)
        return file.bytes.count <= limit ? file.bytes : nil
    }

    /// Lets go of what was read ahead and not taken.
    public static func discard() {
        store.condition.lock()
        while store.reading { store.condition.wait() }
        store.files.removeAll()
        store.condition.unlock()
    }

    /// The file's bytes with its identity, unless it is no regular file of the right size or
    /// changed while it was read.
    private static func read(_ path: String, minimumBytes: Int, limit: Int) -> (identity: Identity, bytes: [UInt8])? {
        // As `SafeFile.read` opens it: a FIFO must not block the open.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var before = stat()
        guard fstat(descriptor, &before) == 0, before.st_mode & S_IFMT == S_IFREG,
              Int(before.st_size) >= minimumBytes, Int(before.st_size) <= limit,
              case .success(let bytes) = SafeFile.readBounded(descriptor, name: path, sizeHint: Int(before.st_size), limit: limit)
        else { return nil }
        var after = stat()
        guard fstat(descriptor, &after) == 0, Identity(after) == Identity(before), bytes.count == Int(before.st_size)
        else { return nil }
        return (Identity(before), bytes)
    }
}
