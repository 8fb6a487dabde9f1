import Foundation

/// A value computed on a thread of its own while the caller goes on, started at most once and
/// taken at most once. For a large file's presentation replay up to the calls
/// (`PresentationReplay(snapshot:replayingCalls: false)`, a large share of the rules' work): it
/// reads only the view controllers, so it starts once the last of them is read and runs beside
/// the rest of the model (the calls' names, workflows, references) and the analyses that do not
/// read it, instead of after them on the critical path.
///
/// A thread of its own, not the dispatch pool: the rule lanes (`ParallelMap`) wait for it from
/// the pool, and a pool busy with it could leave them nobody to run on.
final class BackgroundTask<Value: Sendable>: @unchecked Sendable {
    // `value`, `state` are guarded by `condition`.
    private let condition = NSCondition()
    private var value: Value?
    private var state = State.idle

    private enum State { case idle, running, done, taken }

    init() {}

    /// Starts `work` on a new thread; a second call does nothing.
    func start(_ work: @escaping @Sendable () -> Value) {
        condition.lock()
        defer { condition.unlock() }
        guard state == .idle else { return }
        state = .running
        // The work is iterative: the default stack is room enough.
        Thread { [self] in
            let result = work()
            condition.lock()
            value = result
            state = .done
            condition.broadcast()
            condition.unlock()
        }.start()
    }

    /// Whether `start` was called.
    var isStarted: Bool {
        condition.lock()
        defer { condition.unlock() }
        return state != .idle
    }

    /// The value, once computed (waits for it); nil when never started or already taken.
    func take() -> Value? {
        condition.lock()
        defer { condition.unlock() }
        while state == .running { condition.wait() }
        guard state == .done else { return nil }
        state = .taken
        defer { value = nil }
        return value
    }
}
