import Foundation
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// size/broken-chain and the swiftui/* rules across files, and where they stay silent.
enum SwiftRunFiles {
    static func findings(_ files: [String: String], rule: String) throws -> [Diagnostic] {
        try SwiftScratch.lint(files.mapValues { Array($0.utf8) }).diagnostics.filter { $0.rule == rule }
    }

    static let style = """
        import Modals

        struct BottomCardStyle: ModalPresentationStyle {
            func behaviorPreferences(for context: ModalBehaviorContext) -> ModalBehaviorPreferences {
                ModalBehaviorPreferences(usesPreferredContentSize: true)
            }
            func layout(context: ModalPresentationContext) -> ModalPresentationLayout {
                ModalPresentationLayout(frame: CGRect(origin: .zero, size: context.preferredContentSize.value ?? .zero))
            }
        }
        extension ModalPresentationStyleProvider {
            static func bottomCard(onDismiss: @escaping () -> Void) -> ModalPresentationStyleProvider {
                ModalPresentationStyleProvider { _ in BottomCardStyle() }
            }
        }

        """

    static let child = """
        final class StepperViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                self.preferredContentSize = CGSize(width: 320, height: 180.5)
            }
        }

        """

    static func container(superclass: String = "UIViewController", extra: String = "") -> String {
        """
        final class ChromeViewController: \(superclass) {
            let content = StepperViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                addChild(content)
                view.addSubview(content.view)
                content.didMove(toParent: self)
            }
            \(extra)
        }

        """
    }

    static let presenter = """
        final class CartViewController: UIViewController {
            var lifetime: ModalLifetime?
            func edit() {
                lifetime = modalPresenter.present(ChromeViewController(), style: .bottomCard(onDismiss: {}))
            }
        }

        """
}

@Test func brokenChainAcrossFiles() throws {
    let found = try SwiftRunFiles.findings(["Style.swift": SwiftRunFiles.style, "Child.swift": SwiftRunFiles.child,
                                            "Chrome.swift": SwiftRunFiles.container(), "Cart.swift": SwiftRunFiles.presenter],
                                           rule: "size/broken-chain")
    #expect(found.count == 1)
    #expect(found.first?.file.hasSuffix("Cart.swift") == true)
    #expect(found.first?.message.contains("(320x180.5)") == true, "\(found.map(\.message))")
}

@Test func brokenChainSilentWhereTheCodeDoesNotShowIt() throws {
    let base = ["Style.swift": SwiftRunFiles.style, "Child.swift": SwiftRunFiles.child, "Cart.swift": SwiftRunFiles.presenter]
    // A superclass from outside the run may forward the size.
    var files = base
    files["Chrome.swift"] = SwiftRunFiles.container(superclass: "SheetBaseViewController")
    #expect(try SwiftRunFiles.findings(files, rule: "size/broken-chain").isEmpty)
    // It forwards, in an extension of another file.
    files = base
    files["Chrome.swift"] = SwiftRunFiles.container()
    files["Chrome+Size.swift"] = """
        extension ChromeViewController {
            override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
                preferredContentSize = container.preferredContentSize
            }
        }
        """
    #expect(try SwiftRunFiles.findings(files, rule: "size/broken-chain").isEmpty)
    // The presenter sets the size on the value it presents.
    files = base
    files["Chrome.swift"] = SwiftRunFiles.container()
    files["Cart.swift"] = """
        final class CartViewController: UIViewController {
            var lifetime: ModalLifetime?
            func edit() {
                let chrome = ChromeViewController()
                chrome.preferredContentSize = CGSize(width: 320, height: 200)
                lifetime = modalPresenter.present(chrome, style: .bottomCard(onDismiss: {}))
            }
        }
        """
    #expect(try SwiftRunFiles.findings(files, rule: "size/broken-chain").isEmpty)
    // A style the code picks at run time.
    files = base
    files["Chrome.swift"] = SwiftRunFiles.container()
    files["Cart.swift"] = SwiftRunFiles.presenter.replacingOccurrences(of: ".bottomCard(onDismiss: {})", with: "style")
    #expect(try SwiftRunFiles.findings(files, rule: "size/broken-chain").isEmpty)
}

@Test func swiftUIRootsInAnotherFile() throws {
    let app = """
        @main struct ShopApp: App {
            var body: some Scene {
                WindowGroup { CartView().modalPresenterRoot(root: .window(rootID: "containers")) }
            }
        }
        """
    let view = """
        struct CartView: View {
            @State var shown = false
            var body: some View {
                Text("Cart").bottomSheet(link: .window(linkID: "coupon"), isPresented: $shown) { Text("Coupon") }
            }
        }
        """
    let found = try SwiftRunFiles.findings(["App.swift": app, "CartView.swift": view], rule: "swiftui/link-without-root")
    #expect(found.count == 1)
    #expect(found.first?.file.hasSuffix("CartView.swift") == true)
    // A root the code builds at run time may be the one the link names; no root at all: the
    // roots are in code the run does not include.
    let computed = app.replacingOccurrences(of: ".window(rootID: \"containers\")", with: "root")
    #expect(try SwiftRunFiles.findings(["App.swift": computed, "CartView.swift": view], rule: "swiftui/link-without-root").isEmpty)
    #expect(try SwiftRunFiles.findings(["CartView.swift": view], rule: "swiftui/link-without-root").isEmpty)
    // A non-literal link id is not judged.
    let dynamic = view.replacingOccurrences(of: "linkID: \"coupon\"", with: "linkID: couponID")
    #expect(try SwiftRunFiles.findings(["App.swift": app, "CartView.swift": dynamic], rule: "swiftui/link-without-root").isEmpty)
}

/// `Menu { ... }` is SwiftUI's menu only when the run declares no `Menu` of its own (declared in
/// another file, which the lazy parse has to read); a context menu's items are SwiftUI's always.
@Test func presentationInMenuOnlyForSwiftUIsMenu() throws {
    let view = """
        struct AccountHeader: View {
            @State private var confirmsBlock = false
            @State private var showsShare = false
            var body: some View {
                Menu {
                    Button("Block") { confirmsBlock = true }
                        .confirmationDialog("Block?", isPresented: $confirmsBlock) {}
                } label: { Text("More") }
                Text("Row")
                    .contextMenu {
                        Button("Share") { showsShare = true }
                            .sheet(isPresented: $showsShare) { Text("Share") }
                    }
            }
        }
        """
    let ownMenu = """
        struct Menu<Content: View, Label: View>: View {
            let content: () -> Content
            let label: () -> Label
            var body: some View { VStack { label(); content() } }
        }
        """
    #expect(try SwiftRunFiles.findings(["AccountHeader.swift": view], rule: "swiftui/presentation-in-menu").count == 2)
    let withOwnMenu = try SwiftRunFiles.findings(["AccountHeader.swift": view, "Menu.swift": ownMenu], rule: "swiftui/presentation-in-menu")
    #expect(withOwnMenu.count == 1)
    #expect(withOwnMenu.first?.message.contains("context menu") == true)
}

@Test func swiftUILevelTiesOnlyWithinAFileAndOutsidePreviews() throws {
    let app = """
        struct A: View { var body: some View { Text("a").modalPresenterRoot(root: .window(rootID: "a")) } }
        """
    let other = """
        struct B: View { var body: some View { Text("b").modalPresenterRoot(root: .window(rootID: "b")) } }
        struct B_Previews: PreviewProvider {
            static var previews: some View { B().modalPresenterRoot(root: .window(rootID: "p")) }
        }
        #Preview { B().modalPresenterRoot(root: .window(rootID: "q")) }
        """
    #expect(try SwiftRunFiles.findings(["A.swift": app, "B.swift": other], rule: "swiftui/window-level-tie").isEmpty)
}

@Test func extractWritesSwiftUIAndSizes() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-extract-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let files = ["Style.swift": SwiftRunFiles.style, "Child.swift": SwiftRunFiles.child, "Chrome.swift": SwiftRunFiles.container(),
                 "Cart.swift": SwiftRunFiles.presenter,
                 "View.swift": "struct V: View { var body: some View { Text(\"v\").sheetModal(link: .overlay(linkID: \"x\"), isPresented: .constant(true)) { Text(\"x\") } } }\n"]
    for (name, text) in files { try Data(text.utf8).write(to: directory.appendingPathComponent(name)) }
    let result = SwiftExtract.extract([directory.path], workingDirectory: directory.path, jobs: 1)
    #expect(result.snapshot.contains("swiftui:"))
    #expect(result.snapshot.contains("{type: overlay, id: \"x\"}"))
    #expect(result.snapshot.contains("# stand-in"))
    #expect(result.snapshot.contains("preferredContentSize: [320, 180.5]"))
    let report = Linter.lint(Array(result.snapshot.utf8), path: "extracted.yaml")
    #expect(!report.diagnostics.contains { $0.rule.hasPrefix("input/") }, "\(report.diagnostics.map(\.message))")
    #expect(report.diagnostics.contains { $0.rule == "size/broken-chain" })
}

@Test func snapshotLineNumbersInMessagesBecomeSourceLines() {
    let at40 = SourceRange(start: SourcePosition(line: 40, column: 3), end: SourcePosition(line: 40, column: 9))
    let facts = SourceFacts(snapshot: "", origins: [7: at40], logicalNames: [:])
    #expect(SourceLinter.sourceLines(in: "the root at line 7: tie; Deadline 7; line 8", facts)
        == "the root at line 40: tie; Deadline 7; line 8")
}
