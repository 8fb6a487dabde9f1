import ModalLint
import SwiftSyntax

/// A presentation modifier written on an item of a menu: inside the content closure of a `Menu`
/// or the menu items of a `.contextMenu` (the fact `swiftui/presentation-in-menu` reads). Read
/// from syntax only, up to the declaration that holds the modifier: a menu's label, a
/// context menu's preview and another presentation's content are not menu items, and a view
/// type shown inside a menu is not followed into its own file.
enum SwiftUIMenuPresentations {
    static func menu(holding modifier: FunctionCallExprSyntax) -> SwiftUIPresentation.Menu? {
        var current = Syntax(modifier)
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) { return nil }
            if let closure = parent.as(ClosureExprSyntax.self), let call = SwiftUIPresentationCollector.owningCall(closure) {
                let name = SwiftUIPresentationCollector.calleeName(call)
                if name.map({ SwiftUIPresentationCollector.kinds[$0] != nil }) == true, call.calledExpression.is(MemberAccessExprSyntax.self) {
                    // Another presentation's content is a hierarchy of its own.
                    return nil
                }
                if name == "Menu", call.calledExpression.is(DeclReferenceExprSyntax.self),
                   isItems(closure, of: call, labels: ["content"]) {
                    return .menu
                }
                if name == "contextMenu", call.calledExpression.is(MemberAccessExprSyntax.self),
                   isItems(closure, of: call, labels: ["menuItems", "menu"]) {
                    return .contextMenu
                }
            }
            current = parent
        }
        return nil
    }

    /// The closure is the call's items: the argument so labelled, or its first trailing closure
    /// when no argument carries that label (items come before a label, a preview or a primary
    /// action in every initializer).
    private static func isItems(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax, labels: Set<String>) -> Bool {
        if let argument = closure.parent?.as(LabeledExprSyntax.self) {
            return argument.label.map { labels.contains($0.text) } ?? false
        }
        return call.trailingClosure?.id == closure.id
            && !call.arguments.contains { $0.label.map { labels.contains($0.text) } ?? false }
    }
}
