import ModalLint

/// What one Swift file says, before the project index resolves type names: collected in one
/// walk of its syntax tree, on the thread that parsed it.
struct FileFacts: Sendable {
    /// The file as reports name it.
    var file = ""
    var types: [TypeFacts] = []
    var presents: [PresentFact] = []
    var observers: [ObserverFact] = []
    var uncontained: [UncontainedFact] = []
    var renders: [RenderFact] = []
    var swiftUI = SwiftUIFacts()
    /// Names swift-modals' module (`FileWords.modalsWords`), parsed or not.
    var namesModals = false
    /// Imports `Modals` or `WorkflowModals`: only then is `modalPresenter` swift-modals' presenter.
    var importsModals = false
    var windowRoots: [WindowRootFact] = []
    var helperCalls: [HelperCallFact] = []
    /// Where the file's presentation calls passed `FactCollector.maxCallsPerFile`: the calls
    /// from there on were not read.
    var callsCutAt: SourceRange?
    /// Members that read the device's idiom or size class (`var isPad: Bool { ... }`), by name.
    var idiomMembers: Set<String> = []
}

/// A declared type, or an extension of one, as this file writes it.
struct TypeFacts: Sendable {
    enum Kind: String, Sendable { case `class`, `struct`, `enum`, `protocol`, actor, `extension` }
    var name: String
    var kind: Kind
    /// The inheritance clause: superclass and protocols, without generic arguments or modules.
    var inherited: [String]
    var nameRange: SourceRange
    /// Stored instance properties: name -> the type its declaration or initializer names.
    var storedProperties: [String: String?] = [:]
    /// Arguments of `addChild(_:)` (and receivers of `didMove(toParent:)`), `self.` dropped;
    /// nil entry: an argument that is not a plain name (containment unknown).
    var containedChildren: Set<String> = []
    var addsUnknownChild = false
    /// Whether the type ever calls `stopObserving()` or sets a property to nil.
    var stopsObserving = false
    var propertiesSetToNil: Set<String> = []
    /// Reads `.preferredContentSize` (a style sizing from its content).
    var readsPreferredContentSize = false
    /// `ModalBehaviorPreferences(...)` calls: the literal `usesPreferredContentSize`, nil when
    /// not a literal; `false` when the argument is absent (its default).
    var behaviorPreferences: [(usesPreferredContentSize: Bool?, range: SourceRange)] = []
    /// Sets `modalPresentationStyle` or `popoverPresentationController` on itself.
    var configuresOwnPresentation = false
    var search = SearchFacts()
    var sizes = SizeFacts()
    /// Makes a Save and a Cancel bar button item (system items or titles): an editing screen.
    var makesSaveButton = false
    var makesCancelButton = false
    /// Edits text the user types: declares a text view's or text field's per-edit delegate
    /// method, or registers itself for a control's `.editingChanged`.
    var editsText = false
    /// Stored properties it makes first responder (`textView.becomeFirstResponder()`): a text
    /// view or text field among them (their declared types, read with the index) is edited.
    var firstResponders: Set<String> = []
    /// Puts itself in editing mode (`isEditing = true`, `setEditing(true, animated:)`).
    var entersEditing = false
    /// Declares presentationControllerShouldDismiss(_:) or ...DidAttemptToDismiss(_:).
    var handlesDismissAttempt = false
    /// Declares a `present(_:animated:...)` of its own: a call on `self` goes there, not
    /// (or not straight) to UIKit's.
    var declaresPresent = false
    /// Stored properties holding a view controller the type makes (`let sheet =
    /// UIAlertController(...)`, a `lazy var` built by a closure, `self.sheet = ...`) -> its type
    /// and whether it is an action sheet (nil: not a literal style, or two assignments disagree).
    var sheets: [String: MadeController] = [:]
    /// Properties whose popoverPresentationController or modalPresentationStyle the type's code
    /// touches somewhere: their presentations are not the code's to judge.
    var popoverConfigured: Set<String> = []
    /// Methods (`name(labels:)`) that present what their callers decide.
    var presentHelpers: [String: PresentHelper] = [:]
    /// Overrides `viewDidLoad()`, `viewWillAppear(_:)` or another view controller life-cycle method.
    var overridesViewLifecycle = false
    /// Calls `aggregateModals()` on another view controller (a host laying out its content's
    /// modals), and on itself or `super` (or `aggregatePresenterModals()`): its own presenter's.
    var laysOutOthersModals = false
    var laysOutOwnModals = false
    /// What it does with other view controllers: the presentation graph's edges.
    var edges: [GraphEdge] = []
    /// An initializer's argument label -> the stored property it keeps that argument in.
    var initStores: [String: String] = [:]
    /// Stored properties -> the view controller value the code gives them (`.unknown` where
    /// two places give different ones).
    var propertyValues: [String: ViewValue] = [:]
    /// Methods (`name(labels)`) -> what their top-level statements do with kept ModalLifetimes.
    var methodEvents: [String: [TokenEvent]] = [:]
    /// Properties that keep the ModalLifetime of a swift-modals present -> what it presents.
    var tokenPresents: [String: TokenPresent] = [:]
}

/// A method that presents, with UIKit, a view controller its caller decides: the one passed
/// to it, or one it makes with a style passed to it (`PresentHelper`, judged at each call).
struct PresentHelper: Sendable {
    enum Kind: Sendable, Equatable {
        /// `present(p, animated:)` of its parameter at this position.
        case presentsArgument(Int)
        /// `present(T(..., preferredStyle: s), animated:)`, `s` its parameter at this position.
        case makesWithStyle(type: String, position: Int)
    }
    var kind: Kind
    /// It sets the anchor or the style itself, reads the device's idiom, or passes the value on.
    var decidesItself: Bool
    /// The names its body asks (a member of the run that reads the idiom decides too).
    var namesAsked: [String] = []
}

/// A call of a method of the owner's (`f(sheet)`, `self.f(style: .actionSheet)`) whose
/// arguments include a view controller made in the caller or the action-sheet style.
struct HelperCallFact: Sendable {
    enum Argument: Sendable {
        case controller(type: String, actionSheet: Bool?, anchored: Bool?)
        case actionSheetStyle
    }
    var owner: String
    var member: String
    /// `name(labels:)`, as declarations are keyed.
    var callee: String
    var arguments: [Int: Argument]
    var range: SourceRange
    var checksIdiom: Bool
    var namesAsked: [String] = []
}

struct MadeController: Sendable, Equatable {
    var type: String
    var actionSheet: Bool?
}

struct TokenPresent: Sendable {
    var presented: String?
    var text: String
    var range: SourceRange
    var file: String
    var via: PresentFact.Via
}

enum PresentedType: Sendable {
    /// A type named where the value is made (`T(...)`), or a declared type.
    case known(String)
    /// A name that may be a stored property of the owner (resolved with the index).
    case property(owner: String?, name: String)
    case unknown
}

struct PresentedValue: Sendable {
    var type: PresentedType
    /// How reports name it when the type is unknown: the expression as written.
    var text: String
    var actionSheet: Bool?
    /// nil: cannot tell (set through a variable, or the value escapes).
    var anchored: Bool?
    /// The UIKit style set on it before presenting; `.some(nil)`: set, but not to a literal.
    var uikitStyle: String??
    /// Its preferredContentSize may be set where it is made (a local whose size is touched, or
    /// that escapes), so the size chain below it is not the code's to judge.
    var sizeSetElsewhere = false
    /// `UINavigationController(rootViewController: X)`: X's type.
    var navigationRoot: String?
    /// Its presentation controller (delegate) or isModalInPresentation is touched where it
    /// is presented: the swipe may be guarded.
    var swipeGuardTouched = false
    /// Stored properties of the owner the value was also assigned to before it is presented:
    /// a method that configures one of them may have anchored it.
    var escapedTo: [String] = []
}

struct PresentFact: Sendable {
    enum Via: String, Sendable { case modals, toasts, uikit }
    enum Lifetime: Sendable { case kept, discarded, unknown }
    var owner: String?
    var member: String
    var via: Via
    var presented: PresentedValue
    var lifetime: Lifetime
    var range: SourceRange
    /// `UIDevice...userInterfaceIdiom` or a size class is read where it is presented: the
    /// width is decided by the code, not by the device.
    var checksIdiom: Bool
    /// The `style:` argument of a swift-modals present.
    var style: StyleReference = .unknown
    /// Called on `self`, written or not (`present(x, animated: true)`): it reaches the
    /// owner's own method of that name if it has one.
    var onSelf = false
    /// swift-modals: the receiver is the owner's own `modalPresenter`/`toastPresenter`
    /// (`modalPresenter.present`, `self.modalPresenter.present`), not another value's.
    var ownPresenter = false
    /// What is presented, as a value the graph can follow.
    var target: ViewValue = .unknown
    /// The call's byte offset in its file (which blocks hold it).
    var offset = 0
    /// The presented value is this parameter of the function the call is in.
    var presentedParameter: String?
    /// UIKit: the names in the function's conditions, sorted, for `idiomMembers`.
    var namesAsked: [String] = []
}

struct ObserverFact: Sendable {
    enum Token: Sendable { case property(String), discarded, unknown }
    var owner: String?
    var member: String
    var workflow: String
    var token: Token
    /// nil: the closure does not use `self` (no cycle through it).
    var strongSelf: Bool
    var range: SourceRange
    var tokenRange: SourceRange
    var closureRange: SourceRange
    /// Without an output closure there is no `.done` to stop on.
    var hasClosure: Bool
}

struct UncontainedFact: Sendable {
    var owner: String
    var member: String
    var child: String
    /// nil: a stored property's, resolved with the index.
    var childType: String?
    var range: SourceRange
}
