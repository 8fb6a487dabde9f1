import Foundation

/// Runs `transform` over `items` on `jobs` threads; results keep the input order.
package enum ParallelMap {
    /// The items' results by index, and the next index to claim: what the threads of a map
    /// share (the Swift front end's `BigStackParallel` too).
    package final class Results<T>: @unchecked Sendable {
        package private(set) var values: [T?]
        private var next = 0
        private let lock = NSLock()
        package init(count: Int) { values = Array(repeating: nil, count: count) }
        package func claim() -> Int {
            lock.lock()
            defer { lock.unlock() }
            let index = next
            next += 1
            return index
        }
        package func store(_ value: T, at index: Int) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }

    /// How many of `count` items make a part when they are split for `jobs` threads: four
    /// parts a thread (so that one slow part does not leave the other thread idle), none
    /// smaller than `minimum`.
    static func partSize(count: Int, jobs: Int, minimum: Int) -> Int {
        max(minimum, (count + jobs * 4 - 1) / (jobs * 4))
    }

    /// `0..<count` cut into consecutive parts of `partSize(count:jobs:minimum:)` (the last one
    /// shorter), in order.
    static func parts(count: Int, jobs: Int, minimum: Int) -> [Range<Int>] {
        let size = partSize(count: count, jobs: jobs, minimum: minimum)
        return stride(from: 0, to: count, by: size).map { $0..<min($0 + size, count) }
    }

    /// Has the dispatch pool start a thread now, for a `map` due a few milliseconds later: on
    /// Linux, a `map` that finds no pool thread yet waits for its second lane to start.
    static func prepareThreads() {
        DispatchQueue.global().async {}
    }

    static func map<Item: Sendable, T>(_ items: [Item], jobs: Int, _ transform: @Sendable (Item) -> T) -> [T] {
        if jobs <= 1 || items.count <= 1 { return items.map(transform) }
        let results = Results<T>(count: items.count)
        DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
            while true {
                let index = results.claim()
                guard index < items.count else { return }
                results.store(transform(items[index]), at: index)
            }
        }
        return results.values.map { $0! }
    }
}
