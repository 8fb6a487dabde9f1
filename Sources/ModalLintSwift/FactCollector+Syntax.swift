import ModalLint
@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// The token's text as written: what `text` gives, made straight from the token's bytes.
    /// `text` first forms the token's kind (a keyword table lookup and a String) and then
    /// reads the text back from it, four times the work; the collectors read the names of
    /// most tokens they visit.
    var sourceText: String { String(syntaxText: rawText) }
}

extension SyntaxProtocol {
    /// What `trimmedDescription` gives, read from the parsed source the tokens' text points
    /// into: `trimmedDescription` copies the node twice (with its outer trivia set empty) and
    /// was most of what reading a declared type cost. A node with a syntax error, or whose
    /// tokens are not one run of the source, goes the slow way.
    var trimmedSourceText: String {
        guard !hasError, let first = firstToken(viewMode: .sourceAccurate), let last = lastToken(viewMode: .sourceAccurate),
              let start = first.rawText.baseAddress, let lastStart = last.rawText.baseAddress else { return trimmedDescription }
        let length = trimmedLength.utf8Length
        guard lastStart + last.rawText.count - start == length else { return trimmedDescription }
        return String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    }
}

/// Names and shapes read off syntax nodes, shared by the collectors.
extension FactCollector {
    /// `Foo<Bar>`, `Module.Foo`, `Foo?` -> `Foo`.
    static func baseTypeName(_ type: TypeSyntax) -> String {
        if let simple = type.as(IdentifierTypeSyntax.self) { return simple.name.sourceText }
        if let member = type.as(MemberTypeSyntax.self) { return member.name.sourceText }
        if let optional = type.as(OptionalTypeSyntax.self) { return baseTypeName(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return baseTypeName(unwrapped.wrappedType) }
        if let attributed = type.as(AttributedTypeSyntax.self) { return baseTypeName(attributed.baseType) }
        return type.trimmedSourceText
    }

    /// The type a value is made with: `T(...)`, `T.init(...)`, `Module.T(...)`, and for
    /// `UIAlertController` whether its `preferredStyle` is `.actionSheet` (nil: not a literal).
    static func constructedType(_ expression: ExprSyntax) -> (type: String, actionSheet: Bool?)? {
        var expression = expression
        while let wrapped = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression {
            expression = wrapped
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.sourceText == "init", let base = member.base {
            callee = base
        }
        let name: String
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.sourceText
        } else if let member = callee.as(MemberAccessExprSyntax.self), member.base?.is(DeclReferenceExprSyntax.self) == true,
                  let first = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText.first, first.isUppercase {
            name = member.declName.baseName.sourceText
        } else if let generic = callee.as(GenericSpecializationExprSyntax.self),
                  let reference = generic.expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.sourceText
        } else {
            return nil
        }
        guard let first = name.first, first.isUppercase else { return nil }
        var actionSheet: Bool? = false
        if let style = call.arguments.first(where: { $0.label?.sourceText == "preferredStyle" }) {
            if let member = style.expression.as(MemberAccessExprSyntax.self), member.base == nil {
                actionSheet = member.declName.baseName.sourceText == "actionSheet"
            } else {
                actionSheet = nil
            }
        }
        return (name, actionSheet)
    }

    /// `x` of `x.member` (or `x?.member`), when it is a plain name other than `self`.
    static func localName(_ base: ExprSyntax?) -> String? {
        var base = base
        if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        guard let name = base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText, name != "self" else { return nil }
        return name
    }

    /// Whether `node` is the left side of `=` in an unfolded sequence (`a.b = c`): true,
    /// false, or nil for not part of a sequence.
    static func isAssignmentTarget(_ node: some SyntaxProtocol) -> Bool? {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 1 < elements.count else { return false }
        return elements[index + 1].is(AssignmentExprSyntax.self)
    }

    /// `.fullScreen` of `x.modalPresentationStyle = .fullScreen`; nil for another value.
    static func assignedStyle(_ node: MemberAccessExprSyntax) -> String? {
        guard let list = node.parent?.as(ExprListSyntax.self) else { return nil }
        let elements = Array(list)
        guard let index = elements.firstIndex(where: { $0.id == node.id }), index + 2 < elements.count,
              elements[index + 1].is(AssignmentExprSyntax.self),
              let value = elements[index + 2].as(MemberAccessExprSyntax.self), value.base == nil else { return nil }
        let name = value.declName.baseName.sourceText
        return UIKitStyle(rawValue: name) != nil ? name : nil
    }

    /// `x` or `self.x`.
    static func selfOrLocalName(_ expression: ExprSyntax?) -> String? {
        guard var expression else { return nil }
        while let inner = expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
            expression = inner
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.sourceText }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self" {
            return member.declName.baseName.sourceText
        }
        return nil
    }

    /// The last name of a receiver: `modalPresenter` of `self?.modalPresenter`.
    static func receiverName(_ base: ExprSyntax?) -> String? {
        var base = base
        if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base?.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        if let reference = base?.as(DeclReferenceExprSyntax.self) { return reference.baseName.sourceText }
        if let member = base?.as(MemberAccessExprSyntax.self) { return member.declName.baseName.sourceText }
        return nil
    }

    static func shortText(_ expression: ExprSyntax) -> String {
        let text = expression.trimmedSourceText.split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
        return text.count > 40 ? String(text.prefix(39)) + "…" : text
    }
}
