// Windows and the view-controller trees in them (`windows:`), read with an explicit work stack.

extension SnapshotDecoder.Decoder {
    mutating func readWindows(_ node: Int) {
        guard let items = reader.sequence(node, what: "`windows`") else { return }
        for item in items { readWindow(item) }
    }

    mutating func readWindow(_ item: Int) {
        guard let head = readWindowKeys(item) else { return }
        var window = head.window
        let windowIndex = snapshot.windows.count
        if let root = readControllerTree(head.root, attachment: .windowRoot(window: windowIndex), kind: .none) {
            window.root = root
            snapshot.windows.append(window)
        }
    }

    /// A window's own keys (its id registered) and its `root` node, unread.
    mutating func readWindowKeys(_ item: Int) -> (window: Window, root: Int)? {
        guard let pairs = reader.mapping(item, what: "a window", allowed: SnapshotDecoder.windowKeys),
              reader.requireKeys(pairs, ["root"], in: item, what: "a window") else { return nil }
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
        guard let rootNode else { return nil }
        return (window, rootNode)
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
        var below = NodesBelow()
        guard let index = readControllerNode(node, attachment: item.attachment, kind: item.kind, below: &below) else {
            return nil
        }
        link(index, attachment: item.attachment, observer: item.observer)
        // Queued in reverse so that they are read in document order (a pre-order).
        for (slot, modals) in below.observerModals {
            for modal in modals.reversed() {
                work.append(PendingController(
                    node: modal, attachment: .modal(owner: index), kind: .modal, observer: (index, slot)))
            }
        }
        for toast in below.toasts.reversed() {
            work.append(PendingController(node: Int(document.childIndices[toast]), attachment: .toast(owner: index), kind: .toast))
        }
        for modal in below.modals.reversed() {
            work.append(PendingController(node: Int(document.childIndices[modal]), attachment: .modal(owner: index), kind: .modal))
        }
        if let presented = below.presented {
            work.append(PendingController(node: presented, attachment: .uikit(caller: index), kind: .uikit))
        }
        for child in below.children.reversed() {
            work.append(PendingController(node: Int(document.childIndices[child]), attachment: .child(parent: index), kind: .none))
        }
        return index
    }

    /// The nodes below a controller, unread: its children, its UIKit presentation, its modals
    /// and toasts, and per observer (its slot in `observers`) that observer's modals. The
    /// sequences are positions in the document's `childIndices`, not slices of it: a slice holds
    /// the array, and counting those references up and down would be paid for every view
    /// controller.
    struct NodesBelow {
        var children: Range<Int> = 0..<0
        var presented: Int?
        var modals: Range<Int> = 0..<0
        var toasts: Range<Int> = 0..<0
        var observerModals: [(slot: Int, nodes: [Int])] = []

        var count: Int {
            children.count + (presented == nil ? 0 : 1) + modals.count + toasts.count
                + observerModals.reduce(0) { $0 + $1.nodes.count }
        }
    }

    /// Reads the controller mapping `node` (resolved) and appends it, unlinked; its observers are
    /// read too. Returns its index, and sets `below` to the nodes below it. (Not returned with
    /// the index: an optional tuple holding `NodesBelow` is destroyed through the runtime's
    /// generic value witnesses, for every view controller.)
    mutating func readControllerNode(_ node: Int, attachment: Attachment, kind: PresentationKind,
                                     below: inout NodesBelow) -> ControllerID?
    {
        var isPresentation = true
        if case .none = kind { isPresentation = false }
        var isChild = false
        if case .child = attachment { isChild = true }
        let keys = SnapshotDecoder.controllerKeySets[(isPresentation ? 2 : 0) + (isChild ? 1 : 0)]
        let what = isPresentation ? "a presented view controller" : "a view controller"
        // A bare class name stands for a node with only `class` in calls.
        var pairs: [(key: SnapshotDecoder.ControllerKey, keyNode: Int, value: Int)] = []
        swap(&pairs, &controllerPairs)
        defer { swap(&pairs, &controllerPairs) }
        if case .uikit = attachment, document.kind(node) == .sequence {
            reportPresentedList(node)
            return nil
        }
        guard reader.mapping(node, what: what, keys: keys, into: &pairs) else { return nil }
        if document.nodes[node].isAnchored { anchoredControllers.insert(node) }
        // Without a (readable) class the view controller is still read, as a class of no name: what
        // it holds has errors of its own (the snapshot is not given out).
        _ = reader.requireKeys(pairs, [.class], in: node, what: what)
        let classPair = pairs.first { $0.key == .class }
        let viewControllerClass = classPair.flatMap { readClass($0.value, what: "`class`") } ?? classNames.intern("?")
        let index = snapshot.controllers.count
        var vc = ViewController(class: viewControllerClass, attachment: attachment, range: reader.range(node))
        vc.classRange = reader.range(classPair?.value ?? node)
        var presentation = isPresentation ? Presentation() : nil
        var children = 0..<0, modals = 0..<0, toasts = 0..<0, observerNodes = 0..<0
        var presentedNode: Int?
        var explicitHost: Bool?
        for (key, keyNode, value) in pairs {
            switch key {
            case .class: break
            case .id:
                if let id = reader.string(value, what: "`id`") {
                    if registerID(id, range: reader.range(value)) {
                        if idsOfOpenWindow != nil { idsOfOpenWindow!.append((id, index)) } else { snapshot.ids[id] = index }
                    }
                    vc.id = id
                }
            case .is:
                if let items = reader.sequence(value, what: "`is`") {
                    vc.declaredTraits = items.compactMap { reader.string($0, what: "an `is` entry") }
                }
            case .host: explicitHost = reader.bool(value, what: "`host`")
            case .hostFilter:
                vc.hostFilter = readHostFilter(value)
                vc.setKeyRange(.hostFilter, reader.range(keyNode))
            case .state: vc.state = reader.oneOf(value, what: "`state`", as: ControllerState.self) ?? .appeared
            case .viewLoaded: vc.viewLoaded = reader.bool(value, what: "`viewLoaded`") ?? true
            case .inWindow: vc.inWindow = reader.bool(value, what: "`inWindow`")
            case .contained:
                vc.contained = reader.bool(value, what: "`contained`") ?? true
                vc.setKeyRange(.contained, reader.range(keyNode))
            case .children: children = reader.itemPositions(value, what: "`children`") ?? 0..<0
            case .presented:
                if !document.isNull(reader.resolve(value)) { presentedNode = value }
            case .modals: modals = reader.itemPositions(value, what: "`modals`") ?? 0..<0
            case .toasts: toasts = reader.itemPositions(value, what: "`toasts`") ?? 0..<0
            case .observers: observerNodes = reader.itemPositions(value, what: "`observers`") ?? 0..<0
            case .preferredContentSize:
                vc.preferredContentSize = readSize(value)
                vc.setKeyRange(.preferredContentSize, reader.range(keyNode))
            case .forwardsPreferredContentSize:
                vc.forwardsPreferredContentSize = reader.bool(value, what: "`forwardsPreferredContentSize`")
                vc.setKeyRange(.forwardsPreferredContentSize, reader.range(keyNode))
            case .showsOwnModals:
                vc.showsOwnModals = reader.bool(value, what: "`showsOwnModals`")
            case .definesPresentationContext:
                vc.definesPresentationContext = reader.bool(value, what: "`definesPresentationContext`") ?? false
            case .modalInPresentation:
                vc.modalInPresentation = reader.bool(value, what: "`modalInPresentation`") ?? false
                vc.setKeyRange(.modalInPresentation, reader.range(keyNode))
            case .unsavedChanges:
                vc.unsavedChanges = reader.bool(value, what: "`unsavedChanges`") ?? false
                vc.setKeyRange(.unsavedChanges, reader.range(keyNode))
            case .searchController: vc.searchController = readSearchController(value)
            case .actionSheet: vc.actionSheet = reader.bool(value, what: "`actionSheet`") ?? false
            case .address: vc.address = readAddress(value)
            case .style, .lifetime, .delegate, .anchored, .afterDismissal:
                readPresentationKey(key, keyNode: keyNode, value: value, kind: kind, into: &presentation)
            }
        }
        if isPresentation, case .modal = kind, presentation?.modalStyle == nil {
            reader.error("input/schema", "a swift-modals modal is missing the required key `style`", at: reader.range(node))
        } else if isPresentation, case .toast = kind, presentation?.modalStyle == nil {
            reader.error("input/schema", "a swift-modals toast is missing the required key `style`", at: reader.range(node))
        }
        // Most controllers are not presented: no Optional<Presentation> copied for them.
        if isPresentation { vc.presentation = presentation }
        vc.isHost = explicitHost ?? vc.isModalHostByTraits
        if explicitHost == false, vc.isModalHostByTraits {
            reader.error("input/schema", "`host: false` contradicts its class, which is a ModalHost",
                         at: vc.classRange)
        }
        if vc.hostFilter != nil, !vc.isHost {
            reader.error("input/schema", "`hostFilter` applies to hosts only (`host: true`)",
                         at: vc.keyRange("hostFilter") ?? vc.range)
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
        below = NodesBelow(children: children, presented: presentedNode, modals: modals, toasts: toasts)
        for position in observerNodes {
            if let (slot, modals) = readObserver(Int(document.childIndices[position]), owner: index) {
                below.observerModals.append((slot, modals))
            }
        }
        return index
    }

    /// `presented: [A, B]`: a newcomer's list of what a view controller shows. UIKit presents one
    /// view controller at a time; the next is presented by that one, and several swift-modals
    /// modals are the host's `modals`.
    mutating func reportPresentedList(_ node: Int) {
        let count = document.items(node).count
        reader.error("input/schema", "`presented` holds one view controller (a mapping), not a sequence of \(count): UIKit presents one at a time from a view controller",
                     at: reader.range(node),
                     fix: "put the second under the first's own `presented:` (the one it presents), or list swift-modals modals under the host's `modals:`")
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

    /// One of `ControllerKey.presentation`, on a presented view controller or a call.
    mutating func readPresentationKey(_ key: SnapshotDecoder.ControllerKey, keyNode: Int, value: Int, kind: PresentationKind,
                                      into presentation: inout Presentation?) {
        guard presentation != nil else { return }
        switch key {
        case .style:
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
        case .lifetime:
            presentation?.lifetimeRange = reader.range(keyNode)
            presentation?.lifetime = readLifetime(value, kind: kind)
        case .delegate:
            if let items = reader.sequence(value, what: "`delegate`") {
                presentation?.delegate = Set(items.compactMap {
                    reader.oneOf($0, what: "a `delegate` method", as: DelegateMethod.self)
                })
            }
        case .anchored: presentation?.anchored = reader.bool(value, what: "`anchored`") ?? false
        case .afterDismissal:
            presentation?.afterDismissal = reader.oneOf(value, what: "`afterDismissal`", as: AfterDismissal.self) ?? .none
        default:
            break
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

    /// Reads an observer into `owner`'s `observers`; returns its slot there and its modals' nodes.
    mutating func readObserver(_ node: Int, owner: ControllerID) -> (slot: Int, modals: [Int])? {
        let allowed = SnapshotDecoder.observerKeys
        // A missing `workflow` is reported and its modals still read: their errors are independent.
        guard let pairs = reader.mapping(node, what: "an observer", allowed: allowed) else { return nil }
        _ = reader.requireKeys(pairs, ["workflow"], in: node, what: "an observer")
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
        return (slot, modalNodes)
    }
}
