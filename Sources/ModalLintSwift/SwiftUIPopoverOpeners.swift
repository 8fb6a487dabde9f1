import SwiftSyntax

/// Where a popover's (or dialog's) flag is raised, when that is inside the container it is attached
/// to: the facts `swiftui/popover-far-from-control` reads. Only the container's own content is
/// searched (a toolbar or other modifier on it is not inside it).
enum SwiftUIPopoverOpeners {
    /// The control inside the view a modifier chain starts from (`List { Button(...) { flag = true } }`)
    /// whose action raises `flag`: `Button`, or the view a gesture modifier is on; nil if none.
    /// `inToolbar`: only a control in a toolbar inside that view (a confirmation dialog's case).
    static func opener(of flag: String, in chain: ExprSyntax, inToolbar: Bool = false) -> String? {
        guard let root = rootCall(chain) else { return nil }
        var stack: [Syntax] = root.arguments.map(Syntax.init)
        if let trailing = root.trailingClosure { stack.append(Syntax(trailing)) }
        stack += root.additionalTrailingClosures.map(Syntax.init)
        while let node = stack.popLast() {
            if raises(flag, node), !inToolbar || isInToolbar(node, below: root), let control = control(around: node) { return control }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return nil
    }

    /// Whether `node` is inside a `.toolbar { ... }` written within `root`'s content.
    static func isInToolbar(_ node: Syntax, below root: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        for _ in 0..<512 {
            guard let syntax = current, syntax.id != root.id else { return false }
            if let call = syntax.as(FunctionCallExprSyntax.self),
               call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "toolbar" {
                return true
            }
            current = syntax.parent
        }
        return false
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
        guard let (name, value) = SwiftUIPresentationCollector.change(node), name == flag else { return false }
        return value.map { SwiftUIRemovedPresentations.Assigned($0) == .bool(true) } ?? true
    }

    /// The control whose action holds `node`: `Button` of `Button("x") { ... }` or
    /// `Button(action: { ... })`, or the view a tap gesture is written on
    /// (`Text(tag).onTapGesture { ... }`), through closures that run the action later (`Task`,
    /// `withAnimation`). Anything else (`onDelete`, a custom view's callback) is not a control the
    /// user taps: nil, and the presentation is not judged.
    static func control(around node: Syntax) -> String? {
        var current = node.parent
        for _ in 0..<512 {
            guard let syntax = current, !syntax.is(MemberBlockItemSyntax.self) else { return nil }
            if let closure = syntax.as(ClosureExprSyntax.self) {
                guard let call = SwiftUIPresentationCollector.owningCall(closure) else { return nil }
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
                    if controls.contains(name) { return name }
                    guard deferring.contains(name) else { return nil }
                } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard gestures.contains(member.declName.baseName.text), let base = member.base else { return nil }
                    return SwiftUIPresentationCollector.attachedView(base)
                }
            }
            current = syntax.parent
        }
        return nil
    }

    static let controls: Set<String> = ["Button"]
    static let gestures: Set<String> = ["onTapGesture", "onLongPressGesture"]
    /// Calls whose closure runs the enclosing action's work later: still that action.
    static let deferring: Set<String> = ["Task", "withAnimation"]
}
