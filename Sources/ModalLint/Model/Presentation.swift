public enum ModalLifetimeKind: Sendable, Hashable {
    case retained
    case discarded
    case retainedBy(id: String, range: SourceRange)
}

public enum DelegateMethod: String, Sendable, CaseIterable {
    case shouldDismiss, willDismiss, didDismiss, didAttemptToDismiss
}

public enum AfterDismissal: String, Sendable, CaseIterable { case button, delegate, none }

/// The presentation keys of a `<presentation>` node.
///
/// 72 bytes (a 96-byte box): a call and every presentation the analyses list hold one, and
/// presented view controllers one each. The ranges are 32-bit, and `retainedBy` (rare) is out
/// of line; `lifetime` reads as a plain value. (With the ranges whole and the lifetime inline,
/// 168 bytes.)
public struct Presentation: Sendable, Hashable {
    /// swift-modals style name for modals/toasts.
    public var modalStyle: String?
    public var delegate: Set<DelegateMethod> = []
    /// `lifetime`'s `retainedBy` id and range, set when it is one.
    @Boxed private var retainedBy: RetainedBy?
    @CompactSourceRange.Optional public var styleRange: SourceRange? = nil
    @CompactSourceRange.Optional public var lifetimeRange: SourceRange? = nil
    /// UIKit style for `presented:`/uikit calls; nil for swift-modals.
    public var uikitStyle: UIKitStyle?
    public var anchored: Bool = false
    public var afterDismissal: AfterDismissal = .none
    private var discarded = false

    private struct RetainedBy: Sendable, Hashable {
        var id: String
        var range: CompactRange
    }

    public init() {}

    public var lifetime: ModalLifetimeKind {
        get {
            if let retainedBy = _retainedBy.storage?.value { return .retainedBy(id: retainedBy.id, range: retainedBy.range.range) }
            return discarded ? .discarded : .retained
        }
        set {
            switch newValue {
            case .retained: (retainedBy, discarded) = (nil, false)
            case .discarded: (retainedBy, discarded) = (nil, true)
            case .retainedBy(let id, let range): (retainedBy, discarded) = (RetainedBy(id: id, range: CompactRange(range)), false)
            }
        }
    }
}
