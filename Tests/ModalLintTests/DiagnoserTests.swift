import Foundation
import Testing
@testable import ModalLint

private func loadFixture(_ path: String) throws -> (snapshot: Snapshot, loaded: HierarchyInput.Loaded) {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
    let loaded = HierarchyInput.load(bytes, path: path)
    return (try #require(loaded.snapshot, "\(path): \(loaded.diagnostics.map(\.message))"), loaded)
}

/// Every shared `_printHierarchy` sample imports, loads without input errors, lints and draws.
@Test(arguments: ["Fixtures/import/01.txt", "Fixtures/import/02.txt", "Fixtures/import/04.txt",
                  "Fixtures/import/02-colon.txt", "Fixtures/import/indented.txt", "Fixtures/import/lldb-session.txt"])
func pasteRoundTrips(_ path: String) throws {
    let (snapshot, loaded) = try loadFixture(path)
    #expect(loaded.wasPaste)
    #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    let findings = Linter.check(snapshot)
    #expect(!findings.contains { $0.rule.hasPrefix("input/") })
    #expect(!TreeRenderer.render(snapshot).isEmpty)
    #expect(GraphRenderer.render(snapshot, diagnostics: findings, format: .dot).hasPrefix("digraph modallint {"))
}

@Test func treeMarksHostsAndFailures() throws {
    let (snapshot, _) = try loadFixture("Fixtures/host/uikit-presentation.yaml")
    let expected = """
        Editor inside a UIKit sheet
        window `main`
        └── AppRootViewController  ◆ modal host
            └── UINavigationController  → host: AppRootViewController
                └── SettingsViewController #settings  → host: AppRootViewController
                    └── ⇢ UIKit pageSheet: UINavigationController  ✗ host/uikit-presentation (it was presented with a UIKit page sheet by AppRootViewController)
                        └── EditorViewController #editor  ✗ host/uikit-presentation (it sits inside a UIKit page sheet presented by AppRootViewController)

        """
    #expect(TreeRenderer.render(snapshot) == expected)
}

@Test func treeStaysLinearForDeepHierarchies() throws {
    // 300 nested children: indentation is cut at 64 levels, so output stays proportional.
    var nested = "{class: Leaf}"
    for _ in 0..<300 { nested = "{class: Level, children: [\(nested)]}" }
    let yaml = "windows:\n  - root: {class: Root, host: true, children: [\(nested)]}\n"
    let (snapshot, _) = Linter.load(Array(yaml.utf8))
    let tree = TreeRenderer.render(try #require(snapshot))
    #expect(tree.split(separator: "\n").count == 303)
    #expect(tree.split(separator: "\n").allSatisfy { $0.count < 400 })
}

@Test func graphHighlightsTheDiagnosticPath() throws {
    let (snapshot, _) = try loadFixture("Fixtures/host/uikit-presentation.yaml")
    let dot = GraphRenderer.render(snapshot, diagnostics: Linter.check(snapshot), format: .dot)
    #expect(dot.contains("style=dashed, color=\"#d1242f\", penwidth=2.5, label=\"UIKit pageSheet\", fontcolor=\"#1f6feb\""))
    #expect(dot.contains("fillcolor=\"#d4f4dd\""))
    let mermaid = GraphRenderer.render(snapshot, diagnostics: Linter.check(snapshot), format: .mermaid)
    #expect(mermaid.hasPrefix("flowchart TD\n"))
    #expect(mermaid.contains("-. \"UIKit pageSheet\" .->"))
    #expect(mermaid.contains("linkStyle"))
}

@Test(arguments: [
    ("Fixtures/host/uikit-presentation.yaml",
     "Fatal error: Found a presentingViewController (<App.AppRootViewController: 0x7fa1c2d0>) when attempting to find the modal host.\n\n'EditorViewController' cannot present a view controller",
     "EditorViewController"),
    ("Fixtures/host/no-parent.yaml",
     "'WizardViewController' has no parent view controller, which means we cannot find a modal host.",
     "WizardViewController"),
    ("Fixtures/host/missing-second-window.yaml",
     "The parent view controller hierarchy did not contain a modal host. The found hierarchy:\n   OnboardingViewController\n   OverlayNavigationController\n",
     "OnboardingViewController"),
    // Only the first sentence, as crash summaries and issue titles keep it: any failing lookup.
    ("Fixtures/host/missing-second-window.yaml",
     "Fatal error: The parent view controller hierarchy did not contain a modal host",
     "OnboardingViewController"),
    ("Fixtures/host/already-presented.yaml", "Modal is already being presented by <App.HomeViewController: 0x600>", "PromoViewController"),
])
func diagnoseFindsTheCulprit(_ path: String, _ message: String, _ culprit: String) throws {
    let (snapshot, _) = try loadFixture(path)
    let result = Diagnoser.diagnose(snapshot, message: message, file: path)
    #expect(!result.culprits.isEmpty, "\(path): \(result.explanation)")
    #expect(result.culprits.allSatisfy { $0.message.hasPrefix(culprit) })
}

@Test func diagnoseExplainsWhatWouldHaveToBeTrue() throws {
    let (snapshot, _) = try loadFixture("Fixtures/host/missing.clean.yaml")
    let result = Diagnoser.diagnose(snapshot, message: "'SettingsViewController' has no parent view controller", file: "x")
    #expect(result.culprits.isEmpty)
    #expect(result.explanation.contains("SettingsViewController is in the snapshot, but not in that state"))
    let unknown = Diagnoser.diagnose(snapshot, message: "something else entirely", file: "x")
    #expect(unknown.message == nil && unknown.explanation.contains("does not recognize"))
    // Out of the window (as a paste says it), and already presenting: not "not in that state",
    // which would be false.
    let yaml = "windows:\n  - root:\n      class: BaseViewController\n      inWindow: false\n"
        + "      presented: {class: CoverViewController, style: fullScreen}\n"
    let covered = try #require(Linter.load(Array(yaml.utf8)).snapshot)
    let busy = Diagnoser.diagnose(covered, message: "Attempt to present <UIAlertController: 0x1> on <BaseViewController: 0x2> whose view is not in the window hierarchy!", file: "x")
    #expect(busy.culprits.isEmpty)
    #expect(busy.explanation.contains("BaseViewController's view is out of the window in the snapshot"), "\(busy.explanation)")
    // Out of the window because it presents full screen, as the snapshot writes it.
    let (fixture, _) = try loadFixture("Fixtures/uikit/already-presenting.yaml")
    let root = Diagnoser.diagnose(fixture, message: "Warning: Attempt to present <UIAlertController: 0x1> on <UITabBarController: 0x2> whose view is not in the window hierarchy!", file: "x")
    #expect(root.culprits.isEmpty)
    #expect(root.explanation.contains("UITabBarController's view is out of the window in the snapshot"), "\(root.explanation)")
}

@Test func messagesParse() {
    #expect(Diagnoser.parse("[Presentation] Attempt to present <UIAlertController: 0x1> on <App.Root: 0x2> (from <App.Child: 0x3>) whose view is not in the window hierarchy.")
            == .notInWindow(presented: "UIAlertController", presenter: "Root"))
    #expect(Diagnoser.parse("Warning: Attempt to present <B: 0x1> on <A: 0x2> which is already presenting <C: 0x3>")
            == .alreadyPresenting(presented: "B", presenter: "A", presenting: "C"))
    #expect(Diagnoser.parse("Modal was already dismissed from <App.Home: 0x1>") == .alreadyDismissed(owner: "Home"))
    #expect(Diagnoser.parse("Application tried to present modal view controller on itself. Presenting controller is <A: 0x1>.")
            == .presentOnItself(presented: "A"))
    #expect(Diagnoser.parse("Modals/ModalHostValidation.swift:42: Fatal error: The parent view controller hierarchy did not contain a modal host")
            == .missingHost(chain: []))
    // Continued with `\` in a shell, or re-wrapped: the indentation inside the message is one space.
    #expect(Diagnoser.parse("'PSPDFStampViewController'     cannot present a view controller because it was presented using UIKit")
            == .uikitPresentation(presenter: nil, looker: "PSPDFStampViewController"))
}

@Test func aMissingHostMessageWithoutItsListStillExplainsItself() throws {
    let (snapshot, _) = try loadFixture("Fixtures/host/missing.clean.yaml")
    let result = Diagnoser.diagnose(snapshot, message: "The parent view controller hierarchy did not contain a modal host", file: "x")
    #expect(result.culprits.isEmpty)
    #expect(result.explanation.contains("none in the snapshot does"))
}

/// A UIKit-only hierarchy (no host, no swift-modals modal or call): UIKit verdicts, and the
/// host verdicts' absence said once, not ✗ host/missing on every view controller.
@Test func treeOfAUIKitOnlyHierarchyShowsUIKitVerdicts() throws {
    let yaml = """
        windows:
          - root:
              class: UINavigationController
              children:
                - class: InboxViewController
                  presented: {class: ComposeViewController, style: pageSheet}
        """
    let (snapshot, _) = Linter.load(Array(yaml.utf8))
    let tree = TreeRenderer.render(try #require(snapshot))
    #expect(!tree.contains("host/"), "\(tree)")
    #expect(tree.components(separatedBy: "host verdicts apply only once it presents with swift-modals").count == 2, "\(tree)")
    #expect(tree.contains("InboxViewController  ✗ UIKit: UINavigationController is already presenting ComposeViewController"), "\(tree)")
    #expect(tree.contains("ComposeViewController  ⇢ UIKit presents on: ComposeViewController"), "\(tree)")
}

/// A paste that starts at a presented view controller: the import's stand-in presenter gets no
/// verdict (nor finding) of its own.
@Test func pastesStandInPresenterHasNoVerdictOfItsOwn() throws {
    let paste = """
           + <App.ModalHostContainerViewController: 0x7fd0c4819c00>, state: appeared, view: <UIView: 0x7fd0c3d0a770>, presented with: <_UIFullscreenPresentationController: 0x7fd0c3d0c880>
           |    | <App.RecipeEditorViewController: 0x7fd0c3e0e990>, state: appeared, view: <UIView: 0x7fd0c3d10aa0>

        """
    let loaded = HierarchyInput.load(Array(paste.utf8), path: "paste.txt")
    let snapshot = try #require(loaded.snapshot)
    let tree = TreeRenderer.render(snapshot)
    let standInLine = try #require(tree.split(separator: "\n").first { $0.contains("#presenterNotInPaste") })
    #expect(!standInLine.contains("✗") && standInLine.contains("not in the paste"), "\(tree)")
    let standIn = try #require(PrintHierarchyImporter.standIn(in: snapshot))
    let atStandIn = Diagnostic(rule: "host/missing", severity: .error, message: "m",
                               range: snapshot.controllers[standIn].classRange)
    #expect(PrintHierarchyImporter.withoutStandInFindings([atStandIn], in: snapshot).isEmpty)
}

// MARK: what a large paste costs

/// A flat paste: a root and `count` children, one line each.
private func flatPaste(_ count: Int) -> String {
    var text = "<RootViewController 0x100>, state: appeared, view: <UIView 0x101>\n"
    for index in 0..<count {
        text += "   | <Child\(index)ViewController 0x\(String(0x1000 + 2 * index, radix: 16))>, state: appeared, view: <UIView 0x1>\n"
    }
    return text
}

/// Every line of a paste with an unclosed `<` goes on the entry before it (up to 64 KiB):
/// appended in place, each costs its own length, not the entry's again.
@Test func pasteLinesThatContinueACutEntryCostTheirLength() {
    func paste(_ bytes: Int) -> String {
        var text = "<RootViewController 0x100>, state: appeared, view: <UIView 0x101>\n"
        var index = 0
        while text.utf8.count < bytes {
            text += "<Bar\(index)\n"
            index += 1
        }
        return text
    }
    let small = paste(350_000), large = paste(1_400_000)
    var problems = 0
    let smallTime = Robustness.seconds { problems = PrintHierarchyImporter.convert(small, sourceName: "p").problems.count }
    #expect(problems > 0, "each joined entry is reported")
    let largeTime = Robustness.seconds { _ = PrintHierarchyImporter.convert(large, sourceName: "p") }
    // It was 26 s (release) for the large one, 8 minutes in this debug build.
    #expect(largeTime < 8 * smallTime + Robustness.bound(0.5), "350 KB: \(smallTime) s, 1.4 MB: \(largeTime) s")
    #expect(largeTime < Robustness.bound(10), "\(largeTime) s")
}

/// `diagnose` reads back each finding's runtime message only when it can be of the pasted
/// message's kind, and without Foundation's UTF-16 searches: about what linting costs.
@Test func diagnoseCostsAboutWhatLintingDoes() throws {
    let loaded = HierarchyInput.load(Array(flatPaste(10_000).utf8), path: "flat.txt")
    let snapshot = try #require(loaded.snapshot)
    var lintCount = 0
    let lintTime = Robustness.seconds { lintCount = Linter.check(snapshot).count }
    var result: Diagnoser.Result?
    let elsewhere = Robustness.seconds {
        result = Diagnoser.diagnose(snapshot, message: "'Child5ViewController' has no parent view controller", file: "flat.txt")
    }
    #expect(result?.culprits.isEmpty == true)
    // Every child fails the same way here: each finding is read back and kept.
    let everywhere = Robustness.seconds {
        result = Diagnoser.diagnose(snapshot, message: "The parent view controller hierarchy did not contain a modal host.", file: "flat.txt")
    }
    #expect(result?.culprits.count == 10_000, "\(lintCount) findings from lint")
    // It was 0.4 ms a view controller (release), 4 s here for the first.
    #expect(elsewhere < 4 * lintTime + Robustness.bound(1), "lint \(lintTime) s, diagnose \(elsewhere) s")
    #expect(everywhere < Robustness.bound(4), "lint \(lintTime) s, diagnose \(everywhere) s")
}

/// A message that names thousands of view controllers, none of which is in the snapshot: the
/// explanation names 64 of them at most, as paths do.
@Test func diagnoseEchoesAtMost64NamesOfTheMessage() throws {
    let (snapshot, _) = try loadFixture("Fixtures/host/missing.clean.yaml")
    let names = (0..<6_000).map { "   Screen\($0)ViewController" }.joined(separator: "\n")
    let message = "The parent view controller hierarchy did not contain a modal host. The found hierarchy:\n" + names + "\n"
    let result = Diagnoser.diagnose(snapshot, message: message, file: "x")
    #expect(result.culprits.isEmpty)
    #expect(result.explanation.components(separatedBy: " -> ").count == PathStep.maxSteps, "\(result.explanation.prefix(300))")
    #expect(result.explanation.contains("… 5937 more …") && result.explanation.contains("Screen5999ViewController"))
    #expect(result.explanation.utf8.count < 4_000)
}
