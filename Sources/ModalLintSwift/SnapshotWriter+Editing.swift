import ModalLint

/// `uikit/swipe-dismiss-data-loss` from source, inferred: an editing screen holds edits
/// (`unsavedChanges: true`) when presented with UIKit's present (bare or as the root of a
/// navigation controller made there, or pushed by that root) where nothing the code shows
/// guards the swipe: no isModalInPresentation or presentationController touched where it is
/// presented, none in the class chains of the screens on the stack (all in the run), no
/// dismiss-attempt delegate method in them.
///
/// An editing screen, in its class chain: a Save (or Done) and a Cancel bar button item; or one
/// of those items and text it edits (a text view's or text field's per-edit delegate method, a
/// `.editingChanged` target, a stored text view or text field made first responder) or its own
/// editing mode turned on (`isEditing = true`).
extension SnapshotWriter {
    func editingScreenLines(_ present: PresentFact, type: String, origin: Origin) -> [(String, Origin)]? {
        // A navigation controller class of the run counts when nothing in it guards the swipe.
        let wrapped = type == "UINavigationController" || (index.is(type, "UINavigationController") && unguardedChain(type) != nil)
        guard !present.presented.swipeGuardTouched, let root = wrapped ? present.presented.navigationRoot : type,
              let rootChain = unguardedChain(root) else { return nil }
        if let owner = present.owner.flatMap({ index.type($0) }), owner.handlesDismissAttempt || owner.search.otherModal { return nil }
        if isEditingScreen(rootChain) {
            guard wrapped else { return [("      unsavedChanges: true", origin)] }
            return stackLines([root], origin: origin)
        }
        // A flow: the root pushes an editing screen onto the presented navigation stack (or a
        // screen it pushes does, a few steps deep), where the sheet's swipe dismisses it too.
        guard wrapped, let stack = pushedEditor(from: root, rootChain) else { return nil }
        return stackLines(stack, origin: origin)
    }

    /// `children:` of the presented navigation controller, the last one holding the edits.
    private func stackLines(_ stack: [String], origin: Origin) -> [(String, Origin)] {
        var lines = [("      children:", origin)]
        for (at, name) in stack.enumerated() {
            lines.append(("        - class: \(Self.quote(name))", origin))
            if let traits = traits(name) { lines.append(("          is: \(traits)", origin)) }
            if at == stack.count - 1 { lines.append(("          unsavedChanges: true", origin)) }
        }
        return lines
    }

    /// The class chain of a view controller of the run none of whose classes guards the swipe
    /// or decides its own presentation; nil otherwise (or when it leaves the run).
    private func unguardedChain(_ name: String) -> [TypeFacts]? {
        guard index.isViewController(name), let chain = index.classChain(name),
              !chain.contains(where: { $0.handlesDismissAttempt || $0.configuresOwnPresentation || $0.search.modalTrue != nil || $0.search.otherModal })
        else { return nil }
        return chain
    }

    /// The navigation stack from the root to the first editing screen its pushes reach (made
    /// where pushed, each screen unguarded), breadth first, at most `maxFlowSteps` pushes deep.
    private func pushedEditor(from root: String, _ rootChain: [TypeFacts]) -> [String]? {
        var level: [(stack: [String], chain: [TypeFacts])] = [([root], rootChain)]
        var seen: Set<String> = [root]
        for _ in 0..<Self.maxFlowSteps {
            var next: [(stack: [String], chain: [TypeFacts])] = []
            for (stack, chain) in level {
                for facts in chain {
                    for edge in facts.edges where edge.kind == .push {
                        guard let pushed = edge.target.madeType, seen.insert(pushed).inserted, let pushedChain = unguardedChain(pushed) else { continue }
                        if isEditingScreen(pushedChain) { return stack + [pushed] }
                        next.append((stack + [pushed], pushedChain))
                    }
                }
            }
            level = next
        }
        return nil
    }

    /// How many pushes deep a flow's editing screen is looked for: each view controller is
    /// visited once (`seen`), so the walk is linear in the run's push edges.
    static let maxFlowSteps = 4

    func isEditingScreen(_ chain: [TypeFacts]) -> Bool {
        let commits = chain.contains(where: \.makesSaveButton), cancels = chain.contains(where: \.makesCancelButton)
        if commits && cancels { return true }
        guard commits || cancels else { return false }
        return chain.contains { $0.editsText || $0.entersEditing } || editsTextInput(chain)
    }

    /// A stored property made first responder whose declared (or made) type is a text view or
    /// text field.
    private func editsTextInput(_ chain: [TypeFacts]) -> Bool {
        for facts in chain {
            for property in facts.firstResponders {
                guard let declared = chain.lazy.compactMap({ $0.storedProperties[property] }).first, let type = declared else { continue }
                if index.is(type, "UITextView") || index.is(type, "UITextField") { return true }
            }
        }
        return false
    }
}
