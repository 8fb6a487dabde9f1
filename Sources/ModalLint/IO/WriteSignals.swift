#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary file being written when a signal ends the process. The path lives
/// in a fixed buffer: a signal handler may only call async-signal-safe functions (`unlink`,
/// `signal`, `raise`), and may not allocate.
enum SignalCleanup {
    /// Every signal whose default action ends the process and that another process, the
    /// terminal or a limit sends: interrupts and terminations, `ulimit -t` (SIGXCPU), timers
    /// (`timeout` sends SIGTERM, `alarm` SIGALRM), and the user signals nothing here handles.
    /// (SIGPIPE is left alone: it comes from a write of this process, not during one to a file.)
    static let ending: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXCPU, SIGALRM, SIGVTALRM, SIGPROF, SIGUSR1, SIGUSR2]

    private static let capacity = Int(PATH_MAX) + 1
    nonisolated(unsafe) private static let pending: UnsafeMutablePointer<CChar> = {
        let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: capacity)
        buffer.initialize(repeating: 0, count: capacity)
        for signal in ending {
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
            SignalDisposition.replaceDefault(number) { SignalCleanup.handle($0) }
        }
        static func restore(_ number: Int32) -> Bool { unsafeBitCast(signal(number, SIG_DFL), to: Int.self) != unsafeBitCast(SIG_ERR, to: Int.self) }
    }
}

enum SignalDisposition {
    /// Handles `number` with `handler` only where it has its default action: a signal the
    /// process was told to ignore (`nohup`, some CI runners) stays ignored, and one something
    /// else handles (a profiler's SIGPROF) stays its. True when installed.
    static func replaceDefault(_ number: Int32, with handler: @convention(c) (Int32) -> Void) -> Bool {
        let previous = signal(number, SIG_IGN)
        guard unsafeBitCast(previous, to: Int.self) == unsafeBitCast(SIG_DFL, to: Int.self) else {
            _ = signal(number, previous)
            return false
        }
        return unsafeBitCast(signal(number, handler), to: Int.self) != unsafeBitCast(SIG_ERR, to: Int.self)
    }
}

/// A write past `ulimit -f` raises SIGXFSZ, whose default action ends the process at once:
/// a report cut short with no word, a temporary file left behind. Caught (by a handler that
/// does nothing, so that it is not inherited by programs run from here as SIG_IGN would be),
/// the write fails with EFBIG instead: "cannot write FILE: File too large", exit 2, and the
/// temporary file removed like on any other write error.
public enum FileSizeLimit {
    /// Call first thing in `main`, before anything is written.
    public static func reportInsteadOfEnding() {
        // Ignored, the writes fail the same way.
        _ = SignalDisposition.replaceDefault(SIGXFSZ) { _ in }
    }
}
