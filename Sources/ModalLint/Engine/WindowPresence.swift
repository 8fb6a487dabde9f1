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
/// own presentation of it), which walks the chain of presenters; the memo keeps that walk
/// linear. Answers change when something is torn down, and when a presentation takes a view
/// out of the window below a presenter that is not the root of its tree (the context styles):
/// only then is the memo dropped.
struct WindowPresence: Sendable {
    private var memo: [WindowAbsence?]
    private var memoGeneration: [UInt32]
    private var generation: UInt32 = 1
    /// Whether some presentation was made by a view controller with a parent. Until then every
    /// presenter is the top of its tree, and covering a presenter changes no memoized answer.
    private var contextPresenterSeen = false
    /// For each presented root: whether its presentation takes its presenter's view out.
    private(set) var removesPresenterView: [Bool]

    init(count: Int) {
        memo = Array(repeating: nil, count: count)
        memoGeneration = Array(repeating: 0, count: count)
        removesPresenterView = Array(repeating: false, count: count)
    }

    mutating func noteAttach(_ vc: ControllerID, removesPresenterView removes: Bool, presenterHasParent: Bool) {
        removesPresenterView[vc] = removes
        if removes, contextPresenterSeen { generation &+= 1 }
        if presenterHasParent { contextPresenterSeen = true }
    }

    mutating func noteDetach(presentsSomething: Bool) {
        if presentsSomething || contextPresenterSeen { generation &+= 1 }
    }

    func memoized(_ root: ControllerID) -> WindowAbsence?? {
        memoGeneration[root] == generation ? .some(memo[root]) : nil
    }

    mutating func remember(_ answer: WindowAbsence?, for roots: [ControllerID]) {
        for root in roots {
            memo[root] = answer
            memoGeneration[root] = generation
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

    mutating func notePresenceAttach(_ vc: ControllerID, presenter: ControllerID) {
        let removes = UIKitSemantics.removesPresenterView(
            UIKitSemantics.effectiveStyle(uikitStyle[vc], presenting: snapshot.controllers[vc], in: snapshot.environment))
        presence.noteAttach(vc, removesPresenterView: removes, presenterHasParent: viewParent(of: presenter) != nil)
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
                let controller = controllers[node]
                if let written = controller.inWindow {
                    answer = written ? nil : .writtenOut(node)
                    break walk
                }
                if !controller.viewLoaded { answer = .viewNotLoaded(node); break walk }
                if controller.state == .appearing || controller.state == .disappeared {
                    answer = .state(node, controller.state)
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
