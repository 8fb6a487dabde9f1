import ModalLint
import SwiftSyntax
typealias SourceRange = ModalLint.SourceRange


/// One walk over a file's syntax tree: its types (for the project index) and the raw facts
/// of presentation calls, observations and containment. Only what the code itself shows is
/// recorded; whatever depends on a value it cannot see is recorded as unknown, and unknown
/// never becomes a finding.
///
/// The walk recurses as deep as the tree; SwiftParser bounds the tree's nesting
/// (`maximumNestingLevel`), and the front end runs it on threads with a large stack.
final class FactCollector: SyntaxVisitor {
    let lines: LineTable
    private(set) var facts = FileFacts()
    private var typeStack: [Int] = []
    private var scopes: [Scope] = [Scope(member: "(top level)")]

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    /// What one function body writes about its local names, resolved when the body ends.
    struct Scope {
        var member: String
        /// Locals made with a type's initializer: name -> (type, action sheet).
        var locals: [String: (type: String?, actionSheet: Bool?)] = [:]
        /// Uses of a name not as the base of a member access (passed, assigned, returned).
        var plainUses: [String: Int] = [:]
        /// Every use of a name, member accesses on it included (`lifetime.dismiss()`).
        var allUses: [String: Int] = [:]
        var popoverTouched: Set<String> = []
        var styleSet: [String: String?] = [:]
        var checksIdiom = false
        var pendingPresents: [(PresentFact, local: String?, token: String?)] = []
        var pendingObservers: [(ObserverFact, local: String?)] = []
        var pendingSubviews: [(child: String, local: Bool, range: SourceRange)] = []
    }

    // MARK: types

    private func enterType(_ name: String, _ kind: TypeFacts.Kind, _ inheritance: InheritanceClauseSyntax?, _ token: TokenSyntax) {
        let inherited = inheritance?.inheritedTypes.map { Self.baseTypeName($0.type) } ?? []
        facts.types.append(TypeFacts(name: name, kind: kind, inherited: inherited, nameRange: lines.range(token)))
        typeStack.append(facts.types.count - 1)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .class, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ClassDeclSyntax) { leaveType(node) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .struct, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: StructDeclSyntax) { leaveType(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .enum, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { leaveType(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .actor, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { leaveType(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        enterType(node.name.text, .protocol, node.inheritanceClause, node.name)
        return .visitChildren
    }
    override func visitPost(_ node: ProtocolDeclSyntax) { leaveType(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.baseTypeName(node.extendedType)
        enterType(name, .extension, node.inheritanceClause, node.extendedType.firstToken(viewMode: .sourceAccurate) ?? node.extensionKeyword)
        return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { leaveType(node) }

    private func leaveType(_ node: some SyntaxProtocol) {
        guard let index = typeStack.popLast() else { return }
        facts.declarations.append(Declaration(name: facts.types[index].name, range: Self.byteRange(node)))
    }

    private var currentType: String? { typeStack.last.map { facts.types[$0].name } }

    private func updateType(_ change: (inout TypeFacts) -> Void) {
        guard let index = typeStack.last else { return }
        change(&facts.types[index])
    }

    /// `Foo<Bar>`, `Module.Foo`, `Foo?` -> `Foo`.
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let simple = type.as(IdentifierTypeSyntax.self) { return simple.name.text }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        return type.trimmedDescription
    }

    static func byteRange(_ node: some SyntaxProtocol) -> Range<Int> {
        node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
    }

    // MARK: members and scopes

    private func memberName(_ base: String) -> String {
        currentType.map { "\($0).\(base)" } ?? base
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        scopes.append(Scope(member: memberName("\(node.name.text)(\(labels))")))
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { leaveScope(node) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined()
        scopes.append(Scope(member: memberName("init(\(labels))")))
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { leaveScope(node) }
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(Scope(member: memberName("deinit")))
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { leaveScope(node) }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let isMember = node.parent?.is(MemberBlockItemSyntax.self) == true
        let isStatic = node.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let declared = binding.typeAnnotation.map { Self.baseTypeName($0.type) }
            let made = binding.initializer.flatMap { Self.constructedType($0.value) }
            if isMember {
                // Computed properties (a getter block) store nothing.
                let computed = binding.accessorBlock.map { block in
                    if case .accessors(let list) = block.accessors {
                        return list.contains { $0.accessorSpecifier.tokenKind == .keyword(.get) }
                    }
                    return true
                } ?? false
                if !isStatic, !computed { let type: String? = declared ?? made?.type
                    updateType { $0.storedProperties[name] = .some(type) } }
                if computed || binding.initializer != nil {
                    scopes.append(Scope(member: memberName(name)))
                    memberScopes.append(Syntax(node))
                }
            } else if scopes.count > 1 {
                scopes[scopes.count - 1].locals[name] = (declared ?? made?.type, made?.actionSheet)
            }
        }
        return .visitChildren
    }
    private var memberScopes: [Syntax] = []
    override func visitPost(_ node: VariableDeclSyntax) {
        if memberScopes.last == Syntax(node) {
            memberScopes.removeLast()
            leaveScope(node)
        }
    }

    /// The type a value is made with: `T(...)`, `T.init(...)`, `Module.T(...)`, and for
    /// `UIAlertController` whether its `preferredStyle` is `.actionSheet` (nil: not a literal).
    static func constructedType(_ expression: ExprSyntax) -> (type: String, actionSheet: Bool?)? {
        var expression = expression
        while let wrapped = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression {
            expression = wrapped
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init", let base = member.base {
            callee = base
        }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
                  let first = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text.first, first.isUppercase {
            name = member.declName.baseName.text
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self),
                  let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else {
            return nil
        }
        guard let first = name.first, first.isUppercase else { return nil }
        var actionSheet: Bool? = false
        if let style = call.arguments.first(where: { $0.label?.text == "preferredStyle" }) {
            if let member = style.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                actionSheet = member.declName.baseName.text == "actionSheet"
            } else {
                actionSheet = nil
            }
        }
        return (name, actionSheet)
    }

    private func leaveScope(_ node: some SyntaxProtocol) {
        guard scopes.count > 1, let scope = scopes.popLast() else { return }
        facts.declarations.append(Declaration(name: scope.member, range: Self.byteRange(node)))
        flush(scope)
    }

    /// The top level's facts, once the walk is over.
    func finish() {
        flush(scopes[0])
        scopes[0] = Scope(member: "(top level)")
    }

    private func flush(_ scope: Scope) {
        for (var present, local, token) in scope.pendingPresents {
            // A token kept in a local that is never used again is freed when the scope ends.
            if let token { present.lifetime = scope.allUses[token, default: 0] == 0 ? .discarded : .unknown }
            if let local {
                // A value that escapes (passed on, stored, returned) may be configured elsewhere.
                let escapes = scope.plainUses[local, default: 0] > 1
                if present.via == .uikit {
                    present.presented.anchored = escapes || scope.popoverTouched.contains(local) ? nil : false
                    if let style = scope.styleSet[local] { present.presented.uikitStyle = .some(style) }
                    if escapes { present.presented.uikitStyle = .some(nil) }
                }
                if let known = scope.locals[local] {
                    if let type = known.type { present.presented.type = .known(type) }
                    present.presented.actionSheet = known.actionSheet
                }
            }
            present.checksIdiom = scope.checksIdiom
            facts.presents.append(present)
        }
        for (var observer, local) in scope.pendingObservers {
            if let local { observer.token = scope.allUses[local, default: 0] == 0 ? .discarded : .unknown }
            facts.observers.append(observer)
        }
        for subview in scope.pendingSubviews {
            guard let owner = currentType else { continue }
            // A local's type is known here; a stored property's once the index has every file.
            let childType: String? = subview.local ? (scope.locals[subview.child]?.type ?? nil) : nil
            if subview.local, childType == nil { continue }
            facts.uncontained.append(UncontainedFact(owner: owner, member: scope.member, child: subview.child,
                                                     childType: childType, range: subview.range))
        }
    }

    // MARK: expressions

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name == "userInterfaceIdiom" || name == "horizontalSizeClass" {
            scopes[scopes.count - 1].checksIdiom = true
        }
        if name == "modalPresentationStyle" || name == "popoverPresentationController" {
            updateType { $0.configuresOwnPresentation = true }
        }
        let isMemberBase = node.parent?.as(MemberAccessExprSyntax.self)?.base?.id == node.id
        if !isMemberBase { scopes[scopes.count - 1].plainUses[name, default: 0] += 1 }
        scopes[scopes.count - 1].allUses[name, default: 0] += 1
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let member = node.declName.baseName.text
        switch member {
        case "userInterfaceIdiom", "horizontalSizeClass":
            scopes[scopes.count - 1].checksIdiom = true
        case "preferredContentSize":
            if Self.isAssignmentTarget(node) != true { updateType { $0.readsPreferredContentSize = true } }
        case "popoverPresentationController":
            if let base = Self.localName(node.base) {
                scopes[scopes.count - 1].popoverTouched.insert(base)
            } else if node.base == nil || node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                updateType { $0.configuresOwnPresentation = true }
            }
        case "modalPresentationStyle":
            if let base = Self.localName(node.base) {
                scopes[scopes.count - 1].styleSet[base] = Self.assignedStyle(node)
            } else if node.base == nil || node.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
                updateType { $0.configuresOwnPresentation = true }
            }
        default:
            break
        }
        return .visitChildren
    }

    /// `x` of `x.member` (or `x?.member`), when it is a plain name other than `self`.
    static func localName(_ base: ExprSyntax?) -> String? {
        var base = base
        if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.text, name != "self" else { return nil }
        return name
    }

    /// Whether `node` is the left side of `=` in an unfolded sequence (`a.b = c`): true,
    /// false, or nil for not part of a sequence.
    static func isAssignmentTarget(_ node: some SyntaxProtocol) -> Bool? {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    /// `.fullScreen` of `x.modalPresentationStyle = .fullScreen`; nil for another value.
    static func assignedStyle(_ node: MemberAccessExprSyntax) -> String? {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 2 < elements.count,
              elements[index + 1].is(AssignmentExprSyntax.self),
              let value = elements[index + 2].as(MemberAccessExprSyntax.self), value.base == nil else { return nil }
        let name = value.declName.baseName.text
        return UIKitStyle(rawValue: name) != nil ? name : nil
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let name: String
        var base: ExprSyntax?
        if let member = callee.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
            base = member.base
        } else if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
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
        case "addChild":
            if let argument = node.arguments.first?.expression {
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
            if let argument = node.arguments.first(where: { $0.label?.text == "usesPreferredContentSize" }) {
                uses = argument.expression.as(BooleanLiteralExprSyntax.self).map { $0.literal.tokenKind == .keyword(.true) }
            }
            let range = lines.range(node.calledExpression)
            updateType { $0.behaviorPreferences.append((uses, range)) }
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        // `token = nil`: a dropped observation token.
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self), elements[2].is(NilLiteralExprSyntax.self),
           let name = Self.selfOrLocalName(elements[0]) {
            updateType { $0.propertiesSetToNil.insert(name) }
        }
        return .visitChildren
    }

    /// `x` or `self.x`.
    static func selfOrLocalName(_ expression: ExprSyntax?) -> String? {
        guard var expression else { return nil }
        while let inner = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
            expression = inner
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The last name of a receiver: `modalPresenter` of `self?.modalPresenter`.
    static func receiverName(_ base: ExprSyntax?) -> String? {
        var base = base
        if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base?.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let reference = base?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = base?.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    private func collectPresent(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        let arguments = Array(node.arguments)
        guard let first = arguments.first, first.label == nil else { return }
        let receiver = Self.receiverName(base)
        let via: PresentFact.Via
        if receiver == "modalPresenter" || receiver == "toastPresenter" {
            // swift-modals: present(_:style:) returns the ModalLifetime.
            guard arguments.contains(where: { $0.label?.text == "style" }) else { return }
            via = receiver == "modalPresenter" ? .modals : .toasts
        } else {
            // UIKit: present(_:animated:completion:).
            guard arguments.count >= 2, arguments[1].label?.text == "animated" else { return }
            via = .uikit
        }
        let argument = first.expression
        var presented = PresentedValue(type: .unknown, text: Self.shortText(argument), actionSheet: false, anchored: nil)
        var local: String?
        if let made = Self.constructedType(argument) {
            presented.type = .known(made.type)
            presented.actionSheet = made.actionSheet
            presented.anchored = false
            presented.uikitStyle = .none
        } else if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, scopes.count > 1,
                  scopes[scopes.count - 1].locals[name] != nil {
            local = name
        } else if let name = Self.selfOrLocalName(argument), name != "self" {
            // Maybe a stored property: its type is known, what is set on it elsewhere is not.
            presented.type = .property(owner: currentType, name: name)
            presented.actionSheet = nil
            presented.uikitStyle = .some(nil)
        }
        var lifetime = PresentFact.Lifetime.kept
        var token: String?
        if via != .uikit {
            switch Self.usage(of: node) {
            case .statement, .discarded: lifetime = .discarded
            case .local(let name): token = name
            case .property: lifetime = .kept
            case .other: lifetime = .unknown
            }
        }
        let fact = PresentFact(owner: currentType, member: scopes[scopes.count - 1].member, via: via,
                               presented: presented, lifetime: lifetime, range: lines.range(node), checksIdiom: false)
        scopes[scopes.count - 1].pendingPresents.append((fact, local, token))
    }

    enum Usage {
        case statement, discarded, local(String), property(String), other
    }

    /// What the code does with a call's result.
    static func usage(of call: some SyntaxProtocol) -> Usage {
        var node = Syntax(call)
        while let parent = node.parent, parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) {
            node = parent
        }
        guard let parent = node.parent else { return .other }
        if let item = parent.as(CodeBlockItemSyntax.self) {
            // The only statement of a closure or a getter is its value (an implicit return).
            if let list = item.parent?.as(CodeBlockItemListSyntax.self), list.count == 1 {
                let returnsValue = list.parent?.parent?.as(FunctionDeclSyntax.self).map { $0.signature.returnClause != nil }
                if list.parent?.is(ClosureExprSyntax.self) == true || list.parent?.parent?.is(AccessorBlockSyntax.self) == true
                    || list.parent?.is(AccessorBlockSyntax.self) == true || returnsValue == true
                    || list.parent?.parent?.is(AccessorDeclSyntax.self) == true {
                    return .other
                }
            }
            return .statement
        }
        if let list = parent.as(ExprListSyntax.self) {
            let elements = Array(list)
            if elements.count == 3, elements[2].id == node.id, elements[1].is(AssignmentExprSyntax.self) {
                if elements[0].is(DiscardAssignmentExprSyntax.self) { return .discarded }
                if let name = selfOrLocalName(elements[0]) { return .property(name) }
            }
            return .other
        }
        if let initializer = parent.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            if binding.pattern.is(WildcardPatternSyntax.self) { return .discarded }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
               declaration.parent?.is(CodeBlockItemSyntax.self) == true {
                return .local(name)
            }
        }
        return .other
    }

    private func collectObserve(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        guard Self.receiverName(base) == "modalListObserver", let first = node.arguments.first else { return }
        // Workflow's observe(_:onOutput:) takes a closure; observe(_ provider:) none.
        let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        let workflow = Self.constructedType(first.expression)?.type ?? Self.shortText(first.expression)
        var token = ObserverFact.Token.unknown
        var local: String?
        var tokenRange = lines.range(node)
        switch Self.usage(of: node) {
        case .statement, .discarded: token = .discarded
        case .local(let name): local = name
        case .property(let name):
            token = .property(name)
            if let list = node.parent?.as(ExprListSyntax.self), let target = list.first { tokenRange = lines.range(target) }
        case .other: break
        }
        let weak = closure?.signature?.capture?.items.contains { item in
            let words = item.trimmedDescription.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" })
            return (words.first == "weak" || words.first == "unowned") && words.last == "self"
        } ?? false
        let usesSelf = !weak && closure.map(SelfFinder.usesSelf) == true
        let range = lines.range(node.calledExpression)
        let fact = ObserverFact(owner: currentType, member: scopes[scopes.count - 1].member, workflow: workflow, token: token,
                                strongSelf: usesSelf, range: range, tokenRange: tokenRange,
                                closureRange: closure.map { lines.range($0.signature?.capture.map(Syntax.init) ?? Syntax($0.leftBrace)) }
                                    ?? range, hasClosure: closure != nil)
        scopes[scopes.count - 1].pendingObservers.append((fact, local))
    }

    private func collectSubview(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              argument.declName.baseName.text == "view", argument.base != nil else { return }
        if let name = Self.localName(argument.base), scopes.count > 1, scopes[scopes.count - 1].locals[name] != nil {
            scopes[scopes.count - 1].pendingSubviews.append((name, true, lines.range(node)))
        } else if let name = Self.selfOrLocalName(argument.base), name != "self" {
            scopes[scopes.count - 1].pendingSubviews.append((name, false, lines.range(node)))
        }
    }

    static func shortText(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedDescription.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}

/// Whether a closure uses `self` (a strong capture unless the capture list weakens it).
/// Iterative, so nesting costs no stack.
enum SelfFinder {
    static func usesSelf(_ closure: ClosureExprSyntax) -> Bool {
        var pending: [Syntax] = [Syntax(closure.statements)]
        var visited = 0
        while let node = pending.popLast() {
            visited += 1
            if visited > 200_000 { return true }
            if let token = node.as(TokenSyntax.self) {
                if token.tokenKind == .keyword(.self) { return true }
                continue
            }
            pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return false
    }
}
