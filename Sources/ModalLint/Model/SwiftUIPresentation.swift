/// One of SwiftUI's own presentation modifiers (`.sheet`, `.fullScreenCover`, ...), as a
/// snapshot's `swiftui: presentations:` entry describes it. A value the entry leaves out is
/// unknown, and an unknown value is never a finding.
public struct SwiftUIPresentation: Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case sheet, fullScreenCover, popover, confirmationDialog, alert, inspector
    }
    /// The views that each carry a copy of a modifier written on (or in the rows of) them.
    public enum Repeated: String, Sendable, CaseIterable {
        case forEach = "ForEach", list = "List", group = "Group", section = "Section"
        /// A `ForEach` or a `List` makes rows; a `Group` or `Section` has members.
        public var makesRows: Bool { self == .forEach || self == .list }
    }
    /// A menu whose content (its menu items) the modifier is written in.
    public enum Menu: String, Sendable, CaseIterable {
        case menu = "Menu", contextMenu
    }
    /// `isPresented:` (a Bool flag) or `item:` (an optional identifiable value).
    public enum Trigger: String, Sendable, CaseIterable { case isPresented, item }
    /// `interactiveDismissDisabled(_:)` on the presented content.
    public enum DismissDisabled: Sendable, Equatable {
        /// Not applied, or applied with `false`.
        case never
        /// Applied with `true` (or no argument).
        case always
        /// Applied with a condition; `inverted`: one that holds exactly when there is
        /// nothing to lose (`!hasChanges`), so the swipe stays enabled over the edits.
        case condition(String?, inverted: Bool)
    }

    public var kind: Kind
    public var trigger: Trigger?
    public var attachedTo: String?
    /// `isPresented: $flag`: the state the binding projects.
    public var flag: String?
    /// The presented content's view type.
    public var content: String?
    /// An alert's or confirmation dialog's title as written (a string literal).
    public var title: String?
    /// `presenting:` of an alert or confirmation dialog with `isPresented:`: the data its
    /// closures receive, as written.
    public var presenting: String?
    /// The control inside the view the modifier is attached to whose action raises the flag
    /// (`Button` in a `List` row); nil when the flag is raised elsewhere or unknown.
    public var openedFrom: String?
    /// A popover's `attachmentAnchor:` as written; nil when left to its default, the bounds of
    /// the view the modifier is attached to.
    public var attachmentAnchor: String?
    /// `presentationDetents(_:)` on the content: the detents as written (`medium`,
    /// `height(200)`); empty when not applied.
    public var detents: [String] = []
    public var inLazyContainer: Bool?
    /// The container whose views each carry a copy of the modifier, all observing its one
    /// binding: a `ForEach` (written on it, or in its rows bound to state outside the row), a
    /// `List` made from data (in its rows), a `Group` or `Section` of two views or more; nil when
    /// the modifier is on one view or unknown.
    public var repeatedIn: Repeated?
    /// The `Menu` or `.contextMenu` whose content the modifier is written in (on one of its
    /// items); nil when it is not, or that is unknown.
    public var menuItemOf: Menu?
    public var dismissDisabled: DismissDisabled?
    /// Whether the content edits state a swipe would throw away (nil: unknown).
    public var edits: Bool?
    /// State values the content reads (and, from Swift, the presenting view reads nowhere
    /// else), and those the action that raises the flag sets with it.
    public var contentReads: [String] = []
    public var setWithFlag: [String] = []
    /// Optional state (of the presenting view, or `model.name` of its model) that the content
    /// force-unwraps where it is built.
    public var forceUnwraps: [String] = []
    /// Flags of sheets and covers written before this one on the same view that an action
    /// raises together with this one's flag.
    public var raisedTogetherWith: [String] = []
    /// On a sheet or cover: the bindings of the same view's sheets and covers whose content
    /// raises this one's flag while it is up (without lowering its own binding).
    public var raisedFromInside: [String] = []
    /// State that the action raising the presentation's binding sets so that the branch (`if`,
    /// `else`, `switch` case) the modifier is written in is no longer shown: the view carrying
    /// the modifier leaves with it.
    public var removedBy: [String] = []
    public var id: String?
    public var range: SourceRange

    public init(kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// A line-independent name: `swiftui:presentation:sheet/#id`, else by content (an alert's
    /// or dialog's title) and the view it is attached to (`swiftui:presentation:sheet/EditView@List`).
    public var logicalName: String {
        "swiftui:presentation:\(kind.rawValue)/" + (id.map { "#" + $0 } ?? (content ?? title ?? "-") + "@" + (attachedTo ?? "-"))
    }

    /// An alert or a confirmation dialog: a dialog whose content is its actions and message.
    public var isDialog: Bool { kind == .alert || kind == .confirmationDialog }

    /// How the finding names what is presented: the content's type, else the title.
    public var shownName: String? { content ?? title.map { "\"\($0)\"" } }
}
