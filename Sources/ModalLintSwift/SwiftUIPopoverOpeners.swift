import SwiftSyntax

/// Where a popover's flag is raised, when that is inside the container the popover is attached
/// to: the facts `swiftui/popover-far-from-control` reads. Only the container's own content is
/// searched (a toolbar or other modifier on it is not inside it).
enum SwiftUIPopoverOpeners {
    /// The control inside the view a modifier chain starts from (`List { Button(...) { flag = true } }`)
    /// whose action raises `flag`: `Button`, or the view a gesture modifier is on; nil if none.
    static func opener(of flag: String, in chain: ExprSyntax) -> String? {
        guard let root = rootCall(chain) else { return nil }
        var stack: [Syntax] = root.arguments.map(Syntax.init)
        if let trailing = root.trailingClosure { stack.append(Syntax(trailing)) }
        stack += root.additionalTrailingClosures.map(Syntax.init)
        while let node = stack.popLast() {
            if raises(flag, node) { return control(around: node) }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// The call a modifier chain starts from: `List { ... }.navigationTitle("x")` -> `List { ... }`.
    static func rootCall(_ expression: ExprSyntax) -> FunctionCallExprSyntax? {
        var current = expression
        for _ in 0..<256 {
            guard let call = current.as(FunctionCallExprSyntax.self) else { return nil }
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return call }
            guard let base = member.base else { return nil }
            current = base
        }
        return nil
    }

    /// `flag = true`, `self.flag = true` or `flag.toggle()`.
    static func raises(_ flag: String, _ node: Syntax) -> Bool {
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count == 3 && elements[1].is(AssignmentExprSyntax.self)
                && SwiftUIPresentationCollector.assignedName(elements[0]) == flag
                && elements[2].as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true)
        }
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              let base = member.base else { return false }
        return SwiftUIPresentationCollector.assignedName(base) == flag
    }

    /// The view whose action closure holds `node`: `Button` of `Button("x") { ... }` or
    /// `Button(action: { ... })`, the view a modifier such as `onTapGesture` is written on.
    static func control(around node: Syntax) -> String {
        var current = node.parent
        for _ in 0..<512 {
            guard let syntax = current else { break }
            if let closure = syntax.as(ClosureExprSyntax.self) {
                let call = closure.parent?.as(FunctionCallExprSyntax.self)
                    ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
                if let call {
                    if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return name }
                    if let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base,
                       let view = SwiftUIPresentationCollector.attachedView(base) { return view }
                }
                return "control"
            }
            current = syntax.parent
        }
        return "control"
    }
}
