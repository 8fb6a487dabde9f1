public struct Window: Sendable {
    public var id: String?
    public var level: Double
    public var isKey: Bool
    public var root: ControllerID
    public var range: SourceRange
}

public enum CallVia: String, Sendable, CaseIterable { case modals, toasts, uikit }
public enum CallTiming: String, Sendable, CaseIterable { case completion, immediately }

/// One entry of `calls`, replayed in order.
public struct Call: Sendable {
    public enum Action: Sendable {
        /// `present`: the presented view controller (a new node, or an existing one by id).
        case present(controller: ControllerID, from: ControllerID, via: CallVia, timing: CallTiming)
        case dismiss(controller: ControllerID, times: Int)
        case remove(controller: ControllerID)
    }
    public var action: Action
    /// The whole entry, and its verb key (`present`/`dismiss`/`remove`): reports point there.
    /// (Ranges in 32 bits, as a view controller's are: a large app's snapshot has a call for
    /// most screens; a call 272 bytes to 216.)
    @CompactSourceRange public var range: SourceRange
    @CompactSourceRange public var verbRange: SourceRange
    @CompactSourceRange.Optional public var fromRange: SourceRange? = nil
    /// For `present`: the presentation as the call describes it.
    public var presentation: Presentation?
    /// The call's own `id:`, naming it in logical locations, fingerprints and baselines.
    public var id: String?

    init(action: Action, range: SourceRange, verbRange: SourceRange, id: String? = nil) {
        self.action = action
        _range = CompactSourceRange(wrappedValue: range)
        _verbRange = CompactSourceRange(wrappedValue: verbRange)
        self.id = id
    }
}

/// A Workflow screen in a rendering, flattened: `children` index `Workflow.screens`.
public struct Screen: Sendable {
    public enum Role: Sendable, Hashable {
        case root, base, content, child(Int), modal(key: String), toast(key: String)
    }
    public var type: String
    public var role: Role
    public var style: String?
    public var styleRange: SourceRange?
    public var children: [Int]
    public var range: SourceRange
}

public struct Render: Sendable {
    public var state: String
    public var root: Int
    public var range: SourceRange
}

public struct Workflow: Sendable {
    public var name: String
    public var screens: [Screen]
    public var renders: [Render]
    /// nil: every pair of states, both ways.
    public var transitions: [(from: String, to: String, range: SourceRange)]?
    public var hostedIn: ControllerID?
    public var hostedInRange: SourceRange?
    public var range: SourceRange
}

public struct SwiftUIRoot: Sendable {
    public enum Kind: String, Sendable, CaseIterable { case window, overlay }
    public enum DimmingTap: String, Sendable, CaseIterable { case dismiss, passTapsThrough }
    public var kind: Kind
    public var id: String?
    public var level: Double
    public var dimmingTap: DimmingTap
    public var range: SourceRange
}

public struct SwiftUILink: Sendable {
    public var kind: SwiftUIRoot.Kind
    public var root: String?
    public var id: String
    public var presented: Bool
    public var completesDismissal: Bool
    public var item: Bool
    public var cachesItem: Bool
    public var range: SourceRange
    public var keyRanges: [String: SourceRange]
}

/// One moment of an app's presentation state, as loaded from a snapshot.
public struct Snapshot: Sendable {
    public var name: String?
    public var environment: Environment
    public var environmentRange: SourceRange?
    public var styles: [String: ModalStyle]
    /// Every view controller, parents before their children (index order is a pre-order).
    public var controllers: [ViewController] = []
    public var windows: [Window] = []
    public var calls: [Call] = []
    public var workflows: [Workflow] = []
    public var swiftUIRoots: [SwiftUIRoot] = []
    public var swiftUILinks: [SwiftUILink] = []
    public var swiftUIPresentations: [SwiftUIPresentation] = []
    public var ids: [String: ControllerID] = [:]

    public init(environment: Environment = Environment(), styles: [String: ModalStyle] = ModalStyle.builtIn) {
        self.environment = environment
        self.styles = styles
    }

    /// The parent as written (containment only; presentations are not parents).
    public func writtenParent(_ controller: ControllerID) -> ControllerID? {
        if case .child(let parent) = controllers[controller].attachment { return parent }
        return nil
    }

    /// A line-independent name for a view controller: its id, else its class path from the root.
    public func logicalName(_ controller: ControllerID) -> String {
        if let id = controllers[controller].id { return "#" + id }
        var names: [String] = []
        names.reserveCapacity(16)
        var current: ControllerID? = controller
        var steps = 0
        // Each view controller's fields read in place: a copy of each retained and released
        // its references (every finding names its place this way).
        while let index = current, steps < 64 {
            if let id = controllers[index].id { names.append("#" + id); break }
            names.append(controllers[index].shortClassName)
            steps += 1
            switch controllers[index].attachment {
            case .child(let parent), .uikit(let parent), .modal(let parent), .toast(let parent):
                current = parent
            case .windowRoot(let window):
                names.append(windows.indices.contains(window) && windows[window].id != nil
                             ? "window #\(windows[window].id!)" : "window[\(window)]")
                current = nil
            case .call(let index):
                names.append(callName(index))
                current = nil
            }
        }
        return Self.joinedFromLast(names)
    }

    /// `names` last first, separated by `/`, copied as UTF-8 into one string: each `+=` of a
    /// String is costly, and every finding names its place.
    static func joinedFromLast(_ names: [String]) -> String {
        let count = names.reduce(max(names.count - 1, 0)) { $0 + $1.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var written = 0
            for position in names.indices.reversed() {
                var name = names[position]
                name.withUTF8 { utf8 in
                    _ = UnsafeMutableBufferPointer(rebasing: buffer[written...]).initialize(fromContentsOf: utf8)
                    written += utf8.count
                }
                if position > 0 {
                    buffer[written] = UInt8(ascii: "/")
                    written += 1
                }
            }
            return written
        }
    }

    /// For each call named so far, how many calls up to it read the same (`nameCalls()`):
    /// its name is built from it when asked, since few calls are ever named in a report.
    var callOccurrences: [Int32] = []

    /// `#id`, else the class name: what a call says about a view controller.
    func shortName(_ controller: ControllerID) -> String {
        if let id = controllers[controller].id { return String(concatenating: "#\(id)") }
        return controllers[controller].shortClassName
    }
}
