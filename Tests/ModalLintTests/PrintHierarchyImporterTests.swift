import Foundation
import Testing
@testable import ModalLint

// Tests for the `_printHierarchy` importer (Sources/ModalLint/Import/PrintHierarchyImporter.swift).
// Samples: Fixtures/import/01.txt, 02.txt, 04.txt are the published outputs from
// /work/shared/printhierarchy-samples (their first `# source:` line is provenance; the
// importer skips `#` lines); the other .txt files there are written variants.

private let importFixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent() // ModalLintTests
    .deletingLastPathComponent() // Tests
    .deletingLastPathComponent() // package root
    .appendingPathComponent("Fixtures/import")

private func fixture(_ name: String) throws -> String {
    try String(contentsOf: importFixtures.appendingPathComponent(name), encoding: .utf8)
}

/// The paste without the fixture's provenance line.
private func paste(_ name: String) throws -> String {
    try fixture(name).split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.hasPrefix("#") }
        .joined(separator: "\n")
}

/// The tree the importer built (internal API).
private func forest(_ text: String) -> (forest: PrintHierarchyImporter.Forest, problems: [ImportProblem]) {
    var parser = PrintHierarchyImporter.Parser(text)
    parser.run()
    return (parser.forest, parser.problems)
}

private func node(_ f: PrintHierarchyImporter.Forest, _ id: String) -> PrintHierarchyImporter.Node? {
    f.nodes.first { $0.id == id }
}

private func occurrences(of needle: String, in haystack: String) -> Int {
    haystack.components(separatedBy: needle).count - 1
}

private let golden02 = """
# Imported by modallint from 02.txt
modallint: 1
name: Imported from 02.txt
windows:
  - root:
      class: UINavigationController
      id: navigationController
      address: 0x191a1a70
      state: disappeared
      inWindow: false
      children:
        - class: IndexViewController
          id: indexViewController
          address: 0x192d8050
          state: disappeared
          inWindow: false
        - class: SketchViewController
          id: sketchViewController
          address: 0x191d4e20
          state: disappeared
          inWindow: false
      presented:
        class: UIImagePickerController
        id: imagePickerController
        address: 0x18ba5c00
        style: fullScreen
        children:
          - class: PUUIAlbumListViewController
            id: puuiAlbumListViewController
            address: 0x18ac5c00
            state: disappeared
            inWindow: false
          - class: PUUIPhotosAlbumViewController
            id: puuiPhotosAlbumViewController
            address: 0x18af1a00

"""

@Suite("PrintHierarchyImporter")
struct PrintHierarchyImporterTests {

    // MARK: The published samples

    @Test("sample 02: exact YAML")
    func sample02Golden() throws {
        let result = PrintHierarchyImporter.convert(try fixture("02.txt"), sourceName: "02.txt")
        #expect(result.problems == [])
        #expect(result.controllerCount == 6)
        #expect(result.yaml == golden02)
    }

    @Test("sample 01: nested presentations, fullScreen and popover")
    func sample01() throws {
        let text = try fixture("01.txt")
        let result = PrintHierarchyImporter.convert(text, sourceName: "01.txt")
        #expect(result.problems == [])
        #expect(result.controllerCount == 8)

        let (f, _) = forest(text)
        #expect(f.roots.count == 1)
        let root = try #require(f.nodes.first)
        #expect(root.className == "PSPDFNavigationController")
        #expect(root.id == "pspdfNavigationController")
        #expect(root.state == .disappeared)
        #expect(root.inWindow == false)
        #expect(root.children.map { f.nodes[$0].className } == ["PSCatalogViewController"])

        let nav = f.nodes[try #require(root.presented)]
        #expect(nav.className == "UINavigationController")
        #expect(nav.presentedWith == .controller("_UIFullscreenPresentationController"))
        #expect(nav.inWindow)
        #expect(nav.children.map { f.nodes[$0].className } == ["PSPDFViewController"])
        let pdf = f.nodes[nav.children[0]]
        #expect(pdf.children.map { f.nodes[$0].className } == ["PSPDFContinuousScrollViewController"])

        let popover = f.nodes[try #require(nav.presented)]
        #expect(popover.className == "PSPDFNavigationController")
        #expect(popover.id == "pspdfNavigationController2")
        #expect(popover.presentedWith == .controller("UIPopoverPresentationController"))
        let container = f.nodes[popover.children[0]]
        #expect(container.className == "PSPDFContainerViewController")
        #expect(container.children.map { f.nodes[$0].className } == ["PSPDFStampViewController"])

        #expect(occurrences(of: "style: fullScreen\n", in: result.yaml) == 1)
        #expect(occurrences(of: "style: popover\n", in: result.yaml) == 1)
        #expect(occurrences(of: "inWindow: false", in: result.yaml) == 2)
        #expect(occurrences(of: "state: disappeared", in: result.yaml) == 2)
        #expect(!result.yaml.contains("viewLoaded"))
        #expect(result.yaml.contains("""
                    presented:
                      class: PSPDFNavigationController
                      id: pspdfNavigationController2
                      address: 0x7d21a800
                      style: popover
                      children:
            """))
    }

    @Test("sample 04: a presented root without addresses, view not loaded")
    func sample04() throws {
        let text = try fixture("04.txt")
        let result = PrintHierarchyImporter.convert(text, sourceName: "04.txt")
        #expect(result.problems == [])
        #expect(result.controllerCount == 12)

        let (f, _) = forest(text)
        #expect(f.roots.count == 1)
        // It starts at a presented view controller: a placeholder stands for its presenter.
        let placeholder = f.nodes[f.roots[0]]
        #expect(placeholder.isPlaceholder && placeholder.className == "UIViewController" && placeholder.id == "presenterNotInPaste")
        let root = f.nodes[try #require(placeholder.presented)]
        #expect(root.className == "UITabBarController")
        #expect(root.isPresented)
        #expect(root.presentedWith == .null)
        #expect(root.presented == nil)
        #expect(root.children.count == 5)
        #expect(root.children.allSatisfy { f.nodes[$0].className == "UINavigationController" })
        let first = f.nodes[root.children[0]]
        let page = f.nodes[first.children[0]]
        #expect(page.className == "UIPageViewController")
        #expect(page.viewLoaded == false)
        #expect(page.children.map { f.nodes[$0].className } == ["UIViewController"])
        for nav in root.children.dropFirst() {
            let leaf = f.nodes[f.nodes[nav].children[0]]
            #expect(leaf.className == "UIViewController")
            #expect(leaf.viewLoaded == false)
        }
        #expect(f.nodes.allSatisfy { $0.state == .disappeared || $0.isPlaceholder })

        #expect(occurrences(of: "viewLoaded: false", in: result.yaml) == 5)
        #expect(occurrences(of: "inWindow: false", in: result.yaml) == 7)
        #expect(!result.yaml.contains("style:"))
        #expect(result.yaml.contains("""
              - root:
                  # not in the paste: the view controller that presented the paste's first one
                  class: UIViewController
                  id: presenterNotInPaste
                  presented:
                    class: UITabBarController
                    id: tabBarController
                    # presented with (null): style unknown
                    state: disappeared
            """))
        // ids are unique, with numeric suffixes
        let ids = f.nodes.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.contains("navigationController5"))
        #expect(ids.contains("viewController5"))
    }

    // MARK: Variants

    @Test("`<Class: 0xADDR>` and `<Class>` give the same YAML as `<Class 0xADDR>`")
    func addressVariants() throws {
        let plain = PrintHierarchyImporter.convert(try paste("02.txt"), sourceName: "02.txt")
        let colon = PrintHierarchyImporter.convert(try fixture("02-colon.txt"), sourceName: "02.txt")
        let stripped = try paste("02.txt").replacingOccurrences(of: #" 0x[0-9a-f]+>"#, with: ">", options: .regularExpression)
        #expect(!stripped.contains("0x"))
        let noAddress = PrintHierarchyImporter.convert(stripped, sourceName: "02.txt")
        #expect(plain.yaml == golden02)
        #expect(colon.problems == [])
        #expect(colon.yaml == golden02)
        #expect(noAddress.problems == [])
        // Addresses are kept (`address:`) when the paste has them.
        #expect(noAddress.yaml == golden02.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("address: 0x") }.joined(separator: "\n"))
    }

    @Test("a paste that starts indented is normalized to its first line")
    func indentedStart() throws {
        let result = PrintHierarchyImporter.convert(try fixture("indented.txt"), sourceName: "indented.txt")
        #expect(result.problems == [])
        #expect(result.controllerCount == 3)
        // A paste that starts at a presented view controller stays presented, by a placeholder.
        #expect(result.yaml.hasSuffix("""
            windows:
              - root:
                  # not in the paste: the view controller that presented the paste's first one
                  class: UIViewController
                  id: presenterNotInPaste
                  presented:
                    class: PSPDFNavigationController
                    id: pspdfNavigationController
                    address: 0x7d21a800
                    style: popover
                    children:
                      - class: PSPDFContainerViewController
                        id: pspdfContainerViewController
                        address: 0x8017ac40
                        children:
                          - class: PSPDFStampViewController
                            id: pspdfStampViewController
                            address: 0x8016b6e0

            """))

        // Starting at 01.txt's `   + <UINavigationController ...>` line: its children carry two bars.
        let lines = try paste("01.txt").split(separator: "\n").dropFirst(2).joined(separator: "\n")
        let (f, problems) = forest(lines)
        #expect(problems == [])
        #expect(f.roots.count == 1)
        #expect(f.nodes[f.roots[0]].isPlaceholder)
        let root = f.nodes[try #require(f.nodes[f.roots[0]].presented)]
        #expect(root.className == "UINavigationController")
        #expect(root.children.map { f.nodes[$0].className } == ["PSPDFViewController"])
        #expect(f.nodes[root.children[0]].children.map { f.nodes[$0].className } == ["PSPDFContinuousScrollViewController"])
        let presented = f.nodes[try #require(root.presented)]
        #expect(presented.className == "PSPDFNavigationController")
        #expect(presented.children.count == 1)

        // Starting at a child line two levels down.
        let (g, gProblems) = forest("""
               |    | <A 0x1>, state: appeared, view: <UIView 0x2>
               |    |    | <B 0x3>, state: appeared, view: <UIView 0x4>
               |    |    |    | <C 0x5>, state: appeared, view: <UIView 0x6>
               |    |    | <D 0x7>, state: appeared, view: <UIView 0x8>
            """)
        #expect(gProblems == [])
        #expect(g.roots.count == 1)
        #expect(g.nodes[g.roots[0]].children.map { g.nodes[$0].className } == ["B", "D"])
    }

    @Test("lldb session: prompts, commands, blank lines, Swift names, host, sheet, alert, custom")
    func lldbSession() throws {
        let text = try fixture("lldb-session.txt")
        let result = PrintHierarchyImporter.convert(text, sourceName: "session")
        #expect(result.problems == [])
        #expect(result.controllerCount == 12)

        let (f, _) = forest(text)
        #expect(f.roots.count == 2) // each `(lldb)` command starts a new paste: a new window
        #expect(occurrences(of: "  - root:\n", in: result.yaml) == 2)

        #expect(node(f, "appRootViewController")?.className == "MyApp.AppRootViewController")
        #expect(node(f, "settingsViewController")?.className == "MyApp.SettingsViewController") // demangled _TtC5MyApp22...
        #expect(node(f, "hostingController")?.className == "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_")
        #expect(node(f, "hostingController")?.viewLoaded == false)
        #expect(result.yaml.contains("class: \"_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_\"\n"))
        #expect(result.yaml.contains("""
                    - class: ModalHostContainerViewController
                      id: modalHostContainerViewController
                      address: 0x10480b000
                      host: true
            """))
        #expect(result.yaml.contains("style: pageSheet  # presented with UISheetPresentationController: a sheet (pageSheet or formSheet)\n"))
        #expect(result.yaml.contains("""
                      class: UIAlertController
                      id: alertController
                      address: 0x10501c000
                      style: overFullScreen  # presented with _UIAlertControllerAlertPresentationController
            """))
        #expect(node(f, "alertController")?.state == .appearing)
        #expect(result.yaml.contains("style: custom  # presented with MyApp.CardPresentationController\n"))
        // A view description with `; frame = (...); layer = <CALayer: ...>` is fine.
        #expect(node(f, "settingsViewController")?.inWindow == true)
    }

    @Test("CRLF, lone CR, tabs, no-break spaces, blank and command lines")
    func lineNoise() throws {
        let canonical = try paste("02.txt")
        let crlf = "(lldb) po [[[UIWindow keyWindow] rootViewController] _printHierarchy]\r\n\r\n"
            + canonical.replacingOccurrences(of: "\n", with: "\r\n") + "\r\n\r\n(lldb) \r\n"
        #expect(PrintHierarchyImporter.convert(crlf, sourceName: "02.txt").yaml == golden02)
        #expect(PrintHierarchyImporter.convert(crlf, sourceName: "02.txt").problems == [])

        let cr = canonical.replacingOccurrences(of: "\n", with: "\r")
        #expect(PrintHierarchyImporter.convert(cr, sourceName: "02.txt").yaml == golden02)

        let tabs = canonical.replacingOccurrences(of: "   | ", with: "\t|\t").replacingOccurrences(of: "   + ", with: "\t+ ")
        #expect(tabs.contains("\t|\t"))
        let tabbed = PrintHierarchyImporter.convert(tabs, sourceName: "02.txt")
        #expect(tabbed.problems == [])
        #expect(tabbed.yaml == golden02)

        let nbsp = canonical.replacingOccurrences(of: "   | ", with: "\u{A0}\u{A0}\u{A0}|\u{A0}")
        #expect(PrintHierarchyImporter.convert(nbsp, sourceName: "02.txt").yaml == golden02)

        let bom = "\u{FEFF}po [[[UIWindow keyWindow] rootViewController] _printHierarchy]\n   \n" + canonical + "   \t \n"
        let withBOM = PrintHierarchyImporter.convert(bom, sourceName: "02.txt")
        #expect(withBOM.problems == [])
        #expect(withBOM.yaml == golden02)
    }

    @Test("a prefix without leading spaces, copied from a Markdown code block")
    func markdownPaste() {
        let text = """
            ```
            + <UINavigationController>, state: appeared, view: <UILayoutContainerView>, presented with: <_UIFullscreenPresentationController>
            |    | <Shop.CartViewController>, state: disappeared, view: <UIView> not in the window
            |    | <Shop.CheckoutViewController>, state: appeared, view: <UIView>
            ```
            """
        let result = PrintHierarchyImporter.convert(text)
        #expect(result.problems == [])
        #expect(result.yaml.hasSuffix("""
            windows:
              - root:
                  # not in the paste: the view controller that presented the paste's first one
                  class: UIViewController
                  id: presenterNotInPaste
                  presented:
                    class: UINavigationController
                    id: navigationController
                    style: fullScreen
                    children:
                      - class: Shop.CartViewController
                        id: cartViewController
                        state: disappeared
                        inWindow: false
                      - class: Shop.CheckoutViewController
                        id: checkoutViewController

            """))
    }

    @Test("the imported YAML loads as a snapshot without input errors", arguments: [
        "01.txt", "02.txt", "04.txt", "02-colon.txt", "indented.txt", "lldb-session.txt",
    ])
    func importedYAMLLoads(_ name: String) throws {
        let result = PrintHierarchyImporter.convert(try fixture(name), sourceName: name)
        let (snapshot, diagnostics) = Linter.load(Array(result.yaml.utf8))
        #expect(diagnostics.map { "\($0.rule): \($0.message)" } == [])
        #expect(snapshot != nil)
    }

    @Test("flow-style YAML below the block limit loads too")
    func flowYAMLLoads() {
        // 60 levels, presentations with comments on every other level: block, then flow.
        var lines: [String] = []
        for d in 0..<60 {
            let prefix = String(repeating: "   | ", count: max(0, d - 1))
            if d == 0 {
                lines.append("<Root 0x1>, state: appeared, view: <UIView 0x2>")
            } else if d % 2 == 1 {
                let with = ["(null)", "<_UIFullscreenPresentationController 0x3>", "<My.PC 0x4>", "<UISheetPresentationController 0x5>"][(d / 2) % 4]
                lines.append(prefix + "   + <Level\(d) 0x1>, state: appeared, view: <UIView 0x2>, presented with: \(with)")
            } else {
                lines.append(prefix + "   | <Level\(d) 0x1>, state: disappeared, view: (view not loaded)")
                lines.append(prefix + "   | <Sibling\(d) 0x1>, state: disappeared, view: <UIView 0x2> not in the window")
            }
        }
        let result = PrintHierarchyImporter.convert(lines.joined(separator: "\n"))
        #expect(result.problems == [])
        #expect(result.yaml.contains(", children: [\n"))
        #expect(result.yaml.contains(", presented:\n"))
        let (snapshot, diagnostics) = Linter.load(Array(result.yaml.utf8))
        #expect(diagnostics.map { "\($0.rule) \($0.range): \($0.message)" } == [])
        #expect(snapshot != nil)
    }

    // MARK: Problems

    @Test("a garbage line is reported with its line and column, the rest still converts")
    func garbageLine() throws {
        var lines = try paste("02.txt").split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines.insert("error: use of undeclared identifier 'UIWindow'", at: 2)
        lines.insert("   | not a view controller", at: 4)
        let result = PrintHierarchyImporter.convert(lines.joined(separator: "\n"), sourceName: "02.txt")
        #expect(result.problems.map(\.line) == [3, 5])
        #expect(result.problems.map(\.column) == [1, 6])
        #expect(result.problems[0].message.contains("not a `_printHierarchy` line"))
        #expect(result.controllerCount == 6)
        #expect(result.yaml == golden02)
    }

    @Test("bad fields are reported at their column and the view controller is kept")
    func badFields() {
        let text = """
            <A 0x1>, state: sleeping, view: <UIView 0x2>
               | <B 0x3>, state: appeared, view: <UIView 0x4> somewhere else
               | <C 0x5>, mood: happy, state: appeared, view: <UIView 0x6>
               | <D 0x7>
               | <E 0x8, state: appeared
               + <F 0x9>, state: appeared, view: <UIView 0xa>, presented with: nothing
               |    | <>, state: appeared, view: <UIView 0xb>
            """
        let result = PrintHierarchyImporter.convert(text)
        let summary = result.problems.map { "\($0.line):\($0.column)" }
        #expect(summary == ["1:17", "2:51", "3:15", "4:13", "5:6", "6:68", "7:12"])
        #expect(result.problems[0].message.contains("unknown state `sleeping`"))
        #expect(result.problems[1].message.contains("not in the window"))
        #expect(result.problems[2].message.contains("unknown field `mood`"))
        #expect(result.problems[4].message.contains("unterminated"))
        #expect(result.controllerCount == 5) // A, B, C, D, F
        let (f, _) = forest(text)
        #expect(f.nodes.map(\.className) == ["A", "B", "C", "D", "F"])
        #expect(f.nodes[0].state == .appeared)
        #expect(result.yaml.contains("# presentation controller not shown in the paste: style unknown"))
    }

    @Test("a second presented view controller under one parent is reported and dropped with its subtree")
    func secondPresented() {
        let text = """
            <Root 0x1>, state: appeared, view: <UIView 0x2>
               + <First 0x3>, state: appeared, view: <UIView 0x4>, presented with: <_UIFullscreenPresentationController 0x5>
               + <Second 0x6>, state: appeared, view: <UIView 0x7>, presented with: <_UIFullscreenPresentationController 0x8>
               |    | <InsideSecond 0x9>, state: appeared, view: <UIView 0xa>
               |    + <PresentedBySecond 0x9>, state: appeared, view: <UIView 0xa>, presented with: <_UIPageSheetPresentationController 0xb>
            """
        let result = PrintHierarchyImporter.convert(text)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == 3)
        #expect(result.problems.first?.column == 6)
        #expect(result.problems.first?.message.contains("kept the first") == true)
        #expect(result.controllerCount == 2)
        #expect(!result.yaml.contains("Second"))
        #expect(result.yaml.contains("class: First"))
    }

    @Test("several top-level roots become several windows")
    func multipleRoots() {
        let text = """
            <MainRoot 0x1>, state: appeared, view: <UIView 0x2>
               | <Child 0x3>, state: appeared, view: <UIView 0x4>
            <AlertWindowRoot 0x5>, state: appeared, view: <UIView 0x6>
            """
        let result = PrintHierarchyImporter.convert(text)
        #expect(result.problems == [])
        #expect(result.yaml.hasSuffix("""
            windows:
              - root:
                  class: MainRoot
                  id: mainRoot
                  address: 0x1
                  children:
                    - class: Child
                      id: child
                      address: 0x3
              - root:
                  class: AlertWindowRoot
                  id: alertWindowRoot
                  address: 0x5

            """))

        // A line less indented than the first line starts a new window, with a problem.
        let shallower = PrintHierarchyImporter.convert("""
               |    | <A 0x1>, state: appeared, view: <UIView 0x2>
               | <B 0x3>, state: appeared, view: <UIView 0x4>
            """)
        #expect(shallower.problems.map(\.line) == [2])
        #expect(occurrences(of: "  - root:\n", in: shallower.yaml) == 2)
    }

    @Test("empty and noise-only pastes give a valid document and one problem")
    func emptyPaste() {
        for text in ["", "\n\n", "(lldb) po foo\n(lldb) "] {
            let result = PrintHierarchyImporter.convert(text, sourceName: "empty")
            #expect(result.controllerCount == 0)
            #expect(result.problems.count == 1)
            #expect(result.problems.first?.line == 1)
            #expect(result.yaml == "# Imported by modallint from empty\nmodallint: 1\nname: Imported from empty\nwindows: []\n")
        }
    }

    // MARK: Names, ids, styles, quoting

    @Test("Swift class names: simple mangled names are demangled, others kept")
    func demangling() {
        typealias P = PrintHierarchyImporter.Parser
        #expect(P.demangled("_TtC5MyApp22SettingsViewController") == "MyApp.SettingsViewController")
        #expect(P.demangled("_TtCC5MyApp5Outer5Inner") == "MyApp.Outer.Inner")
        #expect(P.demangled("_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_") == "_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_")
        #expect(P.demangled("_TtC5MyApp99Short") == "_TtC5MyApp99Short")
        #expect(P.demangled("_TtC5MyAppP33_0123456789abcdef0123456789abcdef7Private") == "_TtC5MyAppP33_0123456789abcdef0123456789abcdef7Private")
        #expect(P.demangled("_TtC99999999999999999999999") == "_TtC99999999999999999999999")
        #expect(P.demangled("MyApp.Plain") == "MyApp.Plain")
        #expect(P.className("UIView: 0x7fa; frame = (0 0; 1 1); layer = <CALayer: 0x1>") == "UIView")
        #expect(P.className("SwiftUI.UIHostingController<SwiftUI.AnyView>: 0x1") == "SwiftUI.UIHostingController<SwiftUI.AnyView>")
        #expect(P.className("UIView:0x1") == "UIView")
        #expect(P.className("  ") == nil)
        #expect(P.className(": 0x1") == nil)
    }

    @Test("ids: lowerCamelCase of the class without module, UIKit prefix or generics; unique")
    func ids() {
        let id = PrintHierarchyImporter.baseID(forClass:)
        #expect(id("SettingsViewController") == "settingsViewController")
        #expect(id("App.SettingsViewController") == "settingsViewController")
        #expect(id("UINavigationController") == "navigationController")
        #expect(id("UIViewController") == "viewController")
        #expect(id("PSPDFViewController") == "pspdfViewController")
        #expect(id("_UIRemoteViewController") == "remoteViewController")
        #expect(id("URL") == "url")
        #expect(id("UI") == "ui")
        #expect(id("_TtGC7SwiftUI19UIHostingControllerVS_7AnyView_") == "hostingController")
        #expect(id("SwiftUI.UIHostingController<SwiftUI.AnyView>") == "hostingController")
        #expect(id("SwiftUI.UIKitTabBarController") == "uiKitTabBarController")
        #expect(id("1Password.Main") == "main")
        #expect(id("9Lives") == "vc9Lives")
        #expect(id("<>") == "viewController")
        #expect(id("Ünïcödé") == "ncd")

        var f = PrintHierarchyImporter.Forest()
        for name in ["NavigationController2", "UINavigationController", "UINavigationController", "UINavigationController"] {
            f.nodes.append(.init(className: name, line: 1))
        }
        f.assignIDs()
        #expect(f.nodes.map(\.id) == ["navigationController2", "navigationController", "navigationController3", "navigationController4"])
    }

    @Test("presentation controller classes map to styles")
    func styles() {
        func style(_ name: String) -> String? {
            PrintHierarchyImporter.inferStyle(.controller(name)).style
        }
        #expect(style("_UIFullscreenPresentationController") == "fullScreen")
        #expect(style("_UIPageSheetPresentationController") == "pageSheet")
        #expect(style("_UIFormSheetPresentationController") == "formSheet")
        #expect(style("UIPopoverPresentationController") == "popover")
        #expect(style("_UIPopoverPresentationController") == "popover")
        #expect(style("_UIOverFullscreenPresentationController") == "overFullScreen")
        #expect(style("_UICurrentContextPresentationController") == "currentContext")
        #expect(style("_UIOverCurrentContextPresentationController") == "overCurrentContext")
        #expect(style("UISheetPresentationController") == "pageSheet")
        #expect(style("_UISheetPresentationController") == "pageSheet")
        #expect(style("_UIAlertControllerAlertPresentationController") == "overFullScreen")
        #expect(style("_UIAlertControllerActionSheetCompactPresentationController") == "overFullScreen")
        #expect(style("_UIAlertControllerActionSheetRegularPresentationController") == "popover")
        #expect(PrintHierarchyImporter.inferStyle(.controller("_UIAlertControllerActionSheetCompactPresentationController")).actionSheet)
        #expect(style("MyApp.CardPresentationController") == "custom")
        #expect(PrintHierarchyImporter.inferStyle(.controller("MyApp.CardPresentationController")).comment == "presented with MyApp.CardPresentationController")
        #expect(PrintHierarchyImporter.inferStyle(.null).style == nil)
        #expect(PrintHierarchyImporter.inferStyle(.null).comment != nil)

        // In the YAML: an action sheet from an alert subclass, and a null presentation.
        let result = PrintHierarchyImporter.convert("""
            <Root>, state: appeared, view: <UIView>
               + <MyApp.ConfirmSheet>, state: appeared, view: <UIView>, presented with: <_UIAlertControllerActionSheetCompactPresentationController>
               |    + <Unknown>, state: appeared, view: <UIView>, presented with: (null)
            """)
        #expect(result.problems == [])
        #expect(result.yaml.contains("""
                  presented:
                    class: MyApp.ConfirmSheet
                    id: confirmSheet
                    style: overFullScreen  # presented with _UIAlertControllerActionSheetCompactPresentationController: a UIAlertController action sheet (custom presentation that keeps the presenter on screen)
                    is: [UIAlertController]
                    actionSheet: true
                    presented:
                      class: Unknown
                      id: unknown
                      # presented with (null): style unknown

            """))
    }

    @Test("modal hosts get host: true")
    func hosts() {
        #expect(PrintHierarchyImporter.isModalHost("ModalHostContainerViewController"))
        #expect(PrintHierarchyImporter.isModalHost("Modals.ModalHostContainerViewController"))
        #expect(PrintHierarchyImporter.isModalHost("MyApp.RootModalHostViewController"))
        #expect(!PrintHierarchyImporter.isModalHost("UINavigationController"))
        let result = PrintHierarchyImporter.convert("<_TtC6Modals32ModalHostContainerViewController 0x1>, state: appeared, view: <UIView 0x2>")
        #expect(result.yaml.contains("class: Modals.ModalHostContainerViewController\n      id: modalHostContainerViewController\n      address: 0x1\n      host: true\n"))
    }

    @Test("YAML scalars are quoted and escaped when needed")
    func quoting() {
        let q = PrintHierarchyImporter.yamlScalar
        #expect(q("UINavigationController") == "UINavigationController")
        #expect(q("MyApp.Settings") == "MyApp.Settings")
        #expect(q("Imported from 02-colon.txt") == "Imported from 02-colon.txt")
        #expect(q("_UIRemoteViewController") == "_UIRemoteViewController")
        #expect(q("_TtC5MyApp4Main") == "\"_TtC5MyApp4Main\"")
        #expect(q("") == "\"\"")
        #expect(q("true") == "\"true\"")
        #expect(q("No") == "\"No\"")
        #expect(q("null") == "\"null\"")
        #expect(q("y") == "\"y\"")
        #expect(q("123") == "\"123\"")
        #expect(q("-x") == "\"-x\"")
        #expect(q("x-") == "\"x-\"")
        #expect(q("Foo<Bar, Baz>") == "\"Foo<Bar, Baz>\"")
        #expect(q("a: b #c") == "\"a: b #c\"")
        #expect(q("{x}") == "\"{x}\"")
        #expect(q("say \"hi\"\\") == #""say \"hi\"\\""#)
        #expect(q("a\nb\tc\r\u{0}\u{7}\u{85}\u{2028}\u{FEFF}") == #""a\nb\tc\r\0\x07\N\L\uFEFF""#)
        #expect(q("naïve") == "\"naïve\"")
        #expect(PrintHierarchyImporter.commentText("a\nb\u{2028}c") == "a?b?c")

        let result = PrintHierarchyImporter.convert("<Weird: Name 0x1>, state: appeared, view: <UIView 0x2>", sourceName: "a:b\n# c")
        #expect(result.yaml.hasPrefix("# Imported by modallint from a:b?# c\nmodallint: 1\nname: \"Imported from a:b\\n# c\"\nwindows:\n"))
        #expect(result.yaml.contains("class: \"Weird: Name\"\n"))
    }

    // MARK: Size and depth

    @Test("a 100,000-deep hierarchy is written iteratively (flow style below the block limit)")
    func hundredThousandDeepTree() throws {
        let depth = 100_000
        var f = PrintHierarchyImporter.Forest()
        f.nodes.reserveCapacity(depth)
        for k in 0..<depth {
            var n = PrintHierarchyImporter.Node(className: "Level\(k)", line: k + 1)
            if k % 2 == 1 {
                n.isPresented = true
                n.presentedWith = k % 4 == 1 ? .controller("MyPresentationController") : .controller("_UIFullscreenPresentationController")
            }
            f.nodes.append(n)
        }
        for k in 1..<depth {
            if k % 2 == 1 { f.nodes[k - 1].presented = k } else { f.nodes[k - 1].children = [k] }
        }
        f.roots = [0]
        f.assignIDs()
        let start = ContinuousClock.now
        let yaml = PrintHierarchyImporter.emitYAML(f, sourceName: "deep")
        #expect(ContinuousClock.now - start < .seconds(30))
        #expect(occurrences(of: "class: Level", in: yaml) == depth)
        #expect(yaml.contains("{class: Level99999, id: level99999, style: fullScreen}"))
        #expect(occurrences(of: "{", in: yaml) == occurrences(of: "}", in: yaml))
        #expect(occurrences(of: "[", in: yaml) == occurrences(of: "]", in: yaml))
        // Block indentation never exceeds the limit.
        var widest = 0
        for line in yaml.split(separator: "\n" as Character) {
            let indent: Int = line.prefix(while: { $0 == " " }).count
            widest = max(widest, indent)
        }
        #expect(widest <= PrintHierarchyImporter.maxBlockIndent + 2)
    }

    @Test("the deepest paste that fits in the input limit converts without recursion")
    func deepPaste() throws {
        // A paste's prefix grows with depth, so depth d costs ~5·d²/2 bytes:
        // 1,500 levels are ~5.6 MB, close to the 8 MiB input limit.
        let depth = 1_500
        var text = ""
        text.reserveCapacity(6_000_000)
        for d in 0..<depth {
            text += String(repeating: "   | ", count: d)
            text += "<Level\(d) 0x1>, state: appeared, view: <UIView 0x2>\n"
        }
        #expect(text.utf8.count < PrintHierarchyImporter.maxInputBytes)
        let start = ContinuousClock.now
        let result = PrintHierarchyImporter.convert(text)
        #expect(ContinuousClock.now - start < .seconds(60))
        // The snapshot loader's nesting limit applies when writing: one problem at the paste's line.
        let fits = (LoaderLimits.default.maxDepth - 4 + 1) / 2
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == fits + 1)
        #expect(result.problems.first?.message.contains("nested deeper than a snapshot can be") == true)
        #expect(result.controllerCount == fits)
        #expect(result.yaml.contains("{class: Level\(fits - 1), id: level\(fits - 1), address: 0x1}"))
        let (snapshot, diagnostics) = Linter.load(Array(result.yaml.utf8))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(snapshot?.controllers.count == fits)

        // A compact prefix (one `|` per level), in the iOS 8 format: one note, one problem.
        var compact = ""
        for d in 0..<3_000 { compact += String(repeating: "|", count: d) + "<L>\n" }
        let c = PrintHierarchyImporter.convert(compact)
        #expect(c.controllerCount == fits)
        #expect(c.problems.count == 1)
        #expect(c.notes.count == 1)
    }

    @Test("100,000 view controllers convert; more are cut off with one problem")
    func controllerLimit() throws {
        let line = "   | <V>, state: appeared, view: <UIView>\n"
        let text = "<Root>, state: appeared, view: <UIView>\n" + String(repeating: line, count: PrintHierarchyImporter.maxControllers)
        let start = ContinuousClock.now
        let result = PrintHierarchyImporter.convert(text)
        #expect(ContinuousClock.now - start < .seconds(60))
        #expect(result.controllerCount == PrintHierarchyImporter.maxControllers)
        #expect(result.problems.count == 1)
        #expect(result.problems.first?.line == PrintHierarchyImporter.maxControllers + 1)
        #expect(result.yaml.contains("id: v99999\n"))
    }

    @Test("hostile input: huge lines, unbalanced brackets, oversized paste, random bytes")
    func hostileInput() throws {
        // A very long depth prefix and deeply nested brackets on one line.
        let bars = String(repeating: "   | ", count: 200_000) + "<X 0x1>, state: appeared, view: <UIView 0x2>"
        #expect(PrintHierarchyImporter.convert("<Root>, state: appeared, view: <V>\n" + bars).controllerCount == 2)
        let brackets = "<" + String(repeating: "<", count: 500_000) + "A"
        let b = PrintHierarchyImporter.convert(brackets)
        #expect(b.controllerCount == 0)
        #expect(b.problems.first?.message.contains("unterminated") == true)

        // A 1 MB line of fields, good or bad, is linear work and at most one problem.
        for field in [", state: appeared", ", x", ", mood: happy", ","] {
            let line = "<A 0x1>" + String(repeating: field, count: 1_000_000 / field.utf8.count)
            let start = ContinuousClock.now
            let r = PrintHierarchyImporter.convert(line)
            #expect(ContinuousClock.now - start < .seconds(30))
            #expect(r.controllerCount == 1)
            #expect(r.problems.count <= 1)
        }

        // More than the input limit: the rest is ignored with a problem at the first ignored line.
        let line = "<Root" + String(repeating: "X", count: 80) + ">, state: appeared, view: <UIView>\n"
        let count = PrintHierarchyImporter.maxInputBytes / line.utf8.count + 10
        let big = PrintHierarchyImporter.convert(String(repeating: line, count: count))
        let kept = PrintHierarchyImporter.maxInputBytes / line.utf8.count
        #expect(big.controllerCount == kept)
        #expect(big.problems.count == 1)
        #expect(big.problems.first?.line == kept + 1)

        // Random lines never trap; problems stay on real lines and are capped.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return seed >> 33
        }
        let alphabet = Array("<>|+ ,:()\t\r\n0xAaZz_.;é\u{A0}-#") + ["\u{0}", "\u{85}", "\u{2028}", "\""]
        for _ in 0..<200 {
            var s = ""
            for _ in 0..<Int(next() % 400) {
                if next() % 5 == 0 {
                    s += ["<A 0x1>", ", state: appeared", ", view: <V> not in the window", ", presented with: (null)", "   | ", "   + ", "\n"][Int(next() % 7)]
                } else {
                    s.append(alphabet[Int(next() % UInt64(alphabet.count))])
                }
            }
            let result = PrintHierarchyImporter.convert(s)
            let lineCount = s.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }).count
            #expect(result.problems.allSatisfy { $0.line >= 1 && $0.line <= lineCount && $0.column >= 1 })
            #expect(result.problems.count <= PrintHierarchyImporter.maxProblems + 1)
            #expect(result.yaml.hasPrefix("# Imported by modallint from paste\nmodallint: 1\n"))
        }
        // Text before the first and after the last view controller is skipped with a note; inside the paste
        // every unreadable line is a problem, capped.
        let entry = "<A 0x1>, state: appeared, view: <UIView 0x2>\n"
        let manyProblems = PrintHierarchyImporter.convert(entry + String(repeating: "garbage\n", count: 5_000) + entry)
        #expect(manyProblems.problems.count == PrintHierarchyImporter.maxProblems + 1)
        let onlyText = PrintHierarchyImporter.convert(String(repeating: "garbage\n", count: 5_000))
        #expect(onlyText.problems.count == 1 && onlyText.problems[0].message.hasPrefix("no view controller found"))
    }
}
