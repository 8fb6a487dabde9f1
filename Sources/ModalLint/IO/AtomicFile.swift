import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old or the new content, never a mix: a temporary
/// file in the target's directory, then rename. A failure leaves the old file intact, and so
/// does a signal that ends the process during the write (`SignalCleanup`: the temporary file
/// is removed, then the signal takes its usual course), or a write past `ulimit -f` (an error).
///
/// - A symbolic link is written through, the link kept, even when its target does not exist
///   yet; one another user planted in a sticky world-writable directory is refused (`WritePath`).
/// - An existing file keeps its permission bits (a 0600 report stays 0600); a new one gets
///   0666 less the umask, like any other file.
/// - A destination that exists and is not a regular file (`/dev/stderr`, a pipe) is written
///   directly, as it cannot be renamed over.
/// - An existing file the user may write, in a directory they may not (where no temporary
///   file can be made), is overwritten in place, as a shell's `>` does: not atomically.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(FileProblem) {
        try write(bytes: text.utf8, to: path)
    }

    public static func write(bytes: some Collection<UInt8>, to path: String) throws(FileProblem) {
        try write(to: path) { descriptor throws(FileProblem) in try SafeFile.writeAll(descriptor, bytes, name: path) }
    }

    /// A report written in pieces, in order.
    public static func write(pieces: BytePieces, to path: String) throws(FileProblem) {
        try write(to: path) { descriptor throws(FileProblem) in try SafeFile.writeAll(descriptor, pieces, name: path) }
    }

    private static func write(to path: String, _ writeAll: (Int32) throws(FileProblem) -> Void) throws(FileProblem) {
        // Every link on the way is checked before anything is opened.
        let target = try WritePath.resolve(path)
        var existing = stat()
        let exists = stat(path, &existing) == 0
        if exists, existing.st_mode & S_IFMT == S_IFDIR {
            throw FileProblem(message: "cannot write \(path): it is a directory")
        }
        if exists, existing.st_mode & S_IFMT != S_IFREG {
            let descriptor = open(path, O_WRONLY | O_CLOEXEC)
            guard descriptor >= 0 else { throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
            defer { close(descriptor) }
            try writeAll(descriptor)
            return
        }
        // A short name of its own: the target's name plus a suffix could pass NAME_MAX.
        let temporary = Paths.directory(of: target) + "/.modallint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        SignalCleanup.removeOnSignal(temporary)
        defer { SignalCleanup.removeOnSignal(nil) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else {
            let failure = errno
            if exists, failure == EACCES || failure == EPERM {
                return try writeInPlace(target, name: path, writeAll)
            }
            throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(failure)))")
        }
        do throws(FileProblem) {
            // The umask applied at creation; the existing file's bits are restored exactly.
            if exists, fchmod(descriptor, existing.st_mode & 0o7777) != 0 {
                throw FileProblem(message: "cannot write \(path): cannot keep its mode: \(String(cString: strerror(errno)))")
            }
            try writeAll(descriptor)
            let closed = close(descriptor)
            if closed != 0 { throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
            TestHooks.pauseBeforeRename()
            if rename(temporary, target) != 0 {
                throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))")
            }
        } catch {
            close(descriptor)  // EBADF when already closed: harmless
            unlink(temporary)
            throw error
        }
    }

    /// An existing regular file, truncated and written through its own descriptor (`target`
    /// has no link left in it: `O_NOFOLLOW` keeps one swapped in since from being followed).
    private static func writeInPlace(_ target: String, name path: String,
                                     _ writeAll: (Int32) throws(FileProblem) -> Void) throws(FileProblem) {
        let descriptor = open(target, O_WRONLY | O_TRUNC | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
        do throws(FileProblem) {
            try writeAll(descriptor)
        } catch {
            close(descriptor)
            throw error
        }
        if close(descriptor) != 0 { throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
    }

    /// The file a write to `path` replaces, every symbolic link on the way followed (`WritePath`).
    static func finalTarget(of path: String) throws(FileProblem) -> String {
        try WritePath.resolve(path)
    }
}

/// Timing hooks for the test suite, off unless its environment variable is set.
enum TestHooks {
    /// `MODALLINT_TEST_PAUSE_BEFORE_RENAME=SECONDS`: wait with the temporary file complete and
    /// not yet renamed, so a test can deliver a signal at that moment.
    static func pauseBeforeRename() {
        guard let value = getenv("MODALLINT_TEST_PAUSE_BEFORE_RENAME"), let seconds = UInt32(String(cString: value)) else { return }
        sleep(seconds)
    }
}
