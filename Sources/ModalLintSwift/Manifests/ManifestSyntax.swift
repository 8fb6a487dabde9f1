import ModalLint
import SwiftParser
import SwiftSyntax

/// What the manifest readers (`Package.swift`, Tuist's `Project.swift`) read of Swift code they
/// never run: calls, and the literals written as their arguments. Anything computed (a
/// variable, a helper's result, an interpolation) reads as nothing, so the targets it
/// describes keep the default.
enum ManifestSyntax {
    /// Parses `bytes` and hands the tree to `body` on a thread with a large stack (SwiftParser
    /// recurses as deep as the parser-bounded nesting; see `BigStackParallel`), where the tree
    /// is also freed.
    static func withTree<Result: Sendable>(_ bytes: [UInt8], _ body: @escaping @Sendable (SourceFileSyntax) -> Result) -> Result {
        BigStackParallel.map([bytes], jobs: 1) { bytes in
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
            return body(tree)
        }[0]
    }

    /// Every call in the tree, in source order: an explicit-stack walk, no recursion over the
    /// code's nesting.
    static func calls(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
        var found: [FunctionCallExprSyntax] = []
        var pending: [Syntax] = [Syntax(tree)]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self) { found.append(call) }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return found
    }

    /// `Package` for `Package(...)`, `target` for `.target(...)` or `Target.target(...)`.
    static func name(of call: FunctionCallExprSyntax) -> String? {
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        return nil
    }

    static func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
        call.arguments.first { $0.label?.text == label }?.expression
    }

    /// A string literal without interpolation.
    static func string(_ expression: ExprSyntax?) -> String? {
        guard let literal = expression?.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let piece = segment.as(StringSegmentSyntax.self) else { return nil }
            text += piece.content.text
        }
        return text
    }

    /// A string literal, or the string literals of an array literal (others left out).
    static func strings(_ expression: ExprSyntax?) -> [String] {
        if let single = string(expression) { return [single] }
        guard let array = expression?.as(ArrayExprSyntax.self) else { return [] }
        return array.elements.compactMap { string($0.expression) }
    }

    /// `.iOS` -> [iOS]; `[.iPhone, .iPad]` -> [iPhone, iPad]; a call's name for `.iOS(...)`.
    static func memberNames(_ expression: ExprSyntax?) -> [String] {
        guard let expression else { return [] }
        let items = expression.as(ArrayExprSyntax.self).map { $0.elements.map(\.expression) } ?? [expression]
        return items.compactMap { item in
            if let call = item.as(FunctionCallExprSyntax.self) { return name(of: call) }
            return item.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        }
    }

    /// The elements of an array literal that are calls.
    static func callElements(_ expression: ExprSyntax?) -> [FunctionCallExprSyntax] {
        expression?.as(ArrayExprSyntax.self)?.elements.compactMap { $0.expression.as(FunctionCallExprSyntax.self) } ?? []
    }

    /// `.v15` -> 15.0, `.v17_4` -> 17.4, `"15.0"` -> 15.0.
    static func version(_ expression: ExprSyntax?) -> OSVersion? {
        if let text = string(expression) { return OSVersion(parsing: text) }
        guard let member = expression?.as(MemberAccessExprSyntax.self) else { return nil }
        let name = member.declName.baseName.text
        guard name.hasPrefix("v") else { return nil }
        return OSVersion(parsing: name.dropFirst().split(separator: "_").joined(separator: "."))
    }

    /// A Tuist or SwiftPM source glob as a folder and the pattern below it:
    /// `App/Sources/**` -> (App/Sources, `**`); a path without wildcards is the folder itself.
    static func folder(glob: String, in directory: String) -> TargetMembership.Folder {
        let segments = glob.split(separator: "/", omittingEmptySubsequences: false)
        let literal = segments.prefix { !$0.contains("*") && !$0.contains("?") && !$0.contains("{") }
        let base = Paths.absolute(literal.joined(separator: "/"), workingDirectory: directory)
        let rest = segments.dropFirst(literal.count).joined(separator: "/")
        return TargetMembership.Folder(path: base, includedPatterns: rest.isEmpty || rest == "**" ? [] : [rest])
    }
}
