import ModalLint
import SwiftSyntax

/// A Workflow `render(state:context:)` as its branches write it: what each `return` (or each
/// branch of a returned `switch`/`if`) renders, where the code names the screen's type.
struct RenderFact: Sendable {
    /// How the snapshot writes a screen: a type name, or a container around a base.
    indirect enum Screen: Sendable, Equatable {
        case type(String)
        case container(String, base: Screen)

        var yaml: String {
            switch self {
            case .type(let name): SnapshotWriter.quote(name)
            case .container(let type, let base):
                "{type: \(type), base: \(base.yaml), \(type == "ToastContainer" ? "toasts" : "modals"): []}"
            }
        }
    }

    var workflow: String
    var member: String
    /// One per branch whose screen the code shows completely; branches it cannot see are left out.
    var renders: [(state: String, screen: Screen, range: SourceRange)]
}

/// Finds `render(state:context:)` functions and classifies what each branch returns. Only
/// screens built right there (`CartScreen(...)`, a local `let cart = CartScreen(...)`, and the
/// swift-modals wrappers `presentingModals`, `ModalContainer(base:)`, `ToastContainer(base:)`)
/// are classified; a value from elsewhere is unknown and its branch is skipped.
final class RenderCollector: TypeScopedVisitor {
    private(set) var renders: [RenderFact] = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = FactCollector.parameterNames(node.signature.parameterClause)
        guard node.name.sourceText == "render", labels == ["state", "context"], let workflow = currentTypeName,
              let body = node.body else { return .visitChildren }
        var locals: [String: RenderFact.Screen?] = [:]
        var results: [(ExprSyntax, Syntax)] = []
        // Work list, not recursion: statements of the body and of its branches.
        var pending: [(CodeBlockItemListSyntax, implicit: Bool)] = [(body.statements, body.statements.count == 1)]
        while let (items, implicit) = pending.popLast() {
            for item in items {
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText else { continue }
                        // A name bound twice is ambiguous: unknown.
                        locals[name] = locals[name] == nil ? binding.initializer.flatMap { classify($0.value, locals: [:]) } : .some(nil)
                    }
                } else if let ret = item.item.as(ReturnStmtSyntax.self), let expression = ret.expression {
                    results.append((expression, Syntax(ret)))
                } else if let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) {
                    if !branches(expression, into: &pending, implicit: implicit, results: &results), implicit {
                        results.append((expression, Syntax(expression)))
                    }
                } else if let guardStmt = item.item.as(GuardStmtSyntax.self) {
                    pending.append((guardStmt.body.statements, false))
                }
            }
        }
        var fact = RenderFact(workflow: workflow, member: "\(workflow).render(state:context:)", renders: [])
        var used: [String: Int] = [:]
        // In source order (the work list visits branches last first).
        results.sort { $0.0.position < $1.0.position }
        for (expression, node) in results {
            guard let screen = classify(expression, locals: locals) else { continue }
            var state = Self.state(of: node)
            used[state, default: 0] += 1
            if used[state]! > 1 { state += " (\(used[state]!))" }
            fact.renders.append((state, screen, lines.range(expression)))
        }
        if fact.renders.count > 1 { renders.append(fact) }
        return .skipChildren
    }

    /// The statement lists of a `switch`/`if` (statement or expression); when it is the
    /// implicit result of the body, a branch of one expression is a result itself.
    private func branches(_ expression: ExprSyntax, into pending: inout [(CodeBlockItemListSyntax, implicit: Bool)],
                          implicit: Bool, results: inout [(ExprSyntax, Syntax)]) -> Bool {
        var lists: [CodeBlockItemListSyntax] = []
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            for element in switchExpr.cases { if let item = element.as(SwitchCaseSyntax.self) { lists.append(item.statements) } }
        } else if var ifExpr = expression.as(IfExprSyntax.self) {
            // else-if chains as a loop.
            while true {
                lists.append(ifExpr.body.statements)
                guard let elseBody = ifExpr.elseBody else { break }
                if let next = elseBody.as(IfExprSyntax.self) { ifExpr = next; continue }
                if let block = elseBody.as(CodeBlockSyntax.self) { lists.append(block.statements) }
                break
            }
        } else {
            return false
        }
        for list in lists { pending.append((list, implicit && list.count == 1)) }
        return true
    }

    /// What the code shows a screen expression to be, or nil.
    func classify(_ expression: ExprSyntax, locals: [String: RenderFact.Screen?]) -> RenderFact.Screen? {
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText {
            return locals[name] ?? nil
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.sourceText {
            case "presentingModals":
                return classify(base, locals: locals).map { .container("ModalContainer", base: $0) }
            case "asAnyScreen":
                // AnyScreen is transparent to the view controller kind.
                return classify(base, locals: locals)
            default:
                return nil
            }
        }
        let callee: String
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.sourceText
        } else if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                  let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            callee = reference.baseName.sourceText
        } else {
            return nil
        }
        guard let first = callee.first, first.isUppercase else { return nil }
        switch callee {
        case "ModalContainer", "ToastContainer":
            guard let base = call.arguments.first(where: { $0.label?.sourceText == "base" }) else { return nil }
            return classify(base.expression, locals: locals).map { .container(callee, base: $0) }
        case "AnyScreen":
            return call.arguments.count == 1 ? classify(call.arguments.first!.expression, locals: locals) : nil
        default:
            return .type(callee)
        }
    }

    /// A state's name: the `case` label or `if` branch around the return, else its line.
    static func state(of node: Syntax) -> String {
        var current: Syntax? = node.parent
        while let here = current {
            if let switchCase = here.as(SwitchCaseSyntax.self) {
                return switchCase.label.trimmedSourceText.replacingOccurrences(of: "case ", with: "")
                    .trimmingSuffix(":")
            }
            if let ifExpr = here.as(IfExprSyntax.self) {
                if node.position >= ifExpr.body.position, node.endPosition <= ifExpr.body.endPosition {
                    return "if " + ifExpr.conditions.trimmedSourceText
                }
                return "else of if " + ifExpr.conditions.trimmedSourceText
            }
            if here.is(FunctionDeclSyntax.self) { break }
            current = here.parent
        }
        return "after the branches"
    }
}

extension String {
    fileprivate func trimmingSuffix(_ suffix: String) -> String { hasSuffix(suffix) ? String(dropLast(suffix.count)) : self }
}
