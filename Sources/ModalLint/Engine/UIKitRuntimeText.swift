/// What UIKit logs or raises when a present goes wrong, verbatim for the snapshot's iOS version
/// (`environment.os`), instances rendered `<ClassName: 0x...>` when the snapshot has their `address`,
/// `<ClassName>` otherwise.
/// Sources: docs/design/rules.md §5, and the messages as they appear in public crash logs and issues.
public enum UIKitRuntimeText {
    static func instance(_ vc: ControllerID, _ snapshot: Snapshot) -> String {
        snapshot.controllers[vc].instanceDescription
    }

    static func fromIOS13(_ snapshot: Snapshot) -> Bool { snapshot.environment.os >= OSVersion(13) }

    /// The warning UIKit logs when the presenting view controller's view has no window.
    public static func notInWindow(presented: ControllerID, presenter: ControllerID, caller: ControllerID,
                                   in snapshot: Snapshot) -> String {
        let x = instance(presented, snapshot), p = instance(presenter, snapshot)
        return fromIOS13(snapshot)
            ? String(concatenating: "[Presentation] Attempt to present \(x) on \(p) (from \(instance(caller, snapshot))) whose view is not in the window hierarchy.")
            : String(concatenating: "Warning: Attempt to present \(x) on \(p) whose view is not in the window hierarchy!")
    }

    /// The warning UIKit logs when the presenting view controller already presents another.
    public static func alreadyPresenting(presented: ControllerID, presenter: ControllerID, caller: ControllerID,
                                         current: ControllerID, in snapshot: Snapshot) -> String {
        let x = instance(presented, snapshot), p = instance(presenter, snapshot), w = instance(current, snapshot)
        return fromIOS13(snapshot)
            ? String(concatenating: "[Presentation] Attempt to present \(x) on \(p) (from \(instance(caller, snapshot))) which is already presenting \(w).")
            : String(concatenating: "Warning: Attempt to present \(x) on \(p) which is already presenting \(w)")
    }

    /// The warning UIKit logs when present is called on a detached view controller.
    public static func detachedPresenter(presented: ControllerID, caller: ControllerID, in snapshot: Snapshot) -> String {
        let c = instance(caller, snapshot)
        return fromIOS13(snapshot)
            ? String(concatenating: "Presenting view controller \(instance(presented, snapshot)) from detached view controller \(c) is not supported, and may result in incorrect safe area insets and a corrupt root presentation. Make sure \(c) is in the view controller hierarchy before presenting from it. Will become a hard exception in a future release.")
            : String(concatenating: "Presenting view controllers on detached view controllers is discouraged \(c).")
    }

    /// NSInvalidArgumentException reasons for a present UIKit refuses outright.
    public static func alreadyPresented(presented: ControllerID, by presenter: ControllerID, in snapshot: Snapshot) -> String {
        String(concatenating: "Application tried to present modally a view controller \(instance(presented, snapshot)) that is already being presented by \(instance(presenter, snapshot)).")
    }

    public static func presentedOnItself(_ presented: ControllerID, in snapshot: Snapshot) -> String {
        String(concatenating: "Application tried to present modal view controller on itself. Presenting controller is \(instance(presented, snapshot)).")
    }

    public static func hasParent(presented: ControllerID, parent: ControllerID, in snapshot: Snapshot) -> String {
        String(concatenating: "Application tried to present modally a view controller \(instance(presented, snapshot)) that has a parent view controller \(instance(parent, snapshot)).")
    }

    /// The NSGenericException reason for a popover without an anchor in regular width.
    public static let popoverWithoutAnchor =
        "UIPopoverPresentationController (<UIPopoverPresentationController>) should have a non-nil sourceView or barButtonItem set before the presentation occurs."
}
