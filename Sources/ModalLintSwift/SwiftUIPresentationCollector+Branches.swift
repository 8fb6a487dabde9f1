import SwiftSyntax

/// Assignments on every path: a `switch` whose every case assigns a name, or an `if` with a
/// plain `else` whose both branches do, assigns it as surely as a statement beside the flag
/// (definite assignment, as the compiler reads it).
extension SwiftUIPresentationCollector {
    /// The names assigned at the top level of every branch of a `switch` or `if`/`else`
    /// statement; none for anything else (an `if` without `else`, an `else if` chain).
    static func assignedOnEveryPath(_ item: CodeBlockItemSyntax) -> [String] {
        guard let expression = item.item.as(ExpressionStmtSyntax.self)?.expression ?? item.item.as(ExprSyntax.self) else { return [] }
        var branches: [CodeBlockItemListSyntax] = []
        if let choice = expression.as(SwitchExprSyntax.self) {
            // A switch is exhaustive: every path runs one of its cases (an `#if` among them: unknown).
            for entry in choice.cases {
                guard let branch = entry.as(SwitchCaseSyntax.self) else { return [] }
                branches.append(branch.statements)
            }
        } else if let choice = expression.as(IfExprSyntax.self), case .codeBlock(let otherwise)? = choice.elseBody {
            branches = [choice.body.statements, otherwise.statements]
        }
        var common: Set<String>?
        for statements in branches {
            var names = Set<String>()
            for statement in statements {
                if let sequence = statement.item.as(SequenceExprSyntax.self), let (name, _) = assignment(sequence) { names.insert(name) }
            }
            common = common.map { $0.intersection(names) } ?? names
        }
        return common.map { $0.sorted() } ?? []
    }
}
