/// Why UIKit refuses a present, in the order UIKit checks: the exceptions raised by
/// present(_:animated:) itself, then the warnings of the presentation, then the popover's
/// exception when the presentation begins.
public enum UIKitPresentFailure: Sendable, Hashable {
    case presentedOnItself
    case alreadyPresentedElsewhere(by: ControllerID)
    case hasParent(ControllerID)
    case alreadyPresenting(ControllerID)
    case notInWindow(WindowAbsence)
    case popoverWithoutAnchor
}

/// One UIKit present (a `presented:` entry or a `via: uikit` call) with its resolved styles
/// and its outcome.
public struct UIKitPresentation: Sendable {
    public var site: PresentationSite
    public var caller: ControllerID
    public var presenter: ControllerID
    public var presented: ControllerID
    /// As written (`automatic` when omitted).
    public var writtenStyle: UIKitStyle
    /// After UIKit resolves `automatic`.
    public var style: UIKitStyle
    /// After size-class adaptation.
    public var effectiveStyle: UIKitStyle
    public var keys: Presentation
    public var failure: UIKitPresentFailure?
    public var callerDetached: Bool
}

/// What a presented subtree holds that matters when it is swiped away.
public struct PresentedContents: Sendable {
    /// View controllers with `unsavedChanges: true`.
    public var unsaved: [ControllerID] = []
    /// View controllers with `modalInPresentation: true`.
    public var modalInPresentation: [ControllerID] = []
    /// View controllers with an active search controller that is not modal in presentation.
    public var unguardedSearch: [ControllerID] = []
}

/// A presentation shown in a style the user can dismiss interactively (a swipe down, a tap
/// outside): a UIKit page or form sheet from iOS 13, or a swift-modals style with
/// `interactiveDismiss: true`.
public struct InteractiveDismissal: Sendable {
    public enum Kind: Sendable, Hashable {
        case uikit(UIKitStyle)
        case modals(style: String)
    }
    public var site: PresentationSite
    public var owner: ControllerID
    public var presented: ControllerID
    public var kind: Kind
    public var keys: Presentation
    public var contents: PresentedContents

    /// How reports name it, after "presented as a": "page sheet", "modal in swift-modals style `sheet`".
    public var describedStyle: String {
        switch kind {
        case .uikit(let style): UIKitSemantics.describe(style)
        case .modals(let style): "modal in swift-modals style `\(style)`"
        }
    }

    public var isUIKit: Bool {
        if case .uikit = kind { return true }
        return false
    }
}

/// The UIKit side of the replay: every UIKit present with its outcome, and every presentation
/// that can be dismissed interactively. Computed once per file from the replay's events.
public struct UIKitAnalysis: Sendable {
    public private(set) var presentations: [UIKitPresentation] = []
    public private(set) var interactiveDismissals: [InteractiveDismissal] = []
    private var contentsMemo: [ControllerID: PresentedContents] = [:]
    private let snapshot: Snapshot

    public init(replay: PresentationReplay) {
        snapshot = replay.hierarchy.snapshot
        var dismissesInteractively = StyleLookup(snapshot.styles) { $0?.interactiveDismiss == true }
        for event in replay.events {
            switch event {
            case .uikitPresent(let event):
                let (site, caller, presenter, presented, written) = (event.site, event.caller, event.presenter, event.presented, event.style)
                let keys = presentationKeys(site)
                let vc = snapshot.controllers[presented]
                let style = UIKitSemantics.resolve(written, presenting: vc, in: snapshot.environment)
                var presentation = UIKitPresentation(
                    site: site, caller: caller, presenter: presenter, presented: presented, writtenStyle: written,
                    style: style,
                    effectiveStyle: UIKitSemantics.effectiveStyle(written, presenting: vc, in: snapshot.environment),
                    keys: keys, failure: nil, callerDetached: event.callerDetached)
                if presented == caller || presented == presenter {
                    presentation.failure = .presentedOnItself
                } else if let elsewhere = event.presentedElsewhere {
                    presentation.failure = .alreadyPresentedElsewhere(by: elsewhere)
                } else if let parent = event.presentedParent {
                    presentation.failure = .hasParent(parent)
                } else if let already = event.alreadyPresenting {
                    presentation.failure = .alreadyPresenting(already)
                } else if let absence = event.presenterAbsence, case .call = site {
                    // A `presented:` entry is on screen already, so it was presented while its presenter
                    // was in the window; what took that view out since (a tab switch, a later full-screen
                    // presentation) does not undo it. Only calls are checked against the current state.
                    presentation.failure = .notInWindow(absence)
                } else if style == .popover, snapshot.environment.width == .regular, !keys.anchored {
                    presentation.failure = .popoverWithoutAnchor
                }
                presentations.append(presentation)
                if presentation.failure == nil,
                   UIKitSemantics.swipeDismissible(presentation.effectiveStyle, in: snapshot.environment) {
                    interactiveDismissals.append(InteractiveDismissal(
                        site: site, owner: caller, presented: presented, kind: .uikit(presentation.effectiveStyle),
                        keys: keys, contents: contents(of: presented)))
                }
            case .modalPresent(let site, let owner, let presented, _, .found, false):
                // The style and the lifetime read in place: the whole keys are copied out only
                // for a presentation kept (most modal styles cannot be swiped away).
                guard let name = LifetimeFacts.modalStyleName(at: site, snapshot: snapshot),
                      dismissesInteractively.fact(named: name),
                      LifetimeFacts.lifetime(at: site, snapshot: snapshot) != .discarded else { continue }
                interactiveDismissals.append(InteractiveDismissal(
                    site: site, owner: owner, presented: presented, kind: .modals(style: name),
                    keys: presentationKeys(site), contents: contents(of: presented)))
            default:
                continue
            }
        }
        // Read only while the analysis is made: not kept beside the rules.
        contentsMemo = [:]
    }

    /// The presentation keys as written on the entry or the call.
    private func presentationKeys(_ site: PresentationSite) -> Presentation {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].presentation ?? Presentation()
        case .call(let index): snapshot.calls[index].presentation ?? Presentation()
        }
    }

    /// What the presented view controller and everything inside it (children, and the modals
    /// they present in it) hold; not what they present with UIKit, which is a presentation of
    /// its own. Memoized where it is more than a few view controllers: one presented again is
    /// not walked again, and a small one (most: in a call-heavy snapshot, tens of thousands)
    /// costs a short walk again rather than an entry (and the memo's peak) for each.
    private mutating func contents(of root: ControllerID) -> PresentedContents {
        if let known = contentsMemo[root] { return known }
        var result = PresentedContents()
        var stack = [root]
        var walked = 0
        let controllers = snapshot.controllers
        // Fields read in place: copying each view controller out would retain and release
        // its references at every step of the walk.
        while let vc = stack.popLast() {
            walked += 1
            if controllers[vc].unsavedChanges { result.unsaved.append(vc) }
            if controllers[vc].modalInPresentation { result.modalInPresentation.append(vc) }
            if let search = controllers[vc].searchController, search.active, !search.modalInPresentation {
                result.unguardedSearch.append(vc)
            }
            Self.push(controllers[vc].toasts, onto: &stack)
            Self.push(controllers[vc].modals, onto: &stack)
            Self.push(controllers[vc].children, onto: &stack)
        }
        if walked > Self.unmemoizedWalk { contentsMemo[root] = result }
        return result
    }

    /// The most view controllers a walk of `contents` visits without memoizing its answer.
    private static let unmemoizedWalk = 16

    /// Pushes `ids` last first, so that they pop in order (`append(contentsOf: ids.reversed())`
    /// went through the generic path, three times per view controller).
    private static func push(_ ids: [ControllerID], onto stack: inout [ControllerID]) {
        var position = ids.count
        while position > 0 {
            position -= 1
            stack.append(ids[position])
        }
    }

    /// `vc` and the view controllers that contain or present it as written, up to `root`,
    /// outermost first: the path a finding shows.
    public static func writtenPath(to vc: ControllerID, from root: ControllerID, in snapshot: Snapshot) -> [ControllerID] {
        var result = [vc]
        var current = vc
        while current != root, result.count <= snapshot.controllers.count {
            switch snapshot.controllers[current].attachment {
            case .child(let up), .modal(let up), .toast(let up): current = up
            default: return result.reversed()
            }
            result.append(current)
        }
        return result.reversed()
    }
}
