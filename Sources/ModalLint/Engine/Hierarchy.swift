/// The runtime view of the hierarchy that UIKit and swift-modals see: containment parents
/// (`parent`), UIKit presentations (`presentingViewController`), swift-modals modals hoisted
/// under their host. Starts from the snapshot and is updated by the call replay.
///
/// Lookups are memoized per generation: a pass over all controllers is linear, and every
/// mutation that can change an answer (dismiss, remove) starts a new generation.
public struct Hierarchy: Sendable {
    public private(set) var snapshot: Snapshot
    // The engine's own representation: one flat array per relation, -1 for none (compact and
    // walked without allocation at a million view controllers). Rules read the optionals below.
    /// `parent` as UIKit reports it; -1 for none.
    private(set) var parent: [Int32]
    /// For the root of a UIKit-presented subtree: the presenting view controller UIKit chose.
    private(set) var uikitPresenter: [Int32]
    /// What each view controller presents with UIKit (-1: nothing).
    private(set) var uikitPresented: [Int32]
    /// For the root of a UIKit-presented subtree: the style it was presented with, as written.
    public private(set) var uikitStyle: [UIKitStyle]
    /// The owner whose `modalPresenter` presents it (modals and toasts); -1 for none.
    private(set) var modalOwner: [Int32]
    /// Torn down by a `remove` call or dismissed: no longer in any hierarchy.
    public private(set) var detached: [Bool]
    private var hostMemo: [Int32]
    /// Which views are in the window (WindowPresence.swift).
    var presence: WindowPresence
    private var memoGeneration: [UInt32]
    private var generation: UInt32 = 1

    private static let unknown: Int32 = -2

    public init(snapshot: Snapshot) {
        self.snapshot = snapshot
        let count = snapshot.controllers.count
        parent = Array(repeating: -1, count: count)
        uikitPresenter = Array(repeating: -1, count: count)
        uikitPresented = Array(repeating: -1, count: count)
        uikitStyle = Array(repeating: .automatic, count: count)
        presence = WindowPresence(count: count)
        modalOwner = Array(repeating: -1, count: count)
        detached = Array(repeating: false, count: count)
        hostMemo = Array(repeating: Self.unknown, count: count)
        memoGeneration = Array(repeating: 0, count: count)
    }

    public var count: Int { parent.count }

    /// Goes on with `snapshot` instead: the same view controllers and windows (a later copy of
    /// the same decode, where only the calls' names and the workflows may have changed since).
    mutating func adopt(_ snapshot: Snapshot) {
        precondition(snapshot.controllers.count == count && snapshot.windows.count == self.snapshot.windows.count,
                     "a hierarchy goes on only with the view controllers it was built from")
        self.snapshot = snapshot
    }

    public func parentOf(_ vc: ControllerID) -> ControllerID? { Self.id(parent[vc]) }
    /// The view controller that presents `vc` with UIKit (`presentingViewController`), if any.
    public func uikitPresenterOf(_ vc: ControllerID) -> ControllerID? { Self.id(uikitPresenter[vc]) }
    /// What `vc` presents with UIKit (`presentedViewController`), if anything.
    public func uikitPresentedBy(_ vc: ControllerID) -> ControllerID? { Self.id(uikitPresented[vc]) }
    /// The owner whose `modalPresenter` presents `vc`, if any.
    public func modalOwnerOf(_ vc: ControllerID) -> ControllerID? { Self.id(modalOwner[vc]) }

    static func id(_ value: Int32) -> ControllerID? { value >= 0 ? Int(value) : nil }

    // MARK: mutations (used while building and replaying)

    /// Forget every memoized lookup. The static build attaches in index order, so answers
    /// memoized there (all for lower indices) stay true; the call replay attaches anywhere.
    mutating func invalidateLookups() {
        generation &+= 1
    }

    /// Drops the lookups' memos (the host's and the window presence's, with their generations:
    /// 36 bytes a view controller, 43 MB at 1,200,000), which only make lookups faster; the
    /// next lookup that needs one makes it again. The checking context drops them once the
    /// replay is done: the analyses after it and the rules only read.
    mutating func releaseLookupMemos() {
        hostMemo = []
        memoGeneration = []
        presence.releaseMemo()
    }

    /// The host memo, made again after `releaseLookupMemos`.
    private mutating func keepHostMemo() {
        guard hostMemo.isEmpty, count > 0 else { return }
        hostMemo = Array(repeating: Self.unknown, count: count)
        memoGeneration = Array(repeating: 0, count: count)
    }

    mutating func attach(_ vc: ControllerID, parent newParent: ControllerID?) {
        notePresenceMove(vc, under: newParent, orWrittenParent: true)
        parent[vc] = Int32(newParent ?? -1)
        detached[vc] = false
    }

    /// `attach` of each view controller from `start` on that is a child as written, under its
    /// written parent (none when `contained: false`), while nothing inside it presents (whose
    /// move `notePresenceMove` counts); written through buffers, as the static build attaches
    /// most view controllers this way. Returns the first index it did not attach.
    mutating func attachWrittenChildren(from start: Int) -> Int {
        let controllers = snapshot.controllers
        return presence.presentersInside.withUnsafeBufferPointer { presentersInside in
            uikitPresented.withUnsafeBufferPointer { uikitPresented in
                parent.withUnsafeMutableBufferPointer { parent in
                    detached.withUnsafeMutableBufferPointer { detached in
                        for vc in start..<parent.count {
                            guard case .child(let up) = controllers[vc].attachment,
                                  presentersInside[vc] == 0, uikitPresented[vc] < 0 else { return vc }
                            parent[vc] = controllers[vc].contained ? Int32(up) : -1
                            detached[vc] = false
                        }
                        return parent.count
                    }
                }
            }
        }
    }

    mutating func attachModal(_ vc: ControllerID, owner: ControllerID, host: ControllerID) {
        notePresenceMove(vc, under: host)
        parent[vc] = Int32(host)
        modalOwner[vc] = Int32(owner)
        detached[vc] = false
    }

    mutating func attachUIKit(_ vc: ControllerID, presenter: ControllerID, style: UIKitStyle) {
        notePresenceMove(vc, under: nil)
        notePresentation(vc, presenter: presenter, style: style)
        parent[vc] = -1
        uikitPresenter[vc] = Int32(presenter)
        uikitPresented[presenter] = Int32(vc)
        uikitStyle[vc] = style
        detached[vc] = false
    }

    /// Dismissal or removal: the subtree leaves the hierarchy.
    mutating func detach(_ vc: ControllerID) {
        notePresenceDetach(vc)
        let presenter = uikitPresenter[vc]
        if presenter >= 0, uikitPresented[Int(presenter)] == Int32(vc) {
            uikitPresented[Int(presenter)] = -1
        }
        parent[vc] = -1
        uikitPresenter[vc] = -1
        detached[vc] = true
        generation &+= 1
    }

    // MARK: queries

    /// The nearest modal host at or above `vc` along `parent`, as swift-modals' lookup walks.
    public mutating func host(of vc: ControllerID) -> ControllerID? {
        keepHostMemo()
        // Walk up to the first memoized answer, then walk the same path again to fill in the
        // memo: amortized linear, and no array per lookup.
        var top = vc
        var answer: Int32 = -1
        var steps = 0
        while true {
            if memoGeneration[top] == generation, hostMemo[top] != Self.unknown {
                answer = hostMemo[top]
                break
            }
            if snapshot.controllers[top].isHost {
                answer = Int32(top)
                break
            }
            let up = parent[top]
            steps += 1
            if up < 0 || steps > parent.count { break }
            top = Int(up)
        }
        var node = vc
        while true {
            hostMemo[node] = answer
            memoGeneration[node] = generation
            if node == top { break }
            node = Int(parent[node])
        }
        return answer >= 0 ? Int(answer) : nil
    }

    /// `host(of:)` of every view controller (-1: none), memoized as it goes. Where each parent
    /// comes before its child (the decoder's pre-order, as the hierarchy is written) the answer
    /// is the parent's, found in one pass without walking; any other parent is walked.
    public mutating func hostsOfAll() -> [Int32] {
        keepHostMemo()
        var hosts = [Int32](repeating: -1, count: count)
        var vc = 0
        while vc < count {
            vc = hostsInOrder(from: vc, into: &hosts)
            guard vc < count else { break }
            hosts[vc] = Int32(host(of: vc) ?? -1)
            vc += 1
        }
        return hosts
    }

    /// `hostsOfAll` from `start` on while each parent comes before its child, written through
    /// buffers (an array element written through `self` checks uniqueness at every write);
    /// returns where it stopped: the first view controller whose parent comes after it.
    private mutating func hostsInOrder(from start: Int, into hosts: inout [Int32]) -> Int {
        let generation = generation
        let controllers = snapshot.controllers
        return parent.withUnsafeBufferPointer { parent in
            hostMemo.withUnsafeMutableBufferPointer { hostMemo in
                memoGeneration.withUnsafeMutableBufferPointer { memoGeneration in
                    hosts.withUnsafeMutableBufferPointer { hosts in
                        for vc in start..<parent.count {
                            let up = Int(parent[vc])
                            let answer: Int32
                            if controllers[vc].isHost {
                                answer = Int32(vc)
                            } else if up < 0 {
                                answer = -1
                            } else if up < vc {
                                answer = hosts[up]
                            } else {
                                return vc
                            }
                            hosts[vc] = answer
                            hostMemo[vc] = answer
                            memoGeneration[vc] = generation
                        }
                        return parent.count
                    }
                }
            }
        }
    }

    /// `vc` and its ancestors along `parent`, nearest first (what the framework's error lists).
    public func chain(from vc: ControllerID) -> [ControllerID] {
        var result = [vc]
        var current = vc
        while let up = parentOf(current), result.count <= parent.count {
            result.append(up)
            current = up
        }
        return result
    }

    /// Whether `vc` is `other` or one of its ancestors along `parent`.
    public func isSelfOrAncestor(_ vc: ControllerID, of other: ControllerID) -> Bool {
        var current: ControllerID? = other
        var steps = 0
        while let node = current, steps <= parent.count {
            if node == vc { return true }
            current = parentOf(node)
            steps += 1
        }
        return false
    }

    /// The top of `vc`'s containment tree.
    public func containmentRoot(of vc: ControllerID) -> ControllerID {
        chain(from: vc).last ?? vc
    }

    /// UIKit's `presentingViewController` for `vc`: the presenter of the UIKit-presented
    /// subtree it sits in, if any.
    public func presentingViewController(of vc: ControllerID) -> ControllerID? {
        let root = containmentRoot(of: vc)
        let presenter = uikitPresenter[root]
        return presenter >= 0 ? Int(presenter) : nil
    }

    /// The view controller UIKit makes the presenter when `caller` presents with `style`:
    /// for the context styles, the nearest ancestor defining a presentation context, else
    /// the outermost ancestor (docs/design/rules.md §1).
    public func resolvedPresenter(caller: ControllerID, style: UIKitStyle) -> ControllerID {
        let ancestors = chain(from: caller)
        if style.usesPresentationContext,
           let definer = ancestors.first(where: { snapshot.controllers[$0].definesPresentationContext }) {
            return definer
        }
        return ancestors.last ?? caller
    }

    /// The window whose tree holds `vc` (following UIKit presentations to their presenter).
    public func window(of vc: ControllerID) -> Int? {
        var current = vc
        var steps = 0
        while steps <= parent.count {
            let root = containmentRoot(of: current)
            if case .windowRoot(let window) = snapshot.controllers[root].attachment, !detached[root] {
                return window
            }
            let presenter = uikitPresenter[root]
            guard presenter >= 0 else { return nil }
            current = Int(presenter)
            steps += 1
        }
        return nil
    }
}
