// The UIKit side of the recorder: UIViewController's conformance and the walk of the
// connected scenes' windows. It is not compiled where the project is built and tested
// (Linux); each UIKit member it uses names its Apple documentation page, all under
// https://developer.apple.com/documentation/uikit/ (written below as `uikit/...`).
#if canImport(UIKit) && os(iOS)
import Foundation
import UIKit
#if canImport(Modals)
// Only when the app's build makes swift-modals visible to this module; without it, hosts
// are found through the Objective-C runtime (`modalLintIsModalHost`).
import Modals
#endif

// children: uikit/uiviewcontroller/children
// presentedViewController: uikit/uiviewcontroller/presentedviewcontroller
// presentingViewController: uikit/uiviewcontroller/presentingviewcontroller
// isViewLoaded: uikit/uiviewcontroller/isviewloaded
// definesPresentationContext: uikit/uiviewcontroller/definespresentationcontext
// isModalInPresentation: uikit/uiviewcontroller/ismodalinpresentation
extension UIViewController: RecordableViewController {
    public typealias ModalLintNode = UIViewController

    // uikit/uiviewcontroller/modalpresentationstyle
    public var modalLintPresentationStyle: RecordedPresentationStyle {
        switch modalPresentationStyle {
        case .automatic: return .automatic
        case .pageSheet: return .pageSheet
        case .formSheet: return .formSheet
        case .fullScreen: return .fullScreen
        case .overFullScreen: return .overFullScreen
        case .currentContext: return .currentContext
        case .overCurrentContext: return .overCurrentContext
        case .popover: return .popover
        case .custom: return .custom
        default: return .other
        }
    }

    // uikit/uiviewcontroller/preferredcontentsize
    public var modalLintPreferredContentSize: RecordedSize {
        RecordedSize(width: Double(preferredContentSize.width), height: Double(preferredContentSize.height))
    }

    // viewIfLoaded: uikit/uiviewcontroller/viewifloaded (does not load the view);
    // window: uikit/uiview/window
    public var modalLintIsInWindow: Bool {
        viewIfLoaded?.window != nil
    }

    /// UIKit has no public appearance state: derived (inferred, not read) from the
    /// transition flags and whether the view is in a window.
    // isBeingPresented: uikit/uiviewcontroller/isbeingpresented
    // isMovingToParent: uikit/uiviewcontroller/ismovingtoparent
    // isBeingDismissed: uikit/uiviewcontroller/isbeingdismissed
    // isMovingFromParent: uikit/uiviewcontroller/ismovingfromparent
    public var modalLintState: RecordedState {
        if isBeingPresented || isMovingToParent { return .appearing }
        if isBeingDismissed || isMovingFromParent { return .disappearing }
        return modalLintIsInWindow ? .appeared : .disappeared
    }

    // Asked of presented view controllers only: reading popoverPresentationController on one
    // not yet presented would create it.
    // popoverPresentationController: uikit/uiviewcontroller/popoverpresentationcontroller
    // sourceView: uikit/uipopoverpresentationcontroller/sourceview
    // barButtonItem: uikit/uipopoverpresentationcontroller/barbuttonitem
    // sourceItem (iOS 16): uikit/uipopoverpresentationcontroller/sourceitem
    public var modalLintIsAnchored: Bool {
        guard presentingViewController != nil, let popover = popoverPresentationController else { return false }
        if #available(iOS 16.0, *), popover.sourceItem != nil { return true }
        return popover.sourceView != nil || popover.barButtonItem != nil
    }

    // presentationController: uikit/uiviewcontroller/presentationcontroller
    // delegate: uikit/uipresentationcontroller/delegate
    // uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    // uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    // uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    // uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    public var modalLintDelegateMethods: Set<RecordedDelegateMethod> {
        guard presentingViewController != nil, let delegate = presentationController?.delegate else { return [] }
        let methods: [(Selector, RecordedDelegateMethod)] = [
            (#selector(UIAdaptivePresentationControllerDelegate.presentationControllerShouldDismiss(_:)), .shouldDismiss),
            (#selector(UIAdaptivePresentationControllerDelegate.presentationControllerWillDismiss(_:)), .willDismiss),
            (#selector(UIAdaptivePresentationControllerDelegate.presentationControllerDidDismiss(_:)), .didDismiss),
            (#selector(UIAdaptivePresentationControllerDelegate.presentationControllerDidAttemptToDismiss(_:)),
             .didAttemptToDismiss),
        ]
        return Set(methods.filter { delegate.responds(to: $0.0) }.map(\.1))
    }

    // navigationItem: uikit/uiviewcontroller/navigationitem
    // searchController: uikit/uinavigationitem/searchcontroller
    // isActive: uikit/uisearchcontroller/isactive
    public var modalLintSearchController: RecordedSearchController? {
        guard let search = navigationItem.searchController else { return nil }
        return RecordedSearchController(active: search.isActive, modalInPresentation: search.isModalInPresentation)
    }

    // swift-modals: Modals/Sources/ModalHost.swift (`@objc(MDLModalHost) public protocol ModalHost`).
    // Without the module, the Objective-C runtime knows the protocol by that name whenever
    // the app links swift-modals.
    // NSProtocolFromString: https://developer.apple.com/documentation/foundation/nsprotocolfromstring(_:)
    // conforms(to:): https://developer.apple.com/documentation/objectivec/nsobjectprotocol/conforms(to:)
    public var modalLintIsModalHost: Bool {
        #if canImport(Modals)
        if self is ModalHost { return true }
        #endif
        guard let modalHost = NSProtocolFromString("MDLModalHost") else { return false }
        return conforms(to: modalHost)
    }

    // class_getSuperclass: https://developer.apple.com/documentation/objectivec/class_getsuperclass(_:)
    public var modalLintSuperclassNames: [String] {
        var names: [String] = []
        var current: AnyClass? = class_getSuperclass(type(of: self))
        while let cls = current, ObjectIdentifier(cls) != ObjectIdentifier(UIViewController.self) {
            names.append(String(reflecting: cls))
            current = class_getSuperclass(cls)
        }
        return names
    }

    // preferredStyle: uikit/uialertcontroller/preferredstyle
    public var modalLintIsActionSheet: Bool {
        (self as? UIAlertController)?.preferredStyle == .actionSheet
    }
}

extension ModalLintRecorder {
    /// UIKit's private keyboard windows, which a scene's window list can hold: not the app's.
    private static let systemWindowClasses: Set<String> = ["UITextEffectsWindow", "UIRemoteKeyboardWindow"]

    /// The windows of every connected window scene that show a root view controller, in
    /// scene then window order.
    // connectedScenes: uikit/uiapplication/connectedscenes
    // windows: uikit/uiwindowscene/windows
    // rootViewController: uikit/uiwindow/rootviewcontroller
    // windowLevel: uikit/uiwindow/windowlevel
    // isKeyWindow: uikit/uiwindow/iskeywindow
    // isHidden: uikit/uiview/ishidden
    public static func windowsOfConnectedScenes() -> [RecordingWindow<UIViewController>] {
        // A Set: sorted by the session's identifier so that recordings are repeatable.
        // persistentIdentifier: uikit/uiscenesession/persistentidentifier
        let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            .sorted { $0.session.persistentIdentifier < $1.session.persistentIdentifier }
        var windows: [RecordingWindow<UIViewController>] = []
        for scene in scenes {
            // NSStringFromClass: https://developer.apple.com/documentation/foundation/nsstringfromclass(_:)
            for window in scene.windows
            where !window.isHidden && !systemWindowClasses.contains(NSStringFromClass(type(of: window))) {
                guard let root = window.rootViewController else { continue }
                windows.append(RecordingWindow(root: root, level: Double(window.windowLevel.rawValue),
                                               isKey: window.isKeyWindow))
            }
        }
        return windows
    }

    /// What the device says about the `environment` keys.
    // systemVersion: uikit/uidevice/systemversion
    // userInterfaceIdiom: uikit/uidevice/userinterfaceidiom
    // horizontalSizeClass: uikit/uitraitcollection/horizontalsizeclass
    public static func currentEnvironment() -> RecordedEnvironment {
        let device = UIDevice.current
        var environment = RecordedEnvironment(os: device.systemVersion)
        // The SDK the app was built with, from the Info.plist key Xcode writes.
        environment.sdk = Bundle.main.infoDictionary?["DTPlatformVersion"] as? String
        switch device.userInterfaceIdiom {
        case .phone: environment.idiom = .phone
        case .pad: environment.idiom = .pad
        default:
            if #available(iOS 14.0, *), device.userInterfaceIdiom == .mac { environment.idiom = .mac }
        }
        let key = windowsOfConnectedScenes().first { $0.isKey }?.root
        switch key?.traitCollection.horizontalSizeClass {
        case .compact?: environment.width = .compact
        case .regular?: environment.width = .regular
        default: break
        }
        return environment
    }

    /// Writes the snapshot of the app's windows now as `<name>.yaml` into `directory`, or into
    /// `$MODALLINT_SNAPSHOT_DIR`; returns the file, or nil when neither names a directory.
    @discardableResult
    public static func record(_ name: String, title: String? = nil, to directory: URL? = nil) throws -> URL? {
        guard directory != nil || environmentDirectory != nil else { return nil }
        let recorded = snapshot(of: windowsOfConnectedScenes(), title: title ?? name, environment: currentEnvironment())
        return try write(recorded, named: name, to: directory)
    }

    /// From now on, every `present` reported to `log` first writes the snapshot of the app's
    /// windows, with that call, as `<prefix>-<n>.yaml`: a call that would trap is on record
    /// before it runs. Does nothing without a directory.
    public static func recordBeforeEachPresent(prefix: String = "present", to directory: URL? = nil) {
        recordOnEachPresent(prefix: prefix, to: directory, environment: { currentEnvironment() }) {
            windowsOfConnectedScenes()
        }
    }
}
#endif
