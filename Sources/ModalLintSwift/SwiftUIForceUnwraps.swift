import SwiftSyntax

/// Force unwraps in a presentation's content, where the content is built, and the optional
/// state they could name: the facts `swiftui/force-unwrap-in-presentation` reads. Types come
/// from declarations only (`T?`); a property without a written type is not optional here.
enum SwiftUIForceUnwraps {
    /// `x!`, `self.x!` (base nil) or `model.x!` (base `model`).
    struct Unwrap: Sendable, Hashable {
        var base: String?
        var name: String
    }

    static let optionalStateAttributes: Set<String> = ["State", "Binding", "Published"]
    static let modelAttributes: Set<String> = ["StateObject", "ObservedObject", "EnvironmentObject"]
    /// Closures of a view that are built with it (arguments or trailing closures so labelled).
    static let builtLabels: Set<String> = ["content", "label", "header", "footer", "destination"]

    /// The attribute names of a stored property (`@State private var` -> `State`).
    static func attributeNames(_ node: VariableDeclSyntax) -> [String] {
        node.attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedSourceText }
    }

    /// `var x: T?` or `var x: Optional<T>`: the names so declared.
    static func optionalNames(_ node: VariableDeclSyntax) -> [String] {
        node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                  let type = binding.typeAnnotation?.type else { return nil }
            if type.is(OptionalTypeSyntax.self) { return name }
            if let identifier = type.as(IdentifierTypeSyntax.self), identifier.name.text == "Optional" { return name }
            return nil
        }
    }

    /// `var model: Model` or `var model = Model()`: the model type each name holds.
    static func modelTypes(_ node: VariableDeclSyntax) -> [(name: String, type: String)] {
        node.bindings.compactMap { binding in
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
            if let type = binding.typeAnnotation?.type.as(IdentifierTypeSyntax.self) { return (name, type.name.text) }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
               let type = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true {
                return (name, type)
            }
            return nil
        }
    }

    /// The unwraps evaluated when `content` is built: its own expressions and those of the view
    /// closures inside it, not callbacks (a button's action runs later); one under an `if`,
    /// `?:` or `&&` that tests the name, or a closure parameter or local of that name, is left
    /// out. A walk with its own stack, so the depth of the user's code costs no recursion.
    static func unwraps(in content: ExprSyntax) -> [Unwrap] {
        var found: [Unwrap] = []
        var stack: [(node: Syntax, guarded: Set<String>)] = [(Syntax(content), [])]
        while let (node, guarded) = stack.popLast() {
            var inner = guarded
            if let unwrap = node.as(ForceUnwrapExprSyntax.self), let target = target(unwrap.expression),
               !guarded.contains(target.name) {
                found.append(target)
            } else if let closure = node.as(ClosureExprSyntax.self) {
                if node.id != Syntax(content).id && !isBuilt(closure) { continue }
                inner.formUnion(parameterNames(closure))
                inner.formUnion(localNames(closure))
            } else if let branch = node.as(IfExprSyntax.self) {
                inner.formUnion(referencedNames(Syntax(branch.conditions)))
            } else if let ternary = node.as(TernaryExprSyntax.self) {
                inner.formUnion(referencedNames(Syntax(ternary.condition)))
            } else if let sequence = node.as(SequenceExprSyntax.self) {
                inner.formUnion(testedNames(sequence))
            }
            for child in node.children(viewMode: .sourceAccurate).reversed() { stack.append((child, inner)) }
        }
        return found
    }

    /// The names referenced where `content` is built (not in a button's action or other
    /// callback, which reads the state when it runs), with how often.
    static func builtNames(in content: ExprSyntax) -> [String: Int] {
        var found: [String: Int] = [:]
        var stack: [Syntax] = [Syntax(content)]
        while let node = stack.popLast() {
            if let closure = node.as(ClosureExprSyntax.self), node.id != Syntax(content).id, !isBuilt(closure) { continue }
            if let reference = node.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
                found[reference.baseName.text, default: 0] += 1
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return found
    }

    static func target(_ expression: ExprSyntax) -> Unwrap? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return Unwrap(base: nil, name: reference.baseName.text) }
        guard let member = expression.as(MemberAccessExprSyntax.self),
              let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return Unwrap(base: base == "self" ? nil : base, name: member.declName.baseName.text)
    }

    /// A closure the view builds with itself: the trailing closure of a view other than a
    /// `Button` (whose trailing closure is its action), or one labelled `content`, `label`, ...
    static func isBuilt(_ closure: ClosureExprSyntax) -> Bool {
        if let call = closure.parent?.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == closure.id,
           let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return name.first?.isUppercase == true && name != "Button"
        }
        if let label = closure.parent?.as(LabeledExprSyntax.self)?.label?.text { return builtLabels.contains(label) }
        if let label = closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.label.text { return builtLabels.contains(label) }
        return false
    }

    /// `let`/`var` names a closure declares in its own statements: they shadow the state.
    static func localNames(_ closure: ClosureExprSyntax) -> [String] {
        closure.statements.compactMap { $0.item.as(VariableDeclSyntax.self) }
            .flatMap { $0.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text } }
    }

    static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        guard let parameters = closure.signature?.parameterClause else { return [] }
        if let shorthand = parameters.as(ClosureShorthandParameterListSyntax.self) { return shorthand.map(\.name.text) }
        return parameters.as(ClosureParameterClauseSyntax.self)?.parameters.map { ($0.secondName ?? $0.firstName).text } ?? []
    }

    /// The parser leaves operators unfolded: in `x != nil ? x! : y` or `x != nil && x!.ok` the
    /// names before the last `?` or `&&` are tested for what follows.
    static func testedNames(_ sequence: SequenceExprSyntax) -> [String] {
        let elements = Array(sequence.elements)
        guard let last = elements.lastIndex(where: { element in
            element.is(UnresolvedTernaryExprSyntax.self) || element.as(BinaryOperatorExprSyntax.self)?.operator.text == "&&"
        }) else { return [] }
        return elements[..<last].flatMap { referencedNames(Syntax($0)) }
    }

    static func referencedNames(_ node: Syntax) -> [String] {
        node.tokens(viewMode: .sourceAccurate).compactMap { token in
            guard case .identifier = token.tokenKind else { return nil }
            return token.text
        }
    }
}
