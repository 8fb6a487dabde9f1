import Foundation
import Testing
@testable import ModalLint

/// The first hour (issue 45): every mistake a newcomer makes is named at its place, with the
/// key meant, in the decoder and in the JSON Schema alike, and all of a file's at once.
enum Newcomer {
    /// A workflow rendering `screen` (indented as a render's `screen:` value).
    static func workflow(_ screen: String) -> String {
        """
        workflows:
          - name: CheckoutWorkflow
            renders:
              - state: shown
                screen:
        \(screen)
        """
    }

    static func errors(_ yaml: String) -> [Diagnostic] {
        Linter.lint(Array(yaml.utf8), path: "newcomer.yaml").diagnostics.filter { $0.severity == .error }
    }
}

/// Each screen type's keys: one mistake per case, with the message part and line:col expected.
let screenMistakes: [(name: String, screen: String, expected: [(String, Int, Int)])] = [
    ("ModalContainer with content", "          type: ModalContainer\n          content: CartScreen",
     [("`content` does not apply to a ModalContainer screen", 7, 11), ("did you mean `base`?", 7, 11)]),
    ("ModalContainer without base", "          type: ModalContainer\n          modals: []",
     [("a ModalContainer screen is missing the required key `base`", 6, 11)]),
    ("ModalContainer with children", "          type: ModalContainer\n          base: A\n          children: [B]",
     [("`children` does not apply to a ModalContainer screen", 8, 11)]),
    ("ModalContainer with toasts", "          type: ModalContainer\n          base: A\n          toasts: []",
     [("did you mean `modals`?", 8, 11)]),
    ("bare ModalContainer", "          ModalContainer",
     [("a ModalContainer screen is missing the required key `base`", 6, 11)]),
    ("ToastContainer with content", "          type: ToastContainer\n          content: A",
     [("did you mean `base`?", 7, 11)]),
    ("ToastContainer with modals", "          type: ToastContainer\n          base: A\n          modals: []",
     [("did you mean `toasts`?", 8, 11)]),
    ("bare ToastContainer", "          ToastContainer",
     [("a ToastContainer screen is missing the required key `base`", 6, 11)]),
    ("ModalHostContainer with base", "          type: ModalHostContainer\n          base: A",
     [("did you mean `content`?", 7, 11)]),
    ("ModalHostContainer with modals", "          type: ModalHostContainer\n          content: A\n          modals: []",
     [("`modals` does not apply to a ModalHostContainer screen", 8, 11)]),
    ("bare ModalHostContainer", "          ModalHostContainer",
     [("a ModalHostContainer screen is missing the required key `content`", 6, 11)]),
    ("AnyScreen with children", "          type: AnyScreen\n          children: [A]",
     [("did you mean `content`?", 7, 11)]),
    ("bare AnyScreen", "          AnyScreen",
     [("an AnyScreen screen is missing the required key `content`", 6, 11)]),
    ("app screen with base", "          type: CartScreen\n          base: A",
     [("`base` does not apply to an app screen (`CartScreen`)", 7, 11), ("did you mean `content`?", 7, 11)]),
    ("app screen with modals", "          type: CartScreen\n          modals: []",
     [("{type: ModalContainer, base: CartScreen, modals: [...]}", 7, 11)]),
]

@Test("a screen with a key its type ignores, or without one it needs, is an input/schema error",
      arguments: screenMistakes.indices)
func screenKeysByType(_ index: Int) {
    let mistake = screenMistakes[index]
    let errors = Newcomer.errors(Newcomer.workflow(mistake.screen))
    for (text, line, column) in mistake.expected {
        #expect(errors.contains {
            $0.rule == "input/schema" && $0.message.contains(text)
                && $0.range.start.line == line && $0.range.start.column == column
        }, "\(mistake.name): no `\(text)` at \(line):\(column) in \(errors.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" })")
    }
}

@Test("every screen type's keys: the well-formed screens load clean")
func screenKeysWellFormed() {
    let screens = [
        "          type: ModalContainer\n          base: A\n          modals: [{key: k, style: card, screen: B}]",
        "          type: ToastContainer\n          base: A\n          toasts: [{key: k, style: card, screen: B}]",
        "          type: ModalHostContainer\n          content: {type: AnyScreen, content: A}",
        "          type: CartScreen\n          content: A",
        "          type: TabScreen\n          children: [A, B]",
        "          CartScreen",
    ]
    for screen in screens {
        #expect(Newcomer.errors(Newcomer.workflow(screen)).isEmpty, "\(screen)")
    }
}

@Test("the snapshot schema rejects each screen mistake the decoder reports",
      .enabled(if: SchemaCheck.canValidate, "python3 with jsonschema and PyYAML is missing"))
func screenKeysInTheSchema() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-screens-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var paths: [String] = []
    for (index, mistake) in screenMistakes.enumerated() {
        let url = directory.appendingPathComponent("\(index).yaml")
        try Newcomer.workflow(mistake.screen).write(to: url, atomically: true, encoding: .utf8)
        paths.append(url.path)
    }
    let verdicts = SchemaCheck.verdicts(.snapshot, paths)
    for (index, path) in paths.enumerated() {
        #expect(verdicts[path]?.hasPrefix("FAIL") == true, "\(screenMistakes[index].name): \(verdicts[path] ?? "no verdict")")
    }
}

@Test("independent schema and reference errors are reported in one run")
func errorsInOneRound() {
    let yaml = """
        windows:
          - root:
              class: ModalHostContainerViewController
              children:
                - {class: HomeViewController, id: home}
                - id: orphan
                  children: [{class: ListViewController, state: shown}]
        calls:
          - present: PromoViewController
            from: hom
            via: modals
          - present: SettingsViewController
            from: home
            via: modals
        """
    let found = Set(Newcomer.errors(yaml).map { "\($0.range.start.line) \($0.message)" })
    #expect(found.contains("6 a view controller is missing the required key `class`"))
    #expect(found.contains { $0.hasPrefix("7 `state` must be one of") })
    #expect(found.contains("9 a `present` call via modals is missing the required key `style`"))
    #expect(found.contains { $0.hasPrefix("10 no view controller has the id `hom`") })
    #expect(found.contains("12 a `present` call via modals is missing the required key `style`"))
}

@Test("a key written under another type's name is one error, not also a missing key")
func misplacedKeyIsOneError() {
    let errors = Newcomer.errors(Newcomer.workflow("          type: ModalContainer\n          content: CartScreen"))
    #expect(errors.map(\.message).count == 1, "\(errors.map(\.message))")
    let window = Newcomer.errors("windows:\n  - rootViewController: {class: A}\n")
    #expect(window.map(\.message) == [
        "unknown key `rootViewController` in a window; did you mean `root`? (modallint's key for UIKit's rootViewController)",
    ])
}

/// The natural first tries, each answered with the key meant.
let keyMistakes: [(yaml: String, expected: String)] = [
    ("windows:\n  - root: {class: A, isModalHost: true}", "unknown key `isModalHost` in a view controller; did you mean `host`?"),
    ("windows:\n  - root: {class: A, presented: [{class: B, style: pageSheet}, {class: C, style: pageSheet}]}",
     "`presented` holds one view controller (a mapping), not a sequence of 2"),
    ("swiftui:\n  roots: [{type: window, rootID: main}]", "unknown key `rootID` in a SwiftUI root; did you mean `id`?"),
    ("swiftui:\n  roots: [{type: window, id: main}]\n  links: [{type: window, rootID: main, id: a}]",
     "unknown key `rootID` in a SwiftUI link; did you mean `root`?"),
    ("swiftui:\n  roots: [{type: window}]\n  links: [{type: window, linkID: a}]",
     "unknown key `linkID` in a SwiftUI link; did you mean `id`?"),
    ("windows:\n  - root: {class: A, modals: [{class: B, style: card, modalLifetime: discarded}]}",
     "did you mean `lifetime`? (modallint's key for swift-modals' modalLifetime)"),
    ("windows:\n  - windowLevel: 1\n    root: {class: A}", "did you mean `level`? (modallint's key for UIKit's windowLevel)"),
]

@Test("an API's spelling of a key is answered with the key meant", arguments: keyMistakes.indices)
func apiSpellingsAsKeys(_ index: Int) {
    let errors = Newcomer.errors(keyMistakes[index].yaml)
    #expect(errors.contains { $0.rule == "input/schema" && $0.message.contains(keyMistakes[index].expected) },
            "\(errors.map(\.message))")
    #expect(!errors.contains { $0.message.contains("missing the required key `id`") })
}

@Test("a child added without addChild that presents through swift-modals is one finding: host/no-parent, with the cause as a path step")
func brokenContainmentFoldsIntoNoParent() throws {
    let (report, _) = try Fixtures.report("Fixtures/host/no-parent-broken-containment.yaml")
    #expect(report.diagnostics.map(\.rule) == ["host/no-parent"])
    let cause = try #require(report.diagnostics.first?.path.last)
    #expect(cause.range.start.line == 12 && cause.range.start.column == 15)
    #expect(cause.note == "CardStackViewController adds the view of PaymentCardViewController without addChild(_:)")
    // Without the consequence (the rule off), the cause is its own finding again.
    var configuration = Configuration()
    configuration.disabledRules = ["host/no-parent"]
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent("Fixtures/host/no-parent-broken-containment.yaml")))
    let alone = Linter.lint(bytes, path: "a.yaml", configuration: configuration)
    #expect(alone.diagnostics.map(\.rule) == ["host/broken-containment"])
}

@Test("a ModalHostContainer in both states whose content gains a container is render/host-content-changed only")
func hostContentChangedWinsOverConditionalContainer() {
    let yaml = """
        workflows:
          - name: W
            renders:
              - state: a
                screen: {type: ModalHostContainer, content: CartScreen}
              - state: b
                screen:
                  type: ModalHostContainer
                  content: {type: ModalContainer, base: CartScreen, modals: []}
        """
    let report = Linter.lint(Array(yaml.utf8), path: "a.yaml")
    #expect(report.diagnostics.map(\.rule) == ["render/host-content-changed"])
    #expect(report.diagnostics.first?.message.contains("CartScreen's view controller with them") == true)
}

@Test("a finding on Swift source names no snapshot key")
func swiftFindingsSpeakSwift() {
    #expect(SourceLinter.swiftWords("set sourceView before presenting (`anchored: true`)") == "set sourceView before presenting")
    #expect(SourceLinter.swiftWords("PageViewController (contained: false: no parent)")
            == "PageViewController (its view added without addChild(_:): no parent)")
}
