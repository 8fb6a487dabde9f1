import Foundation
import Testing
@testable import ModalLint

/// Every paste `Fixtures/import/<name>.txt` imports to `<name>.yaml` (absent when the paste is
/// refused) with the problems and notes in `<name>.import.out`; the snapshot loads without
/// input problems, lints and draws. With a `<name>.message` beside it, `diagnose` of that
/// runtime message finds the culprits in `<name>.diagnose.out`.
/// `MODALLINT_RECORD=1` (or `=import`) rewrites the expected files.
enum ImportFixtures {
    static var pastes: [String] {
        let directory = Fixtures.root.appendingPathComponent("Fixtures/import")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".txt") }.sorted().map { "Fixtures/import/" + $0 }
    }

    static func url(_ path: String) -> URL { Fixtures.root.appendingPathComponent(path) }

    /// Compares `actual` with the file at `path`, or writes it in record mode.
    static func check(_ actual: String, _ path: String) throws {
        if Fixtures.recording(path), ProcessInfo.processInfo.environment["CI"] == nil {
            try Data(actual.utf8).write(to: url(path))
            return
        }
        let expected = try String(contentsOf: url(path), encoding: .utf8)
        #expect(actual == expected, "\(path) differs")
    }
}

@Test("paste fixtures import to their expected snapshot", arguments: ImportFixtures.pastes)
func pasteFixtureImports(_ path: String) throws {
    let base = String(path.dropLast(".txt".count))
    let name = String(path.split(separator: "/").last!)
    let text = try String(contentsOf: ImportFixtures.url(path), encoding: .utf8)
    let imported = PrintHierarchyImporter.convert(text, sourceName: name)
    let messages = imported.problems.map { "error \($0)" } + imported.notes.map { "note \($0)" }
    try ImportFixtures.check((["view controllers: \(imported.controllerCount)"] + messages).joined(separator: "\n") + "\n",
                             base + ".import.out")
    let yamlPath = base + ".yaml"
    guard imported.controllerCount > 0 else {
        #expect(!FileManager.default.fileExists(atPath: ImportFixtures.url(yamlPath).path), "a refused paste has no snapshot")
        return
    }
    try ImportFixtures.check(imported.yaml, yamlPath)
    let (snapshot, diagnostics) = Linter.load(Array(imported.yaml.utf8))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let loaded = try #require(snapshot)
    let findings = Linter.check(loaded)
    #expect(!findings.contains { $0.rule.hasPrefix("input/") })
    #expect(GraphRenderer.render(loaded, diagnostics: findings, format: .dot).hasPrefix("digraph modallint {"))
    #expect(!TreeRenderer.render(loaded).isEmpty)
}

@Test("diagnose finds the culprit of each runtime message on its paste",
      arguments: ImportFixtures.pastes.filter { FileManager.default.fileExists(atPath: ImportFixtures.url(
          String($0.dropLast(".txt".count)) + ".message").path) })
func pasteFixtureDiagnoses(_ path: String) throws {
    let base = String(path.dropLast(".txt".count))
    let loaded = HierarchyInput.load(try [UInt8](Data(contentsOf: ImportFixtures.url(path))), path: path)
    let snapshot = try #require(loaded.snapshot)
    let message = try String(contentsOf: ImportFixtures.url(base + ".message"), encoding: .utf8)
    let result = Diagnoser.diagnose(snapshot, message: message, file: path)
    #expect(!result.culprits.isEmpty, "\(path): \(result.explanation)")
    let text = result.culprits.map { "\($0.rule): \($0.message)\n  runtime: \($0.runtimeMessage ?? "")" }.joined(separator: "\n") + "\n"
    try ImportFixtures.check(text, base + ".diagnose.out")
    // Each culprit sits at a view controller of the paste: its line there is the one the
    // paste gives that view controller.
    let pasteLines = String(decoding: try Data(contentsOf: ImportFixtures.url(path)), as: UTF8.self)
        .split(separator: "\n", omittingEmptySubsequences: false)
    for (culprit, location) in zip(result.culprits, loaded.pasteLocations(of: result.culprits)) {
        let location = try #require(location, "\(path): \(culprit.message)")
        let controller = try #require(location.controller.split(separator: " ").first)
        #expect(pasteLines[location.line - 1].contains("<\(controller)"), "\(path):\(location.line) \(location.controller)")
    }
}

@Test func genericAndModuleNamesAreShownWhole() throws {
    let yaml = """
        modallint: 1
        windows:
          - root:
              class: App.AppRootViewController
              address: 0x600000C04000
              children:
                - class: "SwiftUI.UIHostingController<MyApp.SettingsView>"
                  id: settings
        calls:
          - present: EditorViewController
            from: settings
            via: modals
            style: sheet
          - present: App.ShareViewController
            from: settings
            via: uikit
            style: pageSheet
          - present: App.AlertViewController
            from: settings
            via: uikit
        """
    let (loaded, diagnostics) = Linter.load(Array(yaml.utf8))
    #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
    let snapshot = try #require(loaded)
    #expect(snapshot.controllers[1].shortClassName == "UIHostingController<MyApp.SettingsView>")
    #expect(snapshot.controllers[0].address == "0x600000c04000")
    let findings = Linter.check(snapshot)
    #expect(findings.contains { $0.message.hasPrefix("SwiftUI.UIHostingController<MyApp.SettingsView> cannot reach a modal host") })
    #expect(TreeRenderer.render(snapshot).contains("SwiftUI.UIHostingController<MyApp.SettingsView> #settings"))
    #expect(GraphRenderer.render(snapshot, diagnostics: findings, format: .dot).contains("SwiftUI.UIHostingController<MyApp.SettingsView>"))
    // Runtime messages print instances as the frameworks do, with the address when the snapshot has it.
    #expect(findings.contains { $0.runtimeMessage?.contains("<App.AppRootViewController: 0x600000c04000>") == true })
}

@Test func viewDumpsAreRefusedWithWhatTheyAre() throws {
    let dump = "<UIWindow: 0x7f9b4e50a3c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000d0c2a0>>\n"
        + "   | <UIView: 0x7f9b4e60d6f0; frame = (0 0; 390 844); layer = <CALayer: 0x600000d0c4e0>>\n"
    let loaded = HierarchyInput.load(Array(dump.utf8), path: "dump.txt")
    #expect(loaded.wasPaste)
    #expect(loaded.snapshot == nil)
    #expect(loaded.diagnostics.contains { $0.message.hasPrefix("this is a view dump") && $0.message.contains("_printHierarchy") })
    #expect(!HierarchyInput.looksLikePaste(Array("modallint: 1\nwindows: []\n".utf8)))
}

/// View-dump lines around view controller lines: the view controllers are read, the view
/// lines skipped with a note (no error: the hierarchy was read).
@Test func viewDumpLinesAroundAPasteAreANote() throws {
    let paste = "<UINavigationController: 0x7f9b4f008200>, state: appeared, view: <UILayoutContainerView: 0x7f9b4e50b4d0>\n"
        + "   | <Weather.ForecastViewController: 0x7f9b4e60a2b0>, state: appeared, view: <UIView: 0x7f9b4e60d6f0>\n"
        + "<UIWindow: 0x7f9b4e50a3c0; frame = (0 0; 390 844); layer = <UIWindowLayer: 0x600000d0c2a0>>\n"
        + "   | <UIView: 0x7f9b4e60d6f0; frame = (0 0; 390 844); layer = <CALayer: 0x600000d0c4e0>>\n"
    let loaded = HierarchyInput.load(Array(paste.utf8), path: "paste.txt")
    let snapshot = try #require(loaded.snapshot)
    #expect(snapshot.controllers.count == 2)
    #expect(!loaded.diagnostics.contains { $0.severity == .error }, "\(loaded.diagnostics.map(\.message))")
    #expect(loaded.diagnostics.contains { $0.severity == .note && $0.message.hasPrefix("lines 3–4 are a view dump") })
}

@Test func invalidAddressesAreSchemaErrors() {
    let (_, diagnostics) = Linter.load(Array("windows:\n  - root: {class: A, address: nowhere}\n".utf8))
    #expect(diagnostics.map(\.rule) == ["input/schema"])
    #expect(diagnostics.first?.message.contains("hexadecimal address") == true)
}

/// A paste a terminal (or a mail program) cut at a fixed width, mid-word: the text goes on at
/// the start of the next line and is rejoined without a space, so class names and states come
/// back whole; a paste whose own lines break at spaces keeps its spaces.
@Test func pastesCutAtAFixedWidthAreRejoinedAsTheyWere() throws {
    let whole = """
        <App.RootViewController 0x7f80f2e0e400>, state: disappeared, view: <UIView 0x7f80f2d0f1d0> not in the window
           + <App.EditorViewController 0x7f80f2d103c0>, state: appeared, view: <UIView 0x7f80f2d08c30>, presented with: <_UIFullscreenPresentationController 0x7f80f2c0b850>
           |    + <App.ColorPickerViewController 0x7f80f2e16640>, state: appearing, view: <UIView 0x7f80f2f0a860>, presented with: <_UIPageSheetPresentationController 0x7f80f2e018f0>

        """
    var cut = ""
    for line in whole.split(separator: "\n", omittingEmptySubsequences: false) {
        var rest = Substring(line)
        while rest.count > 80 {
            cut += rest.prefix(80) + "\n"
            rest = rest.dropFirst(80)
        }
        cut += rest + "\n"
    }
    #expect(cut.split(separator: "\n").count == 8, "three lines cut into eight")
    let expected = PrintHierarchyImporter.convert(whole, sourceName: "p.txt")
    let rejoined = PrintHierarchyImporter.convert(cut, sourceName: "p.txt")
    #expect(rejoined.problems.isEmpty, "\(rejoined.problems)")
    func body(_ yaml: String) -> [String] {
        yaml.split(separator: "\n").map { String($0.split(separator: "#").first ?? "") }.filter { !$0.hasPrefix("name:") }
    }
    #expect(body(rejoined.yaml) == body(expected.yaml))
    #expect(rejoined.yaml.contains("style: fullScreen") && rejoined.yaml.contains("style: pageSheet"))
}
