extension SnapshotDecoder {
    /// Reads a snapshot's windows while the rest of the file is still being parsed
    /// (`SnapshotPipeline`): each window as soon as it closes, the rest once the document is
    /// complete. It does what `decode` does in the same order, as long as the keys read before
    /// `windows` (`Decoder.headKeys`) all come before it in the file, no alias is used, and
    /// nothing is wrong; otherwise `finish` drops what was read and runs `decode`, so that
    /// every problem is reported exactly as `decode` reports it.
    struct Stream {
        private var decoder: Decoder
        private let defaults: Environment.Defaults
        private let limits: LoaderLimits
        private var headKeyNodes: [Int] = []
        /// Set once `windows` opened and the keys before it were read.
        private var windowsKeyNode: Int?
        private var itemsRead: [Int] = []
        private var usable = true

        /// The top-level key whose items are read as they complete.
        static let watchedKey: StaticString = "windows"

        init(defaults: Environment.Defaults, limits: LoaderLimits, expectedNodes: Int) {
            self.defaults = defaults
            self.limits = limits
            decoder = Decoder(document: YAMLDocument(), limits: limits, defaults: defaults)
            decoder.snapshot.controllers.reserveCapacity(expectedNodes / 2)
            decoder.snapshot.controllers.adviseHugePages()
        }

        /// `windows` opened; `rootChildren` are the top-level keys and values before it, its key last.
        mutating func begin(rootChildren: [Int], document: inout YAMLDocument) {
            guard usable, rootChildren.count % 2 == 1 else { return usable = false }
            var pairs: [(key: String, keyNode: Int, value: Int)] = []
            for position in stride(from: 0, to: rootChildren.count - 1, by: 2) {
                let keyNode = rootChildren[position]
                guard let key = Decoder.headKeys.first(where: { document.scalar(keyNode, equals: $0) }),
                      !pairs.contains(where: { $0.key == key }) else { return usable = false }
                pairs.append((key, keyNode, rootChildren[position + 1]))
            }
            headKeyNodes = pairs.map(\.keyNode)
            windowsKeyNode = rootChildren.last
            lend(&document) { $0.readHead(pairs) }
            if !decoder.reader.diagnostics.isEmpty { usable = false }
        }

        /// Reads completed items of `windows`, in order.
        mutating func read(items: [Int], document: inout YAMLDocument) {
            guard usable, windowsKeyNode != nil else { return }
            lend(&document) { decoder in
                for item in items where decoder.reader.diagnostics.isEmpty { decoder.readWindow(item) }
            }
            itemsRead += items
            if !decoder.reader.diagnostics.isEmpty { usable = false }
        }

        /// Whether what was read so far can stand (no diagnostic, the expected layout).
        var isUsable: Bool { usable }

        /// The whole snapshot, from the complete document, and whether the windows read while
        /// parsing were kept (false: `decode` read it all again). nil when they cannot be kept
        /// and `canReadAgain` is false (parts of the tree were released).
        mutating func finish(_ document: YAMLDocument, aliasesUsed: Bool, canReadAgain: Bool = true)
            -> (decoded: (snapshot: Snapshot?, diagnostics: [Diagnostic]), streamed: Bool)?
        {
            if usable, !aliasesUsed, let windowsKeyNode {
                decoder.document = document
                decoder.reader.document = document
                if let pairs = decoder.readRoot(), decoder.reader.diagnostics.isEmpty,
                   let windows = Decoder.value("windows", in: pairs), windows.keyNode == windowsKeyNode,
                   pairs.filter({ Decoder.headKeys.contains($0.key) }).map(\.keyNode) == headKeyNodes,
                   let items = decoder.reader.sequence(windows.value, what: "`windows`"), items == itemsRead {
                    decoder.readTail(pairs)
                    return (decoder.result, true)
                }
            }
            // Let go of what was read before reading it all again.
            decoder = Decoder(document: YAMLDocument(), limits: limits, defaults: defaults)
            guard canReadAgain else { return nil }
            return (SnapshotDecoder.decode(document, defaults: defaults, limits: limits), false)
        }

        /// Lends the tree to the decoder for `body`; the loader holds the only reference again
        /// afterwards, so that growing it never copies it.
        private mutating func lend(_ document: inout YAMLDocument, _ body: (inout Decoder) -> Void) {
            swap(&decoder.document, &document)
            decoder.reader.document = decoder.document
            body(&decoder)
            decoder.reader.document = YAMLDocument()
            swap(&decoder.document, &document)
        }
    }
}
