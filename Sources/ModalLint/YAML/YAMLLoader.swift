internal import CYAML

/// The outcome of loading one file: a document when the bytes are well-formed YAML
/// within the limits, and every problem found on the way.
public struct YAMLLoadResult: Sendable {
    public var document: YAMLDocument?
    public var diagnostics: [Diagnostic]
}

/// Builds a `YAMLDocument` from libyaml's event stream. The event loop is iterative: an
/// explicit stack holds the open collections, so input depth never reaches the call stack.
public enum YAMLLoader {
    public static func load(_ bytes: [UInt8], limits: LoaderLimits = .default) -> YAMLLoadResult {
        load(bytes, limits: limits, allowingMultipleDocuments: false)
    }

    /// `allowingMultipleDocuments` reads a whole stream (the YAML conformance test does); the
    /// document's root is then the first document's. A snapshot is always one document.
    static func load(_ bytes: [UInt8], limits: LoaderLimits, allowingMultipleDocuments: Bool) -> YAMLLoadResult {
        if let rejected = rejection(bytes, limits: limits) { return rejected }
        var builder = Builder(limits: limits, byteCount: bytes.count, allowsMultipleDocuments: allowingMultipleDocuments)
        let reader = YAMLEventReader(bytes: bytes, maxScalarBytes: limits.maxScalarBytes)
        var batch = YAMLEventBatch()
        reader.run(into: &batch) { batch in
            builder.handle(batch)
            batch.removeAll()
            return !builder.failed
        }
        return YAMLLoadResult(
            document: builder.failed ? nil : builder.document, diagnostics: builder.diagnostics)
    }

    /// What stops a file before libyaml sees it: its size, a UTF-16 byte order mark.
    static func rejection(_ bytes: [UInt8], limits: LoaderLimits) -> YAMLLoadResult? {
        if bytes.count > limits.maxFileBytes {
            return YAMLLoadResult(document: nil, diagnostics: [
                Diagnostic(
                    rule: "input/limit", severity: .error,
                    message: "file is \(bytes.count) bytes; the limit is \(limits.maxFileBytes) bytes",
                    range: .fileStart, fix: "split the snapshot into several files",
                    logicalLocation: "file"),
            ])
        }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) || bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) {
            // Checked before UTF-16: the little-endian UTF-32 mark starts like UTF-16's.
            return YAMLLoadResult(document: nil, diagnostics: [
                Diagnostic(
                    rule: "input/syntax", severity: .error,
                    message: "the file is UTF-32 (it starts with a UTF-32 byte order mark); UTF-32 is not supported, snapshots are UTF-8",
                    range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
                    fix: "convert it, e.g. iconv -f UTF-32 -t UTF-8", logicalLocation: "file"),
            ])
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // libyaml would read it, but every position and snippet is in UTF-8 terms.
            return YAMLLoadResult(document: nil, diagnostics: [
                Diagnostic(
                    rule: "input/syntax", severity: .error,
                    message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); snapshots are UTF-8",
                    range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
                    fix: "convert it, e.g. iconv -f UTF-16 -t UTF-8", logicalLocation: "file"),
            ])
        }
        return nil
    }

    /// A mapping closed inside an item of the watched sequence, or an item of it completed.
    struct WatchedProgress {
        var node: Int32
        /// The key it is the value of (directly, or as an item of that key's sequence); -1 for none.
        var keyNode: Int32
        var isItemOfKeysSequence: Bool
        var isWatchedItem: Bool
    }

    private struct Frame {
        var node: Int
        var firstPending: Int
        var isMapping: Bool
        var isAnchored: Bool
        /// `aliasExtra` when the collection opened.
        var aliasExtraAtStart: Int
    }

    /// Builds the node tree from events, checking every limit. Fed batch by batch, on the
    /// thread that reads libyaml (`load`) or on another one (`YAMLPipeline`).
    struct Builder {
        let limits: LoaderLimits
        let allowsMultipleDocuments: Bool
        var document = YAMLDocument()
        var diagnostics: [Diagnostic] = []
        var failed = false
        /// The stream's end was handled.
        var finished = false
        private var stack: [Frame] = []
        /// Children of the open collections, innermost last: `pending[..<pendingCount]`. Closing
        /// a collection only lowers the count; the buffer is reused, never shrunk.
        private var pending: [UInt32] = []
        private var pendingCount = 0
        private var anchors: [String: Int] = [:]
        private(set) var aliasCount = 0
        /// Expanded size of anchored nodes, and what all aliases together stand for.
        private var anchoredSize: [Int: Int] = [:]
        private var aliasExpansion = 0
        /// What aliases stand for beyond their own node, so far. Nodes are numbered in document
        /// order, so a collection's expanded size is the nodes added while it was open plus the
        /// growth of this: no per-node bookkeeping.
        private var aliasExtra = 0
        private var documentCount = 0
        /// The top-level key whose sequence's items are announced as they complete (see
        /// `completedItems`), so that a consumer can read them before the document ends.
        var watchedKey: StaticString?
        /// The watched sequence, once it opened, and the root mapping's keys and values
        /// before it (its key last).
        private(set) var watchedSequence: Int?
        private(set) var rootChildrenBeforeWatched: [Int] = []
        /// Items of the watched sequence completed so far (taken by the consumer).
        var completedItems: [Int] = []
        /// Where the last completed item of the watched sequence ends in the tree's arrays (once
        /// the sequence opened: where its first item starts). The items lie before it, in order.
        private(set) var completedItemsEnd: YAMLDocument.Extent?
        /// Where the watched sequence's first item starts in the tree's arrays.
        private(set) var watchedItemsStart: YAMLDocument.Extent?
        /// An anchor or an alias was read: a later alias may refer to any earlier node.
        private(set) var sawAnchorOrAlias = false
        /// Also announce, in document order, every mapping that closes inside an item of the
        /// watched sequence, and each item (`progress`): a consumer can then read an item's
        /// mappings bottom-up while the item is still open, instead of all of it once it closes.
        var announcesNestedMappings = false
        /// What closed since the consumer last took it (see `announcesNestedMappings`).
        var progress: [WatchedProgress] = []
        /// A second top-level key whose sequence's items are announced as they complete
        /// (`completedSecondItems`), when it opens after the watched sequence closed: the calls,
        /// read while the rest of the file is parsed, once every window is read.
        var secondWatchedKey: StaticString?
        /// The second watched sequence, once it opened (after the watched one closed).
        private(set) var secondWatchedSequence: Int?
        /// Items of the second watched sequence completed so far (taken by the consumer).
        var completedSecondItems: [Int] = []
        /// The second watched sequence closed: every item of it was announced.
        private(set) var secondWatchedSequenceClosed = false
        /// Where the second watched sequence's first item starts, and where its last completed
        /// item ends, in the tree's arrays (as `watchedItemsStart`, `completedItemsEnd`).
        private(set) var secondItemsStart: YAMLDocument.Extent?
        private(set) var completedSecondItemsEnd: YAMLDocument.Extent?

        init(limits: LoaderLimits, byteCount: Int, allowsMultipleDocuments: Bool) {
            self.limits = limits
            self.allowsMultipleDocuments = allowsMultipleDocuments
            // Reserved from the file size so the arrays never grow by copying. Untouched
            // reserved pages cost address space, not memory.
            document.reserveNodes(min(byteCount / 6, limits.maxNodes) + 16)
            document.childIndices.reserveCapacity(byteCount / 6 + 16)
            document.reserveScalarBytes(byteCount)
            document.childIndices.adviseHugePages()
        }

        mutating func fail(_ rule: String, _ message: String, at range: SourceRange, fix: String? = nil) {
            diagnostics.append(Diagnostic(
                rule: rule, severity: .error, message: message, range: range, fix: fix,
                logicalLocation: "yaml"))
            failed = true
        }

        /// Handles a batch's events up to the first failure; then its syntax problem, if any.
        mutating func handle(_ batch: YAMLEventBatch) {
            let scalarBase = document.stageScalarBytes(batch.bytes.contents)
            for event in batch.events {
                if failed { return }
                handle(event, in: batch, scalarBase: scalarBase)
            }
            if !failed, let problem = batch.problem { fail("input/syntax", problem.message, at: problem.range) }
        }

        /// `scalarBase`: where the batch's bytes were staged in the document (`stageScalarBytes`).
        mutating func handle(_ event: YAMLEvent, in batch: YAMLEventBatch, scalarBase: Int) {
            switch event.kind {
            case .documentStart:
                documentCount += 1
                // Anchors belong to their document.
                anchors.removeAll()
                if documentCount > 1, !allowsMultipleDocuments {
                    fail(
                        "input/schema",
                        "a snapshot is one YAML document; a second document starts here",
                        at: event.range, fix: "move each snapshot into a file of its own")
                }
            case .scalar:
                let length = Int(event.count)
                guard length <= limits.maxScalarBytes else {
                    fail("input/limit", "scalar of \(length) bytes; the limit is \(limits.maxScalarBytes) bytes", at: event.range)
                    return
                }
                // Empty, it is where the bytes so far end, as a copied scalar's start would be.
                let start = length > 0 ? scalarBase + Int(event.first) : document.scalarByteCount
                if length > 0 { document.commitScalarBytes(upTo: start + length) }
                let index = addNode(.scalar, event: event, first: UInt32(truncatingIfNeeded: start), count: UInt32(length))
                registerAnchor(event, in: batch, node: index)
                if event.hasAnchor { anchoredSize[index] = 1 }
                announceItem(index)
            case .sequenceStart, .mappingStart:
                let isMapping = event.kind == .mappingStart
                guard stack.count < limits.maxDepth else {
                    fail("input/limit", "nesting deeper than \(limits.maxDepth) levels", at: event.range,
                         fix: "flatten the snapshot; real hierarchies are far shallower")
                    return
                }
                if !isMapping, stack.count == 1, stack[0].isMapping, (pendingCount - stack[0].firstPending) % 2 == 1 {
                    let keyNode = Int(pending[pendingCount - 1])
                    if watchedSequence == nil, let watchedKey, document.scalar(keyNode, equals: watchedKey) {
                        watchedSequence = document.nodes.count
                        rootChildrenBeforeWatched = pending[stack[0].firstPending..<pendingCount].map { Int($0) }
                    } else if watchedSequence != nil, secondWatchedSequence == nil, let secondWatchedKey,
                              document.scalar(keyNode, equals: secondWatchedKey) {
                        // Only the root mapping is open here: the watched sequence, a value in it, closed.
                        secondWatchedSequence = document.nodes.count
                    }
                }
                // `count == .max` marks a collection that is still open (see `alias`).
                let index = addNode(isMapping ? .mapping : .sequence, event: event, first: 0, count: .max)
                if index == watchedSequence {
                    watchedItemsStart = document.extent
                    completedItemsEnd = document.extent
                } else if index == secondWatchedSequence {
                    secondItemsStart = document.extent
                    completedSecondItemsEnd = document.extent
                }
                registerAnchor(event, in: batch, node: index)
                stack.append(Frame(node: index, firstPending: pendingCount, isMapping: isMapping,
                                   isAnchored: event.hasAnchor, aliasExtraAtStart: aliasExtra))
            case .sequenceEnd, .mappingEnd:
                guard let frame = stack.popLast() else { return }
                let childCount = pendingCount - frame.firstPending
                let first = document.childIndices.count
                document.close(frame.node, first: UInt32(truncatingIfNeeded: first), count: UInt32(childCount),
                               end: event.range.end)
                // From a buffer pointer, one copy; from the array slice, generic code a child.
                pending.withUnsafeBufferPointer { all in
                    document.childIndices.append(contentsOf: UnsafeBufferPointer(rebasing: all[frame.firstPending..<pendingCount]))
                }
                pendingCount = frame.firstPending
                if frame.isMapping, childCount > 2 { checkDuplicateKeys(first: first, count: childCount) }
                if frame.isAnchored {
                    anchoredSize[frame.node] = document.nodes.count - frame.node + aliasExtra - frame.aliasExtraAtStart
                }
                if frame.isMapping, announcesNestedMappings { announceNestedMapping(frame.node) }
                announceItem(frame.node)
                if frame.node == secondWatchedSequence { secondWatchedSequenceClosed = true }
            case .alias:
                aliasCount += 1
                sawAnchorOrAlias = true
                guard aliasCount <= limits.maxAliases else {
                    fail("input/limit", "more than \(limits.maxAliases) aliases", at: event.range)
                    return
                }
                let name = batch.anchor(event) ?? ""
                guard let target = anchors[name] else {
                    fail("input/reference", "alias `*\(name)` names no anchor defined before it", at: event.range,
                         fix: "define `&\(name)` on a node above this alias")
                    return
                }
                if document.nodes[target].count == .max {
                    fail("input/reference", "alias `*\(name)` refers to a collection that contains it (a recursive structure)", at: event.range)
                    return
                }
                // Aliases stay references; what they would expand to is only counted, and bounded,
                // so a billion-laughs file stops here in microseconds.
                let size = anchoredSize[target] ?? 1
                aliasExpansion += size
                guard aliasExpansion <= limits.maxAliasExpansion else {
                    fail("input/limit", "aliases expand to more than \(limits.maxAliasExpansion) nodes", at: event.range,
                         fix: "write the repeated part out, or use fewer aliases")
                    return
                }
                let index = addNode(.alias, event: event, first: UInt32(target), count: 0)
                aliasExtra += size - 1
                announceItem(index)
            case .streamEnd:
                finished = true
            case .other:
                break
            }
        }

        /// A node just completed: an item of a watched sequence when that is the innermost open
        /// collection.
        @inline(__always) private mutating func announceItem(_ node: Int) {
            if let watchedSequence, stack.count == 2, stack[1].node == watchedSequence, !failed {
                completedItems.append(node)
                completedItemsEnd = document.extent
                if announcesNestedMappings {
                    progress.append(WatchedProgress(node: Int32(node), keyNode: -1, isItemOfKeysSequence: false,
                                                    isWatchedItem: true))
                }
            } else if let secondWatchedSequence, stack.count == 2, stack[1].node == secondWatchedSequence, !failed {
                completedSecondItems.append(node)
                completedSecondItemsEnd = document.extent
            }
        }

        /// A mapping just closed (its frame popped): announced when it lies inside an item of the
        /// watched sequence, with the key it is the value of, or the key of the sequence it is
        /// an item of.
        private mutating func announceNestedMapping(_ node: Int) {
            guard let watchedSequence, stack.count >= 3, stack[1].node == watchedSequence, !failed else { return }
            let parent = stack[stack.count - 1]
            var keyNode: Int32 = -1
            var isItem = false
            if parent.isMapping {
                // A value follows its key; a mapping used as a key has none.
                if (pendingCount - parent.firstPending) % 2 == 0 { keyNode = Int32(pending[pendingCount - 2]) }
            } else {
                let grandparent = stack[stack.count - 2]
                // The sequence is the value of a key in the mapping around it.
                if grandparent.isMapping, (parent.firstPending - grandparent.firstPending) % 2 == 0 {
                    keyNode = Int32(pending[parent.firstPending - 2])
                    isItem = true
                }
            }
            progress.append(WatchedProgress(node: Int32(node), keyNode: keyNode, isItemOfKeysSequence: isItem,
                                            isWatchedItem: false))
        }

        /// A node at the event's range; only a scalar's `isPlain` is kept.
        @inline(__always)
        mutating func addNode(_ kind: YAMLDocument.Kind, event: YAMLEvent, first: UInt32, count: UInt32) -> Int {
            let index = document.nodes.count
            guard index < limits.maxNodes else {
                fail("input/limit", "more than \(limits.maxNodes) YAML nodes", at: event.range)
                return index
            }
            _ = document.appendNode(kind, isPlain: kind == .scalar && event.isPlain, compactRange: event.compactRange,
                                    first: first, count: count)
            if stack.isEmpty {
                if document.root == nil { document.root = index }
            } else {
                if pendingCount == pending.count {
                    pending.append(UInt32(index))
                } else {
                    pending[pendingCount] = UInt32(index)
                }
                pendingCount += 1
            }
            return index
        }

        @inline(__always) mutating func registerAnchor(_ event: YAMLEvent, in batch: YAMLEventBatch, node: Int) {
            guard let anchor = batch.anchor(event) else { return }
            sawAnchorOrAlias = true
            anchors[anchor] = node
            if node < document.nodes.count { document.markAnchored(node) }
        }

        /// Keys are compared as bytes. Snapshot mappings are small, so a pairwise scan beats
        /// hashing; large ones (a `styles:` map, say) go through a dictionary.
        mutating func checkDuplicateKeys(first: Int, count: Int) {
            let pairCount = count / 2
            func key(_ pair: Int) -> Int { Int(document.childIndices[first + 2 * pair]) }
            func bytes(_ node: Int) -> ArraySlice<UInt8> {
                let scalar = document.nodes[node]
                return document.scalarBytes[Int(scalar.first)..<Int(scalar.first) + Int(scalar.count)]
            }
            if pairCount <= 16 {
                for later in 1..<pairCount where document.nodes[key(later)].kind == .scalar {
                    for earlier in 0..<later where document.scalarsEqual(key(earlier), key(later)) {
                        reportDuplicate(key(later), first: key(earlier))
                        break
                    }
                }
                return
            }
            var seen: [ArraySlice<UInt8>: Int] = [:]
            for pair in 0..<pairCount where document.nodes[key(pair)].kind == .scalar {
                if let first = seen[bytes(key(pair))] {
                    reportDuplicate(key(pair), first: first)
                } else {
                    seen[bytes(key(pair))] = key(pair)
                }
            }
        }

        mutating func reportDuplicate(_ key: Int, first: Int) {
            let text = document.scalar(key)
            let firstRange = document.range(first)
            diagnostics.append(Diagnostic(
                rule: "input/schema", severity: .error,
                message: "duplicate key `\(text)` (first at line \(firstRange.start.line), column \(firstRange.start.column))",
                range: document.range(key), fix: "keep one `\(text)`", logicalLocation: "yaml"))
        }
    }
}
