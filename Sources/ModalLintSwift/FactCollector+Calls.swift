import ModalLint
import SwiftSyntax

/// Presentation calls, observations and subviews: the raw facts of one call each.
extension FactCollector {
    func collectPresent(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        // A file's calls are bounded like a snapshot's: past the bound, said once, where.
        guard callsRead < maxCalls else {
            if facts.callsCutAt == nil { facts.callsCutAt = lines.range(node) }
            return
        }
        callsRead += 1
        let arguments = Array(node.arguments)
        // `present(, style: .card)`: nothing is presented yet.
        guard let first = arguments.first, first.label == nil, !first.expression.is(MissingExprSyntax.self) else { return }
        let receiver = Self.receiverName(base)
        let via: PresentFact.Via
        // A local declared as swift-modals' `ModalPresenter` is its presenter whatever its name.
        let declaredPresenter = localKey(base).flatMap { scopes.count > 1 ? scopes[scopes.count - 1].locals[$0]?.type : nil } == "ModalPresenter"
        if receiver == "modalPresenter" || receiver == "toastPresenter" || declaredPresenter {
            // swift-modals: present(_:style:) returns the ModalLifetime.
            guard arguments.contains(where: { $0.label?.sourceText == "style" }) else { return }
            via = receiver == "toastPresenter" ? .toasts : .modals
        } else {
            // UIKit: present(_:animated:completion:).
            guard arguments.count >= 2, arguments[1].label?.sourceText == "animated" else { return }
            via = .uikit
        }
        let argument = first.expression
        var presented = PresentedValue(type: .unknown, text: Self.shortText(argument), actionSheet: false, anchored: nil)
        var local: String?
        var presentedParameter: String?
        if let made = Self.constructedType(argument) {
            presented.type = .known(made.type)
            presented.navigationRoot = navigationRoot(argument)
            presented.actionSheet = made.actionSheet
            presented.anchored = false
            presented.uikitStyle = .none
        } else if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.sourceText, scopes.count > 1,
                  scopes[scopes.count - 1].locals[scopes[scopes.count - 1].key(name)] != nil {
            local = scopes[scopes.count - 1].key(name)
        } else if let name = argument.as(DeclReferenceExprSyntax.self)?.baseName.sourceText, scopes.count > 1,
                  scopes[scopes.count - 1].parameters[name] != nil {
            // A parameter: what it holds is the caller's (`PresentHelper`).
            presented.actionSheet = nil
            presentedParameter = name
        } else if let name = Self.selfOrLocalName(argument), name != "self" {
            // Maybe a stored property: its type is known, what is set on it elsewhere is not.
            presented.type = .property(owner: currentType, name: name)
            presented.actionSheet = nil
            presented.uikitStyle = .some(nil)
            presented.sizeSetElsewhere = true
        }
        var lifetime = PresentFact.Lifetime.kept
        var token: String?
        if via != .uikit {
            switch Self.usage(of: node) {
            case .statement, .discarded: lifetime = .discarded
            case .local(let name): token = scopes[scopes.count - 1].key(name)
            case .property: lifetime = .kept
            case .other: lifetime = .unknown
            }
        }
        var fact = PresentFact(owner: currentType, member: scopes[scopes.count - 1].member, via: via,
                               presented: presented, lifetime: lifetime, range: lines.range(node), checksIdiom: false)
        fact.onSelf = base == nil || receiver == "self"
        fact.target = viewValue(argument)
        fact.offset = node.position.utf8Offset
        fact.presentedParameter = presentedParameter
        if via != .uikit {
            // `modalPresenter` or `self.modalPresenter` (optional or not): the owner's own.
            var presenter = base
            if let optional = presenter?.as(OptionalChainingExprSyntax.self) { presenter = optional.expression }
            if let forced = presenter?.as(ForceUnwrapExprSyntax.self) { presenter = forced.expression }
            fact.ownPresenter = !declaredPresenter && (presenter?.is(DeclReferenceExprSyntax.self) == true
                || presenter?.as(MemberAccessExprSyntax.self).map { Self.isSelf($0.base) && $0.base != nil } == true)
            if fact.ownPresenter, case .property(let token) = Self.usage(of: node), currentType != nil {
                let kept = TokenPresent(presented: fact.target.madeType, text: presented.text, range: lines.range(node), file: "", via: via)
                updateType { $0.tokenPresents[token] = kept }
            }
        }
        if via == .modals, let style = arguments.first(where: { $0.label?.sourceText == "style" }) {
            fact.style = Self.styleReference(style.expression)
        }
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
            if let (target, value) = list.assignmentSides, value.id == node.id {
                if target.is(DiscardAssignmentExprSyntax.self) { return .discarded }
                if let name = selfOrLocalName(target) { return .property(name) }
            }
            return .other
        }
        if let initializer = parent.as(InitializerClauseSyntax.self),
           let binding = initializer.parent?.as(PatternBindingSyntax.self) {
            if binding.pattern.is(WildcardPatternSyntax.self) { return .discarded }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText,
               let declaration = binding.parent?.parent?.as(VariableDeclSyntax.self),
               declaration.parent?.is(CodeBlockItemSyntax.self) == true {
                return .local(name)
            }
        }
        return .other
    }

    func collectObserve(_ node: FunctionCallExprSyntax, base: ExprSyntax?) {
        guard Self.receiverName(base) == "modalListObserver", let first = node.arguments.first else { return }
        // Workflow's observe(_:onOutput:) takes a closure; observe(_ provider:) none.
        let closure = node.trailingClosure ?? node.arguments.last?.expression.as(ClosureExprSyntax.self)
        let workflow = Self.constructedType(first.expression)?.type ?? Self.shortText(first.expression)
        var token = ObserverFact.Token.unknown
        var local: String?
        var tokenRange = lines.range(node)
        switch Self.usage(of: node) {
        case .statement, .discarded: token = .discarded
        case .local(let name): local = scopes[scopes.count - 1].key(name)
        case .property(let name):
            token = .property(name)
            if let list = node.parent?.as(ExprListSyntax.self), let target = list.first { tokenRange = lines.range(target) }
        case .other: break
        }
        let weak = closure?.signature?.capture?.items.contains { item in
            let words = item.trimmedSourceText.split(whereSeparator: { $0 == " " || $0 == "(" || $0 == ")" })
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

    func collectSubview(_ node: FunctionCallExprSyntax) {
        guard let argument = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
              argument.declName.baseName.sourceText == "view", argument.base != nil else { return }
        if let name = localKey(argument.base), scopes.count > 1, scopes[scopes.count - 1].locals[name] != nil {
            scopes[scopes.count - 1].pendingSubviews.append((name, true, lines.range(node)))
        } else if let name = Self.selfOrLocalName(argument.base), name != "self" {
            scopes[scopes.count - 1].pendingSubviews.append((name, false, lines.range(node)))
        }
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
