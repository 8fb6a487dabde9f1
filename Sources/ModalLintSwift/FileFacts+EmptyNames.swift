/// A name the code does not show is unknown. Half-typed code parses with the names it lacks
/// as empty tokens (`class : UIViewController`, `class A: {`, `present(, style: .card)`,
/// `struct : ModalPresentationStyle`), and a literal may be empty (`linkID: ""`); the snapshot
/// format has no empty class, trait, style, workflow or id, so a fact that would be written
/// with one is dropped here, once, for `lint` and `extract` alike, and the rest of the file
/// is linted. (Types made with `T(...)` are never empty: `constructedType` wants a capital.)
extension FileFacts {
    mutating func dropEmptyNames() {
        for at in types.indices { types[at].dropEmptyNames() }
        // A type without a name cannot be looked up; what its members do has no known owner.
        types.removeAll { $0.name.isEmpty }
        presents = presents.compactMap { $0.withoutEmptyNames }
        observers.removeAll { $0.workflow.isEmpty }
        for at in observers.indices {
            if observers[at].owner?.isEmpty == true { observers[at].owner = nil }
            if case .property("") = observers[at].token { observers[at].token = .unknown }
        }
        uncontained.removeAll { $0.owner.isEmpty || $0.child.isEmpty || $0.childType?.isEmpty == true }
        renders.removeAll { $0.workflow.isEmpty }
        for at in renders.indices {
            renders[at].renders.removeAll { $0.state.isEmpty || $0.screen.hasEmptyName }
        }
        renders.removeAll { $0.renders.isEmpty }
        swiftUI.links.removeAll { $0.id.isEmpty }
        for at in swiftUI.links.indices where swiftUI.links[at].root?.isEmpty == true {
            // A link to a root id the code leaves empty may reach any root: unknown.
            swiftUI.links[at].root = nil
        }
        for at in swiftUI.roots.indices where swiftUI.roots[at].id?.isEmpty == true {
            swiftUI.roots[at].id = nil
            swiftUI.unknownRoots = true
        }
        windowRoots.removeAll {
            switch $0.window {
            case .property(let owner, let name): owner.isEmpty || name.isEmpty
            case .local(let name): name.isEmpty
            }
        }
    }
}

extension TypeFacts {
    mutating func dropEmptyNames() {
        inherited.removeAll { $0.isEmpty }
        storedProperties[""] = nil
        for (name, type) in storedProperties where type?.isEmpty == true { storedProperties[name] = .some(nil) }
        containedChildren.remove("")
        sizes.containedChildTypes.remove("")
        sizes.providerStatics[""] = nil
        for (name, constructed) in sizes.providerStatics where constructed.contains("") {
            sizes.providerStatics[name] = constructed.filter { !$0.isEmpty }
        }
        tokenPresents[""] = nil
        for (name, kept) in tokenPresents {
            if kept.presented?.isEmpty == true { tokenPresents[name]?.presented = nil }
            if kept.text.isEmpty, kept.presented?.isEmpty != false { tokenPresents[name] = nil }
        }
    }
}

extension PresentFact {
    /// The present with its empty names unknown, or nil when what it presents has no name at all.
    var withoutEmptyNames: PresentFact? {
        var fact = self
        if fact.owner?.isEmpty == true { fact.owner = nil }
        switch fact.presented.type {
        case .known(""): fact.presented.type = .unknown
        case .property(_, ""): fact.presented.type = .unknown
        case .property(.some(""), let name): fact.presented.type = .property(owner: nil, name: name)
        default: break
        }
        if fact.presented.navigationRoot?.isEmpty == true { fact.presented.navigationRoot = nil }
        switch fact.style {
        case .member(""), .constructed(""): fact.style = .unknown
        default: break
        }
        if case .unknown = fact.presented.type, fact.presented.text.isEmpty { return nil }
        return fact
    }
}

extension RenderFact.Screen {
    var hasEmptyName: Bool {
        // Iterative: containers nest as deep as the code does.
        var screen = self
        while true {
            switch screen {
            case .type(let name): return name.isEmpty
            case .container(let type, let base):
                if type.isEmpty { return true }
                screen = base
            }
        }
    }
}
