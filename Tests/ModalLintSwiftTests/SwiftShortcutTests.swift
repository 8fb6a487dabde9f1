import Foundation
import SwiftParser
@_spi(RawSyntax) import SwiftSyntax
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// The fact walk reads some things off the parsed source and the raw tree instead of through
/// swift-syntax's node API (FactCollector+Syntax, +Sizes): each must give what the node API
/// gives, for every node, syntax errors included.
enum SwiftShortcutSources {
    /// Types and expressions with trivia inside and around them, text that is not ASCII, and
    /// code that does not parse (missing tokens, unexpected text).
    static let crafted = [
        """
        class A: UIViewController, /* a comment */ Sendable {
            var handler: ((Int) -> Void)? // trailing
            var table: [String: [Int]]
            let name = "é ✓"
            static func make(_ x: Int, label y: Int, z: Int = 3) -> A { A() }
            class var shared: A { A() }
            init(a: Int, _ b: String) {}
            func f<T: Equatable>(value: T) where T: Hashable {
                let x: Dictionary<String,
                                  Int> = [:]
                present(x, animated: true)
            }
        }
        """,
        """
        struct B {
            var a: [Int
            func g(x: Int, y: ) -> {
            static let h = foo(
        }
        extension C where D == E {
            func missingBody(
        """,
        "enum E: Int { case a = 1, b; static func f(_: Int) {} }",
    ]

    static var all: [String] {
        crafted + SwiftFixtures.all.compactMap { try? String(contentsOfFile: SwiftFixtures.root.appendingPathComponent($0).path, encoding: .utf8) }
    }

    /// Every node of `tree`, without recursion.
    static func nodes(_ tree: SourceFileSyntax) -> [Syntax] {
        var result: [Syntax] = []
        var pending = [Syntax(tree)]
        while let node = pending.popLast() {
            result.append(node)
            pending += node.children(viewMode: .all)
        }
        return result
    }
}

@Test("a node's text read from the source is trimmedDescription, for every node", arguments: SwiftShortcutSources.all.indices)
func trimmedSourceTextIsTrimmedDescription(_ index: Int) {
    let tree = Parser.parse(source: SwiftShortcutSources.all[index])
    for node in SwiftShortcutSources.nodes(tree) {
        #expect(node.trimmedSourceText == node.trimmedDescription)
    }
}

@Test("parameter labels and static modifiers read off the raw tree match the node API", arguments: SwiftShortcutSources.all.indices)
func rawLabelsAndModifiersMatchTheNodeAPI(_ index: Int) {
    let tree = Parser.parse(source: SwiftShortcutSources.all[index])
    var clauses = 0
    for node in SwiftShortcutSources.nodes(tree) {
        if let clause = node.as(FunctionParameterClauseSyntax.self) {
            clauses += 1
            #expect(FactCollector.labels(clause) == clause.parameters.map { "\($0.firstName.sourceText):" }.joined())
            #expect(FactCollector.parameterNames(clause) == clause.parameters.map(\.firstName.sourceText))
        }
        if let modifiers = node.as(DeclModifierListSyntax.self) {
            #expect(FactCollector.isStatic(modifiers) == modifiers.contains { String(syntaxText: $0.name.rawText) == "static" || String(syntaxText: $0.name.rawText) == "class" })
        }
    }
    #expect(clauses > 0 || index >= SwiftShortcutSources.crafted.count)
}

@Test("a type's ancestors: nearest first, each once, never the type itself, cycles in broken code end")
func ancestorsAreOrderedUniqueAndEnd() {
    func type(_ name: String, _ inherited: [String]) -> TypeFacts {
        TypeFacts(name: name, kind: .class, inherited: inherited, nameRange: .fileStart)
    }
    var file = FileFacts()
    file.types = [type("A", ["B", "P"]), type("B", ["UIViewController", "P", "A"]), type("P", ["Q"]), type("Q", ["A"])]
    let index = ProjectIndex([file])
    #expect(index.ancestors("A") == ["B", "P", "UIViewController", "Q"])
    #expect(index.ancestors("Q") == ["A", "B", "P", "UIViewController"])
    #expect(index.ancestors("Unknown") == [])
    #expect(index.isViewController("Q"))
}

/// A member whose body is not walked gets no scope, and a declaration of several members
/// (`let a = x, b = y`) gets one: the top level's facts after such a type stay the top
/// level's. (Before, each binding opened a scope and one was closed: the top-level `present`
/// below was gathered into the scope left open and lost.)
@Test("members' scopes open only for walked bodies, one per declaration; the top level keeps its facts")
func memberScopesStayBalanced() {
    let source = """
        import UIKit
        final class Host: UIViewController {
            let first = UIViewController(), second = UIViewController()
            var size: CGSize { CGSize(width: 1, height: 2) }
            func unrelated() { print("nothing") }
        }
        let window = UIWindow()
        window.rootViewController?.present(UIViewController(), animated: true)
        """
    let bytes = Array(source.utf8)
    for words in [nil, FileWords(bytes)] {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        let collector = FactCollector(lines: LineTable(bytes), words: words)
        collector.walk(tree)
        #expect(collector.scopes.count == 1)
        collector.finish()
        #expect(collector.facts.presents.count == 1)
        #expect(collector.facts.presents.first?.member == "(top level)")
        #expect(collector.facts.types.first?.storedProperties.keys.sorted() == ["first", "second"])
    }
}
