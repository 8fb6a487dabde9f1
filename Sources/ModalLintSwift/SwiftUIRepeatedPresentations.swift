import ModalLint
import SwiftSyntax

/// Where a presentation modifier is copied onto several views that all observe its one binding:
/// the fact `swiftui/presentation-on-many-views` reads. Two ways the code shows it:
/// - written on a `ForEach`, or on a `Group` or `Section` whose content is two views or more
///   (a modifier on a group applies to each of its members, as Apple documents for `Group`);
/// - written inside a row of a `ForEach` or of a `List` made from data (unconditionally, in the
///   row's layout containers) and bound to a value that is not the row's own (`$selected` of the
///   enclosing view, not the row item).
/// Anything less certain (a row view of its own, a modifier inside an `if` or `switch` of the
/// row, content built by a helper) is unknown, and unknown is silent.
enum SwiftUIRepeatedPresentations {
    /// The container whose views each carry a copy of the modifier, or nil.
    static func container(modifier: FunctionCallExprSyntax, base: ExprSyntax?, binding: ExprSyntax?) -> SwiftUIPresentation.Repeated? {
        if let base, let root = SwiftUIPopoverOpeners.rootCall(base),
           let name = root.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           let repeated = SwiftUIPresentation.Repeated(rawValue: name), repeated != .list {
            if repeated == .forEach { return repeated }
            if let content = contentClosure(root), memberCount(content) >= 2 { return repeated }
        }
        guard let binding, let bound = boundName(binding) else { return nil }
        return rowContainer(of: modifier, bound: bound)
    }

    /// Views a row lays its content out in: a modifier inside one is still in every row.
    static let layouts: Set<String> = [
        "HStack", "VStack", "ZStack", "LazyHStack", "LazyVStack", "Group", "Section", "GeometryReader", "ScrollView",
    ]

    /// A group's content: its first trailing closure, or its `content:` argument.
    static func contentClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        call.trailingClosure
            ?? call.arguments.first { $0.label?.text == "content" }?.expression.as(ClosureExprSyntax.self)
    }

    /// How many views a content closure makes, counted up to 2: each expression statement one
    /// (an `if` or `switch` one: a branch at a time), a `ForEach` two or more; declarations none.
    static func memberCount(_ closure: ClosureExprSyntax) -> Int {
        var count = 0
        for item in closure.statements {
            if let expression = item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression {
                let isForEach = SwiftUIPopoverOpeners.rootCall(expression)?
                    .calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "ForEach"
                count += isForEach ? 2 : 1
            }
            if count >= 2 { return count }
        }
        return count
    }

    /// The name a binding projects: `$selected` -> `selected`, `$model.selected` -> `model`.
    static func boundName(_ binding: ExprSyntax) -> String? {
        var current = binding
        for _ in 0..<64 {
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else {
                break
            }
        }
        guard let text = current.as(DeclReferenceExprSyntax.self)?.baseName.text, text.hasPrefix("$"), text.count > 1 else { return nil }
        let name = String(text.dropFirst())
        // `$0`: a closure's own argument.
        return name.first?.isNumber == true ? nil : name
    }

    /// `ForEach` (or `List`, made from data) when the modifier is in a row's content (through
    /// layout containers only) and `bound` is none of the closures' parameters: every row's copy
    /// observes it.
    static func rowContainer(of modifier: FunctionCallExprSyntax, bound: String) -> SwiftUIPresentation.Repeated? {
        var current = Syntax(modifier)
        for _ in 0..<512 {
            guard let parent = current.parent else { return nil }
            if parent.is(IfExprSyntax.self) || parent.is(SwitchCaseSyntax.self) || parent.is(DeclSyntax.self) { return nil }
            if let closure = parent.as(ClosureExprSyntax.self) {
                if parameterNames(closure).contains(bound) { return nil }
                guard let call = SwiftUIPresentationCollector.owningCall(closure),
                      let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
                if name == "ForEach" { return .forEach }
                if name == "List", closure.signature != nil { return .list }
                guard layouts.contains(name) else { return nil }
            }
            current = parent
        }
        return nil
    }

    /// `{ item in ... }`, `{ (item, index) in ... }`; `{ $item in ... }` of `ForEach($items)` as `item`.
    static func parameterNames(_ closure: ClosureExprSyntax) -> Set<String> {
        guard let clause = closure.signature?.parameterClause else { return [] }
        var names: [String] = []
        if let shorthand = clause.as(ClosureShorthandParameterListSyntax.self) {
            names = shorthand.map(\.name.text)
        } else if let parameters = clause.as(ClosureParameterClauseSyntax.self) {
            names = parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
        return Set(names.map { $0.hasPrefix("$") ? String($0.dropFirst()) : $0 })
    }
}
