import SwiftSyntax

/// SwiftParser leaves operators unfolded: `a.b = c` is a list of three expressions, the middle
/// one an `AssignmentExprSyntax`. Every collector reads that shape through this one place.
extension ExprListSyntax {
    /// `target = value`: the two sides; nil for any other list.
    var assignmentSides: (target: ExprSyntax, value: ExprSyntax)? {
        guard count == 3 else { return nil }
        let middle = index(after: startIndex)
        guard self[middle].is(AssignmentExprSyntax.self) else { return nil }
        return (self[startIndex], self[index(after: middle)])
    }
}

extension SequenceExprSyntax {
    /// `target = value` as a statement or an expression: the two sides; nil for any other sequence.
    var assignmentSides: (target: ExprSyntax, value: ExprSyntax)? { elements.assignmentSides }
}
