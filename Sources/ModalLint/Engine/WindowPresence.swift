/// Why a view controller's view is not in the window hierarchy (what UIKit checks before it
/// presents on it).
public enum WindowAbsence: Sendable, Hashable {
    /// `inWindow: false` written on this view controller (it or an ancestor).
    case writtenOut(ControllerID)
    /// `viewLoaded: false` on it or an ancestor.
    case viewNotLoaded(ControllerID)
    /// `state: appearing` (before viewDidAppear the view has no window yet) or `disappeared`.
    case state(ControllerID, ControllerState)
    /// A full-screen or current-context presentation by `presenter` took its view out.
    case covered(presenter: ControllerID, presented: ControllerID)
    /// Removed from its parent or dismissed by a call.
    case torndown(ControllerID)
    /// The top of its tree is neither a window's root nor presented.
    case unattached(ControllerID)
}

/// Memo for `Hierarchy.windowAbsence(of:)`, kept per UIKit-presented root.
///
/// A presented root's view is in the window when its presenter's is (ignoring the presenter's
/// own presentation of it): the walk goes from the presenter up its views' parents to the top
/// of that tree, and on through the top's presenter. The memo keeps those walks linear. It is
/// dropped only when a change can reach a memoized walk, and a walk only ever passes through
/// presenters and the view controllers that hold them: so each view controller counts the
/// presentations made from inside it, and a change to one that holds none (or presents
/// nothing) keeps the memo.
struct WindowPresence: Sendable {
    /// Per view controller (one entry per root in use): an answer and the generation it holds for.
    private var memo: [MemoEntry]
    private var generation: UInt32 = 1
    /// For each presented root: whether its presentation takes its presenter's view out.
    var removesPresenterView: [Bool]
    /// Presentations made by view controllers strictly inside each one, counted along the views'
    /// parents when made or moved there. Never decremented: a stale count only drops the memo once more.
    var presentersInside: [Int32]

    init(count: Int) {
        memo = Array(repeating: MemoEntry(), count: count)
        removesPresenterView = Array(repeating: false, count: count)
        presentersInside = Array(repeating: 0, count: count)
    }

    mutating func invalidate() { generation &+= 1 }

    /// Drops the memo (see `Hierarchy.releaseLookupMemos`); `remember` makes it again.
    mutating func releaseMemo() {
        memo = []
    }

    func memoized(_ root: ControllerID) -> WindowAbsence?? {
        guard !memo.isEmpty, memo[root].generation == generation else { return nil }
        return .some(memo[root].absence)
    }

    mutating func remember(_ answer: WindowAbsence?, for roots: [ControllerID]) {
        if memo.isEmpty, !roots.isEmpty {
            memo = Array(repeating: MemoEntry(), count: removesPresenterView.count)
        }
        let entry = MemoEntry(answer, generation: generation)
        for root in roots { memo[root] = entry }
    }

    /// A `WindowAbsence?` and its generation in 16 bytes (the optional alone takes 24, and the
    /// memo has an entry for each of up to millions of view controllers while the calls replay).
    private struct MemoEntry: Sendable {
        /// 0: never memoized (generations start at 1).
        var generation: UInt32 = 0
        /// 0: nil, else the case (see `init`).
        var kind: UInt8 = 0
        var state: UInt8 = 0
        var first: Int32 = 0
        var second: Int32 = 0

        init() {}

        init(_ absence: WindowAbsence?, generation: UInt32) {
            self.generation = generation
            switch absence {
            case nil: break
            case .writtenOut(let vc): (kind, first) = (1, Int32(vc))
            case .viewNotLoaded(let vc): (kind, first) = (2, Int32(vc))
            case .state(let vc, let state): (kind, first, self.state) = (3, Int32(vc), state.position)
            case .covered(let presenter, let presented): (kind, first, second) = (4, Int32(presenter), Int32(presented))
            case .torndown(let vc): (kind, first) = (5, Int32(vc))
            case .unattached(let vc): (kind, first) = (6, Int32(vc))
            }
        }

        var absence: WindowAbsence? {
            let vc = Int(first)
            switch kind {
            case 1: return .writtenOut(vc)
            case 2: return .viewNotLoaded(vc)
            case 3: return .state(vc, ControllerState(position: state))
            case 4: return .covered(presenter: vc, presented: Int(second))
            case 5: return .torndown(vc)
            case 6: return .unattached(vc)
            default: return nil
            }
        }
    }
}

extension Hierarchy {
    /// The parent whose view holds `vc`'s view: the containment parent, or the written parent
    /// of a child added without addChild(_:) (`contained: false`: its view is still there).
    func viewParent(of vc: ControllerID) -> ControllerID? {
        if let up = parentOf(vc) { return up }
        if uikitPresenter[vc] >= 0 || detached[vc] { return nil }
        return snapshot.writtenParent(vc)
    }

    /// Presentations made from `vc` or inside it: what a walk through `vc` may depend on.
    private func presentersAtOrInside(_ vc: ControllerID) -> Int32 {
        presence.presentersInside[vc] + (uikitPresented[vc] >= 0 ? 1 : 0)
    }

    /// Adds `count` presenters to `vc` and every view controller holding it.
    private mutating func countPresenters(_ count: Int32, from vc: ControllerID?) {
        var node = vc
        var steps = 0
        while let current = node, steps <= self.count {
            presence.presentersInside[current] += count
            node = viewParent(of: current)
            steps += 1
        }
    }

    /// Before `vc` moves under `newParent` (nil: it becomes a presented root).
    /// `orWrittenParent`: with no new parent, the written one holds its view (`contained: false`);
    /// looked up only when something inside `vc` presents, which is rare.
    mutating func notePresenceMove(_ vc: ControllerID, under newParent: ControllerID?, orWrittenParent: Bool = false) {
        let inside = presentersAtOrInside(vc)
        guard inside > 0 else { return }
        presence.invalidate()
        countPresenters(inside, from: newParent ?? (orWrittenParent ? snapshot.writtenParent(vc) : nil))
    }

    /// Before `presenter` presents `vc` in `style`.
    mutating func notePresentation(_ vc: ControllerID, presenter: ControllerID, style: UIKitStyle) {
        let removes = UIKitSemantics.removesPresenterView(
            UIKitSemantics.effectiveStyle(style, presenting: snapshot.controllers[vc], in: snapshot.environment))
        presence.removesPresenterView[vc] = removes
        // Taking the presenter's view out changes the walks that pass through it from below.
        if removes, presence.presentersInside[presenter] > 0 { presence.invalidate() }
        countPresenters(1, from: viewParent(of: presenter))
    }

    /// Before `vc` is dismissed or removed.
    mutating func notePresenceDetach(_ vc: ControllerID) {
        if presentersAtOrInside(vc) > 0 { presence.invalidate() }
        // Its presenter's view comes back into the window.
        let presenter = uikitPresenter[vc]
        if presenter >= 0, presence.removesPresenterView[vc], presence.presentersInside[Int(presenter)] > 0 {
            presence.invalidate()
        }
    }

    /// Why `vc`'s view is not in the window hierarchy right now, or nil when it is.
    ///
    /// Walks up the views' parents: `inWindow` as written decides where it is written;
    /// `viewLoaded: false`, `state: appearing|disappeared`, being torn down, or presenting
    /// full screen / current context (which takes the presenter's view out) put a view out;
    /// a window's root is in; a presented root is in when its presenter's view is.
    public mutating func windowAbsence(of vc: ControllerID) -> WindowAbsence? {
        let controllers = snapshot.controllers
        var hopped: [ControllerID] = []
        var current = vc
        var ownPresenter: ControllerID?  // its presentation of the root we came from does not count
        var answer: WindowAbsence?
        walk: while true {
            var node = current
            var steps = 0
            while true {
                if detached[node] { answer = .torndown(node); break walk }
                // Fields read in place: copying the view controller out retains and releases
                // its references at every step of every walk.
                if let written = controllers[node].inWindow {
                    answer = written ? nil : .writtenOut(node)
                    break walk
                }
                if !controllers[node].viewLoaded { answer = .viewNotLoaded(node); break walk }
                let state = controllers[node].state
                if state == .appearing || state == .disappeared {
                    answer = .state(node, state)
                    break walk
                }
                let presented = uikitPresented[node]
                if node != ownPresenter, presented >= 0, presence.removesPresenterView[Int(presented)] {
                    answer = .covered(presenter: node, presented: Int(presented))
                    break walk
                }
                guard let up = viewParent(of: node), steps < count else { break }
                node = up
                steps += 1
            }
            if case .windowRoot = controllers[node].attachment { break walk }
            let presenter = uikitPresenter[node]
            guard presenter >= 0, hopped.count < count else {
                answer = .unattached(node)
                break walk
            }
            if let known = presence.memoized(node) {
                answer = known
                break walk
            }
            hopped.append(node)
            current = Int(presenter)
            ownPresenter = current
        }
        presence.remember(answer, for: hopped)
        return answer
    }
}
