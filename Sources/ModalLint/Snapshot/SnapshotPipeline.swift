/// bytes -> YAML nodes -> model for a large file, on two threads: libyaml on one
/// (`YAMLPipeline`), the node tree and the model on the calling one, each view controller of
/// the snapshot read as soon as its mapping closes (`SnapshotDecoder.Stream`). The result is what
/// `YAMLLoader.load` and then `SnapshotDecoder.decode` give.
enum SnapshotPipeline {
    /// How the load ended.
    struct Outcome {
        var loaded: YAMLLoadResult
        /// nil when the file is not a YAML document within the limits, or when memory was
        /// released and the result cannot be vouched for (`startOver`).
        var decoded: (snapshot: Snapshot?, diagnostics: [Diagnostic])?
        /// The windows were read as they closed (tests).
        var readWhileParsing: Bool
        /// And the calls too (tests).
        var callsReadWhileParsing = false
        /// `releasingMemory` gave memory back and the streamed read could not finish on its
        /// own (a syntax error, an alias, anything the one-thread decode must read again): the
        /// caller must load the file again without releasing. `loaded` is then meaningless.
        var startOver = false
    }

    /// `releasingMemory`: give back the text behind libyaml and the tree of every window once
    /// read, so that text, tree and model are never all resident (see the README's Performance
    /// section). Only for a text that nobody else holds or reads afterwards (no `# modallint:`
    /// comment to read), and a caller that can read the file again (`startOver`).
    /// `whenControllersAreRead`: see `SnapshotDecoder.Decoder.readTail` (not called when the
    /// streamed read is dropped and the document decoded again).
    /// `parallelParse`: libyaml over parts of the file on two threads (`YAMLChunkedParse`); when
    /// that parse is abandoned, the load starts over on one (or, having released memory, asks
    /// its caller to: `startOver`). `partBytes` and `minimumChunkedBytes` are for tests.
    /// `namesCalls`: see `SnapshotDecoder.Decoder.namesCalls`.
    static func load(_ bytes: [UInt8], defaults: Environment.Defaults, limits: LoaderLimits,
                     batchSize: Int = YAMLEventReader.defaultBatchSize, releasingMemory: Bool = false,
                     parallelParse: Bool = true, partBytes: Int = YAMLChunkedParse.partBytes,
                     minimumChunkedBytes: Int = YAMLChunkedParse.minimumBytes, namesCalls: Bool = true,
                     whenControllersAreRead: ((Snapshot) -> Void)? = nil) -> Outcome {
        if let rejected = YAMLLoader.rejection(bytes, limits: limits) {
            return Outcome(loaded: rejected, decoded: nil, readWhileParsing: false)
        }
        var builder = YAMLLoader.Builder(limits: limits, byteCount: bytes.count, allowsMultipleDocuments: false)
        builder.watchedKey = SnapshotDecoder.Stream.watchedKey
        builder.announcesNestedMappings = true
        builder.secondWatchedKey = SnapshotDecoder.Stream.secondWatchedKey
        var stream = SnapshotDecoder.Stream(defaults: defaults, limits: limits,
                                            expectedNodes: min(bytes.count / 6, limits.maxNodes) + 16,
                                            namesCalls: namesCalls)
        var begun = false
        var treeReleased: YAMLDocument.Extent?
        var callsReleased: YAMLDocument.Extent?
        /// Gives back the tree of the items read since `released` (else from `start`) up to
        /// `end`: they are in the model, and nothing reads their nodes again unless an alias may
        /// point into them (then nothing more is released).
        func releaseRead(from start: YAMLDocument.Extent?, to end: YAMLDocument.Extent?,
                         since released: inout YAMLDocument.Extent?, in builder: inout YAMLLoader.Builder) {
            guard releasingMemory, stream.isUsable, !builder.sawAnchorOrAlias,
                  let start = released ?? start, let end else { return }
            builder.document.releaseMemory(from: start, to: end)
            released = end
        }
        let vouched = YAMLPipeline.run(
            bytes, maxScalarBytes: limits.maxScalarBytes, batchSize: batchSize, releasesReadText: releasingMemory,
            parallelParse: parallelParse, partBytes: partBytes, minimumChunkedBytes: minimumChunkedBytes,
            builder: &builder) { builder in
            if !begun {
                begun = true
                stream.begin(rootChildren: builder.rootChildrenBeforeWatched, document: &builder.document)
            }
            let windowsClosed = !builder.completedItems.isEmpty
            builder.completedItems.removeAll(keepingCapacity: true)
            var progress: [YAMLLoader.WatchedProgress] = []
            swap(&progress, &builder.progress)
            stream.read(progress, document: &builder.document)
            progress.removeAll(keepingCapacity: true)
            swap(&progress, &builder.progress)
            if let calls = builder.secondWatchedSequence, !builder.completedSecondItems.isEmpty {
                stream.readCalls(builder.completedSecondItems, of: calls, document: &builder.document)
                builder.completedSecondItems.removeAll(keepingCapacity: true)
                let (start, end) = (builder.secondItemsStart, builder.completedSecondItemsEnd)
                releaseRead(from: start, to: end, since: &callsReleased, in: &builder)
            }
            // The calls were the last view controllers: the work that reads only those can start
            // now, beside the end of the parse, instead of once the document is complete.
            if builder.secondWatchedSequenceClosed, let whenControllersAreRead {
                stream.callsAreRead(whenControllersAreRead)
            }
            if windowsClosed {
                let (start, end) = (builder.watchedItemsStart, builder.completedItemsEnd)
                releaseRead(from: start, to: end, since: &treeReleased, in: &builder)
            }
        }
        guard vouched else {
            if releasingMemory {
                return Outcome(loaded: YAMLLoadResult(document: nil, diagnostics: []), decoded: nil,
                               readWhileParsing: false, startOver: true)
            }
            // The snapshot may have been handed on already (the parse can be given up on after the
            // calls): nothing is handed on from the load again, and the caller computes what it
            // would have started from it.
            var again = load(bytes, defaults: defaults, limits: limits, batchSize: batchSize, parallelParse: false)
            again.readWhileParsing = false
            again.callsReadWhileParsing = false
            return again
        }
        guard !builder.failed else {
            return Outcome(loaded: YAMLLoadResult(document: nil, diagnostics: builder.diagnostics), decoded: nil,
                           readWhileParsing: false, startOver: releasingMemory)
        }
        guard let (decoded, streamed) = stream.finish(builder.document, aliasesUsed: builder.aliasCount > 0,
                                                      canReadAgain: !releasingMemory,
                                                      whenControllersAreRead: whenControllersAreRead) else {
            return Outcome(loaded: YAMLLoadResult(document: nil, diagnostics: []), decoded: nil,
                           readWhileParsing: false, startOver: true)
        }
        return Outcome(loaded: YAMLLoadResult(document: builder.document, diagnostics: builder.diagnostics),
                       decoded: decoded, readWhileParsing: streamed, callsReadWhileParsing: streamed && stream.hasReadCalls)
    }
}
