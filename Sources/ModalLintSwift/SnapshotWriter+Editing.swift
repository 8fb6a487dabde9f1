import ModalLint

/// `uikit/swipe-dismiss-data-loss` from source, inferred: a screen with a Save (or Done) and a Cancel
/// bar button item holds edits (`unsavedChanges: true`), presented with UIKit's present (bare or
/// as the root of a navigation controller made there) where nothing the code shows guards the
/// swipe: no isModalInPresentation or presentationController touched where it is presented, none
/// in the screen's class chain (all in the run), no dismiss-attempt delegate method in either.
extension SnapshotWriter {
    func editingScreenLines(_ present: PresentFact, type: String, origin: Origin) -> [(String, Origin)]? {
        let wrapped = type == "UINavigationController"
        guard !present.presented.swipeGuardTouched, let editor = wrapped ? present.presented.navigationRoot : type,
              index.isViewController(editor), let chain = index.classChain(editor),
              chain.contains(where: \.makesSaveButton), chain.contains(where: \.makesCancelButton),
              !chain.contains(where: { $0.handlesDismissAttempt || $0.configuresOwnPresentation || $0.search.modalTrue != nil || $0.search.otherModal })
        else { return nil }
        if let owner = present.owner.flatMap({ index.type($0) }), owner.handlesDismissAttempt || owner.search.otherModal { return nil }
        guard wrapped else { return [("      unsavedChanges: true", origin)] }
        var lines = [("      children:", origin), ("        - class: \(Self.quote(editor))", origin)]
        if let traits = traits(editor) { lines.append(("          is: \(traits)", origin)) }
        lines.append(("          unsavedChanges: true", origin))
        return lines
    }
}
