/// Index of a view controller in `Snapshot.controllers`.
public typealias ControllerID = Int

public enum ControllerState: String, Sendable, CaseIterable {
    case appeared, appearing, disappeared, disappearing

    /// In two bits, where the model keeps it compactly.
    var position: UInt8 {
        switch self {
        case .appeared: 0
        case .appearing: 1
        case .disappeared: 2
        case .disappearing: 3
        }
    }

    init(position: UInt8) {
        switch position & 3 {
        case 0: self = .appeared
        case 1: self = .appearing
        case 2: self = .disappeared
        default: self = .disappearing
        }
    }
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
    public var description: String { "\(Self.format(width))x\(Self.format(height))" }

    /// Numbers as a person writes them (`320`, not `320.0`); values too large for an Int stay
    /// as written (`1e+300`) instead of trapping.
    public static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// One view controller as the snapshot describes it.
///
/// Stored compactly (72 bytes, four references) because snapshots hold up to millions and
/// rules copy them: the class is shared, ranges are 32-bit, the flags are bits, and what most
/// view controllers lack lives in one out-of-line box. The public properties read as plain values.
public struct ViewController: Sendable {
    private var classInfo: ViewControllerClass
    public var children: [ControllerID] = []
    /// Present when this node is a `<presentation>` (presented, modals, toasts, calls).
    @Boxed public var presentation: Presentation?
    /// Whether `presentation` is set, without copying it out.
    var hasPresentation: Bool { !_presentation.isEmpty }
    /// `presentation?.modalStyle`, read in place.
    var presentationModalStyle: String? { _presentation.storage?.value.modalStyle }
    /// `presentation?.lifetime`, read in place.
    var presentationLifetime: ModalLifetimeKind? { _presentation.storage?.value.lifetime }
    @Boxed private var details: Details?
    /// The mapping node's range, and the `class` value's range (diagnostics point there).
    @CompactSourceRange public var range: SourceRange
    @CompactSourceRange public var classRange: SourceRange
    /// `attachment`'s index, in 32 bits: an index of a view controller, window or call, fewer
    /// than `LoaderLimits.maxNodes`.
    private var attachmentIndex: Int32
    private var flags: Flags = [.viewLoaded, .contained]
    private var attachmentKind: UInt8

    /// The Boolean keys (and the two optional ones, a bit for whether each is written), the
    /// state and whether `presented` is set (its index is out of line: few have one).
    private struct Flags: OptionSet, Sendable {
        let rawValue: UInt16
        static let isHost = Flags(rawValue: 1 << 0)
        static let viewLoaded = Flags(rawValue: 1 << 1)
        static let contained = Flags(rawValue: 1 << 2)
        static let definesPresentationContext = Flags(rawValue: 1 << 3)
        static let modalInPresentation = Flags(rawValue: 1 << 4)
        static let unsavedChanges = Flags(rawValue: 1 << 5)
        static let actionSheet = Flags(rawValue: 1 << 6)
        static let hasObservers = Flags(rawValue: 1 << 7)
        static let hasPresented = Flags(rawValue: 1 << 8)
        static let inWindowWritten = Flags(rawValue: 1 << 9)
        static let inWindow = Flags(rawValue: 1 << 10)
        static let showsOwnModalsWritten = Flags(rawValue: 1 << 11)
        static let showsOwnModals = Flags(rawValue: 1 << 12)
        /// Two bits: the state (`ControllerState.position`).
        static let stateShift: UInt16 = 13
        static let stateMask = Flags(rawValue: 3 << stateShift)

        subscript(_ flag: Flags) -> Bool {
            get { contains(flag) }
            set { if newValue { insert(flag) } else { remove(flag) } }
        }

        subscript(written written: Flags, value value: Flags) -> Bool? {
            get { contains(written) ? contains(value) : nil }
            set {
                self[written] = newValue != nil
                self[value] = newValue == true
            }
        }
    }

    public var attachment: Attachment {
        get {
            let index = Int(attachmentIndex)
            switch attachmentKind {
            case 0: return .windowRoot(window: index)
            case 1: return .child(parent: index)
            case 2: return .uikit(caller: index)
            case 3: return .modal(owner: index)
            case 4: return .toast(owner: index)
            default: return .call(index: index)
            }
        }
        set {
            let (kind, index): (UInt8, Int) = switch newValue {
            case .windowRoot(let window): (0, window)
            case .child(let parent): (1, parent)
            case .uikit(let caller): (2, caller)
            case .modal(let owner): (3, owner)
            case .toast(let owner): (4, owner)
            case .call(let call): (5, call)
            }
            (attachmentKind, attachmentIndex) = (kind, Int32(index))
        }
    }

    public var isHost: Bool {
        get { flags[.isHost] }
        set { flags[.isHost] = newValue }
    }

    public var state: ControllerState {
        get { ControllerState(position: UInt8(truncatingIfNeeded: flags.rawValue >> Flags.stateShift)) }
        set {
            let position = UInt16(newValue.position) << Flags.stateShift
            flags = Flags(rawValue: flags.rawValue & ~Flags.stateMask.rawValue | position)
        }
    }

    public var viewLoaded: Bool {
        get { flags[.viewLoaded] }
        set { flags[.viewLoaded] = newValue }
    }

    /// `inWindow` as written; nil means derive it.
    public var inWindow: Bool? {
        get { flags[written: .inWindowWritten, value: .inWindow] }
        set { flags[written: .inWindowWritten, value: .inWindow] = newValue }
    }

    /// false: its view was added to the parent's view without `addChild(_:)`.
    public var contained: Bool {
        get { flags[.contained] }
        set { flags[.contained] = newValue }
    }

    public var definesPresentationContext: Bool {
        get { flags[.definesPresentationContext] }
        set { flags[.definesPresentationContext] = newValue }
    }

    /// A modal host's layout includes the modals of its own `modalPresenter`; nil: what its
    /// class does (the framework hosts leave them out, UIKit's default keeps them).
    public var showsOwnModals: Bool? {
        get { flags[written: .showsOwnModalsWritten, value: .showsOwnModals] }
        set { flags[written: .showsOwnModalsWritten, value: .showsOwnModals] = newValue }
    }

    public var modalInPresentation: Bool {
        get { flags[.modalInPresentation] }
        set { flags[.modalInPresentation] = newValue }
    }

    public var unsavedChanges: Bool {
        get { flags[.unsavedChanges] }
        set { flags[.unsavedChanges] = newValue }
    }

    public var actionSheet: Bool {
        get { flags[.actionSheet] }
        set { flags[.actionSheet] = newValue }
    }

    /// Whether `observers` is not empty, kept beside the out-of-line parts: a pass over every
    /// view controller for the observers (the replay's, several rules') then reads only the
    /// view controllers themselves, not the box of each one that has an id or modals.
    public var hasObservers: Bool { flags[.hasObservers] }

    public init(className: String, attachment: Attachment, range: SourceRange) {
        self.init(class: ViewControllerClass(className), attachment: attachment, range: range)
    }

    /// With a shared class (the decoder interns them).
    public init(class classInfo: ViewControllerClass, attachment: Attachment, range: SourceRange) {
        self.classInfo = classInfo
        (attachmentKind, attachmentIndex) = (0, 0)
        _range = CompactSourceRange(wrappedValue: range)
        _classRange = _range
        self.attachment = attachment
    }

    public var className: String {
        get { classInfo.name }
        set { classInfo = ViewControllerClass(newValue) }
    }

    /// The class name without a module prefix, as `type(of:)` prints it.
    public var shortClassName: String { classInfo.shortName }

    /// What it presents with UIKit, written under `presented:`.
    public var presented: ControllerID? {
        get { flags[.hasPresented] ? _details.storage.map { Int($0.value.presentedIndex) } : nil }
        set {
            if let newValue { updateDetails { $0.presentedIndex = Int32(newValue) } }
            flags[.hasPresented] = newValue != nil
        }
    }

    public var modals: [ControllerID] {
        get { _details.storage?.value.modals ?? [] }
        set { updateDetails { $0.modals = newValue } }
    }

    public var toasts: [ControllerID] {
        get { _details.storage?.value.toasts ?? [] }
        set { updateDetails { $0.toasts = newValue } }
    }

    public var observers: [Observer] {
        get { _details.storage?.value.observers ?? [] }
        set { updateDetails { $0.observers = newValue } }
    }

    public var id: String? {
        get { _details.storage?.value.id }
        set { updateDetails { $0.id = newValue } }
    }

    /// The instance's address (`address:`), from a `_printHierarchy` paste.
    public var address: String? {
        get { _details.storage?.value.address }
        set { updateDetails { $0.address = newValue } }
    }

    /// The instance as the frameworks print it (`-description`): `<App.Root: 0x600000c04000>` with an
    /// address, `<App.Root>` without.
    public var instanceDescription: String {
        String(concatenating: "<\(instance: self)>")
    }

    /// `is:` as written: framework classes and protocols it derives from or conforms to.
    public var declaredTraits: [String] {
        get { _details.storage?.value.declaredTraits ?? [] }
        set { updateDetails { $0.declaredTraits = newValue } }
    }

    public var hostFilter: HostFilter? {
        get { _details.storage?.value.hostFilter }
        set { updateDetails { $0.hostFilter = newValue } }
    }

    public var preferredContentSize: Size? {
        get { _details.storage?.value.preferredContentSize }
        set { updateDetails { $0.preferredContentSize = newValue } }
    }

    public var forwardsPreferredContentSize: Bool? {
        get { _details.storage?.value.forwardsPreferredContentSize }
        set { updateDetails { $0.forwardsPreferredContentSize = newValue } }
    }

    public var searchController: SearchControllerInfo? {
        get { _details.storage?.value.searchController }
        set { updateDetails { $0.searchController = newValue } }
    }

    /// Where a key rules point at is written (`forwardsPreferredContentSize`, `contained`, ...).
    public func keyRange(_ key: String) -> SourceRange? {
        guard let key = RangedKey(name: key) else { return nil }
        return _details.storage?.value.keyRange(key)
    }

    /// Records where `key` is written (the decoder reads each key once).
    mutating func setKeyRange(_ key: RangedKey, _ range: SourceRange) {
        updateDetails { $0.setKeyRange(key, range) }
    }

    /// Changes the out-of-line parts in place. The decoder appends through this: appending
    /// through a computed property (get, append, set) would copy the array every time.
    mutating func updateDetails(_ change: (inout Details) -> Void) {
        var observed = false
        _details.update(default: Details()) { details in
            change(&details)
            observed = !details.observers.isEmpty
        }
        flags[.hasObservers] = observed
    }

    /// Calls `body` with each controller below it in the decoder's order: children, the UIKit
    /// presentation, modals, toasts, then the observers' modals, last observer first.
    /// `mutating` (it changes nothing) so that it is called in place: called on a buffer's
    /// element, a plain method got a copy of the controller.
    mutating func forEachBelowInReadingOrder(_ body: (ControllerID) -> Void) {
        children.withUnsafeBufferPointer { children in
            for child in children { body(child) }
        }
        guard let details = _details.storage?.value else { return }
        if flags[.hasPresented] { body(Int(details.presentedIndex)) }
        for modal in details.modals { body(modal) }
        for toast in details.toasts { body(toast) }
        for observer in details.observers.reversed() {
            for modal in observer.modals { body(modal) }
        }
    }

    /// Rewrites every reference to another controller: its owner's (the attachment's) through
    /// `owner`, and each of those below it through `below`, called in the order
    /// `forEachBelowInReadingOrder` gives them.
    mutating func renumberControllers(owner: (ControllerID) -> ControllerID, below: (ControllerID) -> ControllerID) {
        switch attachment {
        case .child(let parent): attachment = .child(parent: owner(parent))
        case .uikit(let caller): attachment = .uikit(caller: owner(caller))
        case .modal(let modalOwner): attachment = .modal(owner: owner(modalOwner))
        case .toast(let toastOwner): attachment = .toast(owner: owner(toastOwner))
        case .windowRoot, .call: break
        }
        if !children.isEmpty {
            children.withUnsafeMutableBufferPointer { children in
                for position in children.indices { children[position] = below(children[position]) }
            }
        }
        if let presented { self.presented = below(presented) }
        guard !_details.isEmpty else { return }
        updateDetails { details in
            for position in details.modals.indices { details.modals[position] = below(details.modals[position]) }
            for position in details.toasts.indices { details.toasts[position] = below(details.toasts[position]) }
            for observer in details.observers.indices.reversed() {
                for position in details.observers[observer].modals.indices {
                    details.observers[observer].modals[position] = below(details.observers[observer].modals[position])
                }
            }
        }
    }

    /// How reports name it: its class as written, whole (`App.Settings`,
    /// `SwiftUI.UIHostingController<MyApp.SettingsView>`).
    public var displayName: String { className }

    /// `is("ModalHost")`, which the decoder asks of every view controller: the class's answer,
    /// found once per class, unless `is:` declares traits (kept in `details`).
    var isModalHostByTraits: Bool {
        if _details.isEmpty || declaredTraits.isEmpty { return classInfo.impliesModalHost }
        return self.is("ModalHost")
    }

    /// The first of `KnownClasses.system` it `is`, which a rule asks of every modal: the class's
    /// answer, found once per class, unless `is:` declares traits.
    var systemClass: String? {
        if _details.isEmpty || declaredTraits.isEmpty { return classInfo.impliedSystemClass }
        return KnownClasses.system.first { self.is($0) }
    }

    /// Whether it is (or derives from, or conforms to) `trait`: its own class, `is:`, and
    /// what a known framework class implies.
    public func `is`(_ trait: String) -> Bool {
        if classInfo.shortName == trait { return true }
        if _details.isEmpty, !classInfo.hasImpliedTraits { return false }
        let declaredTraits = declaredTraits
        if declaredTraits.isEmpty, !classInfo.hasImpliedTraits { return false }
        if declaredTraits.contains(trait) || classInfo.baseName == trait { return true }
        return KnownClasses.implied[classInfo.baseName]?.contains(trait) == true
            || declaredTraits.contains { KnownClasses.implied[$0]?.contains(trait) == true }
    }
}
