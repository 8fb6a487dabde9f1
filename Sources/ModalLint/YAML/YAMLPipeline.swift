import Foundation

/// Loads a large file on two threads: libyaml's event loop on a thread of its own, handing
/// batches of events through a bounded queue to the calling thread, which builds the node
/// tree and, through `step`, reads what has completed of it (the snapshot decoder reads
/// each view controller as soon as its mapping closes). libyaml alone is the larger half, so
/// the tree and the model cost little wall time beyond it.
enum YAMLPipeline {
    /// From this size on a second thread pays for itself (starting one costs tens of
    /// microseconds; a batch hand-over a few).
    static let minimumBytes = 256 * 1024

    /// Runs `builder` over `bytes`; `step` is called after each batch that completed an item
    /// of one of the builder's watched sequences (or, with `announcesNestedMappings`, a mapping
    /// in the first), and after the one that closed the second watched sequence. Returns once
    /// the stream ended, the builder failed, and the parsing thread has exited.
    /// `releasesReadText`: see `YAMLEventReader.releasesReadText`.
    ///
    /// `parallelParse`: from `YAMLChunkedParse.minimumBytes` on, libyaml runs over parts of the
    /// file on two threads. Returns false when that parse was abandoned (see `YAMLChunkedParse`):
    /// the builder then holds part of a stream, and the caller starts over with
    /// `parallelParse` off.
    @discardableResult
    static func run(_ bytes: [UInt8], maxScalarBytes: Int, batchSize: Int = YAMLEventReader.defaultBatchSize,
                    releasesReadText: Bool = false, parallelParse: Bool = false,
                    partBytes: Int = YAMLChunkedParse.partBytes, minimumChunkedBytes: Int = YAMLChunkedParse.minimumBytes,
                    builder: inout YAMLLoader.Builder, step: (inout YAMLLoader.Builder) -> Void) -> Bool {
        if parallelParse, let parse = YAMLChunkedParse.start(
            bytes, maxScalarBytes: maxScalarBytes, batchSize: batchSize, releasesReadText: releasesReadText,
            partBytes: partBytes, minimumBytes: minimumChunkedBytes) {
            consume(from: parse, builder: &builder, step: step)
            parse.cancelAndWait()
            return !parse.abandoned
        }
        // Room for 64 batches (about 8 MB): the decoding thread's work comes in bursts (a large
        // window, the last windows, the end of the document), and with a short queue libyaml
        // would wait for it, idle; the room adds little to the peak memory.
        let queue = BatchQueue(capacity: 64)
        let reader = YAMLEventReader(bytes: bytes, maxScalarBytes: maxScalarBytes, batchSize: batchSize,
                                     releasesReadText: releasesReadText)
        let thread = Thread {
            var batch = YAMLEventBatch()
            reader.run(into: &batch) { queue.put(&$0) }
            queue.finish()
        }
        // libyaml keeps its own stacks on the heap; this is room enough.
        thread.stackSize = 1 << 20
        thread.start()
        consume(from: queue, builder: &builder, step: step)
        queue.cancelAndWait()
        return true
    }

    private static func consume(from source: some YAMLBatchSource, builder: inout YAMLLoader.Builder,
                                step: (inout YAMLLoader.Builder) -> Void) {
        var secondClosedBefore = false
        while var batch = source.take() {
            builder.handle(batch)
            // Emptied here, where this is its only reference: emptied inside `recycle` it would
            // still be held here too, and every batch would get a new event array (a malloc and
            // a free each, and pages faulted in by libyaml's thread).
            batch.removeAll()
            source.recycle(batch)
            if builder.failed { break }
            if !builder.completedItems.isEmpty || !builder.progress.isEmpty || !builder.completedSecondItems.isEmpty
                || builder.secondWatchedSequenceClosed != secondClosedBefore {
                secondClosedBefore = builder.secondWatchedSequenceClosed
                step(&builder)
            }
        }
    }
}

/// Where the consumer takes batches of events from, in file order.
protocol YAMLBatchSource: AnyObject {
    /// The next batch; nil at the stream's end (or when the source stopped).
    func take() -> YAMLEventBatch?
    /// A batch read and emptied, for reuse.
    func recycle(_ batch: consuming YAMLEventBatch)
}

/// The bounded queue between the two threads. Batches are recycled: after the first few,
/// no event array is allocated again.
private final class BatchQueue: YAMLBatchSource, @unchecked Sendable {
    // All fields below are guarded by `condition`.
    private let condition = NSCondition()
    private var ready: [YAMLEventBatch] = []
    private var spare: [YAMLEventBatch] = []
    private var cancelled = false
    private var producing = true
    private let capacity: Int

    init(capacity: Int) { self.capacity = capacity }

    /// Producer: queues a full batch and gets an empty one back; false once cancelled.
    func put(_ batch: inout YAMLEventBatch) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        while ready.count >= capacity, !cancelled { condition.wait() }
        if cancelled { return false }
        var empty = spare.popLast() ?? YAMLEventBatch()
        swap(&empty, &batch)
        ready.append(empty)
        condition.broadcast()
        return true
    }

    /// Producer: no more batches.
    func finish() {
        condition.lock()
        producing = false
        condition.broadcast()
        condition.unlock()
    }

    /// Consumer: the next batch, nil when the producer finished and all were taken.
    func take() -> YAMLEventBatch? {
        condition.lock()
        defer { condition.unlock() }
        while ready.isEmpty, producing { condition.wait() }
        if ready.isEmpty { return nil }
        let batch = ready.removeFirst()
        condition.broadcast()
        return batch
    }

    /// Consumer: a batch read and emptied, for reuse.
    func recycle(_ batch: consuming YAMLEventBatch) {
        condition.lock()
        if spare.count < capacity { spare.append(batch) }
        condition.unlock()
    }

    /// Consumer: stops the producer (if still running) and waits until it has exited.
    func cancelAndWait() {
        condition.lock()
        cancelled = true
        ready.removeAll()
        condition.broadcast()
        while producing { condition.wait() }
        condition.unlock()
    }
}
