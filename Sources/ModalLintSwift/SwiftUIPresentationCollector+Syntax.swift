import ModalLint
import SwiftSyntax

/// What the collector reads of one piece of syntax: static, so that each is checked alone.
extension SwiftUIPresentationCollector {
    /// Whether `name` (or `self.name`) is the target of a statement `name = value`, as the
    /// statement-list visitor counts assignments.
    static func isAssignmentTarget(_ reference: DeclReferenceExprSyntax) -> Bool {
        var target = Syntax(reference)
        if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id {
            guard member.base?.trimmedSourceText == "self" else { return false }
            target = Syntax(member)
        }
        guard let sequence = target.parent?.parent?.as(SequenceExprSyntax.self), sequence.parent?.is(CodeBlockItemSyntax.self) == true
        else { return false }
        return sequence.assignmentSides?.target.id == target.id
    }

    /// `name = value` (or `self.name = value`): the name and the value.
    static func assignment(_ sequence: SequenceExprSyntax) -> (name: String, value: ExprSyntax)? {
        guard let (target, value) = sequence.assignmentSides, let name = assignedName(target) else { return nil }
        return (name, value)
    }

    /// One statement's change to a name: `name = value` (the value as written) or
    /// `name.toggle()` (no value); nil for any other statement.
    static func change(_ statement: Syntax) -> (name: String, value: ExprSyntax?)? {
        if let sequence = statement.as(SequenceExprSyntax.self) {
            return assignment(sequence).map { ($0.name, $0.value) }
        }
        guard let call = statement.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "toggle",
              let base = member.base, let name = assignedName(base) else { return nil }
        return (name, nil)
    }

    /// The call a closure is the trailing closure (first or additional) or an argument of.
    static func owningCall(_ closure: ClosureExprSyntax) -> FunctionCallExprSyntax? {
        closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(MultipleTrailingClosureElementSyntax.self)?.parent?.parent?.as(FunctionCallExprSyntax.self)
    }

    /// `name` or `self.name`.
    static func assignedName(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.trimmedSourceText == "self" { return member.declName.baseName.text }
        return nil
    }

    /// A `$` binding to state the control edits.
    static func isEditedBinding(_ expression: ExprSyntax) -> Bool {
        expression.trimmedSourceText.hasPrefix("$")
    }

    /// A field the user sees titled Search or Filter (its title literal, not a variable's name):
    /// a swipe that clears it loses nothing the user means to keep.
    static func isSearchField(_ node: FunctionCallExprSyntax) -> Bool {
        guard let title = node.arguments.first, title.label == nil,
              let text = SwiftUICollector.stringLiteral(title.expression)?.lowercased() else { return false }
        return text.contains("search") || text.contains("filter")
    }

    /// `name` of `name(...)` or `base.name(...)`.
    static func calleeName(_ node: FunctionCallExprSyntax) -> String? {
        node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText
    }

    /// The view a modifier chain starts from: `List { ... }.navigationTitle("x")` -> `List`.
    static func attachedView(_ expression: ExprSyntax) -> String? {
        var current = expression
        for _ in 0..<256 {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                    guard let base = member.base else { return nil }
                    current = base
                } else {
                    return call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText
                }
            } else {
                return current.as(DeclReferenceExprSyntax.self)?.baseName.sourceText
            }
        }
        return nil
    }

    /// The labels of a sheet's, cover's, popover's or inspector's signature, and of an alert's
    /// or confirmation dialog's (whose title comes first, unlabelled).
    static let presentationLabels: Set<String> = ["isPresented", "item", "onDismiss", "content", "attachmentAnchor", "arrowEdge"]
    static let dialogLabels: Set<String> = ["isPresented", "item", "titleVisibility", "presenting", "error", "actions", "message", "content"]

    /// The closures (or view-building expressions) a presentation builds its content from: the
    /// trailing closures and the `content:`, `actions:` and `message:` arguments, in order. A
    /// sheet's is one; an alert's or dialog's are its actions and message.
    static func contentClosures(_ node: FunctionCallExprSyntax, dialog: Bool) -> [ExprSyntax] {
        let labels: Set<String> = dialog ? ["content", "actions", "message"] : ["content"]
        var found = node.arguments.filter { $0.label.map { labels.contains($0.text) } ?? false }.map(\.expression)
        if let trailing = node.trailingClosure { found.append(ExprSyntax(trailing)) }
        if dialog { found += node.additionalTrailingClosures.map { ExprSyntax($0.closure) } }
        return found
    }

    /// What the presentation shows: the content's view type, and the `interactiveDismissDisabled`
    /// and `presentationDetents` written on it.
    struct Shown {
        var type: String?
        var dismissDisabled: [SwiftUIPresentation.DismissDisabled] = []
        var detents: [String] = []
    }

    /// The presented content's view type and the modifiers written on it: a closure of one
    /// expression, a view call with modifiers, in a navigation stack or not; or `EditView.init`.
    /// Anything else: no type (unknown).
    static func presentedView(_ content: ExprSyntax) -> Shown {
        var shown = Shown()
        var current = content
        for _ in 0..<256 {
            if let closure = current.as(ClosureExprSyntax.self) {
                guard closure.statements.count == 1, let only = closure.statements.first?.item.as(ExprSyntax.self) else { break }
                current = only
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                    switch member.declName.baseName.sourceText {
                    case "init": shown.type = viewType(base); return shown
                    case "interactiveDismissDisabled": shown.dismissDisabled.append(Self.dismissDisabled(call))
                    case "presentationDetents": shown.detents += Self.detents(call)
                    default: break
                    }
                    current = base
                } else if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText {
                    guard wrappers.contains(name) else { shown.type = viewType(call.calledExpression); return shown }
                    guard let inner = call.trailingClosure else { break }
                    current = ExprSyntax(inner)
                } else {
                    break
                }
            } else if let member = current.as(MemberAccessExprSyntax.self), member.declName.baseName.sourceText == "init",
                      let base = member.base {
                shown.type = viewType(base)
                return shown
            } else {
                break
            }
        }
        return shown
    }

    /// `presentationDetents([.medium, .large])` -> `medium`, `large`; a set not written as an
    /// array literal, as written.
    static func detents(_ call: FunctionCallExprSyntax) -> [String] {
        guard let argument = call.arguments.first?.expression else { return [] }
        guard let array = argument.as(ArrayExprSyntax.self) else { return [argument.trimmedSourceText] }
        return array.elements.map { element in
            let text = element.expression.trimmedSourceText
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
    }

    /// An alert's or dialog's title: a string literal, or `Text` of one; an empty title (a
    /// dialog shown without one) is none.
    static func title(_ expression: ExprSyntax) -> String? {
        var literal = SwiftUICollector.stringLiteral(expression)
        if literal == nil, let call = expression.as(FunctionCallExprSyntax.self), calleeName(call) == "Text",
           call.calledExpression.is(DeclReferenceExprSyntax.self), let first = call.arguments.first, first.label == nil {
            literal = SwiftUICollector.stringLiteral(first.expression)
        }
        return literal?.isEmpty == false ? literal : nil
    }

    /// A type name: capitalised, as Swift's convention writes types (`editView` is a value).
    static func viewType(_ expression: ExprSyntax) -> String? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
              name.first?.isUppercase == true else { return nil }
        return name
    }

    /// Whether an `interactiveDismissDisabled` is written inside a presentation's content (it
    /// applies to that content, not to the type it is written in): the enclosing closures up
    /// to the member declaration (a bounded climb; the modifier is rare).
    static func isInPresentedContent(_ node: FunctionCallExprSyntax) -> Bool {
        var current = node.parent
        for _ in 0..<512 {
            guard let syntax = current, !syntax.is(MemberBlockItemSyntax.self) else { return false }
            if let closure = syntax.as(ClosureExprSyntax.self), let call = owningCall(closure),
               let name = calleeName(call), kinds[name] != nil {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    /// What `.interactiveDismissDisabled(...)` says: no argument or `true` -> always, `false`
    /// -> never; a condition is inverted when it holds exactly when a value is empty
    /// (`draft.isEmpty`: the collection's own `isEmpty`), and of unknown sense otherwise (a
    /// name such as `hasChanges` is not read for what it may mean).
    static func dismissDisabled(_ call: FunctionCallExprSyntax) -> SwiftUIPresentation.DismissDisabled {
        guard let argument = call.arguments.first?.expression else { return .always }
        if let literal = argument.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) ? .always : .never }
        var negated = false
        var inner = argument
        while let prefix = inner.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            negated.toggle()
            inner = prefix.expression
        }
        let name = (inner.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText
            ?? inner.as(DeclReferenceExprSyntax.self)?.baseName.sourceText ?? "").lowercased()
        // -1: true when there is nothing; 0: the code does not say.
        var sense = name == "isempty" ? -1 : 0
        if negated { sense = -sense }
        return .condition(argument.trimmedSourceText, inverted: sense == -1)
    }
}
