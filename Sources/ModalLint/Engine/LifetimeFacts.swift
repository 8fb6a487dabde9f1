/// What the lifetime rules and the host messages need to know about a presentation site.
public enum LifetimeFacts {
    /// The presentation keys as written where it happens: on the entry, or on the call.
    public static func presentation(at site: PresentationSite, snapshot: Snapshot) -> Presentation? {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].presentation
        case .call(let index): snapshot.calls[index].presentation
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

    /// The line a message names for it.
    public static func line(of site: PresentationSite, snapshot: Snapshot) -> Int {
        switch site {
        case .entry(let vc): snapshot.controllers[vc].classRange.start.line
        case .call(let index): snapshot.calls[index].verbRange.start.line
        }
    }
}
