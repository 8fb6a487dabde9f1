/// One moment of an app's presentation state, as a recording sees it: the value that
/// `SnapshotWriter` turns into snapshot format 1 (modallint(5)). View controllers live in
/// one flat array and refer to each other by index, so that neither building, copying nor
/// freeing a deep hierarchy recurses.
public struct RecordedSnapshot: Sendable, Equatable {
    /// The snapshot's `name`: what was recorded, when, in which app.
    public var name: String?
    public var environment: RecordedEnvironment?
    public var windows: [RecordedWindow] = []
    /// Every view controller of every window; `RecordedWindow.root`, `children` and
    /// `presented` are indices into it.
    public var controllers: [RecordedViewController] = []
    public var calls: [RecordedCall] = []
    /// swift-modals styles the calls name, as the app described them (`PresentationLog.describeStyle`).
    public var styles: [String: RecordedModalStyle] = [:]
    /// What the recording left out and why (calls whose presenter is gone, a hierarchy past
    /// the limit): the writer puts them in comments at the top.
    public var notes: [String] = []

    public init(name: String? = nil, environment: RecordedEnvironment? = nil) {
        self.name = name
        self.environment = environment
    }
}

/// The `environment` keys a recording can read off the device (all optional).
public struct RecordedEnvironment: Sendable, Equatable {
    public enum Idiom: String, Sendable { case phone, pad, mac }
    public enum SizeClass: String, Sendable { case compact, regular }
    /// The SDK the app was built with (Info.plist `DTPlatformVersion`), e.g. "17.0".
    public var sdk: String?
    /// The running system's version, e.g. "17.4".
    public var os: String?
    public var idiom: Idiom?
    /// The key window's horizontal size class.
    public var width: SizeClass?

    public init(sdk: String? = nil, os: String? = nil, idiom: Idiom? = nil, width: SizeClass? = nil) {
        self.sdk = sdk
        self.os = os
        self.idiom = idiom
        self.width = width
    }
}

public struct RecordedWindow: Sendable, Equatable {
    /// `windowLevel` (UIWindow.Level's raw value: normal 0, statusBar 1000, alert 2000).
    public var level: Double
    public var isKey: Bool
    /// Index of the root view controller in `RecordedSnapshot.controllers`.
    public var root: Int
}

/// UIKit's `UIModalPresentationStyle`, by the names the snapshot format uses.
public enum RecordedPresentationStyle: String, Sendable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext, overCurrentContext,
         popover, custom
    /// `.none`, or a value UIKit adds later: the style key is left out.
    case other
}

/// Appearance state. UIKit has no public property for it; the adapter derives it.
public enum RecordedState: String, Sendable {
    case appeared, appearing, disappeared, disappearing
}

/// The `UIAdaptivePresentationControllerDelegate` methods a presentation's delegate implements.
public enum RecordedDelegateMethod: String, Sendable, CaseIterable, Comparable {
    case shouldDismiss, willDismiss, didDismiss, didAttemptToDismiss

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

public struct RecordedSize: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

public struct RecordedSearchController: Sendable, Equatable {
    public var active: Bool
    public var modalInPresentation: Bool

    public init(active: Bool, modalInPresentation: Bool) {
        self.active = active
        self.modalInPresentation = modalInPresentation
    }
}

public struct RecordedViewController: Sendable, Equatable {
    /// Module-qualified runtime class name (`String(reflecting:)`), e.g. `App.SettingsViewController`.
    public var className: String
    /// Superclasses below UIViewController, nearest first, written as `is`.
    public var superclasses: [String] = []
    /// Unique in the snapshot, derived from the class (`settingsViewController`, `settingsViewController2`).
    public var id: String
    /// The object's address, for matching a recording with a debugger session.
    public var address: UInt?
    public var children: [Int] = []
    /// What it presents with UIKit, written under it as `presented`.
    public var presented: Int?
    /// How it was presented with UIKit; nil unless it is the `presented` of another one.
    public var presentationStyle: RecordedPresentationStyle?
    /// Presented as a popover or action sheet with a source view, rect or bar button item.
    public var anchored: Bool = false
    public var delegateMethods: Set<RecordedDelegateMethod> = []
    public var state: RecordedState = .appeared
    public var viewLoaded: Bool = true
    public var inWindow: Bool = true
    public var modalInPresentation: Bool = false
    /// (0, 0) means not set.
    public var preferredContentSize = RecordedSize(width: 0, height: 0)
    public var definesPresentationContext: Bool = false
    public var searchController: RecordedSearchController?
    /// A swift-modals `ModalHost`.
    public var isModalHost: Bool = false
    /// A `UIAlertController` whose preferredStyle is `.actionSheet`.
    public var isActionSheet: Bool = false
    /// The app said it holds edits a dismissal would lose (`ModalLintUnsavedChangesReporting`).
    public var unsavedChanges: Bool = false

    public init(className: String, id: String, address: UInt? = nil) {
        self.className = className
        self.id = id
        self.address = address
    }
}

/// A swift-modals presentation style, as the snapshot's `styles` describes one.
public struct RecordedModalStyle: Sendable, Equatable {
    public enum Sizing: String, Sendable { case content, fixed, full }
    public var sizing: Sizing
    public var usesPreferredContentSize: Bool
    public var fallback: Bool
    public var interactiveDismiss: Bool
    /// Not described by the app: the writer says so in a comment.
    public var guessed: Bool = false

    public init(sizing: Sizing, usesPreferredContentSize: Bool, fallback: Bool = true, interactiveDismiss: Bool = false) {
        self.sizing = sizing
        self.usesPreferredContentSize = usesPreferredContentSize
        self.fallback = fallback
        self.interactiveDismiss = interactiveDismiss
    }

    /// The sample styles every snapshot knows (modallint(5), STYLES).
    public static let builtInNames: Set<String> = ["full", "card", "sheet", "popover"]
}

/// A presentation call the app reported, resolved against the recorded hierarchy.
public struct RecordedCall: Sendable, Equatable {
    public enum Via: String, Sendable { case uikit, modals, toasts }
    public enum Action: Sendable, Equatable {
        /// What is presented: a new view controller in the snapshot, of `className`, with the
        /// `id` later calls refer to it by.
        case present(className: String, id: String, from: String, via: Via, style: String?, lifetimeKept: Bool?,
                     immediately: Bool)
        /// `id` of the view controller dismissed.
        case dismiss(id: String)
    }
    public var action: Action

    public init(_ action: Action) { self.action = action }
}
