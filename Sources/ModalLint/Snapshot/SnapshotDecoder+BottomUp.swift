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
        guard let (index, below) = readControllerNode(node, attachment: slot.attachment, kind: slot.kind) else {
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
        for child in below.children where !claim(Int(child), as: .child(parent: index)) { return false }
        if let presented = below.presented, !claim(presented, as: .uikit(caller: index)) { return false }
        for modal in below.modals where !claim(Int(modal), as: .modal(owner: index)) { return false }
        for toast in below.toasts where !claim(Int(toast), as: .toast(owner: index)) { return false }
        for (slot, modals) in below.observerModals {
            for modal in modals where !claim(modal, as: .modal(owner: index), observer: (index, slot)) { return false }
        }
        // One at a time: `removeLast(_:)` and `removeSubrange` are not specialized here and
        // cost ten times as much.
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
        return true
    }

    /// Moves the controllers from `base` on, read bottom-up, to the places `readControllerTree`
    /// gives them (a pre-order: children, then the UIKit presentation, modals, toasts, and the
    /// observers' modals, last observer first), and renumbers every reference to them.
    private mutating func putInReadingOrder(from base: Int, root: Int) -> Bool {
        let end = snapshot.controllers.count
        // Through the buffer: reading a controller through the array's subscript would copy it
        // (four retains and releases each).
        let placed = snapshot.controllers.withUnsafeMutableBufferPointer { controllers -> Bool in
            // Where each controller goes, relative to `base`.
            var destination = [Int32](repeating: -1, count: end - base)
            var work = [root]
            var next: Int32 = 0
            while let old = work.popLast() {
                guard old >= base, old < end, destination[old - base] < 0 else { return false }
                destination[old - base] = next
                next += 1
                controllers[old].appendBelowInReverseReadingOrder(to: &work)
            }
            guard Int(next) == end - base else { return false }
            for position in base..<end {
                controllers[position].renumberControllers { base + Int(destination[$0 - base]) }
            }
            // Each swap puts one controller in its place.
            for position in 0..<destination.count {
                while Int(destination[position]) != position {
                    let target = Int(destination[position])
                    controllers.swapAt(base + position, base + target)
                    destination.swapAt(position, target)
                }
            }
            return true
        }
        guard placed else { return false }
        for position in base..<end {
            if let id = snapshot.controllers[position].id { snapshot.ids[id] = position }
        }
        return true
    }
}
