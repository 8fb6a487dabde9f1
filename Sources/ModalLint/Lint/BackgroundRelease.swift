import Dispatch
import Foundation

/// What becomes of a linted file's model once its rules have run (`Linter.lint`).
public enum ModelRelease: Sendable {
    /// Freed before `lint` returns, on the caller's thread: what a library caller gets unless
    /// it asks otherwise (nothing of the file outlives the call).
    case inline
    /// A large model is freed on another thread (`BackgroundRelease`).
    case background
    /// A large model is not freed at all: the process exits once the run is reported and no
    /// other file is linted after it (the command line given one file). Freeing every view
    /// controller's strings and lists is long, and even on another thread it slows the report:
    /// glibc gathers the freed chunks back together in the report's own allocations
    /// (`malloc_consolidate`). The exit gives the pages back.
    case leftToExit
}

/// Frees a large model on another thread, or keeps it until the process exits. Once its rules
/// have run, freeing a large snapshot (every controller's strings and lists) would otherwise
/// fall on the thread that still has the report to write, while the other core, done parsing,
/// idles. Small models are freed where they are: handing them over would cost more than it
/// saves.
public enum BackgroundRelease {
    static let minimumControllers = 4_096

    /// Holds a value until the other thread lets go of it; nothing else reads it.
    private final class Holder<Value>: @unchecked Sendable {
        var value: Value?
        init(_ value: consuming Value) { self.value = value }
    }

    /// Frees `value` on another thread: the last reference to memory that other threads
    /// allocated (each free on this thread would cross to their heaps), while this thread
    /// goes on with the report.
    public static func releaseElsewhere<Value>(_ value: consuming Value) {
        let holder = Holder(value)
        DispatchQueue.global(qos: .utility).async { holder.value = nil }
    }

    /// The models left to the exit: still reachable, so that a leak checker does not count them.
    private final class KeptUntilExit: @unchecked Sendable {
        private let lock = NSLock()
        private var models: [Snapshot] = []
        func keep(_ snapshot: consuming Snapshot) {
            lock.lock()
            models.append(snapshot)
            lock.unlock()
        }
    }

    private static let keptUntilExit = KeptUntilExit()

    /// Takes the last reference to `snapshot` (the caller keeps no copy: otherwise the caller's
    /// copy frees it after all, which is only slower).
    static func release(_ snapshot: consuming Snapshot?, _ how: ModelRelease) {
        guard how != .inline, let count = snapshot?.controllers.count, count >= minimumControllers,
              let snapshot = consume snapshot else { return }
        if how == .leftToExit {
            keptUntilExit.keep(snapshot)
            return
        }
        releaseElsewhere(snapshot)
    }
}
