/// What the recorder asks of a view controller. `UIViewController` satisfies the first group
/// with its own members (same names, same types); the `modalLint...` members are spelled
/// for the recorder because UIKit's types (UIModalPresentationStyle, CGSize, UIWindow)
/// do not exist where the recorder's core is built and tested. Tests conform plain Swift
/// classes to it to build hierarchies without UIKit.
@MainActor
public protocol RecordableViewController: AnyObject {
    /// The view-controller type of the hierarchy: `UIViewController` for UIKit.
    associatedtype ModalLintNode: RecordableViewController where ModalLintNode.ModalLintNode == ModalLintNode

    /// Child view controllers, in order (a navigation stack bottom to top).
    var children: [ModalLintNode] { get }
    /// What this one, or the context it presents in, presents with UIKit.
    var presentedViewController: ModalLintNode? { get }
    /// Who UIKit made the presenter of this one, when it is presented.
    var presentingViewController: ModalLintNode? { get }
    var isViewLoaded: Bool { get }
    var definesPresentationContext: Bool { get }
    var isModalInPresentation: Bool { get }

    /// `modalPresentationStyle`.
    var modalLintPresentationStyle: RecordedPresentationStyle { get }
    /// `preferredContentSize`.
    var modalLintPreferredContentSize: RecordedSize { get }
    /// Whether its view is in a window now.
    var modalLintIsInWindow: Bool { get }
    var modalLintState: RecordedState { get }
    /// A popover or action sheet with a source view, rect or bar button item.
    var modalLintIsAnchored: Bool { get }
    /// The `UIAdaptivePresentationControllerDelegate` methods its presentation's delegate implements.
    var modalLintDelegateMethods: Set<RecordedDelegateMethod> { get }
    var modalLintSearchController: RecordedSearchController? { get }
    /// A swift-modals `ModalHost`.
    var modalLintIsModalHost: Bool { get }
    var modalLintIsActionSheet: Bool { get }
    /// Its superclasses below UIViewController, nearest first (`String(reflecting:)`), written
    /// as `is:` so that an app's subclass of UINavigationController is one.
    var modalLintSuperclassNames: [String] { get }
}

extension RecordableViewController {
    public var modalLintIsAnchored: Bool { false }
    public var modalLintDelegateMethods: Set<RecordedDelegateMethod> { [] }
    public var modalLintSearchController: RecordedSearchController? { nil }
    public var modalLintIsModalHost: Bool { false }
    public var modalLintIsActionSheet: Bool { false }
    public var modalLintSuperclassNames: [String] { [] }
}

/// Adopted by an app's view controllers that hold user edits: the recording writes
/// `unsavedChanges: true` while `modalLintHasUnsavedChanges` is true. Checked with a cast,
/// so a subclass can adopt it.
@MainActor
public protocol ModalLintUnsavedChangesReporting: AnyObject {
    var modalLintHasUnsavedChanges: Bool { get }
}

/// One window to record: its root view controller, level and whether it is the key window.
public struct RecordingWindow<Node: RecordableViewController> {
    public var root: Node
    public var level: Double
    public var isKey: Bool

    public init(root: Node, level: Double = 0, isKey: Bool = false) {
        self.root = root
        self.level = level
        self.isKey = isKey
    }
}
