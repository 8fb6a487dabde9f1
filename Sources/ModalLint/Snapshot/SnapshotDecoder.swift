/// Turns a YAML node tree into the core modal model (docs/design/snapshot-format.md), reporting
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

    /// The top-level keys, in the order they are read (`run`: the head, `windows`, the tail).
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
        case `class`, id, `is`, host, hostFilter, showsOwnModals, state, viewLoaded, inWindow, contained, children, presented,
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
    /// The keys of a call, read as an enum (a snapshot written from an app has a call for
    /// most of its screens). In the order `known keys:` lists them.
    enum CallKey: String, CaseIterable {
        case present, from, via, style, lifetime, after, dismiss, times, remove, delegate, anchored, afterDismissal, id

        /// Whether it is a call's verb.
        var isVerb: Bool { self == .present || self == .dismiss || self == .remove }

        /// Whether a call whose verb is `verb` may have this key.
        func applies(to verb: CallKey) -> Bool {
            switch self {
            case .id: true
            case .present, .dismiss, .remove: self == verb
            case .times: verb == .dismiss
            case .from, .via, .style, .lifetime, .after, .delegate, .anchored, .afterDismissal: verb == .present
            }
        }

        /// The `<presentation>` key it stands for on a `present` call.
        var presentationKey: ControllerKey? {
            switch self {
            case .style: .style
            case .lifetime: .lifetime
            case .delegate: .delegate
            case .anchored: .anchored
            case .afterDismissal: .afterDismissal
            default: nil
            }
        }
    }
    static let callKeys = CallKey.allCases.map(\.rawValue)
    static let callKeySet = KeySet(CallKey.allCases)
}

// The decoding state and the passes that read the snapshot's skeleton; the parts are read in
// SnapshotDecoder+Controllers, +Calls, +Workflows and +SwiftUI.
extension SnapshotDecoder {
    struct Decoder {
        enum PresentationKind {
            case none, uikit, modal, toast, call(via: CallVia)
        }

        struct PendingController {
            var node: Int
            var attachment: Attachment
            var kind: PresentationKind
            /// Observer (owner, index in owner's observers) whose `modals` this one belongs to.
            var observer: (owner: ControllerID, index: Int)?
        }

        struct PendingReference {
            enum Target { case retainedBy(ControllerID), hostedIn(Int) }
            var id: String
            var range: SourceRange
            var target: Target
        }

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
        /// See `notePresentationReferences`: the view controllers whose lifetime names its owner,
        /// in index order, and how many view controllers were read for it.
        var presentationReferences: [ControllerID] = []
        var presentationsNoted = 0
        /// `readCall`'s pairs, one array for every call.
        var callPairs: [(key: CallKey, keyNode: Int, value: Int)] = []
        /// `Snapshot.nameCalls(continuing:)`'s count of each name given so far.
        var callNameCounts = CallNameCounts()
        /// Whether the calls are named here; else the checking context names them, beside the
        /// replay (see `LintContext`), instead of on the load's thread.
        var namesCalls = true
        /// Class names to the id of the one view controller of that class (nil: none or several).
        var classIDs: [String: String?]?
        /// Anchored mapping nodes already read as a view controller: an alias to one is an error
        /// (only anchored nodes can be aliased, so only those are remembered).
        var anchoredControllers: Set<Int> = []
        var classNames = ClassNames()
        /// Every controller's (key, value) pairs go through this one array (swapped out while in
        /// use), not an array each.
        var controllerPairs: [(key: SnapshotDecoder.ControllerKey, keyNode: Int, value: Int)] = []
        /// While a window is read bottom-up (`SnapshotDecoder.Stream`), its controllers' ids and
        /// indices, entered in `snapshot.ids` once the window is in order (the indices change),
        /// instead of entered as read and again then. nil: entered as read.
        var idsOfOpenWindow: [(id: String, index: Int)]?

        var result: (snapshot: Snapshot?, diagnostics: [Diagnostic]) {
            (failed ? nil : snapshot, reader.diagnostics)
        }

        /// Something read so far is an error: the snapshot will not be given out.
        var failed: Bool { reader.diagnostics.contains { $0.severity == .error } }

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
    }
}

extension SnapshotDecoder.Decoder {
    /// The shared class a `class` (or `present`) scalar names; nil after reporting a bad one.
    mutating func readClass(_ node: Int, what: String) -> ViewControllerClass? {
        let resolved = reader.resolve(node)
        if document.kind(resolved) == .scalar, !document.isNull(resolved),
           let known = classNames.existing(in: document.scalarBytes, document.scalarSpan(resolved)) {
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
    static let headKeys = Array(SnapshotDecoder.topKeys.prefix { $0 != "windows" })

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
    /// `callsRead`: the calls were read already (`SnapshotDecoder.Stream.readCalls`).
    /// `whenControllersAreRead` gets the snapshot once its last view controllers (those the
    /// calls present) are read, unless something was wrong: what follows changes no view
    /// controller, so work that reads only them can start there (`Linter`'s static replay).
    mutating func readTail(_ pairs: [(key: String, keyNode: Int, value: Int)], callsRead: Bool = false,
                           whenControllersAreRead: ((Snapshot) -> Void)? = nil) {
        func value(_ key: String) -> (keyNode: Int, value: Int)? { Self.value(key, in: pairs) }
        if !callsRead, let (_, node) = value("calls") { readCalls(node) }
        if let whenControllersAreRead, !failed {
            whenControllersAreRead(snapshot)
        }
        if let (_, node) = value("workflows") { readWorkflows(node) }
        if let (_, node) = value("swiftui") { readSwiftUI(node) }
        resolveReferences()
        if namesCalls { snapshot.nameCalls(continuing: &callNameCounts) }
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
            // A missing key is reported and the others still read: their errors are independent.
            guard let pairs = reader.mapping(value, what: "style `\(name)`", allowed: allowed) else { continue }
            _ = reader.requireKeys(pairs, ["usesPreferredContentSize"], in: reader.resolve(value), what: "style `\(name)`")
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

    // MARK: references

    /// Reads the presentations of the view controllers from `presentationsNoted` on: checks
    /// their modal styles, and notes those that name a lifetime's owner for `resolveReferences`.
    /// The streamed read does so for each window once its view controllers are in their final
    /// places (the styles are known then: they come before `windows`, or nothing is streamed),
    /// while they are still in the cache; done for them all after the parse, it would all come
    /// after libyaml's end.
    mutating func notePresentationReferences() {
        let end = snapshot.controllers.count
        guard presentationsNoted < end else { return }
        // The few names a snapshot uses, once found among its styles: comparing a short string
        // costs less than hashing it.
        var checkedStyles: [String] = []
        for index in presentationsNoted..<end where snapshot.controllers[index].hasPresentation {
            guard let presentation = snapshot.controllers[index].presentation else { continue }
            if case .retainedBy = presentation.lifetime { presentationReferences.append(index) }
            if let style = presentation.modalStyle, let range = presentation.styleRange, !checkedStyles.contains(style) {
                if snapshot.styles[style] != nil, checkedStyles.count < 8 {
                    checkedStyles.append(style)
                } else {
                    checkModalStyle(style, at: range)
                }
            }
        }
        presentationsNoted = end
    }

    mutating func resolveReferences() {
        notePresentationReferences()
        for index in presentationReferences {
            if case .retainedBy(let id, let range) = snapshot.controllers[index].presentation?.lifetime {
                references.append(PendingReference(id: id, range: range, target: .retainedBy(index)))
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
