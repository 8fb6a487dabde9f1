import ModalLint
@_spi(RawSyntax) import SwiftSyntax

/// What a type writes about preferredContentSize chains (`size/broken-chain`).
struct SizeFacts: Sendable {
    /// Sets its own preferredContentSize (`preferredContentSize = ...`, or overrides the property).
    var sets = false
    /// The first literal `CGSize(width:height:)` it sets, and where.
    var literal: (width: Double, height: Double, range: SourceRange)?
    /// Declares preferredContentSizeDidChange(forChildContentContainer:).
    var forwards = false
    /// Types of locals it passes to addChild(_:) (`let child = ChildViewController(); addChild(child)`).
    var containedChildTypes: Set<String> = []
    /// In `extension ModalPresentationStyleProvider`: each static member (`static let card`,
    /// `static func sheet(...)`) -> the types its body constructs.
    var providerStatics: [String: [String]] = [:]

    mutating func merge(_ other: SizeFacts) {
        sets = sets || other.sets
        literal = literal ?? other.literal
        forwards = forwards || other.forwards
        containedChildTypes.formUnion(other.containedChildTypes)
        providerStatics.merge(other.providerStatics) { $0 + $1 }
    }
}

/// The `style:` argument of `modalPresenter.present(_:style:)`, as written.
enum StyleReference: Sendable, Equatable {
    /// `.card`, `.sheet(onDismiss: ...)`, `ModalPresentationStyleProvider.card`: a static member.
    case member(String)
    /// `ModalPresentationStyleProvider(CardStyle())`, `ModalPresentationStyleProvider { _ in CardStyle() }`.
    case constructed(String)
    case unknown
}

extension FactCollector {
    static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        // A modifier's name is always a keyword: its text says which, without forming its kind,
        // read off the raw nodes, without making a node per modifier.
        guard let list = RawDeclModifierListSyntax(modifiers.raw) else { return false }
        return list.elements.contains { $0.name.tokenText == "static" || $0.name.tokenText == "class" }
    }

    /// `["a", "b", "_"]` of `(a x: Int, b: Int, _ c: Int)`: each parameter's first name, read
    /// off the raw tree, without making a node per parameter.
    static func parameterNames(_ clause: FunctionParameterClauseSyntax) -> [String] {
        guard let parameters = RawFunctionParameterClauseSyntax(clause.raw)?.parameters.elements else { return [] }
        return parameters.map { String(syntaxText: $0.firstName.tokenText) }
    }

    /// `a:b:_:` of the same: each first name and a colon.
    static func labels(_ clause: FunctionParameterClauseSyntax) -> String {
        parameterNames(clause).map { $0 + ":" }.joined()
    }

    /// `CGSize(width: 320, height: 180)` or `.init(width:height:)` with number literals.
    static func literalSize(_ expression: ExprSyntax) -> (width: Double, height: Double)? {
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        let named = callee.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "CGSize"
            || callee.as(MemberAccessExprSyntax.self).map { $0.declName.baseName.sourceText == "init" && ($0.base == nil || $0.base?.trimmedSourceText == "CGSize") } == true
        let arguments = Array(call.arguments)
        guard named, arguments.count == 2, arguments[0].label?.sourceText == "width", arguments[1].label?.sourceText == "height",
              let width = number(arguments[0].expression), let height = number(arguments[1].expression) else { return nil }
        return (width, height)
    }

    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.sourceText.replacingOccurrences(of: "_", with: "")) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.sourceText.replacingOccurrences(of: "_", with: "")) }
        return nil
    }

    /// What a `style:` argument names.
    static func styleReference(_ expression: ExprSyntax) -> StyleReference {
        var callee = expression
        var call: FunctionCallExprSyntax?
        if let asCall = expression.as(FunctionCallExprSyntax.self) {
            call = asCall
            callee = asCall.calledExpression
        }
        if let member = callee.as(MemberAccessExprSyntax.self),
           member.base == nil || member.base?.trimmedSourceText == "ModalPresentationStyleProvider" {
            return .member(member.declName.baseName.sourceText)
        }
        guard let call, callee.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "ModalPresentationStyleProvider" else { return .unknown }
        if call.arguments.count == 1, call.trailingClosure == nil, let made = constructedType(call.arguments.first!.expression) {
            return .constructed(made.type)
        }
        let closure = call.trailingClosure ?? (call.arguments.count == 1 ? call.arguments.first?.expression.as(ClosureExprSyntax.self) : nil)
        if let closure, closure.statements.count == 1, let item = closure.statements.first?.item.as(ExprSyntax.self),
           let made = constructedType(item) {
            return .constructed(made.type)
        }
        return .unknown
    }
}
