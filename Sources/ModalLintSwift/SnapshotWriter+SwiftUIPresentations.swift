import ModalLint

/// `swiftui: presentations:`: SwiftUI's own presentation modifiers (`.sheet`, `.alert`, ...) of
/// the added file, with what the run's declaration of the presented view shows (its edits and its
/// `interactiveDismissDisabled`). Kept with the Modal Presenter links (`swiftUILinks`, a
/// `LinkTarget` marked `isPresentation`), so that one file's lint judges them per type too.
extension SnapshotWriter {
    mutating func addSwiftUIPresentations(_ facts: FileFacts, origin: (SourceRange, String) -> Origin) {
        for presentation in facts.swiftUI.presentations.presentations {
            swiftUILinks.append((presentation.owner ?? "", LinkTarget(kind: .window, root: nil, isPresentation: true),
                                 presentationEntry(presentation),
                                 origin(presentation.range, String(presentation.logical.dropFirst("Swift:".count)))))
        }
    }

    /// One entry, in the words of modallint(5). A view the run does not declare says nothing
    /// of its edits (left out: unknown), nor of a modifier it may apply to itself.
    func presentationEntry(_ presentation: SwiftUIPresentationFacts.Presentation) -> String {
        var entry = "    - {kind: \(presentation.kind.rawValue), trigger: \(presentation.trigger.rawValue)"
        for (key, value) in [("attachedTo", presentation.attachedTo), ("flag", presentation.flag), ("title", presentation.title),
                             ("presenting", presentation.presenting), ("openedFrom", presentation.openedFrom),
                             ("attachmentAnchor", presentation.attachmentAnchor), ("repeatedIn", presentation.repeatedIn?.rawValue),
                             ("menuItemOf", menu(presentation))] {
            if let value { entry += ", \(key): \(Self.quote(value))" }
        }
        var disabled = presentation.dismissDisabled
        var detents = presentation.detents
        if let content = presentation.content {
            entry += ", content: \(Self.quote(content))"
            if let view = index.swiftUIViews[content] {
                if view.edits { entry += ", edits: true" }
                disabled += view.dismissDisabled
                detents += view.detents
                if disabled.isEmpty { disabled = [.never] }
            }
        }
        if let combined = Self.strongest(disabled) { entry += ", interactiveDismissDisabled: \(Self.text(combined))" }
        if !presentation.contentReads.isEmpty {
            entry += ", contentReads: [\(presentation.contentReads.map(Self.quote).joined(separator: ", "))]"
            entry += ", setWithFlag: [\(presentation.setWithFlag.map(Self.quote).joined(separator: ", "))]"
        }
        for (key, names) in [("forceUnwraps", presentation.forceUnwraps), ("raisedTogetherWith", presentation.raisedTogetherWith),
                             ("detents", detents), ("removedBy", presentation.removedBy),
                             ("raisedFromInside", presentation.raisedFromInside)]
        where !names.isEmpty {
            entry += ", \(key): [\(names.map(Self.quote).joined(separator: ", "))]"
        }
        return entry + "}"
    }

    /// The menu a modifier is written in, unless the run declares a `Menu` of its own (its
    /// content closure is then not SwiftUI's menu items).
    private func menu(_ presentation: SwiftUIPresentationFacts.Presentation) -> String? {
        guard let menu = presentation.menuItemOf else { return nil }
        return menu == .menu && index.type("Menu") != nil ? nil : menu.rawValue
    }

    /// Several `interactiveDismissDisabled` on one content: which one SwiftUI honours is not
    /// modelled, so one that may protect (always, or a condition not inverted) is taken over
    /// one that cannot (no finding rests on the choice).
    static func strongest(_ values: [SwiftUIPresentation.DismissDisabled]) -> SwiftUIPresentation.DismissDisabled? {
        func rank(_ value: SwiftUIPresentation.DismissDisabled) -> Int {
            switch value {
            case .never: 0
            case .condition(_, inverted: true): 1
            case .condition(_, inverted: false): 2
            case .always: 3
            }
        }
        return values.max { rank($0) < rank($1) }
    }

    static func text(_ value: SwiftUIPresentation.DismissDisabled) -> String {
        switch value {
        case .never: "false"
        case .always: "true"
        case .condition(let condition, let inverted):
            "{" + (condition.map { "condition: \(quote($0)), " } ?? "") + "inverted: \(inverted)}"
        }
    }
}
