import SwiftSyntax

/// A type-scoped walk that knows when it is inside a preview (`#Preview`, a
/// `PreviewProvider` type): previews are not the app's hierarchy.
class PreviewSkippingVisitor: TypeScopedVisitor {
    private var previewDepth = 0
    var inPreview: Bool { previewDepth > 0 }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.sourceText == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionExprSyntax) { if node.macroName.sourceText == "Preview" { previewDepth -= 1 } }
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.macroName.sourceText == "Preview" { previewDepth += 1 }
        return .visitChildren
    }
    override func visitPost(_ node: MacroExpansionDeclSyntax) { if node.macroName.sourceText == "Preview" { previewDepth -= 1 } }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth += 1 }
        return super.visit(node)
    }
    override func visitPost(_ node: StructDeclSyntax) {
        if Self.isPreviewProvider(node.inheritanceClause) { previewDepth -= 1 }
        super.visitPost(node)
    }

    static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { FactCollector.baseTypeName($0.type) == "PreviewProvider" } == true
    }
}
