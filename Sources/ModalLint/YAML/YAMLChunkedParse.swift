internal import CYAML
import Foundation

/// libyaml over a large file on two threads at once: the file is cut into parts
/// (`YAMLChunkPlanner`), each part parsed on its own behind a header of ancestor lines, and the
/// events handed to one consumer in file order, as one stream: what libyaml gives over the whole
/// file. Parsing is the larger half of a load, and one libyaml runs on one core; this way the
/// parse, the node tree and the model share both.
///
/// Why the stream is the same: at the start of a line in block context, libyaml's state is the
/// stack of open block collections (kind and column) and nothing else (no flow collection, no
/// pending simple key, no scalar still open). Each part checks that at its start, behind the
/// header, that stack is what the previous part had open at its end, at the cut:
/// - at the end of a part, libyaml closes every open collection at the end of the text; those
///   inside the item that the cut ends are closed at the cut in the whole file (their events are
///   kept, placed at the cut's `-` as libyaml places them), the others are still open there
///   (their events are dropped, and they are the stack to match);
/// - behind the header, libyaml opens the ancestors' collections and, at the cut's `-`, the
///   sequence the cut continues; the header's events are dropped.
/// Anything else (a syntax error in a part, a stack that does not match, an explicit document
/// end, a second document) and the parse is abandoned: the caller parses the file again on one
/// thread, which reports what there is to report exactly as before.
final class YAMLChunkedParse: YAMLBatchSource, @unchecked Sendable {
    /// Below this, one libyaml thread (`YAMLPipeline`).
    static let minimumBytes = 512 * 1024
    /// The parts' size. Smaller parts share the work more evenly: the consumer parses a part
    /// itself whenever it would wait, and while it does it is kept from the model. Much smaller
    /// parts gain nothing more, and each part parses its header lines again.
    static let partBytes = 128 * 1024
    /// Parts parsed ahead of the one the consumer reads: bounds the events held, and so the
    /// peak memory. The consumer, which also builds the model, is the slower of the two
    /// threads: with fewer parts ahead, the worker would wait for it.
    static let lookahead = 8
    /// Besides the consumer, which parses a part itself whenever it would otherwise wait.
    static let workerCount = 1
    /// A part the consumer parses itself is this fraction of `partBytes`: it helps only while
    /// it would otherwise wait, and the worker's next part is often ready long before a whole
    /// part of its own would be parsed; meanwhile the consumer, the longer of the two threads,
    /// is kept from the model.
    static let consumerPartDivisor = 4
    static let batchesPerPart = 64

    private struct OpenCollection: Equatable {
        var isMapping: Bool
        var start: SourcePosition
    }

    private struct Part {
        var chunk: YAMLChunk
        var ready: [YAMLEventBatch] = []
        var finished = false
        var failed = false
        /// Behind the header: the collections open at the cut, outermost first (the sequence the
        /// cut continues last). Set before the first batch.
        var head: [OpenCollection]?
        /// At the end of a part that has a next one: the collections still open at the cut.
        var tail: [OpenCollection] = []
    }

    private let bytes: [UInt8]
    private let partBytes: Int
    private let maxScalarBytes: Int
    private let batchSize: Int
    private let releasesReadText: Bool
    private let endOfFile: SourcePosition?
    /// The consumer's buffer for the parts it parses itself (only the consumer touches it).
    private var consumerText: [UInt8] = []

    // Guarded by `planLock`.
    private let planLock = NSLock()
    private var planner: YAMLChunkPlanner
    private var planned: [YAMLChunk] = []
    private var planningEnded = false

    // Guarded by `condition`.
    private let condition = NSCondition()
    private var parts: [Part] = []
    private var claimed = 0
    private var noMoreParts = false
    private var current = 0
    private var spare: [YAMLEventBatch] = []
    private var running = 0
    private var cancelled = false
    /// Where the last part claimed ends in the file: the parts after it are not claimed yet.
    private var claimedEnd = 0
    /// What the parts took to parse (either thread, waits left out), and what the consumer
    /// took to read the parts it read, beside its own parses and waits: `consumerHelps`
    /// weighs them.
    private var parseSeconds = 0.0
    private var partsParsed = 0
    /// The bytes of the parts parsed and of the parts the consumer read: parts differ in size
    /// (see `consumerPartDivisor`), so times are weighed per byte.
    private var bytesParsed = 0
    private var bytesRead = 0
    private var consumerStart: Double?
    private var consumerParseSeconds = 0.0
    private var consumerWaitSeconds = 0.0
    /// The consumer's reading time per byte, weighted toward the latest parts: a snapshot's
    /// calls, at its end, take longer to read than its windows (see `consumerHelps`).
    private var recentReading: Double?
    /// When the part being read became current, and the consumer's parse and wait seconds then.
    private var partReadFrom = (time: 0.0, parse: 0.0, wait: 0.0)
    /// A part failed or a cut did not match: what was handed on cannot be vouched for.
    private(set) var abandoned = false

    private init(bytes: [UInt8], partBytes: Int, maxScalarBytes: Int, batchSize: Int, releasesReadText: Bool,
                 planner: YAMLChunkPlanner, first: YAMLChunk) {
        self.bytes = bytes
        self.partBytes = max(1, partBytes)
        self.maxScalarBytes = maxScalarBytes
        self.batchSize = max(1, batchSize)
        self.releasesReadText = releasesReadText
        self.planner = planner
        self.planned = [first]
        endOfFile = YAMLEventReader.endOfFile(bytes)
    }

    /// A parse that has started its threads, or nil when the file does not split into two parts
    /// at least (too small, or no cut found in its first part).
    static func start(_ bytes: [UInt8], maxScalarBytes: Int, batchSize: Int, releasesReadText: Bool,
                      partBytes: Int = partBytes, minimumBytes: Int = minimumBytes) -> YAMLChunkedParse? {
        guard bytes.count >= minimumBytes, ProcessInfo.processInfo.activeProcessorCount >= 2 else { return nil }
        var planner = YAMLChunkPlanner(count: bytes.count, targetBytes: partBytes)
        guard let first = bytes.withUnsafeBufferPointer({ planner.next(in: $0) }), first.next != nil else { return nil }
        let parse = YAMLChunkedParse(bytes: bytes, partBytes: partBytes, maxScalarBytes: maxScalarBytes, batchSize: batchSize,
                                     releasesReadText: releasesReadText, planner: planner, first: first)
        parse.condition.lock()
        parse.running = workerCount
        parse.condition.unlock()
        for _ in 0..<workerCount {
            let thread = Thread { parse.work() }
            thread.stackSize = 1 << 20
            thread.start()
        }
        return parse
    }

    // MARK: - The consumer

    /// The next batch in file order; nil at the stream's end, or when the parse was abandoned.
    func take() -> YAMLEventBatch? {
        condition.lock()
        if consumerStart == nil {
            consumerStart = Self.now()
            partReadFrom = (consumerStart!, 0, 0)
        }
        while !abandoned {
            if current < parts.count {
                if !parts[current].ready.isEmpty {
                    if parts[current].ready.count >= Self.batchesPerPart { condition.broadcast() }
                    let batch = parts[current].ready.removeFirst()
                    condition.unlock()
                    return batch
                }
                if parts[current].failed { abandon(); break }
                if parts[current].finished {
                    if parts[current].chunk.next == nil { break }
                    if current + 1 < parts.count, let head = parts[current + 1].head {
                        guard Self.matches(parts[current].tail, head) else { abandon(); break }
                        notePartRead()
                        current += 1
                        condition.broadcast()
                        continue
                    }
                    if current + 1 < parts.count, parts[current + 1].failed { abandon(); break }
                }
            }
            if !cancelled, !noMoreParts, claimed < current + Self.lookahead, consumerHelps() {
                // Rather than wait for the worker, parse a later part meanwhile: two threads
                // share the parse and the model (a third would take turns with them).
                condition.unlock()
                let started = Self.now()
                if let (index, chunk) = claim(byConsumer: true) {
                    parse(chunk, index: index, text: &consumerText, byConsumer: true)
                }
                let parsed = Self.now() - started
                condition.lock()
                consumerParseSeconds += parsed
                continue
            }
            let waitStarted = Self.now()
            condition.wait()
            consumerWaitSeconds += Self.now() - waitStarted
        }
        condition.unlock()
        return nil
    }

    /// Whether the consumer, about to wait for the worker, should parse a later part itself:
    /// only while the worker would otherwise end last. Near the end the parts are all claimed,
    /// and what the consumer still has to read (its backlog) it reads alone: parsing one more
    /// itself there would leave the worker done early and idle while the consumer reads its
    /// parts alone. So it helps while the worker's share of the rest (the unclaimed bytes but a
    /// part, at the mean parse time a byte) is at least its own (its backlog and the unclaimed
    /// bytes, at its mean reading time a byte); until both are measured, it always helps.
    /// Guarded by `condition`.
    private func consumerHelps() -> Bool {
        guard partsParsed >= 2, current >= 2, bytesParsed > 0, bytesRead > 0, let consumerStart else { return true }
        let mean = (Self.now() - consumerStart - consumerParseSeconds - consumerWaitSeconds) / Double(bytesRead)
        // The later of the two: when reading slows down (the calls), the rest reads as slowly.
        let reading = max(mean, recentReading ?? mean)
        let parsing = parseSeconds / Double(bytesParsed)
        let unclaimed = bytes.count - claimedEnd
        let backlog = claimedEnd - parts[current].chunk.region.lowerBound
        return Double(unclaimed - partBytes) * parsing >= Double(backlog + unclaimed) * reading
    }

    /// The consumer finished reading the current part: its reading time a byte (its own parses
    /// and waits left out) weighs a quarter in `recentReading`. Guarded by `condition`.
    private func notePartRead() {
        let now = Self.now()
        let size = max(1, parts[current].chunk.region.count)
        bytesRead += size
        let reading = max(0, now - partReadFrom.time - (consumerParseSeconds - partReadFrom.parse)
                                - (consumerWaitSeconds - partReadFrom.wait)) / Double(size)
        recentReading = recentReading.map { 0.75 * $0 + 0.25 * reading } ?? reading
        partReadFrom = (now, consumerParseSeconds, consumerWaitSeconds)
    }

    /// A monotonic clock in seconds, read only at a part's ends and around waits.
    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    /// The parts the consumer has read from (tests).
    var partsRead: Int {
        condition.lock()
        defer { condition.unlock() }
        return current + 1
    }

    /// A batch read and emptied, for reuse.
    func recycle(_ batch: consuming YAMLEventBatch) {
        condition.lock()
        if spare.count < 16 { spare.append(batch) }
        condition.unlock()
    }

    /// Stops the workers and waits until they have exited.
    func cancelAndWait() {
        condition.lock()
        cancelled = true
        condition.broadcast()
        while running > 0 { condition.wait() }
        parts.removeAll()
        condition.unlock()
    }

    /// Guarded by `condition`.
    private func abandon() {
        abandoned = true
        condition.broadcast()
    }

    /// The stack open at the end of one part against the one behind the next part's header: the
    /// same kinds at the same columns; the last, the sequence the cut continues, opened before
    /// the cut on one side and at it on the other.
    private static func matches(_ tail: [OpenCollection], _ head: [OpenCollection]) -> Bool {
        guard tail.count == head.count, let last = tail.last, let headLast = head.last,
              !last.isMapping, !headLast.isMapping, last.start.column == headLast.start.column,
              last.start.line < headLast.start.line else { return false }
        for (one, other) in zip(tail.dropLast(), head.dropLast())
        where one.isMapping != other.isMapping || one.start.column != other.start.column {
            return false
        }
        return true
    }

    // MARK: - The workers

    private func work() {
        var text: [UInt8] = []
        while let (index, chunk) = waitAndClaim() {
            parse(chunk, index: index, text: &text)
        }
        condition.lock()
        running -= 1
        condition.broadcast()
        condition.unlock()
    }

    /// The next part to parse, once it is within the look-ahead; nil when there is none or the
    /// parse stopped.
    private func waitAndClaim() -> (Int, YAMLChunk)? {
        condition.lock()
        while !cancelled, !abandoned, !noMoreParts, claimed >= current + Self.lookahead { condition.wait() }
        condition.unlock()
        return claim()
    }

    /// The next part to parse, if it is within the look-ahead; a smaller one for the consumer
    /// (`consumerPartDivisor`).
    private func claim(byConsumer: Bool = false) -> (Int, YAMLChunk)? {
        condition.lock()
        guard !cancelled, !abandoned, !noMoreParts, claimed < current + Self.lookahead else {
            condition.unlock()
            return nil
        }
        let index = claimed
        claimed += 1
        condition.unlock()
        // Parts are planned in order, each after the one before.
        planLock.lock()
        while planned.count <= index, !planningEnded {
            let target = byConsumer && planned.count == index ? max(1, partBytes / Self.consumerPartDivisor) : partBytes
            if let chunk = bytes.withUnsafeBufferPointer({ planner.next(in: $0, targetBytes: target) }) {
                planned.append(chunk)
            } else {
                planningEnded = true
            }
        }
        let chunk = index < planned.count ? planned[index] : nil
        if chunk?.next == nil { planningEnded = true }
        planLock.unlock()
        condition.lock()
        defer { condition.unlock() }
        guard let chunk else {
            noMoreParts = true
            condition.broadcast()
            return nil
        }
        if chunk.next == nil { noMoreParts = true }
        // Parts are appended in index order: a worker that claimed a later index waits.
        while parts.count < index, !cancelled { condition.wait() }
        if cancelled { return nil }
        parts.append(Part(chunk: chunk))
        claimedEnd = chunk.region.upperBound
        condition.broadcast()
        return (index, chunk)
    }

    private func deliver(_ batch: inout YAMLEventBatch, to index: Int, byConsumer: Bool) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        // A part that is not read yet holds this many batches at most (the last part can be most
        // of the file, when the planning stopped early); the consumer's own parse cannot wait
        // for itself.
        while !byConsumer, parts[index].ready.count >= Self.batchesPerPart, !cancelled, !abandoned {
            // Not parsing: left out of the parts' parse time.
            let waitStarted = Self.now()
            condition.wait()
            parseSeconds -= Self.now() - waitStarted
        }
        if cancelled || abandoned { return false }
        var empty = spare.popLast() ?? YAMLEventBatch()
        swap(&empty, &batch)
        parts[index].ready.append(empty)
        condition.broadcast()
        return true
    }

    private func end(_ index: Int, failed: Bool, head: [OpenCollection]? = nil, tail: [OpenCollection] = []) {
        condition.lock()
        if failed { parts[index].failed = true }
        if let head { parts[index].head = head }
        parts[index].tail = tail
        parts[index].finished = true
        condition.broadcast()
        condition.unlock()
    }

    private func setHead(_ head: [OpenCollection], of index: Int) {
        condition.lock()
        parts[index].head = head
        condition.broadcast()
        condition.unlock()
    }

    /// Parses one part, handing its events on in batches (see the type's comment for what is
    /// kept and dropped at each end).
    private func parse(_ chunk: YAMLChunk, index: Int, text: inout [UInt8], byConsumer: Bool = false) {
        let started = Self.now()
        defer {
            let seconds = Self.now() - started
            condition.lock()
            parseSeconds += seconds
            partsParsed += 1
            bytesParsed += chunk.region.count
            condition.unlock()
        }
        text.removeAll(keepingCapacity: true)
        text.append(contentsOf: chunk.header)
        bytes.withUnsafeBufferPointer { all in
            text.append(contentsOf: UnsafeBufferPointer(rebasing: all[chunk.region]))
            if releasesReadText, let base = all.baseAddress {
                // Nothing reads the region's text again: its copy is parsed, the planner is past it.
                PageRelease.release(base: UnsafeRawPointer(base), bytes: chunk.region)
            }
        }
        let textCount = text.count
        let direct = text.withUnsafeBufferPointer(LibYAMLDirectInput.readsUnchanged)
        text.append(contentsOf: repeatElement(0, count: LibYAMLDirectInput.padding))
        let marks = PartMarks(chunk: chunk, endOfFile: endOfFile)
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else {
            end(index, failed: true)
            return
        }
        defer { yaml_parser_delete(parser) }
        var batch = YAMLEventBatch()
        var stack: [OpenCollection] = []
        // The collections closed by the run of closing events at the batch's end, innermost first,
        // and where that run starts in the batch.
        var run: [OpenCollection] = []
        var runStart = 0
        var seeking = index > 0
        var documents = 0
        var head: [OpenCollection]?
        let hasNext = chunk.next != nil
        let cutStart = SourcePosition(line: chunk.firstLine, column: chunk.column + 1)
        let failed: Bool = text.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(parser, buffer.baseAddress, textCount)
            let saved = direct ? LibYAMLDirectInput.install(parser, buffer: buffer, textCount: textCount) : nil
            defer { if let saved { LibYAMLDirectInput.restore(parser, saved) } }
            var event = yaml_event_t()
            while true {
                guard yaml_parser_parse(parser, &event) == 1 else { return true }
                defer { yaml_event_delete(&event) }
                let type = event.type
                let opens = type == YAML_SEQUENCE_START_EVENT || type == YAML_MAPPING_START_EVENT
                let closes = type == YAML_SEQUENCE_END_EVENT || type == YAML_MAPPING_END_EVENT
                let range = SourceRange(start: marks.position(event.start_mark, closing: closes),
                                        end: marks.position(event.end_mark, closing: closes))
                if opens { stack.append(OpenCollection(isMapping: type == YAML_MAPPING_START_EVENT, start: range.start)) }
                if seeking {
                    // The header's events: dropped, up to the sequence opened at the cut's `-`.
                    if closes { guard stack.popLast() != nil else { return true } }
                    if type == YAML_SEQUENCE_START_EVENT, range.start == cutStart {
                        seeking = false
                        head = stack
                        setHead(stack, of: index)
                        continue
                    }
                    if range.start.line >= chunk.firstLine || type == YAML_DOCUMENT_END_EVENT
                        || type == YAML_STREAM_END_EVENT { return true }
                    continue
                }
                if type == YAML_DOCUMENT_START_EVENT { documents += 1 }
                if hasNext {
                    // Only the last part may end a document or start another.
                    if type == YAML_DOCUMENT_START_EVENT, index > 0 || documents > 1 { return true }
                    if type == YAML_DOCUMENT_END_EVENT {
                        if event.data.document_end.implicit == 0 { return true }
                        continue
                    }
                    if type == YAML_STREAM_END_EVENT {
                        guard let tail = endAtCut(&batch, run: run, runStart: runStart, next: chunk.next) else {
                            return true
                        }
                        guard deliver(&batch, to: index, byConsumer: byConsumer) else { return false }
                        end(index, failed: false, head: head, tail: tail)
                        return false
                    }
                }
                if closes {
                    guard let closed = stack.popLast() else { return true }
                    if run.isEmpty { runStart = batch.events.count }
                    run.append(closed)
                } else if type != YAML_STREAM_START_EVENT, !run.isEmpty {
                    // Not on every event: emptying an empty array still goes through `replaceSubrange`.
                    run.removeAll(keepingCapacity: true)
                }
                YAMLEventReader.append(&event, to: &batch, maxScalarBytes: maxScalarBytes, range: range)
                if type == YAML_STREAM_END_EVENT {
                    guard deliver(&batch, to: index, byConsumer: byConsumer) else { return false }
                    end(index, failed: false, head: head)
                    return false
                }
                if batch.events.count >= batchSize {
                    // A run of closing events may end the part: it stays for the next batch.
                    let held = hasNext && !run.isEmpty ? Array(batch.events[runStart...]) : []
                    if held.count < batch.events.count {
                        batch.events.removeLast(held.count)
                        guard deliver(&batch, to: index, byConsumer: byConsumer) else { return false }
                        batch.events.append(contentsOf: held)
                        runStart = 0
                    }
                }
            }
        }
        if failed { end(index, failed: true) }
    }

    /// At the end of a part with a next one: keeps the closing events of what the cut closes in
    /// the whole file (inside the sequence the cut continues), drops the rest; returns the
    /// collections still open at the cut, outermost first. Nil when the run does not close such
    /// a sequence, or closes something before the end of the text.
    private func endAtCut(_ batch: inout YAMLEventBatch, run: [OpenCollection], runStart: Int,
                          next: SourcePosition?) -> [OpenCollection]? {
        guard let next, let kept = run.firstIndex(where: { !$0.isMapping && $0.start.column == next.column }),
              batch.events.count == runStart + run.count else { return nil }
        for event in batch.events[(runStart + kept)...] where event.range.start != next { return nil }
        batch.events.removeLast(run.count - kept)
        return run[kept...].reversed()
    }
}

/// libyaml's marks in one part, in the file's terms: header lines are the ancestors' lines,
/// the rest follows the part's first line; the end of a part's text is its cut.
private struct PartMarks {
    let headerLines: [Int]
    let firstLine: Int
    /// libyaml's (0-based) line at the end of the part's text, -1 for the last part.
    let endLine: Int
    let cut: SourcePosition
    let endOfFile: SourcePosition?

    init(chunk: YAMLChunk, endOfFile: SourcePosition?) {
        headerLines = chunk.headerLines
        firstLine = chunk.firstLine
        if let next = chunk.next {
            endLine = chunk.headerLines.count + chunk.lineCount
            cut = next
        } else {
            endLine = -1
            cut = SourcePosition(line: 0, column: 0)
        }
        self.endOfFile = endOfFile
    }

    /// `closing`: the mark of a collection's end. Those libyaml places at the end of the part's
    /// text are at the cut's `-` in the whole file; anything else that ends there (a block scalar)
    /// ends at the start of the cut's line, as in the whole file.
    @inline(__always)
    func position(_ mark: yaml_mark_t, closing: Bool) -> SourcePosition {
        let line = Int(mark.line)
        let column = Int(mark.column)
        if closing, line == endLine, column == 0 { return cut }
        var position = SourcePosition(line: firstLine + line - headerLines.count, column: column + 1)
        if line < headerLines.count { position.line = headerLines[line] }
        return YAMLEventReader.clamped(position, to: endOfFile)
    }
}

