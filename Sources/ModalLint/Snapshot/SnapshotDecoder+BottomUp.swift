// Controllers read bottom-up, each as its mapping closes, while libyaml is still parsing the
// window around them (`SnapshotDecoder.Stream`); the window is put in `decode`'s order when it
// closes. Anything this cannot read exactly as `decode` would makes it return false, and the
// stream then leaves the whole file to `decode`.

extension SnapshotDecoder.Decoder {
    /// Where a mapping sits, for a controller: the key it is the value of, or whose sequence it
    /// is an item of.
    enum ControllerSlot {
        case windowRoot, child, presented, modal, toast

        /// Keys whose sequence's items are controllers, and keys whose value is one.
        private static let itemKeys: [(key: StaticString, slot: ControllerSlot)] =
            [("children", .child), ("modals", .modal), ("toasts", .toast)]
        private static let valueKeys: [(key: StaticString, slot: ControllerSlot)] =
            [("presented", .presented), ("root", .windowRoot)]

        init?(key: Int, isItemOfKeysSequence: Bool, in document: YAMLDocument) {
            guard key >= 0, document.kind(key) == .scalar else { return nil }
            let keys = isItemOfKeysSequence ? Self.itemKeys : Self.valueKeys
            guard let match = keys.first(where: { document.scalar(key, equals: $0.key) }) else { return nil }
            self = match.slot
        }

        /// Placeholders: the owner is linked once its own mapping closes.
        var attachment: Attachment {
            switch self {
            case .windowRoot: .windowRoot(window: -1)
            case .child: .child(parent: -1)
            case .presented: .uikit(caller: -1)
            case .modal: .modal(owner: -1)
            case .toast: .toast(owner: -1)
            }
        }

        var kind: PresentationKind {
            switch self {
            case .windowRoot, .child: .none
            case .presented: .uikit
            case .modal: .modal
            case .toast: .toast
            }
        }
    }

    /// A controller read, not yet linked to its owner: its node and index.
    struct Unlinked {
        var node: Int32
        var index: Int32
    }

    /// Reads the controller mapping `node`, which just closed, and links to it the controllers
    /// below it, all read already: the last of `unlinked`, those after its node. False when
    /// they are not exactly what it names (or it could not be read).
    mutating func readClosedController(_ node: Int, slot: ControllerSlot, unlinked: inout [Unlinked]) -> Bool {
        var below = NodesBelow()
        guard let index = readControllerNode(node, attachment: slot.attachment, kind: slot.kind, below: &below) else {
            return false
        }
        // Nodes are numbered in document order: what lies inside this mapping comes after it.
        var first = unlinked.count
        while first > 0, unlinked[first - 1].node > Int32(node) { first -= 1 }
        guard unlinked.count - first == below.count else { return false }
        // By position, not through a slice: a slice alive while entries are removed below
        // would make the array copy itself.
        func claim(_ node: Int, as attachment: Attachment, observer: (owner: ControllerID, index: Int)? = nil) -> Bool {
            guard let found = Self.find(Int32(node), in: unlinked, from: first) else { return false }
            snapshot.controllers[found].attachment = attachment
            link(found, attachment: attachment, observer: observer)
            return true
        }
        for child in below.children where !claim(Int(document.childIndices[child]), as: .child(parent: index)) {
            return false
        }
        if let presented = below.presented, !claim(presented, as: .uikit(caller: index)) { return false }
        for modal in below.modals where !claim(Int(document.childIndices[modal]), as: .modal(owner: index)) {
            return false
        }
        for toast in below.toasts where !claim(Int(document.childIndices[toast]), as: .toast(owner: index)) {
            return false
        }
        for (slot, modals) in below.observerModals {
            for modal in modals where !claim(modal, as: .modal(owner: index), observer: (index, slot)) { return false }
        }
        // One at a time: `removeLast(_:)` and `removeSubrange` are not specialized here and
        // cost much more.
        while unlinked.count > first { unlinked.removeLast() }
        unlinked.append(Unlinked(node: Int32(node), index: Int32(index)))
        return true
    }

    /// `unlinked` entries are in document order: a binary search from `first` on.
    private static func find(_ node: Int32, in entries: [Unlinked], from first: Int) -> ControllerID? {
        var low = first, high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if entries[middle].node < node { low = middle + 1 } else { high = middle }
        }
        return low < entries.count && entries[low].node == node ? Int(entries[low].index) : nil
    }

    /// Reads a window whose controllers, from `base` on, were all read as they closed, its root
    /// the one left in `unlinked`; puts them in `decode`'s order. False when that is not the layout.
    mutating func readClosedWindow(_ item: Int, base: Int, unlinked: inout [Unlinked]) -> Bool {
        guard let head = readWindowKeys(item), unlinked.count == 1, unlinked[0].node == Int32(head.root) else {
            return false
        }
        let root = Int(unlinked[0].index)
        unlinked.removeAll(keepingCapacity: true)
        snapshot.controllers[root].attachment = .windowRoot(window: snapshot.windows.count)
        guard putInReadingOrder(from: base, root: root) else { return false }
        var window = head.window
        window.root = base
        snapshot.windows.append(window)
        notePresentationReferences()
        return true
    }

    /// Moves the controllers from `base` on, read bottom-up, to the places `readControllerTree`
    /// gives them (a pre-order: children, then the UIKit presentation, modals, toasts, and the
    /// observers' modals, last observer first), and renumbers every reference to them.
    /// Bottom-up, the controllers below one were read before it (at lower indices): two passes in
    /// index order find every place (a depth-first walk made each read wait on the one before).
    private mutating func putInReadingOrder(from base: Int, root: Int) -> Bool {
        let end = snapshot.controllers.count
        let count = end - base
        guard root == end - 1 else { return false }
        var destination = [Int32](repeating: 1, count: count)
        return destination.withUnsafeMutableBufferPointer { destination -> Bool in
            // Through the buffer: reading a controller through the array's subscript would copy
            // it (four retains and releases each).
            let renumbered = snapshot.controllers.withUnsafeMutableBufferPointer { controllers -> Bool in
                // Where each one goes, relative to `base`. First, going up, the size of each
                // one's subtree, checking that each is below exactly one other...
                var claimed = [Bool](repeating: false, count: count)
                let consistent = claimed.withUnsafeMutableBufferPointer { claimed -> Bool in
                    var consistent = true
                    for position in base..<end {
                        var size: Int32 = 1
                        controllers[position].forEachBelowInReadingOrder { below in
                            guard below >= base, below < position, !claimed[below - base] else { return consistent = false }
                            claimed[below - base] = true
                            size += destination[below - base]
                        }
                        destination[position - base] = size
                    }
                    return consistent
                }
                guard consistent, Int(destination[count - 1]) == count else { return false }
                // ...then, going down, each one's place: its owner's, then the subtrees before it;
                // an owner's place is known before the controllers below it are renumbered.
                destination[count - 1] = 0
                for position in (base..<end).reversed() {
                    var next = destination[position - base] + 1
                    controllers[position].renumberControllers(
                        owner: { base + Int(destination[$0 - base]) },
                        below: { below in
                            let size = destination[below - base]
                            destination[below - base] = next
                            defer { next += size }
                            return base + Int(next)
                        })
                }
                return true
            }
            guard renumbered else { return false }
            if let ids = idsOfOpenWindow, !ids.isEmpty {
                snapshot.ids.reserveCapacity(snapshot.ids.count + ids.count)
                for (id, index) in ids { snapshot.ids[id] = base + Int(destination[index - base]) }
            }
            idsOfOpenWindow?.removeAll(keepingCapacity: true)
            snapshot.controllers.withUnsafeMutableBufferPointer { controllers in
                Self.permute(controllers.baseAddress! + base, to: destination)
            }
            return true
        }
    }

    /// Moves each controller at `position` of `controllers` to `destination[position]` (a
    /// permutation of its indices; left all -1). Cycle by cycle, as swaps would, but a stretch
    /// of each cycle's positions is listed first (from `destination`, which stays in cache):
    /// the controllers' loads then have their addresses ahead of time and the processor overlaps
    /// their cache misses, where swapping along the cycle made each miss wait for the one before.
    private static func permute(_ controllers: UnsafeMutablePointer<ViewController>,
                                to destination: UnsafeMutableBufferPointer<Int32>) {
        let stretch = 1_024
        let positions = UnsafeMutablePointer<Int>.allocate(capacity: stretch)
        defer { positions.deallocate() }
        // The controller on its way along the cycle, and the one it displaces. Moved bitwise:
        // no reference is retained or released.
        let held = UnsafeMutablePointer<ViewController>.allocate(capacity: 2)
        defer { held.deallocate() }
        for start in destination.indices where destination[start] >= 0 {
            var next = Int(destination[start])
            destination[start] = -1
            guard next != start else { continue }
            held.moveInitialize(from: controllers + start, count: 1)
            repeat {
                // The next stretch of the cycle, up to its start.
                var count = 0
                while count < stretch, next != start {
                    positions[count] = next
                    count += 1
                    let following = Int(destination[next])
                    destination[next] = -1
                    next = following
                }
                for index in 0..<count {
                    let target = controllers + positions[index]
                    (held + 1).moveInitialize(from: target, count: 1)
                    target.moveInitialize(from: held, count: 1)
                    held.moveInitialize(from: held + 1, count: 1)
                }
            } while next != start
            (controllers + start).moveInitialize(from: held, count: 1)
        }
    }
}
