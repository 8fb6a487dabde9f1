import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so that readers see the old or the new content, never a mix: a temporary
/// file in the target's directory, then rename. A failure leaves the old file intact, and so
/// does SIGINT, SIGTERM or SIGHUP during the write (the temporary file is removed, then the
/// signal takes its usual course).
///
/// - A symbolic link is written through, the link kept, even when its target does not exist yet.
/// - An existing file keeps its permission bits (a 0600 report stays 0600); a new one gets
///   0666 less the umask, like any other file.
/// - A destination that exists and is not a regular file (`/dev/stderr`, a pipe) is written
///   directly, as it cannot be renamed over.
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
        let target = try finalTarget(of: path)
        // A short name of its own: the target's name plus a suffix could pass NAME_MAX.
        let temporary = Paths.directory(of: target) + "/.modallint-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).tmp"
        SignalCleanup.removeOnSignal(temporary)
        defer { SignalCleanup.removeOnSignal(nil) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw FileProblem(message: "cannot write \(path): \(String(cString: strerror(errno)))") }
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

    /// The file a write to `path` replaces: its real path when it exists; otherwise `path` with
    /// the symbolic links of its last component followed, so that a link whose target does not
    /// exist yet is written through (rename would replace the link itself).
    static func finalTarget(of path: String) throws(FileProblem) -> String {
        if let resolved = realpath(path, nil) {
            defer { free(resolved) }
            return String(cString: resolved)
        }
        var current = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { return current }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : Paths.directory(of: current) + "/" + link
        }
        throw FileProblem(message: "cannot write \(path): a loop of symbolic links (or too many links in a row)")
    }
}

/// Removes the temporary file being written when a signal ends the process. The path lives
/// in a fixed buffer: a signal handler may only call async-signal-safe functions (`unlink`,
/// `signal`, `raise`), and may not allocate.
enum SignalCleanup {
    private static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        for signal in [SIGINT, SIGTERM, SIGHUP] {
            _ = Glue.install(signal)
        }
        return buffer
    }()

    /// The file to remove if a signal arrives now; nil when there is none.
    static func removeOnSignal(_ path: String?) {
        let buffer = pending
        buffer[0] = 0
        guard let path, path.utf8.count < capacity else { return }
        path.withCString { source in
            _ = strcpy(buffer + 1, source)
        }
        buffer[0] = 1
    }

    fileprivate static func handle(_ signal: Int32) {
        let buffer = pending
        if buffer[0] != 0 { unlink(buffer + 1) }
        _ = Glue.restore(signal)
        raise(signal)
    }

    /// The handlers, apart so that the C function pointer captures nothing.
    private enum Glue {
        static func install(_ number: Int32) -> Bool {
            // A signal the process was told to ignore (`nohup`, some CI runners) stays ignored.
            let previous = signal(number, SIG_IGN)
            guard unsafeBitCast(previous, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) else { return false }
            return unsafeBitCast(signal(number, { SignalCleanup.handle($0) }), to: Int.self) != unsafeBitCast(SIG_ERR, to: Int.self)
        }
        static func restore(_ number: Int32) -> Bool { unsafeBitCast(signal(number, SIG_DFL), to: Int.self) != unsafeBitCast(SIG_ERR, to: Int.self) }
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
