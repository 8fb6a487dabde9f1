import ModalLint
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax

/// What a file writes of VCore's SwiftUI Modal Presenter: roots (`.modalPresenterRoot(root:
/// .window(rootID: "alerts"), uiModel: ...)`), links (`link: .window(rootID: ..., linkID:
/// "some_modal")` passed to a modal method) and the item-driven modal methods it declares.
/// Only literal ids are kept; a root written any other way makes the run's roots unknown.
/// Previews (`#Preview`, `PreviewProvider` types) are not the app's hierarchy: skipped.
struct SwiftUIFacts: Sendable {
    struct Root: Sendable {
        var kind: SwiftUIRoot.Kind
        var id: String?
        /// nil: the UI model's windowLevel is not a literal the code shows.
        var level: Double?
        var range: SourceRange
        var logical: String
    }

    struct Link: Sendable {
        var kind: SwiftUIRoot.Kind
        var root: String?
        var id: String
        /// The modal method it is passed to (`someModal`), and whether with an `item:` argument.
        var method: String
        var item: Bool
        var range: SourceRange
        var logical: String
        /// The type it is written in: links of two types are judged apart.
        var owner: String?
    }

    var roots: [Root] = []
    /// A root whose type or rootID is not a literal: any link may reach it.
    var unknownRoots = false
    var links: [Link] = []
    /// Methods with `link:` and `item:` parameters -> whether their body uses
    /// ModalPresenterDataSourceCache (the documented way to keep the item for the dismissal);
    /// nil: overloads that disagree.
    var itemMethods: [String: Bool?] = [:]
    /// SwiftUI's own presentations and the views' editing (`SwiftUIPresentationCollector`).
    var presentations = SwiftUIPresentationFacts()
}

final class SwiftUICollector: PreviewSkippingVisitor {
    private(set) var facts = SwiftUIFacts()
    private var members: [String] = []

    private var logical: String {
        "Swift:" + ([currentTypeName].compactMap { $0 } + members.suffix(1)).joined(separator: ".")
    }

    /// Roots and links in source order (a modifier chain is walked from its last call).
    func finish() {
        facts.roots.sort { $0.range.start < $1.range.start }
        facts.links.sort { $0.range.start < $1.range.start }
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        members.append(node.name.sourceText)
        let labels = FactCollector.parameterNames(node.signature.parameterClause)
        if labels.contains("link"), labels.contains("item"), let body = node.body {
            let caches = body.tokens(viewMode: .sourceAccurate).contains { $0.rawText == "ModalPresenterDataSourceCache" }
            // Overloads that disagree: which one a call picks is the compiler's business (nil).
            let known = facts.itemMethods[node.name.sourceText]
            facts.itemMethods[node.name.sourceText] = known == nil || known! == caches ? caches : .some(nil)
        }
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) { members.removeLast() }

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.pattern.as(IdentifierPatternSyntax.self)?.identifier.sourceText, node.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
            members.append(name)
            bindingMembers.append(node.id)
        }
        return .visitChildren
    }
    override func visitPost(_ node: PatternBindingSyntax) {
        if bindingMembers.last == node.id {
            bindingMembers.removeLast()
            members.removeLast()
        }
    }
    private var bindingMembers: [SyntaxIdentifier] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !inPreview else { return .visitChildren }
        let method = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText
        guard let method else { return .visitChildren }
        if method == "modalPresenterRoot" {
            collectRoot(node)
        } else if let link = node.arguments.first(where: { $0.label?.sourceText == "link" }) {
            collectLink(node, method: method, argument: link.expression)
        }
        return .visitChildren
    }

    /// `.window(rootID: "x", linkID: "y")`, `ModalPresenterLink.overlay(linkID: "y")` (the API of
    /// the Modal Presenter README, 2025), or `ModalPresenterLink(rootID: "x", linkID: "y")`,
    /// `.init(rootID: "x")` (VCore since March 2026: one kind of root, drawn as an overlay):
    /// kind and literal string arguments; nil when not that shape or an argument is not a literal.
    static func configuration(_ expression: ExprSyntax) -> (kind: SwiftUIRoot.Kind, arguments: [String: String])? {
        guard let call = expression.as(FunctionCallExprSyntax.self), call.trailingClosure == nil else { return nil }
        let kind: SwiftUIRoot.Kind
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self),
           member.base == nil || ["ModalPresenterLink", "ModalPresenterRoot"].contains(member.base?.trimmedSourceText ?? "") {
            if let named = SwiftUIRoot.Kind(rawValue: member.declName.baseName.sourceText) {
                kind = named
            } else if member.declName.baseName.sourceText == "init" {
                kind = .overlay
            } else {
                return nil
            }
        } else if ["ModalPresenterLink", "ModalPresenterRoot"].contains(callee.as(DeclReferenceExprSyntax.self)?.baseName.sourceText ?? "") {
            kind = .overlay
        } else {
            return nil
        }
        var arguments: [String: String] = [:]
        for argument in call.arguments {
            guard let label = argument.label?.sourceText, let text = stringLiteral(argument.expression) else { return nil }
            arguments[label] = text
        }
        return (kind, arguments)
    }

    /// A string literal's value as the compiler reads it (a multi-line literal's lines joined
    /// by LF, its indentation taken out, escapes decoded), without interpolation. nil also for
    /// a value the snapshot cannot write as it is (a line break, a control character, which
    /// `SnapshotWriter.quote` writes as a space): two ids must not become equal in the
    /// snapshot when they differ in the code.
    static func stringLiteral(_ expression: ExprSyntax) -> String? {
        guard let value = expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue,
              !value.unicodeScalars.contains(where: SnapshotWriter.isFolded) else { return nil }
        return value
    }

    private func collectRoot(_ node: FunctionCallExprSyntax) {
        // VCore since March 2026: `root` defaults to `.init()`, an overlay root without an id.
        guard let argument = node.arguments.first(where: { $0.label?.sourceText == "root" }) else {
            if node.arguments.allSatisfy({ $0.label?.sourceText == "appearance" }) {
                facts.roots.append(SwiftUIFacts.Root(kind: .overlay, id: nil, level: nil, range: rootRange(node, upTo: node),
                                                     logical: logical))
            } else {
                facts.unknownRoots = true
            }
            return
        }
        guard let root = Self.configuration(argument.expression), Set(root.arguments.keys).isSubset(of: ["rootID"]) else {
            facts.unknownRoots = true
            return
        }
        var level: Double? = 0
        if root.kind == .window, let model = node.arguments.first(where: { $0.label?.sourceText == "uiModel" }) {
            level = Self.windowLevel(model.expression)
        }
        facts.roots.append(SwiftUIFacts.Root(kind: root.kind, id: root.arguments["rootID"], level: root.kind == .window ? level : nil,
                                             range: rootRange(node, upTo: argument), logical: logical))
    }

    /// From `.modalPresenterRoot` (not from the start of the chain it ends) to `end`.
    private func rootRange(_ node: FunctionCallExprSyntax, upTo end: some SyntaxProtocol) -> SourceRange {
        let start = node.calledExpression.as(MemberAccessExprSyntax.self)?.period.positionAfterSkippingLeadingTrivia
            ?? node.positionAfterSkippingLeadingTrivia
        return SourceRange(start: lines.position(start.utf8Offset), end: lines.position(end.endPositionBeforeTrailingTrivia.utf8Offset))
    }

    private func collectLink(_ node: FunctionCallExprSyntax, method: String, argument: ExprSyntax) {
        guard let link = Self.configuration(argument), let id = link.arguments["linkID"],
              Set(link.arguments.keys).isSubset(of: ["rootID", "linkID"]) else { return }
        let item = node.arguments.contains { $0.label?.sourceText == "item" }
        facts.links.append(SwiftUIFacts.Link(kind: link.kind, root: link.arguments["rootID"], id: id, method: method, item: item,
                                             range: lines.range(argument), logical: logical, owner: currentTypeName))
    }

    /// The window level a UI model argument sets: `.init()` -> 0 (VCore's default, `.normal`);
    /// `{ var uiModel = ...; uiModel.windowLevel = .alert; return uiModel }()` -> its one
    /// literal assignment; anything else -> nil.
    static func windowLevel(_ expression: ExprSyntax) -> Double? {
        if let call = expression.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil {
            let callee = call.calledExpression.trimmedSourceText
            if callee == ".init" || callee == "ModalPresenterRootUIModel" || callee == "ModalPresenterRootUIModel.init" { return 0 }
            guard let closure = call.calledExpression.as(ClosureExprSyntax.self) else { return nil }
            var levels: [Double?] = []
            var pending: [Syntax] = [Syntax(closure.statements)]
            while let node = pending.popLast(), levels.count < 2 {
                if let sequence = node.as(SequenceExprSyntax.self) {
                    let elements = Array(sequence.elements)
                    if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self),
                       elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText == "windowLevel" {
                        levels.append(level(Array(elements.dropFirst(2))))
                        continue
                    }
                }
                pending.append(contentsOf: node.children(viewMode: .sourceAccurate))
            }
            if levels.isEmpty { return 0 }
            return levels.count == 1 ? levels[0] : nil
        }
        return nil
    }

    static let namedLevels: [String: Double] = ["normal": 0, "statusBar": 1000, "alert": 2000]

    /// `.alert`, `UIWindow.Level.alert + 1`, `UIWindow.Level(rawValue: 5)`.
    static func level(_ elements: [ExprSyntax]) -> Double? {
        guard let first = elements.first else { return nil }
        var value: Double
        if let member = first.as(MemberAccessExprSyntax.self),
           member.base == nil || ["UIWindow.Level", "Level"].contains(member.base?.trimmedSourceText ?? ""),
           let named = namedLevels[member.declName.baseName.sourceText] {
            value = named
        } else if let call = first.as(FunctionCallExprSyntax.self), call.arguments.count == 1,
                  ["UIWindow.Level", ".init"].contains(call.calledExpression.trimmedSourceText),
                  let number = FactCollector.number(call.arguments.first!.expression) {
            value = number
        } else {
            return nil
        }
        var rest = elements.dropFirst()
        while rest.count >= 2 {
            guard let op = rest.first?.as(BinaryOperatorExprSyntax.self)?.operator.sourceText,
                  let number = FactCollector.number(rest.dropFirst().first!) else { return nil }
            switch op {
            case "+": value += number
            case "-": value -= number
            default: return nil
            }
            rest = rest.dropFirst(2)
        }
        return rest.isEmpty ? value : nil
    }
}
