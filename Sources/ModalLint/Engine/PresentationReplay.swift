/// Where a presentation happens: a `modals`/`toasts`/`presented` entry of the hierarchy,
/// or a call.
public enum PresentationSite: Sendable, Hashable {
    case entry(ControllerID)
    case call(Int)
}

/// Why a swift-modals host lookup failed, in the terms of tips.md's causes.
public enum HostFailureCause: Sendable, Hashable {
    /// (a) The subtree was presented with UIKit: `root` is its top, `presenter` UIKit's presenter.
    case uikitPresentation(root: ControllerID, presenter: ControllerID)
    /// (b) It lives in another window than the host(s).
    case otherWindow(window: Int, hostWindow: Int)
    /// (c) No host is installed above it.
    case noHost
    /// (d) `contained: false` on `controller`: its view is in the hierarchy, `addChild` was never called.
    case brokenContainment(controller: ControllerID)
    /// It was torn down by the `remove` call at `call`.
    case removed(controller: ControllerID, call: Int)
    /// It was dismissed by the `dismiss` call at `call`.
    case dismissed(controller: ControllerID, call: Int)
    /// It was presented by the previous call and that call's present has not completed.
    case presentedWithoutCompletion(previousCall: Int)
    /// Its ModalLifetime (or its observer's token) was discarded at `site`: dismissed at once, never laid out.
    case lifetimeDiscarded(controller: ControllerID, site: PresentationSite)
}

/// The framework message a failed lookup traps with (ModalHostValidation.swift).
public enum HostFailureKind: String, Sendable, Hashable {
    case uikitPresentation = "host/uikit-presentation"
    case noParent = "host/no-parent"
    case missing = "host/missing"
}

public struct HostFailure: Sendable, Hashable {
    public var kind: HostFailureKind
    public var cause: HostFailureCause
    /// The view controller that looked for a host, then its ancestors along `parent`.
    public var chain: [ControllerID]
    /// UIKit's presentingViewController of the looker, for message 1.
    public var presentingViewController: ControllerID?
    /// The looker is a dismissed swift-modals modal: its parent is still the
    /// ModalPresentationViewController that wrapped it, which has left the host.
    public var underDismissedWrapper = false
}

public enum HostLookupResult: Sendable, Hashable {
    case found(ControllerID)
    case failed(HostFailure)
}

/// What happened, in order, when the snapshot's presentations and calls are replayed.
public enum ReplayEvent: Sendable {
    /// A swift-modals present (entry or call) from `owner` of `presented`.
    case modalPresent(site: PresentationSite, owner: ControllerID, presented: ControllerID, isToast: Bool,
                      result: HostLookupResult, alreadyPresented: Bool)
    /// A UIKit present, with the state of the hierarchy UIKit judges it by.
    case uikitPresent(UIKitPresentEvent)
    /// `dismiss` of a presented view controller; `count` is how many times in total so far.
    case dismiss(call: Int, controller: ControllerID, owner: ControllerID?, previousDismissals: Int, times: Int)
    case remove(call: Int, controller: ControllerID)
}

/// A UIKit present as the replay met it: `caller` called present; UIKit picked `presenter`.
public struct UIKitPresentEvent: Sendable {
    public var site: PresentationSite
    public var caller: ControllerID
    public var presenter: ControllerID
    public var presented: ControllerID
    /// The style as written (`automatic` when none is).
    public var style: UIKitStyle
    /// What the presenter already presents (the present then fails).
    public var alreadyPresenting: ControllerID?
    /// Who else presents the presented view controller already.
    public var presentedElsewhere: ControllerID?
    /// The caller has no parent, is no window's root and is not presented.
    public var callerDetached: Bool
    /// Why the presenter's view is not in the window; nil when it is.
    public var presenterAbsence: WindowAbsence?
    /// The parent the presented view controller already has.
    public var presentedParent: ControllerID?
}

/// Replays the hierarchy's presentations and then the calls, in order, against a `Hierarchy`.
public struct PresentationReplay: Sendable {
    /// The modal host `vc` finds in the hierarchy as written (before the calls), if any.
    public func staticHostOf(_ vc: ControllerID) -> ControllerID? { Hierarchy.id(staticHost[vc]) }

    public private(set) var hierarchy: Hierarchy
    public private(set) var events: [ReplayEvent] = []
    /// Host lookup result of every view controller in the static hierarchy (memo, -1: none).
    private(set) var staticHost: [Int32] = []
    private var callsReplayed = false

    /// The first two windows whose written containment tree holds a host (for cause (b)): enough
    /// to name another window than any given one without a scan per failure.
    private var windowsWithHost: [Int] = []
    /// Modals whose lifetime token was discarded where they were presented: the token's deinit
    /// dismisses them before the host lays them out, so they never get a parent.
    public private(set) var discardedAt: [ControllerID: PresentationSite] = [:]
    /// swift-modals presents of a view controller that another owner is still presenting: no
    /// precondition fires (each TrampolineModalPresenter checks only its own list), and the host
    /// aggregates it once per owner.
    public private(set) var sharedPresentations: [SharedPresentation] = []
    /// Whether each view controller presented with swift-modals sits in its owner's toast list
    /// (true) or modal list (false), nil when it was never presented so: TrampolineModalPresenter
    /// keeps the two apart. By index, as most snapshots present thousands of modals.
    private var inToastList: [Bool?] = []

    /// Owners of a modalListObserver observation that reach no host in the hierarchy as written,
    /// with the lookup swift-modals would have trapped with had the host been required.
    public private(set) var unhostedObservers: [ControllerID: HostFailure] = [:]
    /// swift-modals presents from a view controller that is out of the window (an unselected
    /// tab, below the top of a navigation stack) while its host is on screen: modals are
    /// collected by containment, not visibility, so the modal shows over the visible screen.
    public private(set) var hiddenOwnerPresentations: [HiddenOwnerPresentation] = []

    public struct HiddenOwnerPresentation: Sendable, Hashable {
        public var site: PresentationSite
        public var owner: ControllerID
        public var presented: ControllerID
        public var host: ControllerID
        public var absence: WindowAbsence
    }

    /// swift-modals presents from a modal dismissed by the call just before (`after: immediately`):
    /// during its exit animation it still reaches the host through its wrapper, so nothing traps,
    /// but the host no longer aggregates it, so what it presents is never shown.
    public private(set) var presentsDuringExit: [PresentDuringExit] = []

    /// What the calls so far did to a view controller since it was last presented. One table
    /// for all of it: a present reads its caller's and clears its presented view controller's
    /// with one lookup each (four tables made seven SipHash lookups a present).
    private struct Teardown {
        var removedBy: Int?
        var dismissedBy: Int?
        /// How many times `dismiss` was called on it in all.
        var dismissals = 0
        /// The host a dismissed swift-modals modal was laid out by.
        var dismissedModalHost: ControllerID?
    }

    public struct PresentDuringExit: Sendable, Hashable {
        public var call: Int
        public var owner: ControllerID
        public var presented: ControllerID
        public var dismissCall: Int
        public var host: ControllerID
    }

    public struct SharedPresentation: Sendable, Hashable {
        public var site: PresentationSite
        public var owner: ControllerID
        public var presented: ControllerID
        /// The owner that presented it first and still holds it.
        public var firstOwner: ControllerID
    }

    /// `replayingCalls: false` stops after the hierarchy as written (what `tree` and `graph` draw).
    public init(snapshot: Snapshot, replayingCalls: Bool = true) {
        hierarchy = Hierarchy(snapshot: snapshot)
        inToastList = Array(repeating: nil, count: snapshot.controllers.count)
        let hasHost = Self.windowHasHost(snapshot)
        windowsWithHost = Array(hasHost.indices.lazy.filter { hasHost[$0] }.prefix(2))
        // One pass for the observations, read three times below.
        let observations = LifetimeFacts.observations(snapshot)
        buildStatic(observations)
        // Room for the calls' events (one at most each), made here: the static replay runs
        // beside the load's end (`Linter.startReplayBeforeCalls`), the calls' after it, where
        // growing the array would copy every event written so far.
        events.reserveCapacity(events.count + snapshot.calls.count)
        staticHost = hierarchy.hostsOfAll()
        for (owner, _, _) in observations where staticHost[owner] < 0 && unhostedObservers[owner] == nil {
            if case .failed(let failure) = lookUpHost(from: owner, cause: nil) { unhostedObservers[owner] = failure }
        }
        if replayingCalls { replayCalls() }
        callsReplayed = replayingCalls
    }

    /// Carries a replay made with `replayingCalls: false` on through the calls of `snapshot`,
    /// which holds the same view controllers and windows (a later copy of the same decode): the
    /// result is what `init(snapshot:)` gives. What comes before the calls reads only the view
    /// controllers, so it can be computed while the rest of the file is still being read
    /// (`Linter.startReplayBeforeCalls`).
    public mutating func replayCalls(of snapshot: Snapshot) {
        precondition(!callsReplayed, "the calls are replayed once")
        hierarchy.adopt(snapshot)
        replayCalls()
        callsReplayed = true
    }

    /// Drops what only speeds the replay's own lookups up (`Hierarchy.releaseLookupMemos`):
    /// for a replay that is done and only read from now on.
    mutating func releaseLookupMemos() {
        hierarchy.releaseLookupMemos()
    }

    /// What a swift-modals present from `vc` would do in the current state.
    public mutating func presentLookup(from vc: ControllerID) -> HostLookupResult {
        lookUpHost(from: vc, cause: nil)
    }

    var snapshot: Snapshot { hierarchy.snapshot }

    /// Index order is a pre-order (parents, owners and callers first), so one pass attaches
    /// everything with every lookup's ancestors already in place.
    private mutating func buildStatic(_ observations: [(owner: ControllerID, position: Int, observer: Observer)]) {
        let controllers = snapshot.controllers
        let unobserved = Self.modalsOfDiscardedObservers(observations)
        let observed = Set(observations.flatMap { $0.observer.modals })
        // Fields are read in place (`controllers[index].x`): copying each view controller
        // out would retain and release its references, a noticeable cost at 1,000,000.
        // Runs of plain children are attached at once; the loop sees every other view controller.
        var index = hierarchy.attachWrittenChildren(from: 0)
        while index < controllers.count {
            defer { index = hierarchy.attachWrittenChildren(from: index + 1) }
            switch controllers[index].attachment {
            case .windowRoot, .call:
                break
            case .child(let parentIndex):
                hierarchy.attach(index, parent: controllers[index].contained ? parentIndex : nil)
            case .uikit(let caller):
                let style = controllers[index].presentation?.uikitStyle ?? .automatic
                let presenter = hierarchy.resolvedPresenter(caller: caller, style: style)
                let already = hierarchy.uikitPresented[presenter]
                events.append(.uikitPresent(UIKitPresentEvent(
                    site: .entry(index), caller: caller, presenter: presenter, presented: index, style: style,
                    alreadyPresenting: already >= 0 ? Int(already) : nil, presentedElsewhere: nil,
                    callerDetached: isDetached(caller), presenterAbsence: hierarchy.windowAbsence(of: presenter),
                    presentedParent: nil)))
                hierarchy.attachUIKit(index, presenter: presenter, style: style)
            case .modal(let owner), .toast(let owner):
                let isToast: Bool
                if case .toast = controllers[index].attachment { isToast = true } else { isToast = false }
                let result = lookUpHost(from: owner, cause: nil)
                if observed.contains(index), case .failed = result {
                    // modalListObserver asks for a host with `requiringModalHost: false`
                    // (TrampolineModalListObserver): no trap; its modals are just not shown.
                    continue
                }
                events.append(.modalPresent(site: .entry(index), owner: owner, presented: index, isToast: isToast,
                                            result: result, alreadyPresented: false))
                inToastList[index] = isToast
                if case .found(let host) = result {
                    noteHiddenOwner(site: .entry(index), owner: owner, presented: index, host: host)
                    if controllers[index].presentation?.lifetime == .discarded || unobserved.contains(index) {
                        discardedAt[index] = .entry(index)
                    } else {
                        hierarchy.attachModal(index, owner: owner, host: host)
                    }
                }
            }
        }
    }

    /// UIKit's notion of a detached view controller: no parent, not a window root, not presented.
    func isDetached(_ vc: ControllerID) -> Bool {
        if hierarchy.detached[vc] { return true }
        guard hierarchy.parentOf(vc) == nil else { return false }
        if case .windowRoot = snapshot.controllers[vc].attachment { return false }
        if hierarchy.uikitPresenter[vc] >= 0 || hierarchy.modalOwner[vc] >= 0 { return false }
        return true
    }

    private mutating func replayCalls() {
        var teardowns: [ControllerID: Teardown] = [:]
        // The calls read in place, by index: a copy of each retained and released its references.
        let calls = snapshot.calls
        for callIndex in calls.indices {
            switch calls[callIndex].action {
            case .present(let presented, let from, let via, let timing):
                var pending: HostFailureCause?
                var lingeringHost: ControllerID?
                var underWrapper = false
                let teardown = teardowns[from]
                if timing == .immediately, callIndex > 0,
                   case .present(let previous, _, let previousVia, _) = calls[callIndex - 1].action,
                   previousVia != .uikit, previous == from {
                    pending = .presentedWithoutCompletion(previousCall: callIndex - 1)
                } else if let call = teardown?.removedBy {
                    pending = .removed(controller: from, call: call)
                } else if let call = teardown?.dismissedBy {
                    if let host = teardown?.dismissedModalHost, timing == .immediately, call == callIndex - 1 {
                        // ModalPresentationViewController keeps it as its child until the exit
                        // animation ends, and stays under the host until then.
                        lingeringHost = host
                    } else {
                        pending = .dismissed(controller: from, call: call)
                        underWrapper = teardown?.dismissedModalHost != nil
                    }
                }
                if via == .uikit {
                    let style = calls[callIndex].presentation?.uikitStyle ?? .automatic
                    let presenter = hierarchy.resolvedPresenter(caller: from, style: style)
                    let already = hierarchy.uikitPresented[presenter]
                    let elsewhere = hierarchy.uikitPresenter[presented]
                    let presentedElsewhere = elsewhere >= 0 && !hierarchy.detached[presented] ? Int(elsewhere) : nil
                    let absence = hierarchy.windowAbsence(of: presenter)
                    let presentedParent = hierarchy.parentOf(presented)
                    events.append(.uikitPresent(UIKitPresentEvent(
                        site: .call(callIndex), caller: from, presenter: presenter, presented: presented, style: style,
                        alreadyPresenting: already >= 0 ? Int(already) : nil, presentedElsewhere: presentedElsewhere,
                        callerDetached: isDetached(from), presenterAbsence: absence, presentedParent: presentedParent)))
                    // A present UIKit refuses (a warning or an exception, the popover's included)
                    // leaves the hierarchy as it was.
                    if already < 0, presented != from, presented != presenter, presentedElsewhere == nil,
                       absence == nil, presentedParent == nil,
                       !raisesPopoverException(style, presented: presented, anchored: calls[callIndex].presentation?.anchored ?? false) {
                        hierarchy.attachUIKit(presented, presenter: presenter, style: style)
                        hierarchy.invalidateLookups()
                    }
                } else {
                    // Per owner and per list: a toast presented again as a modal is in neither list twice.
                    let isToast = via == .toasts
                    let current = hierarchy.modalOwner[presented]
                    let presenting = current >= 0 && !hierarchy.detached[presented]
                    let alreadyPresented = presenting && current == Int32(from) && inToastList[presented] == isToast
                    var result = lingeringHost.map { HostLookupResult.found($0) } ?? lookUpHost(from: from, cause: pending)
                    if underWrapper, case .failed(var failure) = result {
                        // Once the wrapper is gone the walk is [it, the wrapper]: message 3.
                        failure.kind = .missing
                        failure.underDismissedWrapper = true
                        result = .failed(failure)
                    }
                    if let host = lingeringHost, case .dismiss = calls[callIndex - 1].action {
                        presentsDuringExit.append(PresentDuringExit(
                            call: callIndex, owner: from, presented: presented, dismissCall: callIndex - 1, host: host))
                    }
                    if presenting, current != Int32(from), case .found = result {
                        sharedPresentations.append(SharedPresentation(
                            site: .call(callIndex), owner: from, presented: presented, firstOwner: Int(current)))
                    }
                    events.append(.modalPresent(site: .call(callIndex), owner: from, presented: presented,
                                                isToast: isToast, result: result,
                                                alreadyPresented: alreadyPresented))
                    if case .found(let host) = result, !alreadyPresented, lingeringHost == nil {
                        inToastList[presented] = isToast
                        noteHiddenOwner(site: .call(callIndex), owner: from, presented: presented, host: host)
                        // A new token: earlier dismissals and teardowns are about the previous one.
                        teardowns[presented] = nil
                        if calls[callIndex].presentation?.lifetime == .discarded {
                            discardedAt[presented] = .call(callIndex)
                        } else {
                            discardedAt[presented] = nil
                            // A view controller presented below itself (an ancestor of its own host,
                            // by id) would close a parent cycle: every later walk would go round it.
                            if !hierarchy.isSelfOrAncestor(presented, of: host) {
                                hierarchy.attachModal(presented, owner: from, host: host)
                                hierarchy.invalidateLookups()
                            }
                        }
                    }
                }
            case .dismiss(let controller, let times):
                var teardown = teardowns[controller] ?? Teardown()
                let previous = teardown.dismissals
                teardown.dismissals = previous + times
                let owner = hierarchy.modalOwner[controller]
                events.append(.dismiss(call: callIndex, controller: controller, owner: owner >= 0 ? Int(owner) : nil,
                                       previousDismissals: previous, times: times))
                if previous == 0 {
                    teardown.dismissedBy = callIndex
                    if owner >= 0, let host = hierarchy.parentOf(controller) { teardown.dismissedModalHost = host }
                    hierarchy.detach(controller)
                }
                teardowns[controller] = teardown
            case .remove(let controller):
                events.append(.remove(call: callIndex, controller: controller))
                teardowns[controller, default: Teardown()].removedBy = callIndex
                hierarchy.detach(controller)
            }
        }
    }

    /// Only what hides a view controller while leaving its containment intact: `inWindow: false`
    /// (a tab not selected, a screen below the top of a navigation stack) or `state: disappeared`.
    private mutating func noteHiddenOwner(site: PresentationSite, owner: ControllerID, presented: ControllerID,
                                          host: ControllerID) {
        guard owner != host, let absence = hierarchy.windowAbsence(of: owner),
              hierarchy.windowAbsence(of: host) == nil else { return }
        switch absence {
        case .writtenOut, .state(_, .disappeared):
            hiddenOwnerPresentations.append(HiddenOwnerPresentation(
                site: site, owner: owner, presented: presented, host: host, absence: absence))
        default:
            return
        }
    }

    /// UIKit's NSGenericException for a popover with neither sourceView nor barButtonItem in
    /// regular width: raised as the presentation begins, so nothing is presented.
    private func raisesPopoverException(_ style: UIKitStyle, presented: ControllerID, anchored: Bool) -> Bool {
        !anchored && snapshot.environment.width == .regular
            && UIKitSemantics.resolve(style, presenting: snapshot.controllers[presented], in: snapshot.environment) == .popover
    }

    /// swift-modals' lookup from `vc`, and on failure the message it would trap with and why.
    mutating func lookUpHost(from vc: ControllerID, cause known: HostFailureCause?) -> HostLookupResult {
        if known == nil, let host = hierarchy.host(of: vc) { return .found(host) }
        var chain = hierarchy.chain(from: vc)
        if case .presentedWithoutCompletion = known {
            // Until the host lays the new modal out it has no parent at all.
            chain = [vc]
            return .failed(HostFailure(kind: .noParent, cause: known!, chain: chain, presentingViewController: nil))
        }
        let presenting = hierarchy.presentingViewController(of: vc)
        let kind: HostFailureKind =
            presenting != nil ? .uikitPresentation : (chain.count == 1 ? .noParent : .missing)
        return .failed(HostFailure(kind: kind, cause: known ?? cause(chain: chain, presenting: presenting),
                                    chain: chain, presentingViewController: presenting))
    }

    private func cause(chain: [ControllerID], presenting: ControllerID?) -> HostFailureCause {
        let top = chain.last ?? chain[0]
        if let presenting { return .uikitPresentation(root: top, presenter: presenting) }
        if let site = discardedAt[top] { return .lifetimeDiscarded(controller: top, site: site) }
        if case .child = snapshot.controllers[top].attachment, !snapshot.controllers[top].contained {
            return .brokenContainment(controller: top)
        }
        if case .windowRoot(let window) = snapshot.controllers[top].attachment {
            if let hostWindow = windowsWithHost.first(where: { $0 != window }) {
                return .otherWindow(window: window, hostWindow: hostWindow)
            }
        }
        return .noHost
    }

    /// Modals listed under an observer whose token is discarded: the observation stops at once.
    private static func modalsOfDiscardedObservers(
        _ observations: [(owner: ControllerID, position: Int, observer: Observer)]
    ) -> Set<ControllerID> {
        var result: Set<ControllerID> = []
        for (_, _, observer) in observations where observer.token == .discarded {
            result.formUnion(observer.modals)
        }
        return result
    }

    /// One pass in index order: a child's window is its parent's.
    private static func windowHasHost(_ snapshot: Snapshot) -> [Bool] {
        var result = Array(repeating: false, count: snapshot.windows.count)
        var windowOf = Array(repeating: -1, count: snapshot.controllers.count)
        for index in snapshot.controllers.indices {
            switch snapshot.controllers[index].attachment {
            case .windowRoot(let window): windowOf[index] = window
            case .child(let parent): windowOf[index] = windowOf[parent]
            default: break
            }
            if snapshot.controllers[index].isHost, windowOf[index] >= 0, windowOf[index] < result.count { result[windowOf[index]] = true }
        }
        return result
    }
}
