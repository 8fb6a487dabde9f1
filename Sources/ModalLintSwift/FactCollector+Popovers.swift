import ModalLint
import SwiftSyntax

/// Popovers: where a local's anchor is set, and view controllers kept in properties.
extension FactCollector {
    /// `p` of `self.p` or of a plain `p` that is neither a local nor a parameter here.
    func propertyName(_ base: ExprSyntax?) -> String? {
        guard currentType != nil, var base else { return nil }
        if let optional = base.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let member = base.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self" {
            return member.declName.baseName.sourceText
        }
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.sourceText, name != "self" else { return nil }
        let scope = scopes[scopes.count - 1]
        if scopes.count > 1, scope.locals[scope.key(name)] != nil || scope.parameters[name] != nil { return nil }
        // At the top level of a type (a property initializer), a plain name is a property too.
        return name
    }

    /// The byte ranges of the blocks around `node`, up to its member, that may not run: an
    /// `if` whose condition is not about the popover itself or the device, the cases of a
    /// `switch`, a loop's body, a closure, a `guard`'s `else`.
    func conditionalBlocks(around node: some SyntaxProtocol) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var child = Syntax(node)
        let member = memberScopes.last
        var steps = 0
        while let parent = child.parent, parent != member, steps < 10_000 {
            steps += 1
            if let branch = parent.as(IfExprSyntax.self) {
                let isBranch = child.id == branch.body.id || child.id == branch.elseBody?.id
                // `if let cell { anchor = cell } else { anchor = view }`: every way through sets one.
                let other: Syntax? = child.id == branch.body.id ? branch.elseBody.map(Syntax.init) : Syntax(branch.body)
                let otherAnchors = other.map(Self.mentionsAnchor) ?? false
                if isBranch, !otherAnchors, !Self.conditionIsAboutPopover(branch.conditions) { ranges.append(Self.byteRange(child)) }
            } else if parent.is(SwitchCaseSyntax.self) || parent.is(ForStmtSyntax.self) || parent.is(WhileStmtSyntax.self)
                        || parent.is(RepeatStmtSyntax.self) || parent.is(ClosureExprSyntax.self) || parent.is(GuardStmtSyntax.self) {
                ranges.append(Self.byteRange(parent))
            }
            child = parent
        }
        return ranges
    }

    /// Whether a branch sets a popover's anchor (names its popover controller or an anchor).
    static func mentionsAnchor(_ node: Syntax) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { token in
            guard case .identifier(let name) = token.tokenKind else { return false }
            return name == "popoverPresentationController" || name == "sourceView" || name == "barButtonItem" || name == "sourceItem"
        }
    }

    static func byteRange(_ node: some SyntaxProtocol) -> Range<Int> {
        node.position.utf8Offset..<node.endPosition.utf8Offset
    }

    /// `if let popover = sheet.popoverPresentationController`, an idiom or size-class check,
    /// `#available`: the branch runs wherever a popover needs its anchor.
    private static func conditionIsAboutPopover(_ conditions: ConditionElementListSyntax) -> Bool {
        for token in conditions.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .identifier(let name) where name == "popoverPresentationController" || name == "userInterfaceIdiom"
                || name == "horizontalSizeClass" || name == "sourceView" || name == "barButtonItem":
                return true
            case .poundAvailable, .poundUnavailable:
                return true
            default:
                continue
            }
        }
        return false
    }

    /// Whether some touch of `local`'s popover runs whenever the present at `offset` does:
    /// every conditional block around the touch also holds the present.
    func anchors(_ local: String, at offset: Int, in scope: Scope) -> Bool {
        guard scope.popoverTouched.contains(local) else { return false }
        guard let touches = scope.popoverTouches[local] else { return true }
        return touches.contains { blocks in blocks.allSatisfy { $0.contains(offset) } }
    }

    /// A stored property's initializer that makes a view controller: `UIAlertController(...)`,
    /// or a closure called in place (`lazy var sheet: UIAlertController = { ... }()`) that
    /// makes one in a local and returns it.
    func noteSheetProperty(_ name: String, _ value: ExprSyntax) {
        if let made = Self.constructedType(value) {
            updateType { $0.sheets[name] = MadeController(type: made.type, actionSheet: made.actionSheet) }
            return
        }
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return }
        var made: [String: MadeController] = [:]
        var returned: MadeController?
        for item in closure.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText,
                          let value = binding.initializer?.value, let type = Self.constructedType(value) else { continue }
                    made[local] = MadeController(type: type.type, actionSheet: type.actionSheet)
                }
            } else if let statement = item.item.as(ReturnStmtSyntax.self), let expression = statement.expression {
                if let local = expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText { returned = made[local] }
            }
        }
        guard let returned else { return }
        updateType { $0.sheets[name] = returned }
        // Configured where it is made: its anchor is the closure's business.
        if closure.tokens(viewMode: .sourceAccurate).contains(where: {
            $0.tokenKind == .identifier("popoverPresentationController") || $0.tokenKind == .identifier("modalPresentationStyle")
        }) {
            updateType { $0.popoverConfigured.insert(name) }
        }
    }
}
