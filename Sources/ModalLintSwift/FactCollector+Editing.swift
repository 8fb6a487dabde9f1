import ModalLint
import SwiftSyntax

/// Editing screens (an inferred `unsavedChanges`): Save (or Done) and Cancel bar button items,
/// and the navigation controller a screen is presented in.
extension FactCollector {
    /// `UIBarButtonItem(barButtonSystemItem: .save, ...)` or `.done`, `UIBarButtonItem(title: "Cancel", ...)`.
    func noteBarButton(_ call: FunctionCallExprSyntax) {
        for argument in call.arguments {
            let word: String?
            switch argument.label?.sourceText {
            case "barButtonSystemItem", "systemItem":
                word = argument.expression.as(MemberAccessExprSyntax.self).flatMap { $0.base == nil ? $0.declName.baseName.sourceText : nil }
            case "title":
                word = SwiftUICollector.stringLiteral(argument.expression)?.lowercased()
            default:
                word = nil
            }
            // Done commits as Save does in the Cancel/Done pair of an editing screen (Apple's
            // own editors: a new event, a new contact); Done alone, with no Cancel, only closes.
            if word == "save" || word == "done" { updateType { $0.makesSaveButton = true } }
            if word == "cancel" { updateType { $0.makesCancelButton = true } }
        }
    }

    /// The root of `UINavigationController(rootViewController: X)`: X made there, or a local
    /// of the function with a known type.
    func navigationRoot(_ expression: ExprSyntax) -> String? {
        guard let call = expression.as(FunctionCallExprSyntax.self), Self.constructedType(expression)?.type == "UINavigationController",
              call.arguments.count == 1, let root = call.arguments.first, root.label?.sourceText == "rootViewController" else { return nil }
        if let made = Self.constructedType(root.expression) { return made.type }
        if let name = root.expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
           let scope = scopes.last, let known = scope.locals[scope.key(name)] {
            return known.type
        }
        return nil
    }
}
