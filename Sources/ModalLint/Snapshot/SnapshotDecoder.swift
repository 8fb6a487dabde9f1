/// Turns a YAML node tree into the core modal model (snapshot-format.md), reporting
/// every schema and reference problem it can find in one pass. View-controller trees
/// and Workflow screens are walked with explicit work stacks: input depth never
/// reaches the call stack.
public enum SnapshotDecoder {
    public static func decode(
        _ document: YAMLDocument, defaults: Environment.Defaults = .init(), limits: LoaderLimits = .default
    ) -> (snapshot: Snapshot?, diagnostics: [Diagnostic]) {
        var decoder = Decoder(document: document, limits: limits, defaults: defaults)
        decoder.run()
        return decoder.result
    }

    static let topKeys = ["modallint", "name", "environment", "styles", "windows", "calls", "workflows", "swiftui"]
    /// A snapshot needs at least one of these.
    static let requiredTopKeys = ["windows", "workflows", "swiftui"]
    /// The top-level keys that make a YAML file found in a directory a snapshot: the format
    /// marker and the keys a snapshot must have one of. `name` and `environment` are left
    /// out: other YAML (XcodeGen's project.yml, workflows) has them too.
    public static let identifyingTopKeys = topKeys.filter { $0 == "modallint" || requiredTopKeys.contains($0) }
    /// The keys of a `<vc>` node, then those it has as a `<presentation>`. Read as an enum:
    /// a snapshot has one such mapping per view controller.
    enum ControllerKey: String, CaseIterable {
        case `class`, id, `is`, host, hostFilter, state, viewLoaded, inWindow, contained, children, presented,
             modals, toasts, observers, preferredContentSize, forwardsPreferredContentSize,
             definesPresentationContext, modalInPresentation, unsavedChanges, searchController, actionSheet
        case address
        case style, lifetime, delegate, anchored, afterDismissal

        static let presentation: [ControllerKey] = [.style, .lifetime, .delegate, .anchored, .afterDismissal]
    }
    static let presentationKeys = ControllerKey.presentation.map(\.rawValue)

    /// The keys a `<vc>` node may have, by where it stands (computed once, not per node).
    static let controllerKeySets: [KeySet<ControllerKey>] = {
        var result: [KeySet<ControllerKey>] = []
        for isPresentation in [false, true] {
            for isChild in [false, true] {
                var allowed = ControllerKey.allCases
                var misplaced: [String: String] = [:]
                if !isPresentation {
                    allowed.removeAll { ControllerKey.presentation.contains($0) }
                    for key in presentationKeys {
                        misplaced[key] = "applies to presented view controllers only (`presented`, `modals`, `toasts`, calls)"
                    }
                }
                if !isChild {
                    allowed.removeAll { $0 == .contained }
                    misplaced["contained"] = "applies to child view controllers only (entries of `children`)"
                }
                result.append(KeySet(allowed, misplaced: misplaced))
            }
        }
        return result
    }()
    static let callKeys = [
        "present", "from", "via", "style", "lifetime", "after", "dismiss", "times", "remove",
        "delegate", "anchored", "afterDismissal", "id",
    ]
}

extension SnapshotDecoder {
    /// Reads a snapshot's windows while the rest of the file is still being parsed
    /// (`SnapshotPipeline`): each window as soon as it closes, the rest once the document is
    /// complete. It does what `decode` does in the same order, as long as the keys read before
    /// `windows` (`Decoder.headKeys`) all come before it in the file, no alias is used, and
    /// nothing is wrong; otherwise `finish` drops what was read and runs `decode`, so that
    /// every problem is reported exactly as `decode` reports it.
    struct Stream {
        fileprivate var decoder: Decoder
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

private enum PresentationKind {
    case none, uikit, modal, toast, call(via: CallVia)
}

private struct PendingController {
    var node: Int
    var attachment: Attachment
    var kind: PresentationKind
    /// Observer (owner, index in owner's observers) whose `modals` this one belongs to.
    var observer: (owner: ControllerID, index: Int)?
}

private struct PendingReference {
    enum Target { case retainedBy(ControllerID), hostedIn(Int) }
    var id: String
    var range: SourceRange
    var target: Target
}

private struct Decoder {
    var reader: SchemaReader
    /// A `var` so that a streamed read can lend it back to the loader between steps
    /// (`SnapshotDecoder.Stream`): only one of them holds the tree at a time.
    var document: YAMLDocument
    let defaults: Environment.Defaults
    var snapshot = Snapshot()
    var windowIDs: [String: SourceRange] = [:]
    var idRanges: [String: SourceRange] = [:]
    var callIDs: [String: SourceRange] = [:]
    var references: [PendingReference] = []
    /// Class names to the id of the one view controller of that class (nil: none or several).
    var classIDs: [String: String?]?
    /// Anchored mapping nodes already read as a view controller: an alias to one is an error
    /// (only anchored nodes can be aliased, so only those are remembered).
    var anchoredControllers: Set<Int> = []
    var classNames = ClassNames()
    /// Every controller's (key, value) pairs go through this one array (swapped out while in
    /// use), not an array each.
    var controllerPairs: [(key: SnapshotDecoder.ControllerKey, keyNode: Int, value: Int)] = []

    var result: (snapshot: Snapshot?, diagnostics: [Diagnostic]) {
        let failed = reader.diagnostics.contains { $0.severity == .error }
        return (failed ? nil : snapshot, reader.diagnostics)
    }

    init(document: YAMLDocument, limits: LoaderLimits, defaults: Environment.Defaults) {
        self.document = document
        self.defaults = defaults
        self.reader = SchemaReader(document: document, limits: limits)
        // A view controller takes at least two nodes of its own (`present: Name`, or a mapping
        // with its `class` key), so this bound never grows the array by copying; the pages
        // it does not use are never touched and cost no memory.
        snapshot.controllers.reserveCapacity(document.nodes.count / 2)
        snapshot.controllers.adviseHugePages()
    }

    /// The shared class a `class` (or `present`) scalar names; nil after reporting a bad one.
    mutating func readClass(_ node: Int, what: String) -> ViewControllerClass? {
        let resolved = reader.resolve(node)
        if document.kind(resolved) == .scalar, !document.isNull(resolved),
           let known = document.withScalarBytes(resolved, classNames.existing) {
            return known
        }
        guard let name = reader.string(resolved, what: what) else { return nil }
        return classNames.intern(name)
    }

    mutating func run() {
        guard let pairs = readRoot() else { return }
        readHead(pairs)
        if let (_, node) = Self.value("windows", in: pairs) { readWindows(node) }
        readTail(pairs)
    }

    /// The top-level mapping's pairs; nil (after reporting why) when there are none.
    mutating func readRoot() -> [(key: String, keyNode: Int, value: Int)]? {
        guard let root = document.root, !document.isNull(root) else {
            reader.error("input/schema", "the snapshot is empty: it needs at least one of `windows`, `workflows`, `swiftui`",
                         at: .fileStart)
            return nil
        }
        guard let pairs = reader.mapping(root, what: "the snapshot", allowed: SnapshotDecoder.topKeys) else { return nil }
        if !pairs.contains(where: { SnapshotDecoder.requiredTopKeys.contains($0.key) }) {
            reader.error("input/schema", "a snapshot needs at least one of `windows`, `workflows`, `swiftui`",
                         at: reader.range(root))
        }
        return pairs
    }

    static func value(_ key: String, in pairs: [(key: String, keyNode: Int, value: Int)]) -> (keyNode: Int, value: Int)? {
        pairs.first { $0.key == key }.map { ($0.keyNode, $0.value) }
    }

    /// The top-level keys read before `windows`: a streamed read (`SnapshotDecoder.Stream`)
    /// reads them as soon as `windows` opens.
    static let headKeys = ["modallint", "name", "environment", "styles"]

    mutating func readHead(_ pairs: [(key: String, keyNode: Int, value: Int)]) {
        var environment = Environment.Defaults()
        func value(_ key: String) -> (keyNode: Int, value: Int)? { Self.value(key, in: pairs) }
        if let (_, node) = value("modallint"), let version = reader.integer(node, what: "`modallint`", in: 0...Int.max),
           version != 1 {
            reader.error("input/schema", "unsupported format version \(version); this modallint reads version 1",
                         at: reader.range(node))
        }
        if let (_, node) = value("name") { snapshot.name = reader.string(node, what: "`name`") }
        if let (keyNode, node) = value("environment") {
            environment = reader.environment(node)
            snapshot.environmentRange = reader.range(keyNode)
        }
        snapshot.environment = Environment(
            sdk: environment.sdk ?? defaults.sdk ?? OSVersion(17),
            os: environment.os ?? defaults.os ?? environment.sdk,
            idiom: environment.idiom ?? defaults.idiom ?? .phone,
            width: environment.width ?? defaults.width)
        if let (_, node) = value("styles") { readStyles(node) }
    }

    /// The top-level keys read after `windows`, and what needs the whole snapshot.
    mutating func readTail(_ pairs: [(key: String, keyNode: Int, value: Int)]) {
        func value(_ key: String) -> (keyNode: Int, value: Int)? { Self.value(key, in: pairs) }
        if let (_, node) = value("calls") { readCalls(node) }
        if let (_, node) = value("workflows") { readWorkflows(node) }
        if let (_, node) = value("swiftui") { readSwiftUI(node) }
        resolveReferences()
        snapshot.nameCalls()
    }

    // MARK: styles

    /// `styles:` maps names to styles; any name is allowed, so keys are read directly.
    mutating func readStyles(_ node: Int) {
        let resolved = reader.resolve(node)
        guard document.kind(resolved) == .mapping else {
            reader.error("input/schema", "`styles` must be a mapping of style names, not a \(reader.typeName(resolved))",
                         at: reader.range(resolved))
            return
        }
        let allowed = SnapshotDecoder.styleKeys
        for (keyNode, value) in document.pairs(resolved) {
            guard let name = reader.string(keyNode, what: "a style name") else { continue }
            guard let pairs = reader.mapping(value, what: "style `\(name)`", allowed: allowed),
                  reader.requireKeys(pairs, ["usesPreferredContentSize"], in: reader.resolve(value), what: "style `\(name)`")
            else { continue }
            var style = ModalStyle(name: name, sizing: .content, usesPreferredContentSize: false,
                                   range: reader.range(keyNode))
            for (key, _, value) in pairs {
                switch key {
                case "sizing": style.sizing = reader.oneOf(value, what: "`sizing`", as: ModalStyle.Sizing.self) ?? .content
                case "usesPreferredContentSize":
                    style.usesPreferredContentSize = reader.bool(value, what: "`usesPreferredContentSize`") ?? false
                case "fallback": style.fallback = reader.bool(value, what: "`fallback`") ?? true
                default: style.interactiveDismiss = reader.bool(value, what: "`interactiveDismiss`") ?? false
                }
            }
            // A custom style may shadow a sample style of the same name, as in an app.
            snapshot.styles[name] = style
        }
    }

    // MARK: windows and view controllers

    mutating func readWindows(_ node: Int) {
        guard let items = reader.sequence(node, what: "`windows`") else { return }
        for item in items { readWindow(item) }
    }

    mutating func readWindow(_ item: Int) {
        guard let pairs = reader.mapping(item, what: "a window", allowed: SnapshotDecoder.windowKeys),
              reader.requireKeys(pairs, ["root"], in: item, what: "a window") else { return }
        var window = Window(id: nil, level: 0, isKey: false, root: -1, range: reader.range(item))
        var rootNode: Int?
        for (key, keyNode, value) in pairs {
            switch key {
            case "id":
                window.id = reader.string(value, what: "a window's `id`")
                if let id = window.id { registerID(id, range: reader.range(value), isWindow: true) }
            case "level": window.level = reader.number(value, what: "`level`") ?? 0
            case "key": window.isKey = reader.bool(value, what: "`key`") ?? false
            default:
                rootNode = value
                _ = keyNode
            }
        }
        guard let rootNode else { return }
        let windowIndex = snapshot.windows.count
        if let root = readControllerTree(rootNode, attachment: .windowRoot(window: windowIndex), kind: .none) {
            window.root = root
            snapshot.windows.append(window)
        }
    }

    /// Records an id; false (after reporting it) when it is taken. One hash lookup when new.
    @discardableResult
    mutating func registerID(_ id: String, range: SourceRange, isWindow: Bool = false) -> Bool {
        if let first = idRanges.updateValue(range, forKey: id) {
            idRanges[id] = first
            reader.error("input/reference",
                         "duplicate id `\(id)` (first defined at line \(first.start.line), column \(first.start.column))",
                         at: range, fix: "ids are unique across the whole snapshot; rename one")
            return false
        }
        if isWindow { windowIDs[id] = range }
        return true
    }

    /// Reads a `<vc>` and everything below it; returns the top controller's index.
    mutating func readControllerTree(_ node: Int, attachment: Attachment, kind: PresentationKind,
                                     observer: (owner: ControllerID, index: Int)? = nil) -> ControllerID? {
        var work = [PendingController(node: node, attachment: attachment, kind: kind, observer: observer)]
        var top: ControllerID?
        while let item = work.popLast() {
            if reader.budgetExceeded { return top }
            guard let index = readController(item, work: &work) else { continue }
            if top == nil { top = index }
        }
        return top
    }

    /// Reads one controller mapping, links it to its parent/owner, and queues what is below it.
    mutating func readController(_ item: PendingController, work: inout [PendingController]) -> ControllerID? {
        let node = reader.resolve(item.node)
        if node != item.node, document.kind(node) == .mapping, anchoredControllers.contains(node) {
            reader.error("input/reference",
                         "this alias puts a view controller that is already in the hierarchy in a second place",
                         at: reader.range(item.node),
                         fix: "a view controller has one place; write a new node (anchors are fine for other values)")
            return nil
        }
        var isPresentation = true
        if case .none = item.kind { isPresentation = false }
        var isChild = false
        if case .child = item.attachment { isChild = true }
        let keys = SnapshotDecoder.controllerKeySets[(isPresentation ? 2 : 0) + (isChild ? 1 : 0)]
        let what = isPresentation ? "a presented view controller" : "a view controller"
        // A bare class name stands for a node with only `class` in calls.
        var pairs: [(key: SnapshotDecoder.ControllerKey, keyNode: Int, value: Int)] = []
        swap(&pairs, &controllerPairs)
        defer { swap(&pairs, &controllerPairs) }
        guard reader.mapping(node, what: what, keys: keys, into: &pairs) else { return nil }
        if document.nodes[node].isAnchored { anchoredControllers.insert(node) }
        guard reader.requireKeys(pairs, [.class], in: node, what: what) else { return nil }
        let classPair = pairs.first { $0.key == .class }!
        guard let viewControllerClass = readClass(classPair.value, what: "`class`") else { return nil }
        let index = snapshot.controllers.count
        var vc = ViewController(class: viewControllerClass, attachment: item.attachment, range: reader.range(node))
        vc.classRange = reader.range(classPair.value)
        var presentation = isPresentation ? Presentation() : nil
        var children: ArraySlice<UInt32> = [], modals: ArraySlice<UInt32> = [], toasts: ArraySlice<UInt32> = []
        var observerNodes: ArraySlice<UInt32> = []
        var presentedNode: Int?
        var explicitHost: Bool?
        for (key, keyNode, value) in pairs {
            switch key {
            case .class: break
            case .id:
                if let id = reader.string(value, what: "`id`") {
                    if registerID(id, range: reader.range(value)) { snapshot.ids[id] = index }
                    vc.id = id
                }
            case .is:
                if let items = reader.sequence(value, what: "`is`") {
                    vc.declaredTraits = items.compactMap { reader.string($0, what: "an `is` entry") }
                }
            case .host: explicitHost = reader.bool(value, what: "`host`")
            case .hostFilter:
                vc.hostFilter = readHostFilter(value)
                vc.keyRanges["hostFilter"] = reader.range(keyNode)
            case .state: vc.state = reader.oneOf(value, what: "`state`", as: ControllerState.self) ?? .appeared
            case .viewLoaded: vc.viewLoaded = reader.bool(value, what: "`viewLoaded`") ?? true
            case .inWindow: vc.inWindow = reader.bool(value, what: "`inWindow`")
            case .contained:
                vc.contained = reader.bool(value, what: "`contained`") ?? true
                vc.keyRanges["contained"] = reader.range(keyNode)
            case .children: children = reader.items(value, what: "`children`") ?? []
            case .presented:
                if !document.isNull(reader.resolve(value)) { presentedNode = value }
            case .modals: modals = reader.items(value, what: "`modals`") ?? []
            case .toasts: toasts = reader.items(value, what: "`toasts`") ?? []
            case .observers: observerNodes = reader.items(value, what: "`observers`") ?? []
            case .preferredContentSize:
                vc.preferredContentSize = readSize(value)
                vc.keyRanges["preferredContentSize"] = reader.range(keyNode)
            case .forwardsPreferredContentSize:
                vc.forwardsPreferredContentSize = reader.bool(value, what: "`forwardsPreferredContentSize`")
                vc.keyRanges["forwardsPreferredContentSize"] = reader.range(keyNode)
            case .definesPresentationContext:
                vc.definesPresentationContext = reader.bool(value, what: "`definesPresentationContext`") ?? false
            case .modalInPresentation:
                vc.modalInPresentation = reader.bool(value, what: "`modalInPresentation`") ?? false
                vc.keyRanges["modalInPresentation"] = reader.range(keyNode)
            case .unsavedChanges:
                vc.unsavedChanges = reader.bool(value, what: "`unsavedChanges`") ?? false
                vc.keyRanges["unsavedChanges"] = reader.range(keyNode)
            case .searchController: vc.searchController = readSearchController(value)
            case .actionSheet: vc.actionSheet = reader.bool(value, what: "`actionSheet`") ?? false
            case .address: vc.address = readAddress(value)
            case .style, .lifetime, .delegate, .anchored, .afterDismissal:
                readPresentationKey(key.rawValue, keyNode: keyNode, value: value, kind: item.kind, into: &presentation)
            }
        }
        if isPresentation, case .modal = item.kind, presentation?.modalStyle == nil {
            reader.error("input/schema", "a swift-modals modal is missing the required key `style`", at: reader.range(node))
        } else if isPresentation, case .toast = item.kind, presentation?.modalStyle == nil {
            reader.error("input/schema", "a swift-modals toast is missing the required key `style`", at: reader.range(node))
        }
        vc.presentation = presentation
        vc.isHost = explicitHost ?? vc.is("ModalHost")
        if explicitHost == false, vc.is("ModalHost") {
            reader.error("input/schema", "`host: false` contradicts its class, which is a ModalHost",
                         at: vc.classRange)
        }
        if vc.hostFilter != nil, !vc.isHost {
            reader.error("input/schema", "`hostFilter` applies to hosts only (`host: true`)",
                         at: vc.keyRanges["hostFilter"] ?? vc.range)
        }
        // Each list gets its final size once; `link` appends the entries as they are read.
        if !children.isEmpty { vc.children.reserveCapacity(children.count) }
        if !modals.isEmpty || !toasts.isEmpty {
            vc.updateDetails {
                $0.modals.reserveCapacity(modals.count)
                $0.toasts.reserveCapacity(toasts.count)
            }
        }
        snapshot.controllers.append(consume vc)
        link(index, attachment: item.attachment, observer: item.observer)
        for (observerIndex, observerNode) in observerNodes.enumerated() {
            readObserver(Int(observerNode), owner: index, observerIndex: observerIndex, work: &work)
        }
        // Queued in reverse so that they are read in document order (a pre-order).
        for toast in toasts.reversed() {
            work.append(PendingController(node: Int(toast), attachment: .toast(owner: index), kind: .toast))
        }
        for modal in modals.reversed() {
            work.append(PendingController(node: Int(modal), attachment: .modal(owner: index), kind: .modal))
        }
        if let presentedNode {
            work.append(PendingController(node: presentedNode, attachment: .uikit(caller: index), kind: .uikit))
        }
        for child in children.reversed() {
            work.append(PendingController(node: Int(child), attachment: .child(parent: index), kind: .none))
        }
        return index
    }

    mutating func link(_ index: ControllerID, attachment: Attachment, observer: (owner: ControllerID, index: Int)?) {
        switch attachment {
        case .child(let parent): snapshot.controllers[parent].children.append(index)
        case .uikit(let caller): snapshot.controllers[caller].presented = index
        case .modal(let owner):
            if let observer {
                snapshot.controllers[observer.owner].updateDetails { $0.observers[observer.index].modals.append(index) }
            } else {
                snapshot.controllers[owner].updateDetails { $0.modals.append(index) }
            }
        case .toast(let owner): snapshot.controllers[owner].updateDetails { $0.toasts.append(index) }
        case .windowRoot, .call: break
        }
    }

    mutating func readPresentationKey(_ key: String, keyNode: Int, value: Int, kind: PresentationKind,
                                      into presentation: inout Presentation?) {
        guard presentation != nil else { return }
        switch key {
        case "style":
            presentation?.styleRange = reader.range(value)
            let isUIKit: Bool
            switch kind {
            case .uikit, .call(via: .uikit): isUIKit = true
            default: isUIKit = false
            }
            if isUIKit {
                presentation?.uikitStyle = reader.oneOf(value, what: "a UIKit `style`", as: UIKitStyle.self)
            } else if let name = reader.string(value, what: "`style`") {
                presentation?.modalStyle = name
            }
        case "lifetime":
            presentation?.lifetimeRange = reader.range(keyNode)
            presentation?.lifetime = readLifetime(value, kind: kind)
        case "delegate":
            if let items = reader.sequence(value, what: "`delegate`") {
                presentation?.delegate = Set(items.compactMap {
                    reader.oneOf($0, what: "a `delegate` method", as: DelegateMethod.self)
                })
            }
        case "anchored": presentation?.anchored = reader.bool(value, what: "`anchored`") ?? false
        default:
            presentation?.afterDismissal = reader.oneOf(value, what: "`afterDismissal`", as: AfterDismissal.self) ?? .none
        }
    }

    mutating func readLifetime(_ node: Int, kind: PresentationKind) -> ModalLifetimeKind {
        switch kind {
        case .uikit, .call(via: .uikit):
            reader.error("input/schema", "`lifetime` applies to swift-modals presentations only (modals, toasts)",
                         at: reader.range(node))
            return .retained
        default: break
        }
        let resolved = reader.resolve(node)
        if document.kind(resolved) == .mapping {
            guard let pairs = reader.mapping(resolved, what: "`lifetime`", allowed: SnapshotDecoder.lifetimeKeys),
                  reader.requireKeys(pairs, ["retainedBy"], in: resolved, what: "`lifetime`"),
                  let id = reader.string(pairs[0].value, what: "`retainedBy`") else { return .retained }
            return .retainedBy(id: id, range: reader.range(pairs[0].value))
        }
        enum Simple: String, CaseIterable { case retained, discarded }
        switch reader.oneOf(resolved, what: "`lifetime` (or {retainedBy: id})", as: Simple.self) {
        case .discarded: return .discarded
        default: return .retained
        }
    }

    mutating func readHostFilter(_ node: Int) -> HostFilter? {
        let resolved = reader.resolve(node)
        if document.kind(resolved) == .mapping {
            guard let pairs = reader.mapping(resolved, what: "`hostFilter`", allowed: SnapshotDecoder.hostFilterKeys),
                  reader.requireKeys(pairs, ["uniqueKey"], in: resolved, what: "`hostFilter`"),
                  let key = reader.string(pairs[0].value, what: "`uniqueKey`") else { return nil }
            return .uniqueKey(key)
        }
        enum Simple: String, CaseIterable { case passThroughToasts, local }
        switch reader.oneOf(resolved, what: "`hostFilter` (or {uniqueKey: Name})", as: Simple.self) {
        case .passThroughToasts: return .passThroughToasts
        case .local: return .local
        case nil: return nil
        }
    }

    mutating func readSize(_ node: Int) -> Size? {
        guard let items = reader.items(node, what: "`preferredContentSize`") else { return nil }
        guard items.count == 2 else {
            reader.error("input/schema", "`preferredContentSize` must be [width, height]", at: reader.range(node))
            return nil
        }
        guard let width = reader.number(Int(items.first!), what: "a width"),
              let height = reader.number(Int(items.last!), what: "a height")
        else { return nil }
        guard width >= 0, height >= 0 else {
            reader.error("input/schema", "`preferredContentSize` must not be negative", at: reader.range(node))
            return nil
        }
        return Size(width: width, height: height)
    }

    mutating func readSearchController(_ node: Int) -> SearchControllerInfo? {
        guard let pairs = reader.mapping(node, what: "`searchController`", allowed: SnapshotDecoder.searchControllerKeys)
        else { return nil }
        var info = SearchControllerInfo(active: false, modalInPresentation: false, range: reader.range(node))
        for (key, _, value) in pairs {
            if key == "active" {
                info.active = reader.bool(value, what: "`active`") ?? false
            } else {
                info.modalInPresentation = reader.bool(value, what: "`modalInPresentation`") ?? false
            }
        }
        return info
    }

    mutating func readObserver(_ node: Int, owner: ControllerID, observerIndex: Int, work: inout [PendingController]) {
        let allowed = SnapshotDecoder.observerKeys
        guard let pairs = reader.mapping(node, what: "an observer", allowed: allowed),
              reader.requireKeys(pairs, ["workflow"], in: node, what: "an observer") else { return }
        var observer = Observer(
            workflow: "", token: .retained, capture: .weak, stopsOnDone: true, modals: [],
            range: reader.range(node), keyRanges: [:])
        var modalNodes: [Int] = []
        for (key, keyNode, value) in pairs {
            observer.keyRanges[key] = reader.range(keyNode)
            switch key {
            case "workflow": observer.workflow = reader.string(value, what: "`workflow`") ?? ""
            case "token": observer.token = reader.oneOf(value, what: "`token`", as: Observer.Token.self) ?? .retained
            case "capture": observer.capture = reader.oneOf(value, what: "`capture`", as: Observer.Capture.self) ?? .weak
            case "stopsOnDone": observer.stopsOnDone = reader.bool(value, what: "`stopsOnDone`") ?? true
            default: modalNodes = reader.sequence(value, what: "`modals`") ?? []
            }
        }
        let slot = snapshot.controllers[owner].observers.count
        snapshot.controllers[owner].updateDetails { $0.observers.append(observer) }
        _ = observerIndex
        for modal in modalNodes.reversed() {
            work.append(PendingController(
                node: modal, attachment: .modal(owner: owner), kind: .modal, observer: (owner, slot)))
        }
    }

    // MARK: calls

    mutating func readCalls(_ node: Int) {
        guard let items = reader.sequence(node, what: "`calls`") else { return }
        if items.count > reader.limits.maxCalls {
            reader.error("input/limit", "\(items.count) calls; the limit is \(reader.limits.maxCalls)",
                         at: reader.range(node))
            return
        }
        for item in items {
            if reader.budgetExceeded { return }
            readCall(item)
        }
    }

    mutating func lookUpID(_ node: Int, what: String) -> ControllerID? {
        guard let id = reader.string(node, what: what) else { return nil }
        if let index = snapshot.ids[id] { return index }
        reportUnknownID(id, at: reader.range(node))
        return nil
    }

    /// `from: HomeViewController`: a class name where an id goes. The class-to-id map is built
    /// once, on the first unknown id, so many such mistakes stay linear.
    mutating func classNameHint(_ name: String) -> String? {
        if classIDs == nil {
            var map: [String: String?] = [:]
            for (id, index) in snapshot.ids where index < snapshot.controllers.count {
                let className = snapshot.controllers[index].className
                map[className] = map[className] == nil ? .some(id) : .some(nil)  // two of a class: no one id
            }
            for controller in snapshot.controllers where map[controller.className] == nil {
                map[controller.className] = .some(nil)
            }
            classIDs = map
        }
        guard let entry = classIDs?[name] else { return nil }
        if let id = entry { return "`\(name)` is a class; ids name view controllers: did you mean `\(id)`, the \(name) here?" }
        return "`\(name)` is a class; ids name view controllers: give the \(name) you mean an `id:` and write that here"
    }

    mutating func reportUnknownID(_ id: String, at range: SourceRange) {
        var message = "no view controller has the id `\(id)`"
        if let hint = classNameHint(id) {
            message += "; " + hint
        } else if let guess = reader.suggestion(for: id, among: snapshot.ids.keys.sorted()) {
            message += "; did you mean `\(guess)`?"
        }
        reader.error("input/reference", message, at: range)
    }

    mutating func readCall(_ node: Int) {
        guard let pairs = reader.mapping(node, what: "a call", allowed: SnapshotDecoder.callKeys) else { return }
        let verbs = pairs.filter { ["present", "dismiss", "remove"].contains($0.key) }
        guard verbs.count == 1, let verb = verbs.first else {
            reader.error("input/schema",
                         verbs.isEmpty ? "a call needs one of `present`, `dismiss`, `remove`"
                             : "a call has one of `present`, `dismiss`, `remove`, not several",
                         at: reader.range(reader.resolve(node)))
            return
        }
        let allowedWith: [String: [String]] = [
            "present": ["present", "from", "via", "style", "lifetime", "after", "delegate", "anchored", "afterDismissal", "id"],
            "dismiss": ["dismiss", "times", "id"],
            "remove": ["remove", "id"],
        ]
        var ok = true
        for pair in pairs where !(allowedWith[verb.key] ?? []).contains(pair.key) {
            reader.error("input/schema", "`\(pair.key)` does not apply to a `\(verb.key)` call", at: reader.range(pair.keyNode))
            ok = false
        }
        let callIndex = snapshot.calls.count
        let resolvedNode = reader.resolve(node)
        let verbRange = reader.range(verb.keyNode)
        var callID: String?
        if let idPair = pairs.first(where: { $0.key == "id" }) {
            callID = reader.string(reader.resolve(idPair.value), what: "a call's `id`")
            if let id = callID {
                if let first = callIDs[id] {
                    reader.error("input/reference", "the call id `\(id)` is already used by the call at line \(first.start.line)",
                                 at: reader.range(idPair.value))
                    ok = false
                }
                callIDs[id] = reader.range(idPair.value)
            } else {
                ok = false
            }
        }
        switch verb.key {
        case "dismiss":
            var times = 1
            if let timesPair = pairs.first(where: { $0.key == "times" }) {
                times = reader.integer(timesPair.value, what: "`times`", in: 1...1_000) ?? 1
            }
            guard let target = lookUpID(verb.value, what: "`dismiss`"), ok else { return }
            snapshot.calls.append(Call(action: .dismiss(controller: target, times: times),
                                       range: reader.range(resolvedNode), verbRange: verbRange, id: callID))
        case "remove":
            guard let target = lookUpID(verb.value, what: "`remove`"), ok else { return }
            snapshot.calls.append(Call(action: .remove(controller: target),
                                       range: reader.range(resolvedNode), verbRange: verbRange, id: callID))
        default:
            guard reader.requireKeys(pairs, ["from", "via"], in: resolvedNode, what: "a `present` call") else { return }
            let fromPair = pairs.first { $0.key == "from" }!
            let from = lookUpID(fromPair.value, what: "`from`")
            guard let via = reader.oneOf(pairs.first { $0.key == "via" }!.value, what: "`via`", as: CallVia.self) else { return }
            var timing = CallTiming.completion
            if let afterPair = pairs.first(where: { $0.key == "after" }) {
                timing = reader.oneOf(afterPair.value, what: "`after`", as: CallTiming.self) ?? .completion
            }
            let kind = PresentationKind.call(via: via)
            // The presented view controller: an existing id, a class name, or a <vc> mapping.
            let presentNode = reader.resolve(verb.value)
            var presented: ControllerID?
            if document.kind(presentNode) == .scalar {
                guard let name = reader.string(presentNode, what: "`present`") else { return }
                if let existing = snapshot.ids[name] {
                    presented = existing
                } else {
                    var vc = ViewController(class: classNames.intern(name), attachment: .call(index: callIndex),
                                            range: reader.range(presentNode))
                    vc.presentation = Presentation()
                    presented = snapshot.controllers.count
                    snapshot.controllers.append(vc)
                }
            } else {
                presented = readControllerTree(verb.value, attachment: .call(index: callIndex), kind: kind)
            }
            guard let presented, let from, ok else { return }
            // Keys on the call describe the presentation of what it presents.
            var presentation = snapshot.controllers[presented].presentation ?? Presentation()
            // Each present returns a new token: a lifetime written for an earlier present does not carry over.
            presentation.lifetime = .retained
            presentation.lifetimeRange = nil
            var optional: Presentation? = presentation
            for pair in pairs where SnapshotDecoder.presentationKeys.contains(pair.key) {
                readPresentationKey(pair.key, keyNode: pair.keyNode, value: pair.value, kind: kind, into: &optional)
            }
            presentation = optional ?? presentation
            if via != .uikit, presentation.modalStyle == nil {
                reader.error("input/schema", "a `present` call via \(via.rawValue) is missing the required key `style`",
                             at: reader.range(resolvedNode))
                return
            }
            if case .call = snapshot.controllers[presented].attachment {
                snapshot.controllers[presented].presentation = presentation
            } else if let style = presentation.modalStyle, let range = presentation.styleRange {
                // Re-presenting an existing view controller: its own entry was checked, the call's style not yet.
                checkModalStyle(style, at: range)
            }
            var call = Call(action: .present(controller: presented, from: from, via: via, timing: timing),
                            range: reader.range(resolvedNode), verbRange: verbRange)
            call.fromRange = reader.range(fromPair.value)
            call.presentation = presentation
            call.id = callID
            snapshot.calls.append(call)
        }
    }

    /// `address: 0x7fcb1ac38ec0`: the instance's address as a paste printed it (runtime messages show it).
    mutating func readAddress(_ node: Int) -> String? {
        guard let text = reader.string(node, what: "`address`") else { return nil }
        let digits = text.utf8.dropFirst(2)
        guard text.hasPrefix("0x") || text.hasPrefix("0X"), !digits.isEmpty, digits.count <= 16,
              digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }) else {
            reader.error("input/schema", "`address` must be a hexadecimal address like 0x7fcb1ac38ec0", at: reader.range(node))
            return nil
        }
        return "0x" + String(decoding: digits, as: UTF8.self).lowercased()
    }

    // MARK: workflows

    mutating func readWorkflows(_ node: Int) {
        guard let items = reader.sequence(node, what: "`workflows`") else { return }
        for item in items {
            let allowed = SnapshotDecoder.workflowKeys
            guard let pairs = reader.mapping(item, what: "a workflow", allowed: allowed),
                  reader.requireKeys(pairs, ["name", "renders"], in: item, what: "a workflow") else { continue }
            var workflow = Workflow(name: "", screens: [], renders: [], transitions: nil, hostedIn: nil,
                                    hostedInRange: nil, range: reader.range(item))
            for (key, _, value) in pairs {
                switch key {
                case "name": workflow.name = reader.string(value, what: "a workflow's `name`") ?? ""
                case "renders":
                    for render in reader.sequence(value, what: "`renders`") ?? [] {
                        readRender(render, into: &workflow)
                    }
                case "transitions": workflow.transitions = readTransitions(value)
                default:
                    if let id = reader.string(value, what: "`hostedIn`") {
                        workflow.hostedInRange = reader.range(value)
                        references.append(PendingReference(id: id, range: reader.range(value),
                                                           target: .hostedIn(snapshot.workflows.count)))
                    }
                }
            }
            var seen: [String: SourceRange] = [:]
            for render in workflow.renders {
                if let first = seen[render.state] {
                    reader.error("input/schema",
                                 "state `\(render.state)` is rendered twice (first at line \(first.start.line))",
                                 at: render.range)
                }
                seen[render.state] = render.range
            }
            if let transitions = workflow.transitions {
                for transition in transitions {
                    for state in [transition.from, transition.to] where seen[state] == nil {
                        var message = "transition names the state `\(state)`, which has no render"
                        if let guess = reader.suggestion(for: state, among: seen.keys.sorted()) {
                            message += "; did you mean `\(guess)`?"
                        }
                        reader.error("input/reference", message, at: transition.range)
                    }
                }
            }
            snapshot.workflows.append(workflow)
        }
    }

    mutating func readTransitions(_ node: Int) -> [(from: String, to: String, range: SourceRange)] {
        var result: [(from: String, to: String, range: SourceRange)] = []
        for item in reader.sequence(node, what: "`transitions`") ?? [] {
            guard let pair = reader.sequence(item, what: "a transition"), pair.count == 2 else {
                reader.error("input/schema", "a transition is a pair of states: [from, to]", at: reader.range(item))
                continue
            }
            if let from = reader.string(pair[0], what: "a state"), let to = reader.string(pair[1], what: "a state") {
                result.append((from, to, reader.range(item)))
            }
        }
        return result
    }

    mutating func readRender(_ node: Int, into workflow: inout Workflow) {
        guard let pairs = reader.mapping(node, what: "a render", allowed: SnapshotDecoder.renderKeys),
              reader.requireKeys(pairs, ["state", "screen"], in: node, what: "a render") else { return }
        guard let state = reader.string(pairs.first { $0.key == "state" }!.value, what: "`state`") else { return }
        guard let root = readScreens(pairs.first { $0.key == "screen" }!.value, into: &workflow) else { return }
        workflow.renders.append(Render(state: state, root: root, range: reader.range(reader.resolve(node))))
    }

    /// Reads a `<screen>` tree into `workflow.screens` (iteratively); returns the root's index.
    mutating func readScreens(_ node: Int, into workflow: inout Workflow) -> Int? {
        var work: [(node: Int, role: Screen.Role, parent: Int?, style: (String, SourceRange)?)] = [(node, .root, nil, nil)]
        var top: Int?
        let screenKeys = SnapshotDecoder.screenKeys
        while let item = work.popLast() {
            if reader.budgetExceeded { return nil }
            let resolved = reader.resolve(item.node)
            var screen = Screen(type: "", role: item.role, style: item.style?.0, styleRange: item.style?.1,
                                children: [], range: reader.range(resolved))
            var queued: [(node: Int, role: Screen.Role, style: (String, SourceRange)?)] = []
            if document.kind(resolved) == .scalar {
                guard let type = reader.string(resolved, what: "a screen") else { continue }
                screen.type = type
            } else {
                guard let pairs = reader.mapping(resolved, what: "a screen", allowed: screenKeys),
                      reader.requireKeys(pairs, ["type"], in: resolved, what: "a screen"),
                      let type = reader.string(pairs.first { $0.key == "type" }!.value, what: "a screen's `type`")
                else { continue }
                screen.type = type
                for (key, keyNode, value) in pairs where key != "type" {
                    let allowedFor: [String: Set<String>] = [
                        "base": ["ModalContainer", "ToastContainer"],
                        "modals": ["ModalContainer"],
                        "toasts": ["ToastContainer"],
                    ]
                    if let owners = allowedFor[key], !owners.contains(type) {
                        reader.error("input/schema", "`\(key)` applies to \(owners.sorted().joined(separator: " and ")) screens, not `\(type)`",
                                     at: reader.range(keyNode))
                        continue
                    }
                    switch key {
                    case "base": queued.append((value, .base, nil))
                    case "content": queued.append((value, .content, nil))
                    case "children":
                        for (position, child) in (reader.sequence(value, what: "`children`") ?? []).enumerated() {
                            queued.append((child, .child(position), nil))
                        }
                    default:
                        for entry in reader.sequence(value, what: "`\(key)`") ?? [] {
                            guard let modal = reader.mapping(entry, what: "a modal entry", allowed: SnapshotDecoder.modalEntryKeys),
                                  reader.requireKeys(modal, ["key", "style", "screen"], in: entry, what: "a modal entry"),
                                  let modalKey = reader.string(modal.first { $0.key == "key" }!.value, what: "`key`"),
                                  let style = reader.string(modal.first { $0.key == "style" }!.value, what: "`style`")
                            else { continue }
                            let styleNode = modal.first { $0.key == "style" }!.value
                            checkModalStyle(style, at: reader.range(styleNode))
                            let role: Screen.Role = key == "modals" ? .modal(key: modalKey) : .toast(key: modalKey)
                            queued.append((modal.first { $0.key == "screen" }!.value, role, (style, reader.range(styleNode))))
                        }
                    }
                }
            }
            let index = workflow.screens.count
            workflow.screens.append(screen)
            if let parent = item.parent { workflow.screens[parent].children.append(index) }
            if top == nil { top = index }
            for entry in queued.reversed() {
                work.append((entry.node, entry.role, index, entry.style))
            }
        }
        return top
    }

    mutating func checkModalStyle(_ name: String, at range: SourceRange) {
        guard snapshot.styles[name] == nil else { return }
        var message = "unknown style `\(name)`"
        if let bare = NewcomerHints.swiftSpelling(name), snapshot.styles[bare] != nil {
            message += "; did you mean `\(bare)`? (a snapshot names the style, not the Swift expression)"
        } else if UIKitStyle(rawValue: name) != nil {
            let nearest = NewcomerHints.nearestModalStyle[name].map { "; the nearest is `\($0)`" } ?? ""
            message = "`\(name)` is a UIKit presentation style, and this is a swift-modals present: it takes \(NewcomerHints.modalStyles.joined(separator: ", ")) or a name under `styles:`\(nearest)"
        } else if let guess = reader.suggestion(for: name, among: snapshot.styles.keys.sorted()) {
            message += "; did you mean `\(guess)`?"
        }
        reader.error("input/reference", message, at: range,
                     fix: "styles are the built-in full, card, sheet, popover and those under `styles:`")
    }

    // MARK: swiftui

    mutating func readSwiftUI(_ node: Int) {
        guard let pairs = reader.mapping(node, what: "`swiftui`", allowed: SnapshotDecoder.swiftUIKeys) else { return }
        for (key, _, value) in pairs {
            for item in reader.sequence(value, what: "`\(key)`") ?? [] {
                if key == "roots" { readRoot(item) } else { readLink(item) }
            }
        }
    }

    mutating func readRoot(_ node: Int) {
        guard let pairs = reader.mapping(node, what: "a SwiftUI root", allowed: SnapshotDecoder.swiftUIRootKeys),
              reader.requireKeys(pairs, ["type"], in: node, what: "a SwiftUI root") else { return }
        var root = SwiftUIRoot(kind: .window, id: nil, level: 0, dimmingTap: .dismiss, range: reader.range(reader.resolve(node)))
        for (key, keyNode, value) in pairs {
            switch key {
            case "type": root.kind = reader.oneOf(value, what: "a root's `type`", as: SwiftUIRoot.Kind.self) ?? .window
            case "id": root.id = reader.string(value, what: "a root's `id`")
            case "level": root.level = reader.number(value, what: "`level`") ?? 0
            default: root.dimmingTap = reader.oneOf(value, what: "`dimmingTap`", as: SwiftUIRoot.DimmingTap.self) ?? .dismiss
            }
            _ = keyNode
        }
        if root.kind == .overlay, pairs.contains(where: { $0.key == "level" }) {
            reader.error("input/schema", "`level` applies to window roots only",
                         at: reader.range(pairs.first { $0.key == "level" }!.keyNode))
        }
        snapshot.swiftUIRoots.append(root)
    }

    mutating func readLink(_ node: Int) {
        let allowed = SnapshotDecoder.swiftUILinkKeys
        guard let pairs = reader.mapping(node, what: "a SwiftUI link", allowed: allowed),
              reader.requireKeys(pairs, ["type", "id"], in: node, what: "a SwiftUI link") else { return }
        var link = SwiftUILink(kind: .window, root: nil, id: "", presented: false, completesDismissal: true,
                               item: false, cachesItem: false, range: reader.range(reader.resolve(node)), keyRanges: [:])
        for (key, keyNode, value) in pairs {
            link.keyRanges[key] = reader.range(keyNode)
            switch key {
            case "type": link.kind = reader.oneOf(value, what: "a link's `type`", as: SwiftUIRoot.Kind.self) ?? .window
            case "root": link.root = reader.string(value, what: "a link's `root`")
            case "id": link.id = reader.string(value, what: "a link's `id`") ?? ""
            case "presented": link.presented = reader.bool(value, what: "`presented`") ?? false
            case "completesDismissal": link.completesDismissal = reader.bool(value, what: "`completesDismissal`") ?? true
            case "item": link.item = reader.bool(value, what: "`item`") ?? false
            default: link.cachesItem = reader.bool(value, what: "`cachesItem`") ?? false
            }
        }
        snapshot.swiftUILinks.append(link)
    }

    // MARK: references

    mutating func resolveReferences() {
        for (index, vc) in snapshot.controllers.enumerated() {
            if case .retainedBy(let id, let range) = vc.presentation?.lifetime {
                references.append(PendingReference(id: id, range: range, target: .retainedBy(index)))
            }
            if let style = vc.presentation?.modalStyle, let range = vc.presentation?.styleRange {
                checkModalStyle(style, at: range)
            }
        }
        for reference in references {
            guard let controller = snapshot.ids[reference.id] else {
                reportUnknownID(reference.id, at: reference.range)
                continue
            }
            if case .hostedIn(let workflow) = reference.target {
                snapshot.workflows[workflow].hostedIn = controller
            }
        }
    }
}
