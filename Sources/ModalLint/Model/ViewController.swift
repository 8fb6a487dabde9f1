/// Index of a view controller in `Snapshot.controllers`.
public typealias ControllerID = Int

public enum ControllerState: String, Sendable, CaseIterable {
    case appeared, appearing, disappeared, disappearing
}

/// How a view controller is attached to the rest of the hierarchy, as written.
public enum Attachment: Sendable, Hashable {
    case windowRoot(window: Int)
    case child(parent: ControllerID)
    /// Written under `presented:` of the view controller that called UIKit `present`.
    case uikit(caller: ControllerID)
    /// A swift-modals modal (`modals:`) or toast (`toasts:`) of its owner.
    case modal(owner: ControllerID)
    case toast(owner: ControllerID)
    /// Presented by the call at this index of `calls`.
    case call(index: Int)
}

public enum HostFilter: Sendable, Hashable {
    case passThroughToasts
    case local
    case uniqueKey(String)
}

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
public struct Presentation: Sendable, Hashable {
    /// UIKit style for `presented:`/uikit calls; nil for swift-modals.
    public var uikitStyle: UIKitStyle?
    /// swift-modals style name for modals/toasts.
    public var modalStyle: String?
    public var styleRange: SourceRange?
    public var lifetime: ModalLifetimeKind = .retained
    public var lifetimeRange: SourceRange?
    public var delegate: Set<DelegateMethod> = []
    public var anchored: Bool = false
    public var afterDismissal: AfterDismissal = .none

    public init() {}
}

public struct SearchControllerInfo: Sendable, Hashable {
    public var active: Bool
    public var modalInPresentation: Bool
    public var range: SourceRange
}

public struct Observer: Sendable, Hashable {
    public enum Capture: String, Sendable, CaseIterable { case weak, strong }
    public enum Token: String, Sendable, CaseIterable { case retained, discarded }
    public var workflow: String
    public var token: Token
    public var capture: Capture
    public var stopsOnDone: Bool
    public var modals: [ControllerID]
    public var range: SourceRange
    public var keyRanges: [String: SourceRange]
}

public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public var isUnknown: Bool { width == 0 && height == 0 }
    public var description: String {
        func format(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(value)
        }
        return "\(format(width))x\(format(height))"
    }
}

/// One view controller as the snapshot describes it.
public struct ViewController: Sendable {
    public var className: String
    public var id: String?
    /// `is:` as written: framework classes and protocols it derives from or conforms to.
    public var declaredTraits: [String] = []
    public var isHost: Bool
    @Boxed public var hostFilter: HostFilter?
    public var state: ControllerState = .appeared
    public var viewLoaded: Bool = true
    /// `inWindow` as written; nil means derive it.
    public var inWindow: Bool?
    /// false: its view was added to the parent's view without `addChild(_:)`.
    public var contained: Bool = true
    public var children: [ControllerID] = []
    public var presented: ControllerID?
    public var modals: [ControllerID] = []
    public var toasts: [ControllerID] = []
    public var observers: [Observer] = []
    public var preferredContentSize: Size?
    public var forwardsPreferredContentSize: Bool?
    public var definesPresentationContext: Bool = false
    public var modalInPresentation: Bool = false
    public var unsavedChanges: Bool = false
    @Boxed public var searchController: SearchControllerInfo?
    public var actionSheet: Bool = false
    public var attachment: Attachment
    /// Present when this node is a `<presentation>` (presented, modals, toasts, calls).
    @Boxed public var presentation: Presentation?
    /// The mapping node's range, and the `class` value's range (diagnostics point there).
    public var range: SourceRange
    public var classRange: SourceRange
    /// Ranges of keys rules point at (`forwardsPreferredContentSize`, `contained`, ...).
    public var keyRanges: [String: SourceRange] = [:]

    public init(className: String, attachment: Attachment, range: SourceRange) {
        self.className = className
        let short = Self.shortName(className)
        self.shortClassName = short
        self.hasImpliedTraits = short.utf8.contains(UInt8(ascii: "<")) || KnownClasses.implied[short] != nil
        self.isHost = false
        self.attachment = attachment
        self.range = range
        self.classRange = range
    }

    /// The class name without a module prefix, as `type(of:)` prints it (computed once:
    /// rules ask `is(_:)` of every view controller).
    public let shortClassName: String
    /// Whether the class name implies traits beyond itself (a known class, or a generic).
    private let hasImpliedTraits: Bool

    static func shortName(_ className: String) -> String {
        guard let dot = className.utf8.lastIndex(of: UInt8(ascii: ".")) else { return className }
        return String(className[className.index(after: dot)...])
    }

    /// How reports name it: its class, and its id when it has one.
    public var displayName: String { shortClassName }

    /// Whether it is (or derives from, or conforms to) `trait`: its own class, `is:`, and
    /// what a known framework class implies.
    public func `is`(_ trait: String) -> Bool {
        let short = shortClassName
        if short == trait { return true }
        if declaredTraits.isEmpty, !hasImpliedTraits { return false }
        if declaredTraits.contains(trait) { return true }
        // A generic class (`ModalHostContainer<CheckoutScreen>`) is its base class.
        let base = short.firstIndex(of: "<").map { String(short[..<$0]) } ?? short
        if base == trait { return true }
        return KnownClasses.implied[base]?.contains(trait) == true
            || declaredTraits.contains { KnownClasses.implied[$0]?.contains(trait) == true }
    }
}
