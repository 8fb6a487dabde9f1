/// What the lifetime rules and the host messages need to know about a presentation site.
public enum LifetimeFacts {
    /// The presentation keys as written where it happens: on the entry, or on the call.
    public static func presentation(at site: PresentationSite, snapshot: Snapshot) -> Presentation? {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].presentation
        case .call(let index): snapshot.calls[index].presentation
        }
    }

    /// The swift-modals style named at `site`, read in place (`presentation(at:)` copies the
    /// whole presentation out).
    public static func modalStyleName(at site: PresentationSite, snapshot: Snapshot) -> String? {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].presentationModalStyle
        case .call(let index): snapshot.calls[index].presentation?.modalStyle
        }
    }

    /// The `lifetime` written at `site`, read in place.
    public static func lifetime(at site: PresentationSite, snapshot: Snapshot) -> ModalLifetimeKind? {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].presentationLifetime
        case .call(let index): snapshot.calls[index].presentation?.lifetime
        }
    }

    /// Where its `lifetime` is written, else where the presentation starts.
    public static func lifetimeRange(at site: PresentationSite, snapshot: Snapshot) -> SourceRange {
        if let range = presentation(at: site, snapshot: snapshot)?.lifetimeRange { return range }
        switch site {
        case .entry(let vc): return snapshot.controllers[vc].classRange
        case .call(let index): return snapshot.calls[index].verbRange
        }
    }

    /// An observation named by its owner and the workflow it observes, not its position in
    /// `observers`: inserting or reordering observers keeps the names (and baselines).
    public static func logicalName(of observer: Observer, ownedBy owner: ControllerID, in snapshot: Snapshot) -> String {
        "\(snapshot.logicalName(owner))/observer(workflow: \(observer.workflow))"
    }

    /// Every modalListObserver observation, with its owner and its position among the owner's.
    /// Reads only the `observers` of each view controller (no copy of the whole node).
    public static func observations(_ snapshot: Snapshot) -> [(owner: ControllerID, position: Int, observer: Observer)] {
        var result: [(owner: ControllerID, position: Int, observer: Observer)] = []
        for index in snapshot.controllers.indices where snapshot.controllers[index].hasObservers {
            for (position, observer) in snapshot.controllers[index].observers.enumerated() {
                result.append((index, position, observer))
            }
        }
        return result
    }

    /// The line a message names for it.
    public static func line(of site: PresentationSite, snapshot: Snapshot) -> Int {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].classRange.start.line
        case .call(let index): snapshot.calls[index].verbRange.start.line
        }
    }
}
