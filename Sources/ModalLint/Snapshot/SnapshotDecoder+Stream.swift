extension SnapshotDecoder {
    /// Reads a snapshot's windows while the rest of the file is still being parsed
    /// (`SnapshotPipeline`): each view controller as soon as its mapping closes (bottom-up,
    /// `readClosedController`), each window's controllers put in `decode`'s order when the
    /// window closes, the rest once the document is complete. The result is what `decode`
    /// gives, as long as the keys read before `windows` (`Decoder.headKeys`) all come before it
    /// in the file, no alias is used, and nothing is wrong; otherwise `finish` drops what was
    /// read and runs `decode`, so that every problem is reported exactly as `decode` reports it.
    struct Stream {
        private var decoder: Decoder
        private let defaults: Environment.Defaults
        private let limits: LoaderLimits
        private var headKeyNodes: [Int] = []
        /// Set once `windows` opened and the keys before it were read.
        private var windowsKeyNode: Int?
        private var itemsRead: [Int] = []
        private var usable = true
        /// Controllers read whose owner's mapping has not closed yet, in document order.
        private var unlinked: [Decoder.Unlinked] = []
        /// Where the open window's controllers start in `snapshot.controllers`.
        private var windowBase = 0
        /// The `calls` sequence once its first item was read (after every window), and its items read.
        private var callsNode: Int?
        private var callItemsRead: [Int] = []

        /// The top-level key whose items are read as they complete.
        static let watchedKey: StaticString = "windows"
        /// Read as its items complete too, when it comes after `windows` (as `decode` reads it:
        /// right after the windows). The replay's thread starts once the calls are read
        /// (`Decoder.readTail`); read only after the document ended, they would keep it waiting
        /// for them.
        static let secondWatchedKey: StaticString = "calls"

        /// `namesCalls`: see `Decoder.namesCalls` (a snapshot decoded again from the whole
        /// document has its calls named).
        init(defaults: Environment.Defaults, limits: LoaderLimits, expectedNodes: Int, namesCalls: Bool = true) {
            self.defaults = defaults
            self.limits = limits
            decoder = Decoder(document: YAMLDocument(), limits: limits, defaults: defaults)
            decoder.namesCalls = namesCalls
            decoder.snapshot.controllers.reserveCapacity(expectedNodes / 2)
            decoder.snapshot.controllers.adviseHugePages()
            // Room for an id every 256 nodes: grown from empty, the table would be rehashed again
            // and again, each key hashed again. Unused room is address space, not memory; room for
            // one every 128 would raise the peak memory of the largest snapshots, one every 256
            // does not.
            decoder.idRanges.reserveCapacity(expectedNodes / 256)
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
            decoder.idsOfOpenWindow = []
            windowBase = decoder.snapshot.controllers.count
            if !decoder.reader.diagnostics.isEmpty { usable = false }
        }

        /// Reads what closed in `windows` (`YAMLLoader.Builder.announcesNestedMappings`), in order.
        mutating func read(_ progress: [YAMLLoader.WatchedProgress], document: inout YAMLDocument) {
            guard usable, windowsKeyNode != nil else { return }
            var unlinked: [Decoder.Unlinked] = []
            swap(&unlinked, &self.unlinked)
            var windowBase = self.windowBase
            var itemsRead: [Int] = []
            let usable = lend(&document) { decoder in
                for closed in progress {
                    if closed.isWatchedItem {
                        itemsRead.append(Int(closed.node))
                        guard decoder.readClosedWindow(Int(closed.node), base: windowBase, unlinked: &unlinked)
                        else { return false }
                        windowBase = decoder.snapshot.controllers.count
                    } else if let slot = Decoder.ControllerSlot(key: Int(closed.keyNode),
                                                                isItemOfKeysSequence: closed.isItemOfKeysSequence,
                                                                in: decoder.document) {
                        guard decoder.readClosedController(Int(closed.node), slot: slot, unlinked: &unlinked)
                        else { return false }
                    }
                    if !decoder.reader.diagnostics.isEmpty { return false }
                }
                return true
            }
            swap(&unlinked, &self.unlinked)
            self.windowBase = windowBase
            self.itemsRead += itemsRead
            if !usable { self.usable = false }
        }

        /// Reads the items of `calls` that completed (`YAMLLoader.Builder.completedSecondItems`,
        /// announced only once `windows` closed, so after every window was read), in order.
        mutating func readCalls(_ items: [Int], of sequence: Int, document: inout YAMLDocument) {
            guard usable, windowsKeyNode != nil, callsNode == nil || callsNode == sequence else { return usable = false }
            callsNode = sequence
            let limits = self.limits
            // Taken out, not copied: appending to a copy would copy every item read so far, once
            // per batch of calls.
            var read: [Int] = []
            swap(&read, &callItemsRead)
            // Every window is read: ids are entered as read again.
            decoder.idsOfOpenWindow = nil
            let usable = lend(&document) { decoder in
                for item in items {
                    read.append(item)
                    // `decode` reports too many calls before reading any; it reads them again.
                    guard read.count <= limits.maxCalls, !decoder.reader.budgetExceeded else { return false }
                    decoder.readCall(item)
                    if !decoder.reader.diagnostics.isEmpty { return false }
                }
                if decoder.namesCalls { decoder.snapshot.nameCalls(continuing: &decoder.callNameCounts) }
                return true
            }
            swap(&read, &callItemsRead)
            if !usable { self.usable = false }
        }

        /// Whether calls were read while parsing.
        var hasReadCalls: Bool { callsNode != nil }

        /// Set once `callsAreRead` handed the snapshot on.
        private var controllersHandedOn = false

        /// The calls sequence closed and every item of it was read: hands the snapshot to
        /// `whenControllersAreRead` now (once), as `Decoder.readTail` would hand it once the
        /// document is complete, should the result stand: nothing read after the calls changes
        /// a view controller. If it does not stand (`finish` reads the file again), what was
        /// handed on must be dropped: `SnapshotPipeline.Outcome.readWhileParsing` says so.
        mutating func callsAreRead(_ whenControllersAreRead: (Snapshot) -> Void) {
            guard usable, !controllersHandedOn, windowsKeyNode != nil, callsNode != nil,
                  decoder.reader.diagnostics.isEmpty, !decoder.failed else { return }
            controllersHandedOn = true
            whenControllersAreRead(decoder.snapshot)
        }

        /// Whether what was read so far can stand (no diagnostic, the expected layout).
        var isUsable: Bool { usable }

        /// The whole snapshot, from the complete document, and whether the windows read while
        /// parsing were kept (false: `decode` read it all again). nil when they cannot be kept
        /// and `canReadAgain` is false (parts of the tree were released).
        /// `whenControllersAreRead`: see `Decoder.readTail`; only when the windows read while
        /// parsing are kept.
        mutating func finish(_ document: YAMLDocument, aliasesUsed: Bool, canReadAgain: Bool = true,
                             whenControllersAreRead: ((Snapshot) -> Void)? = nil)
            -> (decoded: (snapshot: Snapshot?, diagnostics: [Diagnostic]), streamed: Bool)?
        {
            if usable, !aliasesUsed, let windowsKeyNode {
                decoder.document = document
                decoder.reader.document = document
                if let pairs = decoder.readRoot(), decoder.reader.diagnostics.isEmpty,
                   let windows = Decoder.value("windows", in: pairs), windows.keyNode == windowsKeyNode,
                   pairs.filter({ Decoder.headKeys.contains($0.key) }).map(\.keyNode) == headKeyNodes,
                   let items = decoder.reader.sequence(windows.value, what: "`windows`"), items == itemsRead,
                   callsNode.map({ callsWereRead($0, pairs: pairs) }) ?? true {
                    decoder.idsOfOpenWindow = nil
                    decoder.readTail(pairs, callsRead: callsNode != nil,
                                     whenControllersAreRead: controllersHandedOn ? nil : whenControllersAreRead)
                    return (decoder.result, true)
                }
            }
            // Let go of what was read before reading it all again.
            decoder = Decoder(document: YAMLDocument(), limits: limits, defaults: defaults)
            guard canReadAgain else { return nil }
            return (SnapshotDecoder.decode(document, defaults: defaults, limits: limits), false)
        }

        /// Whether the calls read while parsing, in `sequence`, are all of the document's calls.
        private mutating func callsWereRead(_ sequence: Int, pairs: [(key: String, keyNode: Int, value: Int)]) -> Bool {
            guard let calls = Decoder.value("calls", in: pairs), calls.value == sequence,
                  let items = decoder.reader.sequence(calls.value, what: "`calls`") else { return false }
            return items == callItemsRead
        }

        /// Lends the tree to the decoder for `body`; the loader holds the only reference again
        /// afterwards, so that growing it never copies it.
        private mutating func lend<Result>(_ document: inout YAMLDocument, _ body: (inout Decoder) -> Result) -> Result {
            swap(&decoder.document, &document)
            decoder.reader.document = decoder.document
            let result = body(&decoder)
            decoder.reader.document = YAMLDocument()
            swap(&decoder.document, &document)
            return result
        }
    }
}
