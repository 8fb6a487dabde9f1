import SwiftSyntax

/// What a type writes about `isModalInPresentation` and its navigation item's search
/// controller (`uikit/search-overrides-modal`).
struct SearchFacts: Sendable {
    enum Value: Sendable {
        case constructed, property(String), unknown
        var isUnknown: Bool { if case .unknown = self { true } else { false } }
    }
    /// `isModalInPresentation = true` on itself.
    var modalTrue: SourceRange?
    /// `navigationItem.searchController = ...`: where, and what.
    var searchAssigned: (range: SourceRange, value: Value)?
    /// isModalInPresentation touched any other way (another receiver, a non-literal value):
    /// the search controller may be guarded; stay silent.
    var otherModal = false

    mutating func merge(_ other: SearchFacts) {
        modalTrue = modalTrue ?? other.modalTrue
        if searchAssigned != nil, other.searchAssigned != nil { searchAssigned = (searchAssigned!.range, .unknown) }
        searchAssigned = searchAssigned ?? other.searchAssigned
        otherModal = otherModal || other.otherModal
    }
}

final class SearchCollector: TypeScopedVisitor {
    private(set) var facts: [String: SearchFacts] = [:]
    /// Locals made with `UISearchController(...)` in the function being walked.
    private var searchLocals: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { searchLocals = []; return .visitChildren }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText,
           let value = node.initializer?.value, Self.constructsSearchController(value) {
            searchLocals.insert(name)
        }
        return .visitChildren
    }

    static func constructsSearchController(_ expression: ExprSyntax) -> Bool {
        expression.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "UISearchController"
    }

    /// `x`, `self.x`: the name; else nil.
    static func plainName(_ expression: ExprSyntax) -> (name: String, viaSelf: Bool)? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.sourceText, false) }
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self" {
            return (member.declName.baseName.sourceText, true)
        }
        return nil
    }

    /// The tree is unfolded: `a.b = c` is a sequence of three elements.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (leftOperand, rightOperand) = node.assignmentSides, let type = currentTypeName else { return .visitChildren }
        if let target = Self.plainName(leftOperand), target.name == "isModalInPresentation" {
            if rightOperand.as(BooleanLiteralExprSyntax.self)?.literal.tokenKind == .keyword(.true) {
                facts[type, default: SearchFacts()].modalTrue = facts[type]?.modalTrue ?? lines.range(node)
            } else {
                facts[type, default: SearchFacts()].otherModal = true
            }
        } else if let member = leftOperand.as(MemberAccessExprSyntax.self), member.declName.baseName.sourceText == "searchController",
                  let base = member.base, base.trimmedSourceText == "navigationItem" || base.trimmedSourceText == "self.navigationItem" {
            let value: SearchFacts.Value
            if Self.constructsSearchController(rightOperand) {
                value = .constructed
            } else if let name = Self.plainName(rightOperand) {
                value = !name.viaSelf && searchLocals.contains(name.name) ? .constructed : .property(name.name)
            } else {
                value = .unknown
            }
            var assigned = SearchFacts()
            assigned.searchAssigned = (lines.range(node), value)
            facts[type, default: SearchFacts()].merge(assigned)
        }
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // Read or set on another receiver (`searchController.isModalInPresentation`): maybe guarded.
        if node.declName.baseName.sourceText == "isModalInPresentation", let base = node.base,
           base.trimmedSourceText != "self", let type = currentTypeName {
            facts[type, default: SearchFacts()].otherModal = true
        }
        return .visitChildren
    }
}
