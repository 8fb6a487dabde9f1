import ModalLint
import SwiftSyntax

/// What a method's top-level statements do with the ModalLifetimes it keeps (`TokenEvent`).
extension FactCollector {
    /// The events of a method's top-level statements for the ModalLifetimes it keeps.
    func tokenEvents(_ body: CodeBlockSyntax) -> [TokenEvent] {
        var events: [TokenEvent] = []
        for item in body.statements {
            if let call = item.item.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.sourceText == "dismiss",
                   let token = Self.selfOrLocalName(member.base), token != "self" {
                    events.append(.dismiss(token, lines.range(call)))
                    continue
                }
                if let name = Self.selfCallee(call.calledExpression) {
                    events.append(.call(name + "()", lines.range(call)))
                    continue
                }
            }
            if let (target, value) = item.item.as(SequenceExprSyntax.self)?.assignmentSides,
               let token = Self.selfOrLocalName(target), !Self.mayEndEarly(value) {
                events.append(.assign(token))
                continue
            }
            if let variable = item.item.as(VariableDeclSyntax.self), !Self.mayEndEarly(variable) {
                for binding in variable.bindings {
                    if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText { events.append(.assign(name)) }
                }
                continue
            }
            // Anything else may assign a token, return or loop: what came before proves nothing after.
            events.append(.barrier)
        }
        return events
    }

    /// `f` of `f()` or `self.f()`.
    private static func selfCallee(_ callee: ExprSyntax) -> String? {
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.sourceText }
        if let member = callee.as(MemberAccessExprSyntax.self), isSelf(member.base), member.base != nil {
            return member.declName.baseName.sourceText
        }
        return nil
    }

    /// Whether a node holds a closure, a `return`-like keyword or a nested assignment: read
    /// token by token (no recursion).
    private static func mayEndEarly(_ node: some SyntaxProtocol) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftBrace, .keyword(.return), .keyword(.throw), .keyword(.break), .keyword(.continue): return true
            default: continue
            }
        }
        return false
    }
}
