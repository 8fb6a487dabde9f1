/// The words for a failed host lookup: swift-modals' own trap message, verbatim, and the
/// linter's explanation of the cause along the walked path.
public enum HostFailureText {
    static let tipsURL = "https://github.com/square/swift-modals/Documentation/tips.md"

    /// The message `ModalHostAsserts.noFoundModalHostFatalError(in:)` traps with
    /// (swift-modals, Modals/Sources/ModalHostValidation.swift). Instances print as
    /// `<Class: 0x...>` (`<Class>` when the snapshot has no `address`), `type(of:)` as the unqualified class name.
    public static func runtimeMessage(_ failure: HostFailure, snapshot: Snapshot) -> String {
        runtimeMessage(
            failure.kind, looker: snapshot.controllers[failure.chain[0]].shortClassName,
            // The instance description without its angle brackets, which the message adds.
            presenting: failure.presentingViewController.map { String(concatenating: "\(instance: snapshot.controllers[$0])") },
            chain: listed(failure.chain).map { $0.map { snapshot.controllers[$0].shortClassName } ?? elision(failure.chain) }
                + (failure.underDismissedWrapper ? [wrapperClass] : []))
    }

    /// What swift-modals wraps each presented modal in (Modals/Sources/ModalPresentationViewController.swift).
    static let wrapperClass = "ModalPresentationViewController"

    /// The same, from names: `looker` and `chain` as `type(of:)` prints them, `presenting` as
    /// the instance's class.
    public static func runtimeMessage(_ kind: HostFailureKind, looker: String, presenting: String?, chain: [String]) -> String {
        switch kind {
        case .uikitPresentation:
            let presenting = presenting ?? "UIViewController"
            // The framework interpolates `type(of: vc.presentingViewController)`, an Optional:
            // the real message names `Optional<UIViewController>`, whatever the presenter is.
            return String(concatenating: """
                Found a presentingViewController (<\(presenting)>) when attempting to find the modal host.

                '\(looker)' cannot present a view controller because it was presented using UIKit \
                modal presentation. Please update the presenting 'Optional<UIViewController>' to use the \
                Modal framework for presentation.

                For more info, visit
                \(tipsURL)
                """)
        case .noParent:
            return String(concatenating: """
                '\(looker)' has no parent view controller, which means we cannot find a modal host.

                Modals cannot be presented or dismissed unless they are in a valid parent view controller \
                hierarchy in order to find the modal host. It is likely that this view controller was previously \
                in a valid view controller hierarchy, but that was since torn down.

                For more info, visit
                \(tipsURL)
                """)
        case .missing:
            return String(concatenating: """
                The parent view controller hierarchy did not contain a modal host. The found hierarchy:
                \(chain, prefix: "   ", separator: "\n")

                Modals cannot be presented or dismissed unless they are in a valid parent
                view controller hierarchy (in order to find the modal host).

                It is likely that one of the following is true:

                1) This view controller was previously in a valid view controller hierarchy, but that was since torn down.

                2) This view controller is not in a valid hierarchy, and hence cannot find a modal host.
                   a) We recommend checking the integrity of your view controller hierarchy (eg, the parent/child relationships).

                3) The view controller is presented in a new window that lacks a modal host.
                   Note: We recommend not presenting UI in new windows for many reasons,
                   and instead converting these presentations to the modals framework.

                For more info, visit
                \(tipsURL)
                """)
        }
    }

    /// The linter's message: who cannot reach a host, and why.
    public static func message(_ failure: HostFailure, snapshot: Snapshot) -> (message: String, fix: String) {
        func name(_ vc: ControllerID) -> String { snapshot.controllers[vc].displayName }
        let looker = name(failure.chain[0])
        let head = String(concatenating: "\(looker) cannot reach a modal host")
        switch failure.cause {
        case .uikitPresentation(let root, let presenter):
            let style = UIKitSemantics.resolve(
                snapshot.controllers[root].presentation?.uikitStyle ?? .automatic, in: snapshot.environment)
            let inside = root == failure.chain[0]
                ? String(concatenating: "it was presented with a UIKit \(UIKitSemantics.describe(style)) by \(name(presenter))")
                : String(concatenating: "it sits inside a UIKit \(UIKitSemantics.describe(style)) presented by \(name(presenter))")
            return (String(concatenating: "\(head): \(inside)"),
                    String(concatenating: "present the \(name(root)) with modalPresenter.present(_:style:), or wrap it in a ModalHostContainerViewController"))
        case .otherWindow(let window, let hostWindow):
            return (String(concatenating: "\(head): it lives in \(windowName(window, snapshot)), which has no modal host (the host is in \(windowName(hostWindow, snapshot)))"),
                    "install a modal host in that window (make its root a ModalHostContainerViewController), or present this UI with swift-modals instead of a new window")
        case .noHost:
            let top = failure.chain.last ?? failure.chain[0]
            let why = failure.chain.count == 1
                ? "it has no parent and is not a modal host itself"
                : String(concatenating: "no view controller from it up to \(name(top)) is a modal host")
            return (String(concatenating: "\(head): \(why)"),
                    String(concatenating: "install a modal host near the root: wrap \(name(top)) in a ModalHostContainerViewController, or make it conform to ModalHost"))
        case .brokenContainment(let controller):
            let container: String
            if case .child(let parent) = snapshot.controllers[controller].attachment {
                container = name(parent)
            } else {
                container = "its container"
            }
            let subject = controller == failure.chain[0] ? "its view" : String(concatenating: "\(name(controller))'s view")
            return (String(concatenating: "\(head): \(subject) was added to \(container)'s view, but addChild(_:) was never called, so the parent chain stops at \(name(controller))"),
                    String(concatenating: "in \(container), call addChild(_:), add the view, then didMove(toParent:) (view controller containment)"))
        case .removed(let controller, let call):
            let line = snapshot.calls[call].verbRange.start.line
            let subject = controller == failure.chain[0] ? "it was" : String(concatenating: "\(name(controller)) was")
            return (String(concatenating: "\(head): \(subject) removed from its parent by the call at line \(line)"),
                    "present only while it is in the hierarchy; dismiss its modals before removing it")
        case .dismissed(let controller, let call):
            let line = snapshot.calls[call].verbRange.start.line
            let subject = controller == failure.chain[0] ? "it was" : String(concatenating: "\(name(controller)) was")
            if failure.underDismissedWrapper {
                return (String(concatenating: "\(head): \(subject) dismissed by the call at line \(line), and once its exit animation ended its \(wrapperClass) left the host, so the parent chain stops at the wrapper"),
                        "present from a view controller that is still on screen")
            }
            return (String(concatenating: "\(head): \(subject) dismissed by the call at line \(line)"),
                    "present from a view controller that is still on screen")
        case .lifetimeDiscarded(let controller, let site):
            let subject = controller == failure.chain[0] ? "it was" : String(concatenating: "\(name(controller)) was")
            let line = LifetimeFacts.line(of: site, snapshot: snapshot)
            if LifetimeFacts.lifetime(at: site, snapshot: snapshot) == .discarded {
                return (String(concatenating: "\(head): \(subject) dismissed as soon as it was presented at line \(line), because the ModalLifetime that present returned was discarded, so it never got a parent"),
                        String(concatenating: "keep the ModalLifetime returned by the present at line \(line) in a property for as long as the modal should show"))
            }
            return (String(concatenating: "\(head): \(subject) listed by a modalListObserver observation whose token was discarded, so the observation stopped at once and it was never shown"),
                    "keep the token returned by modalListObserver.observe in a property")
        case .presentedWithoutCompletion(let previous):
            let line = snapshot.calls[previous].verbRange.start.line
            return (String(concatenating: "\(head): it was presented by the call at line \(line), whose present has not completed, so it has no parent yet"),
                    "present from the completion of the first present (after: completion)")
        }
    }

    static func windowName(_ window: Int, _ snapshot: Snapshot) -> String {
        if let id = snapshot.windows[window].id { return String(concatenating: "window `\(id)`") }
        return String(concatenating: "window \(window + 1)")
    }

    /// The chain as listed in messages and paths: whole, or past `PathStep.maxSteps` its nearest
    /// and farthest entries around `nil` for the middle, so that a finding's size and cost do
    /// not grow with the depth of the hierarchy (the framework lists every ancestor).
    static func listed(_ chain: [ControllerID]) -> [ControllerID?] {
        PathStep.elide(chain.map(Optional.some)) { _ in nil }
    }

    static func elision(_ chain: [ControllerID]) -> String {
        String(concatenating: "… \(chain.count - PathStep.maxSteps + 1) more …")
    }

    /// The walked chain as path steps, nearest first, the top annotated with how it is attached.
    public static func path(_ failure: HostFailure, snapshot: Snapshot) -> [PathStep] {
        let controllers = snapshot.controllers
        let listed = listed(failure.chain)
        return listed.enumerated().map { position, entry in
            guard let vc = entry else {
                return PathStep(range: controllers[failure.chain[position]].classRange, note: elision(failure.chain))
            }
            let name = controllers[vc].displayName
            guard position == listed.count - 1 else { return PathStep(range: controllers[vc].classRange, note: name) }
            let why: String
            if failure.underDismissedWrapper {
                why = String(concatenating: "its parent, the \(wrapperClass), has left the host")
            } else {
                switch controllers[vc].attachment {
                case .uikit, .call:
                    if let presenter = failure.presentingViewController {
                        let style = UIKitSemantics.resolve(controllers[vc].presentation?.uikitStyle ?? .automatic,
                                                           in: snapshot.environment)
                        why = String(concatenating: "presented with UIKit \(style.rawValue) by \(controllers[presenter].displayName)")
                    } else {
                        why = "no parent"
                    }
                case .windowRoot(let window): why = String(concatenating: "root of \(windowName(window, snapshot))")
                case .child: why = controllers[vc].contained ? "no parent" : "contained: false: no parent"
                case .modal, .toast: why = "no parent"
                }
            }
            return PathStep(range: controllers[vc].classRange, note: String(concatenating: "\(name) (\(why))"))
        }
    }
}
