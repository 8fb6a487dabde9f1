import ModalLint
@_spi(RawSyntax) import SwiftSyntax
// The model's range, not SwiftSyntax's of the same name. scripts/fuzz compiles this module and
// ModalLint as one (MODALLINT_ONE_MODULE), where the model's is the module's own already.
#if !MODALLINT_ONE_MODULE
typealias SourceRange = ModalLint.SourceRange
#endif

/// One walk over a file's syntax tree: its types (for the project index) and the raw facts
/// of presentation calls, observations and containment. Only what the code itself shows is
/// recorded; whatever depends on a value it cannot see is recorded as unknown, and unknown
/// never becomes a finding.
///
/// The walk recurses as deep as the tree; SwiftParser bounds the tree's nesting
/// (`maximumNestingLevel`), and the front end runs it on threads with a large stack.
final class FactCollector: SyntaxVisitor {
    let lines: LineTable
    var facts = FileFacts()
    private var typeStack: [Int] = []
    var scopes: [Scope] = [Scope(member: "(top level)")]

    /// Bodies (of functions, initializers, property initializers and accessors) hold no fact
    /// in a file without any of `bodyWords`: such a file is walked for its declarations only.
    let skipsBodies: Bool
    /// A skipped body may set a kept observation token to nil (`token = nil` stops the
    /// observation): its types are taken to, so that no observer is reported as never stopped.
    private let bodiesMayDropTokens: Bool

    /// The words a file must hold for its bodies to be walked: every name the visits below and
    /// in the FactCollector+ files match a body on (`SwiftVocabulary`).
    static let bodyWords: [StaticString] = SwiftVocabulary.inFileWords

    /// Where the words a body must hold to be walked occur (`FileWords.bodyWords`); nil walks
    /// every body of a file that is not `skipsBodies`.
    let words: FileWords?

    init(lines: LineTable, skipsBodies: Bool = false, bodiesMayDropTokens: Bool = false, words: FileWords? = nil,
         maxCalls: Int = FactCollector.maxCallsPerFile) {
        self.lines = lines
        self.maxCalls = maxCalls
        self.skipsBodies = skipsBodies
        self.bodiesMayDropTokens = skipsBodies && bodiesMayDropTokens
        self.words = skipsBodies ? nil : words
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether to walk into a member's body (and signature): not in a file walked for its
    /// declarations only, nor where the member's text holds none of `FileWords.bodyWords`.
    /// The static members of ModalPresentationStyleProvider are always walked: the types
    /// they construct are a fact without any of the words.
    private func bodies(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if skipsBodies { return .skipChildren }
        guard let words, currentType != "ModalPresentationStyleProvider" else { return .visitChildren }
        switch words.bodyMention(in: node.position.utf8Offset..<node.endPosition.utf8Offset) {
        case .none:
            return .skipChildren
        case .other:
            return .visitChildren
        case .onlyNil(let offsets):
            // Every fact but `name = nil` starts with another body word: of such a body only
            // those assignments are read, each found from its `nil` (bodies that hold nothing
            // else are common).
            for offset in offsets { visitAssignmentOfNil(at: offset, in: node) }
            return .skipChildren
        }
    }

    /// Visits the sequence `name = nil` whose `nil` starts at `offset`, as the walk would.
    private func visitAssignmentOfNil(at offset: Int, in node: some SyntaxProtocol) {
        guard let token = node.token(at: AbsolutePosition(utf8Offset: offset)), token.tokenKind == .keyword(.nil),
              token.positionAfterSkippingLeadingTrivia.utf8Offset == offset,
              let literal = token.parent, literal.is(NilLiteralExprSyntax.self),
              let list = literal.parent, list.is(ExprListSyntax.self),
              let sequence = list.parent?.as(SequenceExprSyntax.self) else { return }
        _ = visit(sequence)
    }


    // MARK: types

    private func enterType(_ name: String, _ kind: TypeFacts.Kind, _ inheritance: InheritanceClauseSyntax?, _ token: TokenSyntax) {
        // Half-typed code (`class Home: UIViewController, {`, `class : X`): an inherited name
        // not written yet says nothing, and a type with no name yet is one of its own.
        let inherited = inheritance?.inheritedTypes.map { Self.baseTypeName($0.type) }.filter { !$0.isEmpty } ?? []
        let range = lines.range(token)
        let named = name.isEmpty ? "(unnamed type at line \(range.start.line))" : name
        facts.types.append(TypeFacts(name: named, kind: kind, inherited: inherited, nameRange: range))
        typeStack.append(facts.types.count - 1)
        if bodiesMayDropTokens { updateType { $0.stopsObserving = true } }
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.sourceText, .class, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.sourceText, .struct, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.sourceText, .enum, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.sourceText, .actor, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType() }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.sourceText, .protocol, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.baseTypeName(node.extendedType)
        enterType(name, .extension, node.inheritanceClause, node.extendedType.firstToken(viewMode: .sourceAccurate) ?? node.extensionKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType() }

    private func leaveType() {
        _ = typeStack.popLast()
    }

    var currentType: String? { typeStack.last.map { facts.types[$0].name } }

    func updateType(_ change: (inout TypeFacts) -> Void) {
        guard let index = typeStack.last else { return }
        change(&facts.types[index])
    }

    // MARK: members and scopes

    static let viewLifecycleMethods: Set<String> = [
        "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillDisappear", "viewDidDisappear",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]

    private func memberName(_ base: String) -> String {
        currentType.map { "\($0).\(base)" } ?? base
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.sourceText
        // Read where used: most members' bodies are not walked.
        var labels: String { Self.labels(node.signature.parameterClause) }
        if name == "preferredContentSizeDidChange", labels == "forChildContentContainer:" {
            updateType { $0.sizes.forwards = true }
        }
        if Self.viewLifecycleMethods.contains(name), node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
            updateType { $0.overridesViewLifecycle = true }
        }
        if name == "presentationControllerShouldDismiss" || name == "presentationControllerDidAttemptToDismiss" {
            updateType { $0.handlesDismissAttempt = true }
        }
        if name.hasPrefix("text"), Self.textEditMethods.contains(name + "(" + labels + ")") {
            updateType { $0.editsText = true }
        }
        // The shape `collectPresent` takes for UIKit's: a helper of the same name (element-ios'
        // share presenters set the popover's anchor in theirs, then call UIKit's).
        if name == "present", labels.hasPrefix("_:animated:") {
            updateType { $0.declaresPresent = true }
        }
        let walks = openScope(node, member: name + "(" + labels + ")", staticName: Self.isStatic(node.modifiers) ? name : nil)
        if walks == .visitChildren, memberScopes.last == Syntax(node) {
            scopes[scopes.count - 1].isBoolean = node.signature.returnClause.map { Self.baseTypeName($0.type) == "Bool" } ?? false
            scopes[scopes.count - 1].parameters = Self.parameters(node.signature.parameterClause)
            scopes[scopes.count - 1].signature = name + "(" + labels + ")"
            for (position, parameter) in node.signature.parameterClause.parameters.enumerated() {
                scopes[scopes.count - 1].parameterPositions[(parameter.secondName ?? parameter.firstName).sourceText] = position
            }
            if let body = node.body, currentType != nil {
                let events = tokenEvents(body)
                if events.contains(where: { if case .barrier = $0 { false } else { true } }) {
                    let member = name + "(" + labels + ")"
                    updateType { $0.methodEvents[member] = events }
                }
            }
        }
        return walks
    }
    override func visitPost(_ node: FunctionDeclSyntax) { closeScope(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        // Which parameters it keeps in which properties is read whether or not the body is
        // walked: `self.content = content` holds no body word.
        if currentType != nil, let body = node.body { noteInitializerStores(node.signature.parameterClause, body) }
        let walks = openScope(node, member: "init(" + Self.labels(node.signature.parameterClause) + ")", staticName: nil)
        if walks == .visitChildren, memberScopes.last == Syntax(node) {
            scopes[scopes.count - 1].parameters = Self.parameters(node.signature.parameterClause)
            scopes[scopes.count - 1].isInitializer = true
        }
        return walks
    }
    override func visitPost(_ node: InitializerDeclSyntax) { closeScope(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        openScope(node, member: "deinit", staticName: nil)
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { closeScope(node) }
    override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
        // Named as Swift names it: a parameter has no argument label unless written with two names.
        let labels = node.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.sourceText) + ":" }
        return openScope(node, member: "subscript(" + labels.joined() + ")", staticName: nil)
    }
    override func visitPost(_ node: SubscriptDeclSyntax) { closeScope(node) }

    /// Opens a member's scope when its body is walked (`bodies`): an unwalked body gathers
    /// nothing, so most members of an app get none.
    private func openScope(_ node: some SyntaxProtocol, member: @autoclosure () -> String,
                           staticName: @autoclosure () -> String?) -> SyntaxVisitorContinueKind {
        let walks = bodies(node)
        guard walks == .visitChildren else { return walks }
        let name = member()
        var scope = Scope(member: memberName(name))
        scope.baseName = String(name.prefix { $0 != "(" })
        scope.staticName = staticName()
        scopes.append(scope)
        memberScopes.append(Syntax(node))
        return walks
    }
    var memberScopes: [Syntax] = []
    /// Presentation calls read so far (`maxCallsPerFile`).
    var callsRead = 0
    let maxCalls: Int
    static let maxCallsPerFile = 10_000
    var blockPushes: [Bool] = []

    private func closeScope(_ node: some SyntaxProtocol) {
        guard memberScopes.last == Syntax(node) else { return }
        memberScopes.removeLast()
        leaveScope()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        // A global records nothing: only what its initializer holds, below.
        guard isMember || scopes.count > 1 else { return .visitChildren }
        let isStatic = isMember && Self.isStatic(node.modifiers)
        // The member whose initializer or accessors are a body (of `let a = x, b = y`, the
        // last: one scope for the declaration).
        var bodyMember: String?
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText else { continue }
            // Read only where recorded: a static or computed member's type is not.
            var declared: String? { binding.typeAnnotation.map { Self.baseTypeName($0.type) } }
            var made: (type: String, actionSheet: Bool?)? { binding.initializer.flatMap { Self.constructedType($0.value) } }
            if isMember {
                // Computed properties (a getter block) store nothing.
                let computed = binding.accessorBlock.map { block in
                    if case .accessors(let list) = block.accessors {
                        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
                    }
                    return true
                } ?? false
                if !isStatic, !computed { let type: String? = declared ?? made?.type
                    updateType { $0.storedProperties[name] = .some(type) }
                    if let value = binding.initializer?.value, Self.constructedType(value) != nil {
                        let held = viewValue(value)
                        updateType { $0.propertyValues[name] = held }
                    }
                    if let value = binding.initializer?.value { noteSheetProperty(name, value) }
                }
                if name == "preferredContentSize", node.modifiers.contains(where: { $0.name.rawText == "override" }) {
                    updateType { $0.sizes.sets = true }
                }
                // Its type is read above; the initializer or accessors are a body.
                if computed || binding.initializer != nil { bodyMember = name }
            } else {
                let made = made
                // The value is read before the name is declared: `let a = a` reads the outer `a`.
                let value = binding.initializer.map { viewValue($0.value) } ?? .unknown
                let root = binding.initializer.flatMap { navigationRoot($0.value) }
                let key = scopes[scopes.count - 1].declare(name)
                scopes[scopes.count - 1].locals[key] = (declared ?? made?.type, made?.actionSheet)
                scopes[scopes.count - 1].values[key] = value
                if let style = binding.initializer.flatMap({ styleParameter($0.value) }) { scopes[scopes.count - 1].styleParameters[key] = style }
                noteLocalWindow(key, declared: declared, made: made?.type, at: binding)
                if let root { scopes[scopes.count - 1].navigationRoots[key] = root }
            }
        }
        if let bodyMember {
            let walks = openScope(node, member: bodyMember, staticName: isStatic ? bodyMember : nil)
            if walks == .visitChildren, memberScopes.last == Syntax(node), let annotation = node.bindings.last?.typeAnnotation {
                scopes[scopes.count - 1].isBoolean = Self.baseTypeName(annotation.type) == "Bool"
            }
            return walks
        }
        // A member stored without a value or observers (`var name: Type`): only its pattern and
        // type below, which hold no fact.
        if isMember, node.bindings.allSatisfy({ $0.initializer == nil && $0.accessorBlock == nil }) { return .skipChildren }
        return .visitChildren
    }
    override func visitPost(_ node: VariableDeclSyntax) { closeScope(node) }

    private func leaveScope() {
        guard scopes.count > 1, let scope = scopes.popLast() else { return }
        if let name = scope.staticName, currentType == "ModalPresentationStyleProvider" {
            updateType { $0.sizes.providerStatics[name, default: []] += scope.constructed }
        }
        // A Bool member that reads the device's idiom (`var isPad: Bool { ... }`): code whose
        // conditions ask it decides by device too.
        if scope.checksIdiom, scope.isBoolean, !scope.baseName.isEmpty { facts.idiomMembers.insert(scope.baseName) }
        flush(scope)
    }

    /// The top level's facts, once the walk is over.
    func finish() {
        flush(scopes[0])
        scopes[0] = Scope(member: "(top level)")
    }

    // MARK: expressions

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        noteConditionNames(node.conditions)
        return .visitChildren
    }
    override func visit(_ node: GuardStmtSyntax) -> SyntaxVisitorContinueKind {
        noteConditionNames(node.conditions)
        return .visitChildren
    }
    override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
        noteConditionNames(node.condition)
        return .visitChildren
    }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let module = node.path.first?.name.sourceText, module == "Modals" || module == "WorkflowModals" {
            facts.importsModals = true
        }
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // A closure's parameters are locals whose values this walk does not follow; they hide
        // properties of the same name.
        guard scopes.count > 1 else { return .visitChildren }
        let at = scopes.count - 1
        scopes[at].visible.append([:])
        blockPushes.append(true)
        var names: [String] = []
        switch node.signature?.parameterClause {
        case .simpleInput(let list)?:
            names = list.map { $0.name.sourceText }
        case .parameterClause(let clause)?:
            names = clause.parameters.map { ($0.secondName ?? $0.firstName).sourceText }
        case nil:
            break
        }
        for name in names {
            let key = scopes[at].declare(name)
            scopes[at].locals[key] = (nil, nil)
            scopes[at].values[key] = .unknown
        }
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { popBlock() }

    /// Blocks open and close with the walk; `blockPushes` says whether each pushed a table
    /// (not at the top level, where no function scope is open).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        let pushes = scopes.count > 1
        if pushes { scopes[scopes.count - 1].visible.append([:]) }
        blockPushes.append(pushes)
        return .visitChildren
    }
    override func visitPost(_ node: CodeBlockSyntax) { popBlock() }

    private func popBlock() {
        guard let pushed = blockPushes.popLast(), pushed, scopes.count > 1, scopes[scopes.count - 1].visible.count > 1 else { return }
        scopes[scopes.count - 1].visible.removeLast()
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.sourceText
        if name == "userInterfaceIdiom" || name == "horizontalSizeClass" {
            scopes[scopes.count - 1].checksIdiom = true
        }
        if name == "modalPresentationStyle" || name == "popoverPresentationController" {
            updateType { $0.configuresOwnPresentation = true }
        }
        let access = node.parent?.as(MemberAccessExprSyntax.self)
        // `.actionSheet` of `preferredStyle: .actionSheet` names a member, not a local.
        if access?.declName.id == node.id { return .visitChildren }
        let isMemberBase = access?.base?.id == node.id
        let at = scopes.count - 1
        scopes[at].uses[scopes[at].key(name), default: Uses()].count(plain: !isMemberBase)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.sourceText
        switch member {
        case "userInterfaceIdiom", "horizontalSizeClass":
            scopes[scopes.count - 1].checksIdiom = true
        case "preferredContentSize":
            if Self.isAssignmentTarget(node) != true { updateType { $0.readsPreferredContentSize = true } }
            if let base = localKey(node.base) { scopes[scopes.count - 1].sizeTouched.insert(base) }
        case "presentationController", "isModalInPresentation":
            scopes[scopes.count - 1].swipeGuardTouched = true
        case "popoverPresentationController":
            if let property = propertyName(node.base) {
                updateType { $0.popoverConfigured.insert(property) }
            } else if let base = localKey(node.base) {
                scopes[scopes.count - 1].popoverTouched.insert(base)
                scopes[scopes.count - 1].popoverTouches[base, default: []].append(conditionalBlocks(around: node))
            } else if node.base == nil || node.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self" {
                updateType { $0.configuresOwnPresentation = true }
            }
        case "modalPresentationStyle":
            if let property = propertyName(node.base) {
                updateType { $0.popoverConfigured.insert(property) }
            } else if let base = localKey(node.base) {
                scopes[scopes.count - 1].styleSet[base] = Self.assignedStyle(node)
            } else if node.base == nil || node.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self" {
                updateType { $0.configuresOwnPresentation = true }
            }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let name: String
        var base: ExprSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.sourceText
            base = member.base
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.sourceText
        } else {
            return .visitChildren
        }
        switch name {
        case "present":
            collectPresent(node, base: base)
        case "observe":
            collectObserve(node, base: base)
        case "addSubview", "insertSubview":
            collectSubview(node)
        case "pushViewController", "setViewControllers":
            collectContainment(node, name: name, base: base)
        case "aggregateModals" where node.arguments.isEmpty:
            let ownOrSuper = base == nil || base?.is(SuperExprSyntax.self) == true || Self.isSelf(base)
            updateType { if ownOrSuper { $0.laysOutOwnModals = true } else { $0.laysOutOthersModals = true } }
        case "aggregatePresenterModals":
            updateType { $0.laysOutOwnModals = true }
        case "addChild":
            collectContainment(node, name: name, base: base)
            if let argument = node.arguments.first?.expression {
                if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
                   let type = scopes[scopes.count - 1].locals[scopes[scopes.count - 1].key(name)]?.type {
                    updateType { $0.sizes.containedChildTypes.insert(type) }
                }
                if let child = Self.selfOrLocalName(argument) {
                    updateType { $0.containedChildren.insert(child) }
                } else {
                    updateType { $0.addsUnknownChild = true }
                }
            }
        case "didMove", "willMove":
            if let child = Self.selfOrLocalName(base) { updateType { $0.containedChildren.insert(child) } }
        case "stopObserving":
            updateType { $0.stopsObserving = true }
        case "ModalBehaviorPreferences":
            var uses: Bool? = false
            if let argument = node.arguments.first(where: { $0.label?.sourceText == "usesPreferredContentSize" }) {
                uses = argument.expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
            }
            let range = lines.range(node.calledExpression)
            updateType { $0.behaviorPreferences.append((uses, range)) }
        case "addTarget", "becomeFirstResponder", "setEditing":
            noteEditingCall(node, name: name, base: base)
            collectHelperCall(node, name: name, base: base)
        case "init" where base == nil && node.arguments.first?.label?.sourceText == "barButtonSystemItem":
            // `.init(barButtonSystemItem: .cancel, ...)`: only UIBarButtonItem has that label.
            noteBarButton(node)
        default:
            collectHelperCall(node, name: name, base: base)
        }
        if let made = Self.constructedType(ExprSyntax(node)) {
            scopes[scopes.count - 1].constructed.append(made.type)
            if made.type == "UIBarButtonItem" { noteBarButton(node) }
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `token = nil`: a dropped observation token.
        guard let (target, value) = node.assignmentSides else { return .visitChildren }
        collectAssignment(target, value, at: node)
        noteEditingAssignment(target, value)
        if value.is(NilLiteralExprSyntax.self), let name = Self.selfOrLocalName(target) {
            updateType { $0.propertiesSetToNil.insert(name) }
        }
        // `preferredContentSize = ...` on itself: the size it sets, when a literal.
        if Self.selfOrLocalName(target) == "preferredContentSize",
           target.is(DeclReferenceExprSyntax.self) || target.as(MemberAccessExprSyntax.self)?.base != nil {
            let literal = Self.literalSize(value)
            let range = lines.range(node)
            updateType {
                $0.sizes.sets = true
                if $0.sizes.literal == nil, let literal { $0.sizes.literal = (literal.width, literal.height, range) }
            }
        }
        return .visitChildren
    }
}
