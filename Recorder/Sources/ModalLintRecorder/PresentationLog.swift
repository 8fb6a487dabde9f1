/// Presentation calls the app reports, written as the snapshot's `calls`. A recording can
/// see the hierarchy but not who called `present`, through which API, or whether the
/// `ModalLifetime` was kept: an app that wants those checked reports each call here (in
/// debug builds), best just before it makes it, so that a call that would trap is on
/// record (see `ModalLintRecorder.recordOnEachPresent`).
///
/// Objects are held weakly: the log keeps nothing alive. It keeps the last `capacity` calls.
/// Calls refer to view controllers in the recorded hierarchy, or presented by an earlier call.
@MainActor
public final class PresentationLog {
    public static let shared = PresentationLog()

    struct Entry {
        enum Kind { case present(via: RecordedCall.Via, style: String?, lifetimeKept: Bool?, immediately: Bool), dismiss }
        var kind: Kind
        weak var subject: AnyObject?
        var subjectClass: String
        weak var presenter: AnyObject?
        var presenterClass: String
    }

    private(set) var entries: [Entry] = []
    private(set) var styles: [String: RecordedModalStyle] = [:]
    public var capacity = 1_000
    /// Called after each reported `present` with what it presents and from where (the
    /// recorder's hook for recording on each call).
    var onPresent: (@MainActor (String) -> Void)?

    public init() {}

    /// Reports `presenter.present(presented, animated:)` (`via: .uikit`, with the UIKit style
    /// name such as "pageSheet"), or `presenter.modalPresenter.present(presented, style:)`
    /// (`via: .modals`, with the style's name) or the `toastPresenter` equivalent.
    /// `lifetimeKept: false` says the returned `ModalLifetime` was not stored;
    /// `immediately: true` that the call did not wait for the previous present's completion.
    public func present(_ presented: AnyObject, from presenter: AnyObject, via: RecordedCall.Via,
                        style: String? = nil, lifetimeKept: Bool? = nil, immediately: Bool = false) {
        append(Entry(kind: .present(via: via, style: style, lifetimeKept: lifetimeKept, immediately: immediately),
                     subject: presented, subjectClass: ClassName.of(presented),
                     presenter: presenter, presenterClass: ClassName.of(presenter)))
        onPresent?("\(entries[entries.count - 1].subjectClass) from \(entries[entries.count - 1].presenterClass)")
    }

    /// Reports a dismissal of `presented` (its `ModalLifetime.dismiss()`, or UIKit `dismiss`).
    public func dismiss(_ presented: AnyObject) {
        let className = ClassName.of(presented)
        append(Entry(kind: .dismiss, subject: presented, subjectClass: className, presenter: nil, presenterClass: ""))
    }

    /// Describes a swift-modals style the calls name, as the snapshot's `styles` needs it
    /// (the built-in sample styles full, card, sheet and popover need no description).
    public func describeStyle(_ name: String, _ style: RecordedModalStyle) {
        styles[name] = style
    }

    public func clear() {
        entries.removeAll()
    }

    /// Up to twice the capacity before the oldest go, so that dropping them is amortized.
    private func append(_ entry: Entry) {
        let kept = max(capacity, 1)
        if entries.count >= 2 * kept { entries.removeFirst(entries.count - kept + 1) }
        entries.append(entry)
    }

    /// Resolves the calls against a recorded hierarchy (`indexOf`: where each object went).
    /// The snapshot replays its calls on the hierarchy, so only calls not yet visible in it
    /// are written: a present whose view controller is in the hierarchy is left out, and so
    /// is a dismiss whose view controller is not; a present whose presenter is not is noted.
    func resolve(into snapshot: inout RecordedSnapshot, indexOf: [ObjectIdentifier: Int], ids: inout IDAllocator) {
        func id(of object: AnyObject?) -> String? {
            object.flatMap { indexOf[ObjectIdentifier($0)] }.map { snapshot.controllers[$0].id }
        }
        // View controllers the written calls present, by identity (only while they are alive,
        // so that an identifier is never a reused address).
        var presentedByCalls: [ObjectIdentifier: String] = [:]
        for entry in entries.suffix(max(capacity, 1)) {
            switch entry.kind {
            case .present(let via, let style, let lifetimeKept, let immediately):
                // Already in the hierarchy: the call took effect and the recording shows it.
                // Replayed, it would present the view controller a second time.
                if id(of: entry.subject) != nil { continue }
                guard let from = id(of: entry.presenter)
                        ?? entry.presenter.flatMap({ presentedByCalls[ObjectIdentifier($0)] }) else {
                    snapshot.notes.append("a present of \(entry.subjectClass) from \(entry.presenterClass), which is not in the hierarchy")
                    continue
                }
                var style = style
                if via != .uikit {
                    // swift-modals calls need a style the snapshot knows.
                    let name = style ?? "full"
                    style = name
                    if !RecordedModalStyle.builtInNames.contains(name), snapshot.styles[name] == nil {
                        var described = styles[name] ?? RecordedModalStyle(sizing: .full, usesPreferredContentSize: false)
                        described.guessed = styles[name] == nil
                        snapshot.styles[name] = described
                    }
                }
                let presentedID = ids.make(forClass: entry.subjectClass)
                if let subject = entry.subject { presentedByCalls[ObjectIdentifier(subject)] = presentedID }
                snapshot.calls.append(RecordedCall(.present(
                    className: entry.subjectClass, id: presentedID, from: from, via: via, style: style,
                    lifetimeKept: lifetimeKept, immediately: immediately)))
            case .dismiss:
                // Gone from the hierarchy, and not presented by a call: the dismissal took effect.
                guard let target = id(of: entry.subject)
                        ?? entry.subject.flatMap({ presentedByCalls[ObjectIdentifier($0)] }) else { continue }
                snapshot.calls.append(RecordedCall(.dismiss(id: target)))
            }
        }
    }
}
