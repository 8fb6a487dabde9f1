import ModalLint

/// swift-modals calls placed where the app puts their presenter: on its path from a window
/// root (`PresentationGraph`), so that the modal-host lookup runs as it would on the device.
extension SnapshotWriter {
    /// Whether a `present(_:style:)` is swift-modals': the run imports `Modals` or
    /// `WorkflowModals`, and the receiver is the `modalPresenter`/`toastPresenter` that
    /// swift-modals gives view controllers (not a property of the app's own of that name), or a
    /// value declared a `ModalPresenter`.
    func isSwiftModalsPresent(_ present: PresentFact) -> Bool {
        guard index.importsModals else { return false }
        guard present.ownPresenter else { return true }
        guard let owner = present.owner else { return false }
        let property = present.via == .toasts ? "toastPresenter" : "modalPresenter"
        let declaring = index.declaringClasses(owner)
        if declaring.contains(where: { index.type($0)?.storedProperties[property] != nil }) { return false }
        if index.isViewController(owner) { return true }
        // A class whose superclass comes from elsewhere (a framework's view controller) may be
        // one; a struct, an enum or a class the run shows to be none is not.
        guard let facts = index.type(owner), facts.kind == .class || facts.kind == .extension,
              let superclass = facts.inherited.first else { return false }
        return index.type(superclass) == nil && !ProjectIndex.plainBaseClasses.contains(superclass)
    }

    /// The node a swift-modals present is made from: its owner on the first path from a
    /// window root that reaches it (the windows, containers and presentations on the way
    /// written as context), or, where no path reaches it, a node under a stand-in modal host.
    mutating func presenterOnPath(_ present: PresentFact, origin: Origin) -> String {
        guard present.ownPresenter, let owner = present.owner else { return self.owner(present.owner, origin: origin) }
        if graph == nil { graph = sharedGraph ?? PresentationGraph(index: index) }
        guard let graph, let node = graph.byType[owner]?.first else { return self.owner(owner, origin: origin) }
        owners += 1
        let id = "o\(owners)"
        let chain = graph.chain(to: node)
        writeChain(chain, id: id, origin: origin)
        writeHostWindows(besides: chain.first?.window, graph: graph)
        return id
    }

    /// A custom ModalHost whose code lays out another view controller's modals and never its
    /// own (`OwnPresenterRule`).
    func omitsOwnModals(_ type: String) -> Bool {
        guard !ProjectIndex.viewControllerRoots.contains(type), index.is(type, "ModalHost") else { return false }
        let declaring = index.declaringClasses(type)
        let facts = declaring.compactMap { index.type($0) }
        return facts.contains(where: \.laysOutOthersModals) && !facts.contains(where: \.laysOutOwnModals)
    }

    /// In a whole run's snapshot, a view added without addChild(_:) is said once: on the path,
    /// where the call that fails for it is made from.
    private mutating func noteUncontainedOnPath(_ key: String) {
        uncontainedOnPaths.insert(key)
        for range in uncontainedStandIns[key] ?? [] { droppedOwnerLines.formUnion(range) }
        uncontainedStandIns[key] = nil
    }

    /// A window id unique in this snapshot.
    private mutating func windowID(_ label: String?) -> String {
        let base = label ?? "window"
        var id = base
        var count = 1
        while !writtenWindowIDs.insert(id).inserted {
            count += 1
            id = "\(base) (\(count))"
        }
        return id
    }

    /// The app's other windows whose root is a modal host (a few): a lookup that fails in the
    /// window a call is made in can then say where the host is.
    private mutating func writeHostWindows(besides window: String?, graph: PresentationGraph) {
        var written = 0
        var seen: Set<String> = []
        for node in graph.nodes where node.relation == .root && node.window != window && written < 4 {
            guard let label = node.window, seen.insert(label).inserted, index.isModalHost(node.type) else { continue }
            written += 1
            ownerLines.append(("  - id: \(Self.quote(windowID(label)))", nil))
            ownerLines.append(("    root:", nil))
            let here = Origin(file: node.file, range: node.range, logical: "", context: true)
            ownerLines.append(("      class: \(Self.quote(node.type))", here))
            if let traits = traits(node.type) { ownerLines.append(("      is: \(traits)", here)) }
        }
    }

    /// A window whose nested nodes are `chain`, the last one `id`.
    mutating func writeChain(_ chain: [PresentationGraph.Node], id: String, origin: Origin) {
        ownerLines.append(("  - id: \(Self.quote(windowID(chain.first?.window)))", nil))
        ownerLines.append(("    root:", nil))
        var indent = "      "
        for (at, node) in chain.enumerated() {
            let here = Origin(file: node.file, range: node.range, logical: origin.logical, context: true)
            let isLast = at == chain.count - 1
            let first = "class: \(Self.quote(node.type))"
            switch node.relation {
            case .root:
                ownerLines.append((indent + first, here))
            case .child, .pushed:
                ownerLines.append((indent + "children:", here))
                ownerLines.append((indent + "  - " + first, here))
                indent += "    "
            case .presented(let style):
                ownerLines.append((indent + "presented:", here))
                ownerLines.append((indent + "  " + first, here))
                indent += "  "
                if let style { ownerLines.append((indent + "style: \(style)", here)) }
            case .modal:
                ownerLines.append((indent + "modals:", here))
                ownerLines.append((indent + "  - " + first, here))
                indent += "    "
                ownerLines.append((indent + "style: full", here))
            }
            if let traits = traits(node.type) { ownerLines.append((indent + "is: \(traits)", here)) }
            if node.relation == .child(contained: false) {
                ownerLines.append((indent + "contained: false", here))
                if ownFile == nil, at > 0 { noteUncontainedOnPath("\(chain[at - 1].type)>\(node.type)") }
            }
            if omitsOwnModals(node.type) { ownerLines.append((indent + "showsOwnModals: false", here)) }
            // The presenter's own line is the call's: what is reported there is the call's.
            if isLast { ownerLines.append((indent + "id: \(id)", origin)) }
        }
    }
}

/// UIKit presents from a view controller whose view was added without addChild(_:), on its path
/// from a window root (`uikit/detached-presenter`).
extension SnapshotWriter {
    /// The owner's node on a path where it is detached: its view added to its container's
    /// without addChild(_:).
    mutating func detachedPresenter(_ present: PresentFact) -> Int? {
        guard present.via == .uikit, present.onSelf, let owner = present.owner, reachesUIKitPresent(present) else { return nil }
        if graph == nil { graph = sharedGraph ?? PresentationGraph(index: index) }
        return graph?.byType[owner]?.first { graph?.nodes[$0].relation == .child(contained: false) }
    }

    /// The present made from the detached node, with what the code shows of the presented
    /// view controller: the popover and style facts judged as for any UIKit present.
    mutating func addDetachedPresent(_ present: PresentFact, type: String?, node: Int, origin: Origin) {
        guard let graph else { return }
        owners += 1
        let id = "o\(owners)"
        writeChain(graph.chain(to: node), id: id, origin: origin)
        var present = present
        judgeKeptInProperties(&present.presented, owner: present.owner)
        let presented = present.presented
        callLines.append(("  - present:", origin))
        callLines.append(("      class: \(Self.quote(type ?? presented.text))", origin))
        if let type, let traits = traits(type) { callLines.append(("      is: \(traits)", origin)) }
        let decidesByDevice = present.checksIdiom || !index.idiomMembers.isDisjoint(with: present.namesAsked)
        let isSheet = type.map { index.is($0, "UIAlertController") } == true && presented.actionSheet == true
        if isSheet { callLines.append(("      actionSheet: true", origin)) }
        callLines.append(("    from: \(id)", origin))
        callLines.append(("    via: uikit", origin))
        if case .some(.some(let style)) = presented.uikitStyle { callLines.append(("    style: \(style)", origin)) }
        // Anchored unless the code shows otherwise: only the detached presenter is this call's to judge then.
        if presented.anchored != false || decidesByDevice { callLines.append(("    anchored: true", origin)) }
    }
}
