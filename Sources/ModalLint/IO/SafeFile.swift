#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one way modallint reads and writes bytes. Reads look at what was opened, not at the
/// name: a symbolic link to a FIFO, `/dev/stdin` or `/dev/zero` is refused after `open`
/// (`fstat` of the descriptor), so nothing blocks on a pipe nobody writes to and nothing
/// reads an endless device. The size limit holds while reading, whatever `st_size` says.
public enum SafeFile {
    /// A regular file's bytes: at most `limit + 1`, one past the limit so an oversized file is
    /// reported as such by the loader, not truncated. An empty file is empty, not unreadable.
    public static func read(_ path: String, limit: Int) -> Result<[UInt8], FileProblem> {
        let descriptor: Int32, size: Int
        switch openRegular(path) {
        case .success(let opened): (descriptor, size) = opened
        case .failure(let problem): return .failure(problem)
        }
        defer { close(descriptor) }
        return readBounded(descriptor, name: path, sizeHint: size, limit: limit)
    }

    /// The same bytes as `read`, handed to `body` a part of `partBytes` at a time, in order
    /// (`body` returns false to stop early): a reader that keeps little of a large file never
    /// holds the whole of it. nil when all went well.
    public static func readParts(_ path: String, limit: Int, partBytes: Int,
                                 _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> FileProblem? {
        let descriptor: Int32
        switch openRegular(path) {
        case .success(let opened): descriptor = opened.0
        case .failure(let problem): return problem
        }
        defer { close(descriptor) }
        var part = [UInt8](repeating: 0, count: max(partBytes, 1))
        var total = 0
        var failure: Int32 = 0
        while total <= limit {
            let wanted = min(part.count, limit + 1 - total)
            let got = part.withUnsafeMutableBytes {
                readFully(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[..<wanted]), failure: &failure)
            }
            if failure != 0 { return problem(failure, path) }
            if got == 0 { break }
            total += got
            guard part.withUnsafeBufferPointer({ body(UnsafeBufferPointer(rebasing: $0[..<got])) }) else { break }
        }
        return nil
    }

    /// A descriptor of the regular file at `path` and its reported size.
    private static func openRegular(_ path: String) -> Result<(Int32, Int), FileProblem> {
        // O_NONBLOCK: opening a FIFO for reading would otherwise wait for a writer, before
        // `fstat` could say it is not a regular file. Regular files ignore the flag.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return .failure(problem(errno, path)) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            let failure = problem(errno, path)
            close(descriptor)
            return .failure(failure)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            close(descriptor)
            let reason = "it is \(kind(status.st_mode)), not a regular file"
            return .failure(FileProblem(message: "cannot read \(path): \(reason)", reason: reason))
        }
        return .success((descriptor, Int(status.st_size)))
    }

    /// Standard input, bounded like a file. A closed standard input or a directory is an
    /// error that says so, not an empty snapshot.
    public static func readStandardInput(limit: Int) -> Result<[UInt8], FileProblem> {
        if StandardStreams.wasClosed(STDIN_FILENO) {
            return .failure(FileProblem(message: "cannot read standard input: it is closed"))
        }
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else {
            return .failure(FileProblem(message: "cannot read standard input: \(String(cString: strerror(errno)))"))
        }
        if status.st_mode & S_IFMT == S_IFDIR {
            return .failure(FileProblem(message: "cannot read standard input: it is a directory"))
        }
        let size = status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        return readBounded(STDIN_FILENO, name: "standard input", sizeHint: size, limit: limit)
    }

    /// At most `limit + 1` bytes: the file's reported size at once, then the rest (pipes,
    /// /proc files that report no size, files that grew) in chunks.
    static func readBounded(_ descriptor: Int32, name: String, sizeHint: Int, limit: Int) -> Result<[UInt8], FileProblem> {
        let capacity = min(max(sizeHint, 0), limit) + 1
        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            HugePages.advise(UnsafeMutableRawBufferPointer(buffer))
            count = readFully(descriptor, into: UnsafeMutableRawBufferPointer(buffer), failure: &failure)
        }
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
        if failure != 0 { return .failure(problem(failure, name)) }
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
            } else if errno == EAGAIN {
                // A non-blocking pipe on standard input: wait for it instead of failing.
                var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
                _ = poll(&poller, 1, -1)
            } else if errno != EINTR {
                failure = errno
                break
            }
        }
        return count
    }

    /// Writes all of `bytes` to `descriptor`, or throws what went wrong (`ENOSPC` on
    /// /dev/full, `EPIPE` on a closed pipe when SIGPIPE is ignored): a write is never silently short.
    public static func writeAll(_ descriptor: Int32, _ bytes: some Collection<UInt8>, name: String) throws(FileProblem) {
        var failure: Int32 = 0
        let done: Void? = bytes.withContiguousStorageIfAvailable { buffer in
            failure = writeFully(descriptor, UnsafeRawBufferPointer(buffer))
        }
        if done == nil {
            failure = Array(bytes).withUnsafeBytes { writeFully(descriptor, $0) }
        }
        if failure != 0 {
            throw FileProblem(message: "cannot write \(name): \(String(cString: strerror(failure)))")
        }
    }

    /// `writeAll` for bytes in pieces, in order.
    public static func writeAll(_ descriptor: Int32, _ pieces: BytePieces, name: String) throws(FileProblem) {
        for piece in pieces.pieces {
            let failure = writeFully(descriptor, UnsafeRawBufferPointer(piece.contents))
            if failure != 0 {
                throw FileProblem(message: "cannot write \(name): \(String(cString: strerror(failure)))")
            }
        }
    }

    private static func writeFully(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
        var offset = 0
        while offset < buffer.count {
            #if canImport(Glibc)
            let wrote = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #else
            let wrote = Darwin.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            #endif
            if wrote > 0 {
                offset += wrote
            } else if wrote < 0, errno == EAGAIN {
                var poller = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                _ = poll(&poller, 1, -1)
            } else if wrote < 0, errno == EINTR {
                continue
            } else {
                return wrote == 0 ? EIO : errno
            }
        }
        return 0
    }

    /// `cannot read PATH: what happened`, in words a person can act on.
    public static func problem(_ error: Int32, _ path: String) -> FileProblem {
        let reason = reason(error)
        let message = error == ENOENT ? "no such file or directory: \(path)" : "cannot read \(path): \(reason)"
        return FileProblem(message: message, reason: reason)
    }

    public static func reason(_ error: Int32) -> String {
        switch error {
        case ENOENT: "no such file or directory"
        case ELOOP: "a loop of symbolic links (or too many links in a row)"
        case ENAMETOOLONG: "the path is longer than the system allows (PATH_MAX \(PATH_MAX), NAME_MAX \(NAME_MAX) per name)"
        case EACCES: "permission denied"
        default: String(cString: strerror(error))
        }
    }

    /// What a file type is, for messages.
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO (named pipe)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFLNK: "a symbolic link"
        default: "a regular file"
        }
    }
}

/// Standard input, output and error as the process found them. A stream closed at start
/// (`modallint >&-`) would let the next `open` take its number, and a report meant for
/// standard output would land in that file: each closed one is taken by /dev/null at once,
/// and remembered, so that writing to it or reading it is an error that says it was closed.
public enum StandardStreams {
    private static let closedAtStart: [Bool] = (0...2).map { descriptor in
        guard fcntl(Int32(descriptor), F_GETFD) == -1, errno == EBADF else { return false }
        _ = open("/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY)  // the lowest free number: this one
        return true
    }

    /// Call first thing in `main`, before anything opens a file.
    public static func secure() { _ = closedAtStart }

    public static func wasClosed(_ descriptor: Int32) -> Bool {
        (0...2).contains(descriptor) && closedAtStart[Int(descriptor)]
    }

    /// Writes to standard output, or throws: every write error is an I/O error the caller reports.
    public static func writeOutput(_ text: String) throws(FileProblem) {
        try writeOutput(bytes: text.utf8)
    }

    public static func writeOutput(bytes: some Collection<UInt8>) throws(FileProblem) {
        if wasClosed(STDOUT_FILENO) { throw FileProblem(message: "cannot write standard output: it is closed") }
        try SafeFile.writeAll(STDOUT_FILENO, bytes, name: "standard output")
    }

    public static func writeOutput(pieces: BytePieces) throws(FileProblem) {
        if wasClosed(STDOUT_FILENO) { throw FileProblem(message: "cannot write standard output: it is closed") }
        try SafeFile.writeAll(STDOUT_FILENO, pieces, name: "standard output")
    }

    /// Standard error: nowhere to report its own failure, so a failed write is dropped.
    public static func writeError(_ text: String) {
        guard !wasClosed(STDERR_FILENO) else { return }
        try? SafeFile.writeAll(STDERR_FILENO, text.utf8, name: "standard error")
    }
}
