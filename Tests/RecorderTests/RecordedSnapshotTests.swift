import Foundation
import ModalLint
import Testing
@testable import ModalLintRecorder

/// What a recording writes loads in modallint without `input/...` errors and gives the
/// findings the same situation gives when written by hand.
@MainActor
@Suite("recorded snapshots")
struct RecordedSnapshotTests {
    static let date = Date(timeIntervalSince1970: 1_790_000_000)

    /// Records `windows` with the calls in `log`, writes it, and lints what was written.
    func recordAndLint(_ windows: [RecordingWindow<FakeViewController>], log: PresentationLog? = nil,
                       title: String = "test") -> (yaml: String, report: FileReport) {
        let snapshot = ModalLintRecorder.snapshot(of: windows, title: title, log: log, date: Self.date, app: "Demo 1.0")
        let yaml = SnapshotWriter().yaml(snapshot)
        if ProcessInfo.processInfo.environment["SHOW_YAML"] != nil { print("-----\n" + yaml) }
        return (yaml, Linter.lint(Array(yaml.utf8), path: "recorded.yaml"))
    }

    func lint(_ yaml: String) -> FileReport {
        Linter.lint(Array(yaml.utf8), path: "hand-written.yaml")
    }

    /// What a finding says, without where it is (lines differ between the two files) and without
    /// the instances' addresses in runtime messages (a recording has them, a file by hand not).
    func findings(_ report: FileReport) -> [String] {
        report.diagnostics.map {
            let runtime = ($0.runtimeMessage ?? "").replacingOccurrences(
                of: ": 0x[0-9a-f]+>", with: ">", options: .regularExpression)
            return "\($0.rule) | \($0.message) | \(runtime)"
        }.sorted()
    }

    func expectLoads(_ report: FileReport, _ yaml: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let input = report.diagnostics.filter { $0.rule.hasPrefix("input/") }
        #expect(input.isEmpty, "input errors: \(input.map(\.message))\n\(yaml)", sourceLocation: sourceLocation)
        #expect(report.status == .ok, sourceLocation: sourceLocation)
    }

    /// docs/design/snapshot-format.md's complete example: an editor inside a UIKit page sheet presents
    /// through swift-modals.
    func sheetPresentingThroughModals() -> (windows: [RecordingWindow<FakeViewController>], log: PresentationLog) {
        let root = AppRootViewController()
        let settings = SettingsViewController()
        root.add(UINavigationController().add(settings))
        let editor = EditorViewController()
        editor.modalLintHasUnsavedChanges = true
        settings.present(UINavigationController().add(editor), style: .pageSheet)
        let log = PresentationLog()
        log.present(ColorPickerViewController(), from: editor, via: .modals, style: "card")
        return ([RecordingWindow(root: root, isKey: true)], log)
    }

    @Test("a UIKit-presented view controller presenting through swift-modals: host/uikit-presentation, as by hand")
    func uikitPresentation() {
        let (windows, log) = sheetPresentingThroughModals()
        let (yaml, recorded) = recordAndLint(windows, log: log)
        expectLoads(recorded, yaml)
        let byHand = lint("""
            windows:
              - key: true
                root:
                  class: RecorderTests.AppRootViewController
                  host: true
                  children:
                    - class: RecorderTests.UINavigationController
                      children:
                        - id: settings
                          class: RecorderTests.SettingsViewController
                          presented:
                            class: RecorderTests.UINavigationController
                            style: pageSheet
                            children:
                              - id: editor
                                class: RecorderTests.EditorViewController
                                unsavedChanges: true
            calls:
              - present: RecorderTests.ColorPickerViewController
                from: editor
                via: modals
                style: card
            """)
        #expect(findings(byHand).contains { $0.hasPrefix("host/uikit-presentation") })
        #expect(findings(recorded) == findings(byHand), "\(yaml)")
        let runtime = recorded.diagnostics.first { $0.rule == "host/uikit-presentation" }?.runtimeMessage
        #expect(runtime?.hasPrefix("Found a presentingViewController (<") == true)
        // The recorded `address:` names the instance as swift-modals prints it.
        #expect(runtime?.range(of: #"^Found a presentingViewController \(<RecorderTests\.AppRootViewController: 0x[0-9a-f]+>\)"#,
                               options: .regularExpression) != nil, "\(runtime ?? "")")
    }

    @Test("a correct hierarchy (navigation stacks, tabs, a presented chain, a second window) gives no finding")
    func correctHierarchy() {
        let root = AppRootViewController()
        let home = HomeViewController()
        let profile = ProfileViewController()
        let tabs = UITabBarController().add(UINavigationController().add(home, SettingsViewController()),
                                           UINavigationController().add(profile))
        root.add(tabs)
        // A chain: a page sheet presents a form sheet; nothing in it uses swift-modals.
        let sheet = UINavigationController().add(EditorViewController())
        home.present(sheet, style: .pageSheet)
        sheet.children[0].present(ColorPickerViewController(), style: .formSheet)
        // A second window with its own host, presenting through swift-modals from inside it.
        let overlayHost = ModalHostContainerViewController()
        let onboarding = OnboardingViewController()
        overlayHost.add(UINavigationController().add(onboarding))
        let log = PresentationLog()
        log.present(ColorPickerViewController(), from: home, via: .modals, style: "card")
        log.present(EditorViewController(), from: onboarding, via: .modals, style: "sheet")
        let windows: [RecordingWindow<FakeViewController>] = [
            RecordingWindow(root: root, isKey: true), RecordingWindow(root: overlayHost, level: 1),
        ]
        let (yaml, report) = recordAndLint(windows, log: log)
        expectLoads(report, yaml)
        #expect(findings(report) == [], "\(yaml)")
        // The chain: the form sheet is written under the page sheet, which UIKit made its presenter.
        #expect(yaml.contains("style: formSheet"))
        #expect(yaml.contains("  - level: 1\n    root:\n      class: RecorderTests.ModalHostContainerViewController"))
    }

    @Test("the same second window, without a host there: host/missing, as by hand")
    func secondWindowWithoutHost() {
        let root = AppRootViewController()
        root.add(HomeViewController())
        let overlay = UINavigationController()
        let onboarding = OnboardingViewController()
        overlay.add(onboarding)
        let log = PresentationLog()
        log.present(ColorPickerViewController(), from: onboarding, via: .modals, style: "card")
        let (yaml, recorded) = recordAndLint(
            [RecordingWindow(root: root, isKey: true), RecordingWindow(root: overlay, level: 1)], log: log)
        expectLoads(recorded, yaml)
        let byHand = lint("""
            windows:
              - key: true
                root:
                  class: RecorderTests.AppRootViewController
                  host: true
                  children:
                    - class: RecorderTests.HomeViewController
              - level: 1
                root:
                  class: RecorderTests.UINavigationController
                  children:
                    - {class: RecorderTests.OnboardingViewController, id: onboarding}
            calls:
              - present: RecorderTests.ColorPickerViewController
                from: onboarding
                via: modals
                style: card
            """)
        #expect(!findings(byHand).isEmpty)
        #expect(findings(recorded) == findings(byHand), "\(yaml)")
    }

    @Test("class names that need quoting: generic, nested, non-ASCII, tuple labels")
    func namesNeedingQuoting() {
        let root = AppRootViewController()
        let editor = Éditeur()
        root.add(Box<(label: Int, String)>().add(Outer.Inner().add(editor)))
        let sheet = Box<EditorViewController>()
        editor.present(sheet, style: .pageSheet)
        let log = PresentationLog()
        log.present(Box<[String: Int]>(), from: sheet, via: .modals, style: "card")
        let (yaml, recorded) = recordAndLint([RecordingWindow(root: root, isKey: true)], log: log)
        expectLoads(recorded, yaml)
        let tuple = String(reflecting: Box<(label: Int, String)>.self)
        #expect(tuple.contains(":"))
        let byHand = lint("""
            windows:
              - root:
                  class: RecorderTests.AppRootViewController
                  host: true
                  children:
                    - class: '\(tuple)'
                      children:
                        - class: RecorderTests.Outer.Inner
                          children:
                            - class: "RecorderTests.Éditeur"
                              presented:
                                id: box
                                class: "RecorderTests.Box<RecorderTests.EditorViewController>"
                                style: pageSheet
            calls:
              - present: {class: "\(String(reflecting: Box<[String: Int]>.self))"}
                from: box
                via: modals
                style: card
            """)
        #expect(findings(byHand).contains { $0.hasPrefix("host/uikit-presentation") })
        #expect(findings(recorded) == findings(byHand), "\(yaml)")
        // The ids stay plain and unique.
        #expect(yaml.contains("id: box\n") && yaml.contains("id: box2\n") && yaml.contains("id: \"éditeur\"\n"))
    }

    @Test("what the recording reads: styles, sizes, states, search controller, superclasses, address key")
    func keysRecorded() throws {
        let root = AppRootViewController()
        let settings = SettingsViewController()
        settings.definesPresentationContext = true
        settings.modalLintPreferredContentSize = RecordedSize(width: 320, height: 480.5)
        settings.modalLintSuperclassNames = ["App.BaseViewController", "__C.UINavigationController"]
        let hidden = HomeViewController()
        hidden.isViewLoaded = false
        hidden.modalLintIsInWindow = false
        hidden.modalLintState = .disappeared
        root.add(settings.add(hidden))
        let popover = EditorViewController()
        settings.present(popover, style: .overCurrentContext)
        popover.isModalInPresentation = true
        let snapshot = ModalLintRecorder.snapshot(of: [RecordingWindow(root: root)], title: nil, log: nil,
                                                  date: Self.date, app: nil)
        // The presenter is the view controller that defines the context, not the root.
        let presenter = snapshot.controllers.firstIndex { $0.presented != nil }
        #expect(presenter.map { snapshot.controllers[$0].id } == "settingsViewController")
        let yaml = SnapshotWriter().yaml(snapshot)
        #expect(yaml.contains("name: \"Recorded 2026-09-21T14:13:20Z\"\n"), "\(yaml)")
        #expect(yaml.contains("is: [App.BaseViewController, UINavigationController]"))
        #expect(yaml.contains("preferredContentSize: [320, 480.5]"))
        #expect(yaml.contains("definesPresentationContext: true"))
        #expect(yaml.contains("state: disappeared\n") && yaml.contains("viewLoaded: false\n") && yaml.contains("inWindow: false\n"))
        #expect(yaml.contains("style: overCurrentContext\n") && yaml.contains("modalInPresentation: true\n"))
        #expect(yaml.range(of: #"class: RecorderTests.AppRootViewController\n *address: 0x[0-9a-f]+\n"#, options: .regularExpression) != nil)
        var asComment = SnapshotWriter()
        asComment.addressKey = false
        let commented = asComment.yaml(snapshot)
        #expect(commented.range(of: #"class: RecorderTests.AppRootViewController  # 0x[0-9a-f]+\n"#, options: .regularExpression) != nil)
        #expect(!commented.contains("address:"))
        let report = lint(yaml)
        expectLoads(report, yaml)
        let loaded = try #require(Linter.load(Array(yaml.utf8)).snapshot)
        #expect(loaded.controllers.count == 4)
        #expect(loaded.controllers.contains { $0.inWindow == false && !$0.viewLoaded && $0.state == .disappeared })
    }

    @Test("calls: only those not yet visible in the hierarchy; lifetime, timing; undescribed styles")
    func callLog() throws {
        let root = AppRootViewController()
        let home = HomeViewController()
        root.add(home)
        let shown = EditorViewController()
        home.present(shown, style: .pageSheet)
        let log = PresentationLog()
        log.present(shown, from: home, via: .uikit, style: "pageSheet")  // took effect: left out
        log.present(ColorPickerViewController(), from: home, via: .modals, style: "bottomCard", lifetimeKept: false)
        log.describeStyle("described", RecordedModalStyle(sizing: .content, usesPreferredContentSize: true))
        log.present(ProfileViewController(), from: home, via: .toasts, style: "described", immediately: true)
        log.dismiss(shown)
        // A chain of calls: one presents from what the previous one presented, then dismisses it twice.
        let picker = ColorPickerViewController()
        log.present(picker, from: home, via: .modals, style: "card")
        log.present(SettingsViewController(), from: picker, via: .modals, style: "card", immediately: true)
        log.dismiss(picker)
        log.dismiss(picker)
        var gone: EditorViewController? = EditorViewController()
        log.present(SettingsViewController(), from: gone!, via: .modals, style: "card")
        gone = nil
        let (yaml, report) = recordAndLint([RecordingWindow(root: root)], log: log)
        expectLoads(report, yaml)
        #expect(!yaml.contains("from: homeViewController\n    via: uikit"), "\(yaml)")
        #expect(yaml.contains("lifetime: discarded\n"))
        #expect(yaml.contains("after: immediately\n"))
        #expect(yaml.contains("  - dismiss: editorViewController\n"))
        #expect(yaml.contains("  bottomCard:  # not described to the recorder"))
        #expect(yaml.contains("  described:\n    sizing: content\n    usesPreferredContentSize: true\n"))
        #expect(yaml.contains("# Left out: a present of RecorderTests.SettingsViewController from RecorderTests.EditorViewController"))
        #expect(findings(report).contains { $0.hasPrefix("lifetime/discarded") })
        #expect(yaml.contains("  - present: {class: RecorderTests.SettingsViewController, id: settingsViewController}\n    from: colorPickerViewController2\n"), "\(yaml)")
        #expect(findings(report).contains { $0.hasPrefix("host/no-parent") }, "presenting from a modal not yet shown")
        #expect(findings(report).contains { $0.hasPrefix("lifetime/double-dismiss") })
    }

    @Test("a deep hierarchy is cut at the depth limit and still loads; a cycle records each object once")
    func deepAndCyclic() {
        let root = AppRootViewController()
        var node: FakeViewController = root
        for level in 0..<1_000 {
            let next = UINavigationController()
            if level.isMultiple(of: 2) { node.add(next) } else { node.present(next, style: .pageSheet) }
            node = next
        }
        let snapshot = ModalLintRecorder.snapshot(of: [RecordingWindow(root: root)], title: "deep", log: nil)
        // Each presented view controller is written under its presenter, which UIKit made the
        // top of the caller's tree: the written depth grows by one for every two levels here.
        #expect(snapshot.controllers.count == 2 * ModalLintRecorder.maxDepth + 1)
        let yaml = SnapshotWriter().yaml(snapshot)
        #expect(yaml.contains("# Left out: view controllers more than 400 levels below a window's root"))
        expectLoads(lint(yaml), "(deep)")
        // A cycle through presentedViewController: each object is recorded once.
        let a = HomeViewController(), b = SettingsViewController()
        a.presentedViewController = b
        b.presentingViewController = a
        b.presentedViewController = a
        a.presentingViewController = b
        let cyclic = ModalLintRecorder.snapshot(of: [RecordingWindow(root: a)], title: nil, log: nil)
        #expect(cyclic.controllers.count == 2)
        b.presentedViewController = nil  // no leak for LeakSanitizer to find
        // Past the limit: cut, with a note.
        let saved = ModalLintRecorder.maxViewControllers
        ModalLintRecorder.maxViewControllers = 10
        defer { ModalLintRecorder.maxViewControllers = saved }
        let cut = ModalLintRecorder.snapshot(of: [RecordingWindow(root: root)], title: nil, log: nil)
        #expect(cut.controllers.count == 10)
        #expect(SnapshotWriter().yaml(cut).contains("# Left out: the hierarchy has more than 10 view controllers"))
    }

    @Test("writing: MODALLINT_SNAPSHOT_DIR or a URL, a file name from the test's name, nothing without a directory")
    func writing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (windows, _) = sheetPresentingThroughModals()
        let snapshot = ModalLintRecorder.snapshot(of: windows, title: "settings", log: nil)
        let file = try #require(try ModalLintRecorder.write(snapshot, named: "testOpensSettings()", to: directory))
        #expect(file.lastPathComponent == "testOpensSettings.yaml")
        let report = Linter.lint(try [UInt8](Data(contentsOf: file)), path: file.path)
        #expect(report.status == .ok)
        #expect(ModalLintRecorder.fileName(for: "../a b/c:d") == "a-b-c-d.yaml")
        #expect(ModalLintRecorder.fileName(for: "") == "snapshot.yaml")
        if ProcessInfo.processInfo.environment[ModalLintRecorder.directoryVariable] == nil {
            #expect(try ModalLintRecorder.write(snapshot, named: "x") == nil)
        }
    }

    @Test("recording on each reported present writes the hierarchy before the call")
    func recordOnEachPresent() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("recorder-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let (windows, _) = sheetPresentingThroughModals()
        let editor = windows[0].root.presentedViewController!.children[0]
        PresentationLog.shared.clear()
        ModalLintRecorder.recordOnEachPresent(prefix: "flow", to: directory) { windows }
        defer {
            ModalLintRecorder.stopRecordingOnEachPresent()
            PresentationLog.shared.clear()
        }
        ModalLintRecorder.log.present(ColorPickerViewController(), from: editor, via: .modals, style: "card")
        let file = directory.appendingPathComponent("flow-1.yaml")
        let report = Linter.lint(try [UInt8](Data(contentsOf: file)), path: file.path)
        #expect(report.diagnostics.contains { $0.rule == "host/uikit-presentation" })
    }

    @Test("a real hierarchy (objc.io's _printHierarchy, Fixtures/import/01.txt) rebuilt live records what the importer reads")
    func realHierarchy() throws {
        let root = PSPDFNavigationController()
        let catalog = PSCatalogViewController()
        root.add(catalog)
        let document = PSPDFViewController()
        let reader = UINavigationController().add(document.add(PSPDFContinuousScrollViewController()))
        catalog.present(reader, style: .fullScreen)
        for covered in [root, catalog] {
            covered.modalLintState = .disappeared
            covered.modalLintIsInWindow = false
        }
        document.present(PSPDFNavigationController().add(PSPDFContainerViewController().add(PSPDFStampViewController())),
                         style: .popover)
        let (yaml, recorded) = recordAndLint([RecordingWindow(root: root)])
        expectLoads(recorded, yaml)
        let paste = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Fixtures/import/01.txt").standardized, encoding: .utf8)
        let imported = PrintHierarchyImporter.convert(paste).yaml
        // The same tree, node by node: class, id, how it was presented, state, window.
        func outline(_ yaml: String) throws -> [String] {
            let snapshot = try #require(Linter.load(Array(yaml.utf8)).snapshot)
            return snapshot.controllers.map { vc in
                "\(vc.shortClassName) \(vc.id ?? "-") \(vc.children.count) \(vc.presented.map { snapshot.controllers[$0].shortClassName } ?? "-") "
                    + "\(vc.presentation?.uikitStyle.map { "\($0)" } ?? "-") \(vc.state) \(vc.inWindow.map { "\($0)" } ?? "-")"
            }
        }
        let recordedOutline = try outline(yaml)
        #expect(recordedOutline.count == 8)
        #expect(recordedOutline == (try outline(imported)), "\(yaml)\n\(imported)")
        #expect(findings(recorded) == findings(lint(imported)))
    }
}
