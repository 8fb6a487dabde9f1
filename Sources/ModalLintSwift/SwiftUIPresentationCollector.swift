import ModalLint
import SwiftSyntax

/// SwiftUI's own presentations in a file (`.sheet(isPresented:)`, `.sheet(item:)`,
/// `.fullScreenCover(...)`, `.popover`, `.inspector`, `.alert`, `.confirmationDialog`), and what
/// each view type the file declares shows of editing: the facts the `swiftui/` presentation
/// rules read. Only what the code shows is kept: content
/// that is not one view type, or a condition whose sense the names do not tell, stays unknown.
struct SwiftUIPresentationFacts: Sendable {
    struct Presentation: Sendable {
        var kind: SwiftUIPresentation.Kind
        var trigger: SwiftUIPresentation.Trigger
        var attachedTo: String?
        /// The presented view type, when the content is one view (in a navigation stack or not).
        var content: String?
        /// `interactiveDismissDisabled` written on the content at the presentation.
        var dismissDisabled: [SwiftUIPresentation.DismissDisabled]
        /// `presentationDetents` written on the content at the presentation, as written.
        var detents: [String] = []
        /// An alert's or dialog's title literal, and its `presenting:` (or `error:`) data as written.
        var title: String?
        var presenting: String?
        /// A popover's `attachmentAnchor:` as written, and the control inside the view it is
        /// attached to that raises its flag.
        var attachmentAnchor: String?
        var openedFrom: String?
        /// The `ForEach`, `List`, `Group` or `Section` whose views each carry a copy of the modifier.
        var repeatedIn: SwiftUIPresentation.Repeated?
        /// The `Menu` or `.contextMenu` whose menu items the modifier is written on.
        var menuItemOf: SwiftUIPresentation.Menu?
        var range: SourceRange
        var logical: String
        var owner: String?
        /// `isPresented: $flag`: the flag's name.
        var flag: String?
        /// The state name `isPresented:` or `item:` binds (`$name`), the branches the modifier's
        /// view is in, and the state that an action raising the binding sets so that one of them
        /// ends (`swiftui/presentation-removed-by-opener`).
        var binding: String?
        var branches: [SwiftUIRemovedPresentations.Requirement] = []
        var removedBy: [String] = []
        /// A sheet's or cover's content, as offsets in the file (the statement lists there, its
        /// buttons' actions, run while it is up). And the bindings of the view's other sheets and
        /// covers whose content raises this one's flag while they are up.
        var contentRanges: [Range<Int>] = []
        var raisedFromInside: [String] = []
        /// `@State` values of the owner that the content reads and the owner reads nowhere
        /// else (assignments aside), and those an action sets together with raising the flag.
        var contentReads: [String] = []
        var setWithFlag: [String] = []
        /// References by name inside the content (for `finish`).
        var contentNames: [String: Int] = [:]
        /// Of those, the targets of assignments (`name = value`), and those where the content is
        /// built (not in its buttons' actions).
        var contentAssigned: [String: Int] = [:]
        var contentBuilt: [String: Int] = [:]
        /// Force unwraps where the content is built, and (after `finish`) those of optional state.
        var unwraps: [SwiftUIForceUnwraps.Unwrap] = []
        var forceUnwraps: [String] = []
        /// The flags of the owner's sheets and covers written before this one that an action
        /// raises (`= true`) together with this one's flag.
        var raisedTogetherWith: [String] = []
    }

    /// What a view type's own declarations show.
    struct View: Sendable {
        /// A text field, text editor or secure field bound with `$`, or a toggle bound with `$` in a form.
        var boundInput = false
        /// A Save or Done button, or a confirmation-action toolbar item.
        var commits = false
        /// `interactiveDismissDisabled` and `presentationDetents` it applies to itself.
        var dismissDisabled: [SwiftUIPresentation.DismissDisabled] = []
        var detents: [String] = []

        var edits: Bool { boundInput && commits }

        mutating func merge(_ other: View) {
            boundInput = boundInput || other.boundInput
            commits = commits || other.commits
            dismissDisabled += other.dismissDisabled
            detents += other.detents
        }
    }

    var presentations: [Presentation] = []
    var views: [String: View] = [:]
}

final class SwiftUIPresentationCollector: PreviewSkippingVisitor {
    private(set) var facts = SwiftUIPresentationFacts()
    /// How many `Form { ... }` calls enclose the node visited (a toggle in one edits).
    private var formDepth = 0
    /// Per type: its `@State` properties, references by name, assignments by name, and for
    /// each flag an action raises (`flag = true`, `flag.toggle()`), what the same action sets.
    private var stateProperties: [String: Set<String>] = [:]
    private var references: [String: [String: Int]] = [:]
    private var assignments: [String: [String: Int]] = [:]
    private var raisedWith: [String: [String: Set<String>]] = [:]
    /// Per type: its optional `@State`/`@Binding`/`@Published` properties, and the model type
    /// each `@StateObject`/`@ObservedObject`/`@EnvironmentObject` property holds.
    private var optionalState: [String: Set<String>] = [:]
    private var models: [String: [String: String]] = [:]
    /// Per type, per flag an action sets to `true`: the other names the same action sets to `true`.
    private var raisedTogether: [String: [String: Set<String>]] = [:]
    /// Per type: its `@State`, `@Binding`, `@AppStorage` and `@SceneStorage` properties (state an
    /// `if` in its body can read), and each statement list's assignments.
    private var dynamicProperties: [String: Set<String>] = [:]
    /// Every statement list that assigns a name, in source order: where it starts, what it
    /// assigns, and whether it also calls a `dismiss()`.
    private var actionList: [(start: Int, action: SwiftUIRemovedPresentations.Action, callsDismiss: Bool)] = []
    /// Per type, per name: the actions in `actionList` that assign it.
    private var actions: [String: [String: [Int]]] = [:]
    static let dynamicAttributes: Set<String> = ["State", "Binding", "AppStorage", "SceneStorage"]

    static let kinds: [String: SwiftUIPresentation.Kind] = [
        "sheet": .sheet, "fullScreenCover": .fullScreenCover, "popover": .popover, "inspector": .inspector,
        "alert": .alert, "confirmationDialog": .confirmationDialog,
    ]
    static let inputs: Set<String> = ["TextField", "TextEditor", "SecureField"]
    static let commitTitles: Set<String> = ["Save", "Done"]
    /// Views that present their one child: the content is that child.
    static let wrappers: Set<String> = ["NavigationStack", "NavigationView"]

    /// Presentations in source order (a modifier chain is walked from its last call).
    func finish() {
        facts.presentations.sort { $0.range.start < $1.range.start }
        // The presentations of each view on each binding, for the copies `removedBy` weighs.
        var sameBinding: [[String]: [Int]] = [:]
        for (index, presentation) in facts.presentations.enumerated() {
            if let owner = presentation.owner, let binding = presentation.binding { sameBinding[[owner, binding], default: []].append(index) }
        }
        // Per view, per flag that an action inside a sheet's or cover's content raises (one that
        // lowers neither that sheet's own binding nor calls a `dismiss`): that sheet's binding.
        // SwiftUI defers the second sheet until the first is dismissed.
        var raisedInside: [String: [String: Set<String>]] = [:]
        for presentation in facts.presentations where !presentation.contentRanges.isEmpty {
            guard let owner = presentation.owner, let binding = presentation.binding else { continue }
            for range in presentation.contentRanges {
                // The list is in source order: the first action at or after the content's start.
                var at = actionList.partitioningIndex(where: { $0.start >= range.lowerBound })
                while at < actionList.count, actionList[at].start < range.upperBound {
                    let (_, action, callsDismiss) = actionList[at]
                    at += 1
                    guard action[binding] != .bool(false), action[binding] != SwiftUIRemovedPresentations.Assigned.none, !callsDismiss
                    else { continue }
                    for (name, value) in action where value == .bool(true) && name != binding {
                        raisedInside[owner, default: [:]][name, default: []].insert(binding)
                    }
                }
            }
        }
        for index in facts.presentations.indices {
            let presentation = facts.presentations[index]
            facts.presentations[index].forceUnwraps = optionalUnwraps(presentation)
            facts.presentations[index].raisedTogetherWith = competing(index)
            if let owner = presentation.owner, let flag = presentation.flag, Self.competingFamilies[0].contains(presentation.kind),
               let raisers = raisedInside[owner]?[flag] {
                facts.presentations[index].raisedFromInside = raisers.sorted()
            }
            // Many copies of one binding: which one presents is not worth a guess.
            if !presentation.branches.isEmpty, let owner = presentation.owner, let binding = presentation.binding,
               let group = sameBinding[[owner, binding]], group.count <= 8 {
                facts.presentations[index].removedBy = removedBy(index, copies: group.filter { $0 != index })
            }
            guard let owner = presentation.owner, let flag = presentation.flag, let state = stateProperties[owner] else { continue }
            let partners = (raisedWith[owner]?[flag] ?? []).intersection(state)
            guard !partners.isEmpty else { continue }
            // Read where the content is built, and only by the content: every other reference is
            // an assignment (one in the content, a button's action there, is neither a read nor
            // counted twice); a read in a button's action runs when tapped, after the update.
            let reads = presentation.contentNames.filter { name, count in
                let assignedInContent = presentation.contentAssigned[name, default: 0]
                let elsewhere = references[owner, default: [:]][name, default: 0] - count
                    - (assignments[owner, default: [:]][name, default: 0] - assignedInContent)
                return name != flag && state.contains(name) && count > assignedInContent && elsewhere <= 0
                    && presentation.contentBuilt[name, default: 0] > 0
            }
            facts.presentations[index].contentReads = reads.keys.sorted()
            facts.presentations[index].setWithFlag = partners.sorted()
        }
    }

    /// The flags of the same view's presentations of the same family (sheets and covers, or
    /// alerts and dialogs) before `index` that an action raises with its flag: one of them is
    /// shown at a time (each pair once, at the later one).
    private func competing(_ index: Int) -> [String] {
        let presentation = facts.presentations[index]
        guard let family = Self.competingFamilies.first(where: { $0.contains(presentation.kind) }), let owner = presentation.owner,
              let flag = presentation.flag, let together = raisedTogether[owner]?[flag] else { return [] }
        let earlier = facts.presentations[..<index].filter { $0.owner == owner && family.contains($0.kind) }.compactMap(\.flag)
        return Set(earlier).intersection(together).subtracting([flag]).sorted()
    }

    /// The state that an action raising the presentation's binding sets so that a branch holding
    /// the modifier ends, when no other modifier of the view on the same binding stays to
    /// present it (two branches each with a copy: the one shown after the action presents).
    private func removedBy(_ index: Int, copies: [Int]) -> [String] {
        let presentation = facts.presentations[index]
        guard let owner = presentation.owner, let binding = presentation.binding,
              let dynamic = dynamicProperties[owner], dynamic.contains(binding) else { return [] }
        var names = Set<String>()
        for var action in (actions[owner]?[binding] ?? []).lazy.map({ self.actionList[$0].action }) {
            guard let value = action[binding] else { continue }
            let raises = presentation.trigger == .item ? value.isSome == true || value == .other : value == .bool(true) || value == .toggled
            guard raises else { continue }
            // What the binding holds once it presents: a raised flag is true, a presented item is not nil.
            action[binding] = presentation.trigger == .item ? (value == .other ? .some : value) : .bool(true)
            func ended(_ candidate: SwiftUIPresentationFacts.Presentation) -> [String] {
                candidate.branches.lazy.map { $0.ended(by: action) }.first { !$0.isEmpty } ?? []
            }
            let own = ended(presentation)
            guard !own.isEmpty, own.allSatisfy(dynamic.contains),
                  copies.allSatisfy({ !ended(facts.presentations[$0]).isEmpty }) else { continue }
            names.formUnion(own)
        }
        return names.sorted()
    }

    static let competingFamilies: [Set<SwiftUIPresentation.Kind>] = [[.sheet, .fullScreenCover], [.alert, .confirmationDialog]]

    /// The optional state names a presentation's content force-unwraps: the owner's own, or
    /// `model.name` of a model type the file declares.
    private func optionalUnwraps(_ presentation: SwiftUIPresentationFacts.Presentation) -> [String] {
        guard let owner = presentation.owner else { return [] }
        let names = presentation.unwraps.compactMap { unwrap -> String? in
            guard let base = unwrap.base else { return optionalState[owner]?.contains(unwrap.name) == true ? unwrap.name : nil }
            guard let model = models[owner]?[base], optionalState[model]?.contains(unwrap.name) == true else { return nil }
            return base + "." + unwrap.name
        }
        return Array(Set(names)).sorted()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentTypeName, node.parent?.is(MemberBlockItemSyntax.self) == true else { return .visitChildren }
        let attributes = SwiftUIForceUnwraps.attributeNames(node)
        if attributes.contains("State") {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { stateProperties[type, default: []].insert(name) }
            }
        }
        if attributes.contains(where: Self.dynamicAttributes.contains) {
            for binding in node.bindings {
                if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text { dynamicProperties[type, default: []].insert(name) }
            }
        }
        if attributes.contains(where: SwiftUIForceUnwraps.optionalStateAttributes.contains) {
            optionalState[type, default: []].formUnion(SwiftUIForceUnwraps.optionalNames(node))
        }
        if attributes.contains(where: SwiftUIForceUnwraps.modelAttributes.contains) {
            for (name, model) in SwiftUIForceUnwraps.modelTypes(node) { models[type, default: [:]][name] = model }
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let type = currentTypeName {
            let text = node.baseName.text
            references[type, default: [:]][text.hasPrefix("$") ? String(text.dropFirst()) : text, default: 0] += 1
        }
        return .visitChildren
    }

    /// One statement list: the names it assigns and the flags it raises (linear in its statements).
    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        guard let type = currentTypeName else { return .visitChildren }
        var assigned: [String] = []
        var raised: [String] = []
        var raisedTrue: [String] = []
        var assignedInBranches: [String] = []
        var action = SwiftUIRemovedPresentations.Action()
        var callsDismiss = false
        for item in node {
            assignedInBranches += Self.assignedOnEveryPath(item)
            if let call = item.item.as(FunctionCallExprSyntax.self), Self.calleeName(call) == "dismiss" { callsDismiss = true }
            guard let (name, value) = Self.change(Syntax(item.item)) else { continue }
            SwiftUIRemovedPresentations.record(name, value, into: &action)
            guard let value else {
                raised.append(name)  // a toggle
                continue
            }
            assigned.append(name)
            if SwiftUIRemovedPresentations.Assigned(value) == .bool(true) {
                raised.append(name)
                raisedTrue.append(name)
            }
        }
        for name in assigned { assignments[type, default: [:]][name, default: 0] += 1 }
        if !action.isEmpty {
            for name in action.keys { actions[type, default: [:]][name, default: []].append(actionList.count) }
            actionList.append((node.positionAfterSkippingLeadingTrivia.utf8Offset, action, callsDismiss))
        }
        // The branches' own statement lists count their assignments; here they only go with the flag.
        for flag in raised { raisedWith[type, default: [:]][flag, default: []].formUnion((assigned + assignedInBranches).filter { $0 != flag }) }
        for flag in raisedTrue { raisedTogether[type, default: [:]][flag, default: []].formUnion(raisedTrue.filter { $0 != flag }) }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = Self.calleeName(node)
        if callee == "Form" { formDepth += 1 }
        guard !inPreview, let callee else { return .visitChildren }
        if let kind = Self.kinds[callee], let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            collectPresentation(node, member: member, kind: kind)
        } else if callee == "interactiveDismissDisabled", node.calledExpression.is(MemberAccessExprSyntax.self),
                  !Self.isInPresentedContent(node) {
            noteView { $0.dismissDisabled.append(Self.dismissDisabled(node)) }
        } else if callee == "presentationDetents", node.calledExpression.is(MemberAccessExprSyntax.self),
                  !Self.isInPresentedContent(node) {
            noteView { $0.detents += Self.detents(node) }
        } else if Self.inputs.contains(callee) || (callee == "Toggle" && formDepth > 0) {
            if !Self.isSearchField(node), node.arguments.contains(where: { Self.isEditedBinding($0.expression) }) {
                noteView { $0.boundInput = true }
            }
        } else if callee == "Button", let title = node.arguments.first, title.label == nil,
                  let text = SwiftUICollector.stringLiteral(title.expression), Self.commitTitles.contains(text) {
            noteView { $0.commits = true }
        } else if callee == "ToolbarItem",
                  node.arguments.contains(where: { $0.label?.sourceText == "placement" && $0.expression.trimmedSourceText == ".confirmationAction" }) {
            noteView { $0.commits = true }
        }
        return .visitChildren
    }

    override func visitPost(_ node: FunctionCallExprSyntax) {
        if Self.calleeName(node) == "Form" { formDepth -= 1 }
    }

    private func noteView(_ change: (inout SwiftUIPresentationFacts.View) -> Void) {
        guard let type = currentTypeName else { return }
        change(&facts.views[type, default: SwiftUIPresentationFacts.View()])
    }

    private func collectPresentation(_ node: FunctionCallExprSyntax, member: MemberAccessExprSyntax, kind: SwiftUIPresentation.Kind) {
        // SwiftUI's signatures: `isPresented:` or `item:`, the closures last; an alert's or a
        // dialog's title first, unlabelled. Any other label is another method: not read.
        let labels = node.arguments.map { $0.label?.sourceText }
        let trigger: SwiftUIPresentation.Trigger
        if labels.contains("isPresented") { trigger = .isPresented } else if labels.contains("item") { trigger = .item } else { return }
        let dialog = kind == .alert || kind == .confirmationDialog
        let allowed = dialog ? Self.dialogLabels : Self.presentationLabels
        guard labels.enumerated().allSatisfy({ index, label in label.map(allowed.contains) ?? (dialog && index == 0) }) else { return }
        let closures = Self.contentClosures(node, dialog: dialog)
        let shown = dialog ? Shown() : closures.first.map(Self.presentedView) ?? Shown()
        let end = node.rightParen.map(Syntax.init) ?? Syntax(member.declName)
        let range = SourceRange(start: lines.position(member.period.positionAfterSkippingLeadingTrivia.utf8Offset),
                                end: lines.position(end.endPositionBeforeTrailingTrivia.utf8Offset))
        var presentation = SwiftUIPresentationFacts.Presentation(
            kind: kind, trigger: trigger, attachedTo: member.base.flatMap(Self.attachedView), content: shown.type,
            dismissDisabled: shown.dismissDisabled, range: range, logical: logical, owner: currentTypeName)
        presentation.detents = shown.detents
        presentation.attachmentAnchor = node.arguments.first { $0.label?.sourceText == "attachmentAnchor" }?.expression.trimmedSourceText
        if dialog {
            presentation.title = node.arguments.first.flatMap { $0.label == nil ? Self.title($0.expression) : nil }
            presentation.presenting = node.arguments.first { ["presenting", "error"].contains($0.label?.sourceText) }?.expression.trimmedSourceText
        }
        // `isPresented:` or `item:`, as the trigger says.
        let binding = node.arguments.first { $0.label?.sourceText == trigger.rawValue }?.expression
        presentation.repeatedIn = SwiftUIRepeatedPresentations.container(modifier: node, base: member.base, binding: binding)
        presentation.menuItemOf = SwiftUIMenuPresentations.menu(holding: node)
        if trigger == .isPresented { presentation.unwraps = closures.flatMap(SwiftUIForceUnwraps.unwraps(in:)) }
        if let name = binding?.as(DeclReferenceExprSyntax.self)?.baseName.text, name.hasPrefix("$") {
            presentation.binding = String(name.dropFirst())
            presentation.branches = SwiftUIRemovedPresentations.requirements(of: node)
            if Self.competingFamilies[0].contains(kind) {
                presentation.contentRanges = closures.map {
                    $0.positionAfterSkippingLeadingTrivia.utf8Offset..<$0.endPositionBeforeTrailingTrivia.utf8Offset
                }
            }
        }
        if trigger == .isPresented, let reference = binding?.as(DeclReferenceExprSyntax.self), reference.baseName.text.hasPrefix("$") {
            presentation.flag = String(reference.baseName.text.dropFirst())
            if kind == .popover || kind == .confirmationDialog, let base = member.base, let flag = presentation.flag {
                // A dialog only from a toolbar inside the view: where a public app's fix shows it misplaced.
                presentation.openedFrom = SwiftUIPopoverOpeners.opener(of: flag, in: base, inToolbar: kind == .confirmationDialog)
            }
            for closure in closures { presentation.contentBuilt.merge(SwiftUIForceUnwraps.builtNames(in: closure), uniquingKeysWith: +) }
            for token in closures.flatMap({ $0.tokens(viewMode: .sourceAccurate) }) {
                guard case .identifier = token.tokenKind, token.parent?.is(DeclReferenceExprSyntax.self) == true else { continue }
                presentation.contentNames[token.text, default: 0] += 1
                if let reference = token.parent?.as(DeclReferenceExprSyntax.self), Self.isAssignmentTarget(reference) {
                    presentation.contentAssigned[token.text, default: 0] += 1
                }
            }
        }
        facts.presentations.append(presentation)
    }

    private var logical: String { "Swift:" + (currentTypeName ?? "file") }
}
