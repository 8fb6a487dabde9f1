import Dispatch

/// Frees a large model on another thread. Once its rules have run, a snapshot of 100,000
/// view controllers took 43M instructions to free (every controller's strings and lists), on
/// the thread that still has the report to write while the other core, done parsing, idled.
/// Small models are freed where they are: handing them over would cost more than it saves.
/// (Not when the file is read again right after for text snippets: `Linter.lint`.)
enum BackgroundRelease {
    static let minimumControllers = 4_096

    /// Holds the model until the other thread lets go of it; nothing else reads it.
    private final class Holder: @unchecked Sendable {
        var snapshot: Snapshot?
        init(_ snapshot: consuming Snapshot?) { self.snapshot = snapshot }
    }

    /// Takes the last reference to `snapshot` (the caller keeps no copy: otherwise the caller's
    /// copy frees it after all, which is only slower).
    static func release(_ snapshot: consuming Snapshot?) {
        guard let count = snapshot?.controllers.count, count >= minimumControllers else { return }
        let holder = Holder(snapshot)
        DispatchQueue.global(qos: .utility).async { holder.snapshot = nil }
    }
}
