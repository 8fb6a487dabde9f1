import SwiftSyntax

/// A syntax walk that knows the name of the type (or extended type) it is in.
class TypeScopedVisitor: SyntaxVisitor {
    let lines: LineTable
    private var typeNames: [String] = []
    var currentTypeName: String? { typeNames.last }

    init(lines: LineTable) {
        self.lines = lines
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.sourceText); return .visitChildren }
    override func visitPost(_ node: ClassDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { typeNames.append(node.name.sourceText); return .visitChildren }
    override func visitPost(_ node: StructDeclSyntax) { typeNames.removeLast() }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        typeNames.append(FactCollector.baseTypeName(node.extendedType)); return .visitChildren
    }
    override func visitPost(_ node: ExtensionDeclSyntax) { typeNames.removeLast() }
}
