/// bytes -> YAML nodes -> model for a large file, on two threads: libyaml on one
/// (`YAMLPipeline`), the node tree and the model on the calling one, each window of the
/// snapshot read as soon as it closes (`SnapshotDecoder.Stream`). The result is what
/// `YAMLLoader.load` and then `SnapshotDecoder.decode` give.
enum SnapshotPipeline {
    /// `decoded` is nil when the file is not a YAML document within the limits;
    /// `readWhileParsing` tells whether the windows were read as they closed (tests).
    static func load(_ bytes: [UInt8], defaults: Environment.Defaults, limits: LoaderLimits,
                     batchSize: Int = YAMLEventReader.defaultBatchSize)
        -> (loaded: YAMLLoadResult, decoded: (snapshot: Snapshot?, diagnostics: [Diagnostic])?, readWhileParsing: Bool)
    {
        if let rejected = YAMLLoader.rejection(bytes, limits: limits) { return (rejected, nil, false) }
        var builder = YAMLLoader.Builder(limits: limits, byteCount: bytes.count, allowsMultipleDocuments: false)
        builder.watchedKey = SnapshotDecoder.Stream.watchedKey
        var stream = SnapshotDecoder.Stream(defaults: defaults, limits: limits,
                                            expectedNodes: min(bytes.count / 6, limits.maxNodes) + 16)
        var begun = false
        YAMLPipeline.run(bytes, maxScalarBytes: limits.maxScalarBytes, batchSize: batchSize, builder: &builder) { builder in
            if !begun {
                begun = true
                stream.begin(rootChildren: builder.rootChildrenBeforeWatched, document: &builder.document)
            }
            let items = builder.completedItems
            builder.completedItems.removeAll(keepingCapacity: true)
            stream.read(items: items, document: &builder.document)
        }
        guard !builder.failed else {
            return (YAMLLoadResult(document: nil, diagnostics: builder.diagnostics), nil, false)
        }
        let (decoded, streamed) = stream.finish(builder.document, aliasesUsed: builder.aliasCount > 0)
        return (YAMLLoadResult(document: builder.document, diagnostics: builder.diagnostics), decoded, streamed)
    }
}
