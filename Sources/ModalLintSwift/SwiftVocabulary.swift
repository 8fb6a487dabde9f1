/// The UIKit, swift-modals and Swift names the fact walk (`FactCollector`) matches a member's
/// body on, each with what it means in the model: one table, from which the word scan's lists
/// are made (`FileWords.bodyWords`, `FactCollector.bodyWords`). A word the walk matches that is
/// missing here would leave the bodies holding it unwalked, and its fact unseen.
enum SwiftVocabulary {
    struct Word {
        let word: StaticString
        /// What the code means by it, in the model's terms.
        let meaning: StaticString
        /// Where it counts: `.wholeIdentifier`, a body that holds it as a whole identifier is
        /// walked; `.inFile`, a file that holds these bytes anywhere walks its bodies (part of
        /// a name suffices: `ystemItem` of `barButtonSystemItem` and `systemItem`); `.both`.
        let scope: Scope
    }

    enum Scope { case wholeIdentifier, inFile, both }

    static let words: [Word] = [
        // Presentations
        Word(word: "present", meaning: "UIKit present(_:animated:) or swift-modals present(_:style:): a call, an edge of the graph", scope: .both),
        Word(word: "modalPresenter", meaning: "swift-modals' presenter of a view controller: `via: modals`", scope: .both),
        Word(word: "toastPresenter", meaning: "swift-modals' toast presenter of a view controller: `via: toasts`", scope: .both),
        // `dismiss` is everywhere in UIKit code (`dismiss(animated:)`): only a file that names
        // swift-modals' token or presenter walks its bodies for it.
        Word(word: "dismiss", meaning: "ModalLifetime.dismiss(): a `dismiss` call on the token", scope: .wholeIdentifier),
        Word(word: "ModalLifetime", meaning: "a file naming swift-modals' token walks its bodies for its dismissals", scope: .inFile),
        Word(word: "modalListObserver", meaning: "swift-modals' observer of a workflow's modals: an `observers` entry", scope: .wholeIdentifier),
        Word(word: "observe", meaning: "modalListObserver.observe(_:): an observation and its token", scope: .both),
        Word(word: "Observer", meaning: "a file naming an observer type walks its bodies for observations", scope: .inFile),
        Word(word: "stopObserving", meaning: "an observation stopped: `stopsOnDone`", scope: .both),
        // Containment and the windows' roots
        Word(word: "rootViewController", meaning: "a window's root (`windows`), a navigation controller's first child", scope: .both),
        Word(word: "addChild", meaning: "containment: a child with a parent (`children`)", scope: .both),
        Word(word: "didMove", meaning: "containment completed (didMove(toParent:))", scope: .both),
        Word(word: "willMove", meaning: "containment changing (willMove(toParent:))", scope: .both),
        Word(word: "addSubview", meaning: "a view controller's view added: without addChild, `contained: false`", scope: .both),
        Word(word: "insertSubview", meaning: "as addSubview", scope: .both),
        Word(word: "pushViewController", meaning: "a view controller joining its navigation controller's stack", scope: .both),
        Word(word: "setViewControllers", meaning: "a container's children", scope: .both),
        Word(word: "viewControllers", meaning: "a container's children (`viewControllers = [...]`)", scope: .both),
        Word(word: "aggregateModals", meaning: "what a modal host lays out: another view controller's modals, or its own (`showsOwnModals`)", scope: .both),
        Word(word: "aggregatePresenterModals", meaning: "a host laying out its own presenter's modals (`showsOwnModals: true`)", scope: .both),
        // Popovers, styles and the device
        Word(word: "UIAlertController", meaning: "an alert or action sheet (`actionSheet`), made where it is presented or passed on", scope: .both),
        Word(word: "UIActivityViewController", meaning: "a share sheet: a popover in regular width", scope: .both),
        Word(word: "actionSheet", meaning: "UIAlertController's action-sheet style (`actionSheet: true`)", scope: .both),
        Word(word: "popoverPresentationController", meaning: "an anchor set (`anchored`), or a configuration the code decides", scope: .both),
        Word(word: "modalPresentationStyle", meaning: "a UIKit presentation's `style`", scope: .both),
        Word(word: "userInterfaceIdiom", meaning: "code that decides by device: its presents are not judged for one", scope: .both),
        Word(word: "horizontalSizeClass", meaning: "as userInterfaceIdiom, by width", scope: .both),
        // Swipe to dismiss
        Word(word: "isModalInPresentation", meaning: "`modalInPresentation`: a sheet guarded against the swipe", scope: .both),
        Word(word: "presentationController", meaning: "a presentation controller (and its delegate) the code configures", scope: .wholeIdentifier),
        Word(word: "presentationControllerShouldDismiss", meaning: "a delegate that may refuse the swipe (`delegate: [shouldDismiss]`)", scope: .wholeIdentifier),
        Word(word: "presentationControllerDidAttemptToDismiss", meaning: "a delegate told of a refused swipe", scope: .wholeIdentifier),
        Word(word: "UIBarButtonItem", meaning: "Save and Cancel items: an editing screen (`unsavedChanges`, inferred)", scope: .wholeIdentifier),
        Word(word: "BarButtonItem", meaning: "as UIBarButtonItem, for the file-level check", scope: .inFile),
        Word(word: "ystemItem", meaning: "`barButtonSystemItem:` and `systemItem:`, for the file-level check", scope: .inFile),
        Word(word: "barButtonSystemItem", meaning: "`.init(barButtonSystemItem:)`: a bar button item, as UIBarButtonItem", scope: .wholeIdentifier),
        Word(word: "becomeFirstResponder", meaning: "a text view or text field the screen edits (`unsavedChanges`, inferred)", scope: .both),
        Word(word: "editingChanged", meaning: "a text field whose edits the screen follows (`unsavedChanges`, inferred)", scope: .both),
        Word(word: "isEditing", meaning: "the screen's own editing mode turned on (`unsavedChanges`, inferred)", scope: .both),
        Word(word: "setEditing", meaning: "as isEditing", scope: .both),
        // Sizes
        Word(word: "preferredContentSize", meaning: "a view controller's `preferredContentSize`, set or read", scope: .both),
        Word(word: "preferredContentSizeDidChange", meaning: "`forwardsPreferredContentSize`", scope: .wholeIdentifier),
        Word(word: "CGSize", meaning: "a literal size", scope: .both),
        Word(word: "ModalBehaviorPreferences", meaning: "a style's `usesPreferredContentSize` opt-in", scope: .both),
        Word(word: "ModalPresentationStyleProvider", meaning: "the styles a provider makes", scope: .both),
    ]

    /// Words that start a body fact only in their own shapes (`FileWords.startsBodyFact`):
    /// `nil` as `name = nil` (a dropped token), the type keywords as a declaration.
    static let shapeWords: [StaticString] = ["nil", "class", "struct", "enum", "actor", "protocol"]

    static let wholeIdentifierWords: [StaticString] = words.filter { $0.scope != .inFile }.map(\.word) + shapeWords
    static let inFileWords: [StaticString] = words.filter { $0.scope != .wholeIdentifier }.map(\.word)
}
