import ModalLint
import SwiftSyntax

/// Editing screens (an inferred `unsavedChanges`): Save (or Done) and Cancel bar button items,
/// text the screen edits, its own editing mode, and the navigation controller a screen is
/// presented in.
extension FactCollector {
    /// `UIBarButtonItem(barButtonSystemItem: .save, ...)` or `.done`, `UIBarButtonItem(title: "Cancel", ...)`
    /// (or a title `NSLocalizedString("Cancel", ...)` or `String(localized: "Cancel")` shows in
    /// the development language).
    func noteBarButton(_ call: FunctionCallExprSyntax) {
        for argument in call.arguments {
            let word: String?
            switch argument.label?.sourceText {
            case "barButtonSystemItem", "systemItem":
                word = Self.systemItem(argument.expression)
            case "title":
                word = (SwiftUICollector.stringLiteral(argument.expression) ?? Self.localizedLiteral(argument.expression))?.lowercased()
            default:
                word = nil
            }
            // Done commits as Save does in the Cancel/Done pair of an editing screen (Apple's
            // own editors: a new event, a new contact); Done alone, with no Cancel, only closes.
            if word == "save" || word == "done" { updateType { $0.makesSaveButton = true } }
            if word == "cancel" { updateType { $0.makesCancelButton = true } }
        }
    }

    /// `.cancel` or `UIBarButtonItem.SystemItem.cancel`: the system item's name.
    static func systemItem(_ expression: ExprSyntax) -> String? {
        guard let member = expression.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base {
            let named = base.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText ?? base.as(DeclReferenceExprSyntax.self)?.baseName.sourceText
            guard named == "SystemItem" else { return nil }
        }
        return member.declName.baseName.sourceText
    }

    /// The text `NSLocalizedString("Cancel", comment: ...)` (its `value:` when given) or
    /// `String(localized: "Cancel")` returns where no translation is found: a literal.
    static func localizedLiteral(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText else { return nil }
        switch callee {
        case "NSLocalizedString":
            if let value = call.arguments.first(where: { $0.label?.sourceText == "value" }) {
                return SwiftUICollector.stringLiteral(value.expression)
            }
            guard let key = call.arguments.first, key.label == nil else { return nil }
            return SwiftUICollector.stringLiteral(key.expression)
        case "String":
            guard call.arguments.count == 1, let text = call.arguments.first, text.label?.sourceText == "localized" else { return nil }
            return SwiftUICollector.stringLiteral(text.expression)
        default:
            return nil
        }
    }

    /// UIKit's per-edit delegate methods of text views and text fields, as declared by a
    /// delegate (`name(labels)`): UIKit calls them only for the user's edits.
    static let textEditMethods: Set<String> = [
        "textViewDidChange(_:)", "textView(_:shouldChangeTextIn:replacementText:)",
        "textField(_:shouldChangeCharactersIn:replacementString:)",
    ]

    /// Calls that show a screen editing: `addTarget(self, action: ..., for: .editingChanged)`,
    /// `x.becomeFirstResponder()` on a stored property, `setEditing(true, animated: ...)` on itself.
    func noteEditingCall(_ call: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        switch name {
        case "addTarget":
            guard call.arguments.count == 3, let target = call.arguments.first, Self.isSelf(target.expression),
                  let events = call.arguments.last, events.label?.sourceText == "for",
                  Self.namesEvent(events.expression, "editingChanged") else { return }
            updateType { $0.editsText = true }
        case "becomeFirstResponder" where call.arguments.isEmpty:
            guard base != nil, let property = propertyName(base) else { return }
            updateType { $0.firstResponders.insert(property) }
        case "setEditing":
            guard Self.isSelf(base), call.arguments.count == 2, let first = call.arguments.first, first.label == nil,
                  first.expression.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return }
            updateType { $0.entersEditing = true }
        default:
            return
        }
    }

    /// `isEditing = true` (or `self.isEditing = true`): the screen's own editing mode.
    func noteEditingAssignment(_ target: ExprSyntax, _ value: ExprSyntax) {
        guard value.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) else { return }
        let named: Bool
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            // A local of that name hides the property.
            let scope = scopes[scopes.count - 1]
            named = reference.baseName.sourceText == "isEditing" && scope.locals[scope.key("isEditing")] == nil
        } else if let member = target.as(MemberAccessExprSyntax.self), Self.isSelf(member.base), member.base != nil {
            named = member.declName.baseName.sourceText == "isEditing"
        } else {
            named = false
        }
        if named { updateType { $0.entersEditing = true } }
    }

    /// `.editingChanged`, `UIControl.Event.editingChanged`, or a list literal holding it.
    static func namesEvent(_ expression: ExprSyntax, _ event: String) -> Bool {
        if let list = expression.as(ArrayExprSyntax.self) {
            return list.elements.contains { namesEventMember($0.expression, event) }
        }
        return namesEventMember(expression, event)
    }

    private static func namesEventMember(_ expression: ExprSyntax, _ event: String) -> Bool {
        guard let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.sourceText == event else { return false }
        guard let base = member.base else { return true }
        return base.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText == "Event"
    }

    /// The root of `UINavigationController(rootViewController: X)` (or of a class of the run's
    /// made the same way, a navigation controller if the index says so): X made there, or a
    /// local of the function with a known type.
    func navigationRoot(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), Self.constructedType(expression) != nil,
              call.arguments.count == 1, let root = call.arguments.first, root.label?.sourceText == "rootViewController" else { return nil }
        if let made = Self.constructedType(root.expression) { return made.type }
        if let name = root.expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
           let scope = scopes.last, let known = scope.locals[scope.key(name)] {
            return known.type
        }
        return nil
    }
}
