import Foundation
import Testing
import SwiftParser
@testable import ModalLint
@testable import ModalLintSwift

/// Bad input, suppressions, baselines and extract, through the same session as `lint`.
enum SwiftScratch {
    static func lint(_ files: [String: [UInt8]], configuration: Configuration = Configuration()) throws -> LintRun {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-swift-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
        var session = LintSession(configuration: configuration, jobs: 2, keepSources: true, workingDirectory: directory.path)
        session.sourceFrontEnd = SwiftFrontEnd()
        return session.run([.path(directory.path)])
    }

    static let discarded = """
        import Modals

        final class HomeViewController: UIViewController {
            func showPromo() {
                modalPresenter.present(PromoViewController(), style: .card)
            }
        }

        """
}

@Test func swiftSuppressionsInComments() throws {
    let suppressed = SwiftScratch.discarded.replacingOccurrences(
        of: "        modalPresenter", with: "        // modallint: disable-next-line lifetime/discarded -- shown by the test\n        modalPresenter")
    let run = try SwiftScratch.lint(["Home.swift": Array(suppressed.utf8)])
    #expect(run.diagnostics.isEmpty, "\(run.diagnostics.map(\.message))")
    let typo = SwiftScratch.discarded.replacingOccurrences(
        of: "        modalPresenter", with: "        // modallint: disable-next-line lifetime/discard\n        modalPresenter")
    let bad = try SwiftScratch.lint(["Home.swift": Array(typo.utf8)])
    #expect(bad.diagnostics.contains { $0.rule == "input/suppression" && $0.range.start.line == 5 })
    #expect(bad.files[0].status == .invalid)
    // A disable region, and a marker inside a string literal is text, not a comment.
    let region = "// modallint: disable lifetime\nlet text = \"// modallint: enable\"\n" + SwiftScratch.discarded
    #expect(try SwiftScratch.lint(["Home.swift": Array(region.utf8)]).diagnostics.isEmpty)
}

@Test func swiftLogicalLocationsIgnoreLines() throws {
    let first = try SwiftScratch.lint(["Home.swift": Array(SwiftScratch.discarded.utf8)]).diagnostics
    let moved = try SwiftScratch.lint(["Home.swift": Array(("\n\n// moved\n" + SwiftScratch.discarded).utf8)]).diagnostics
    #expect(first.count == 1 && moved.count == 1)
    #expect(first.first?.logicalLocation == "Swift:HomeViewController.showPromo()/lifetime/discarded")
    #expect(first.first?.logicalLocation == moved.first?.logicalLocation)
    #expect(first.first?.range.start.line == 5 && moved.first?.range.start.line == 8)
    // A baseline written from the first run hides the moved finding.
    let baseline = Baseline(run: LintRun(files: [FileReport(path: "Home.swift", status: .ok, diagnostics: first)]))
    var run = LintRun(files: [FileReport(path: "Home.swift", status: .ok, diagnostics: moved)])
    FindingFilter.applyBaseline(baseline, to: &run)
    #expect(run.diagnostics.isEmpty)
}

@Test func swiftBadInput() throws {
    // Not UTF-8: said where, the other files still linted; exit status 2 only when nothing was read.
    let latin1: [UInt8] = Array("let a = \"caf".utf8) + [0xE9] + Array("\"\n".utf8)
    let mixed = try SwiftScratch.lint(["A.swift": latin1, "Home.swift": Array(SwiftScratch.discarded.utf8)])
    #expect(mixed.diagnostics.contains { $0.file.hasSuffix("A.swift") && $0.rule == "input/syntax" && $0.severity == .warning })
    #expect(mixed.diagnostics.contains { $0.rule == "lifetime/discarded" })
    if case .invalidInput = FindingFilter.outcome(mixed, failOn: nil) { Issue.record("one readable file is enough") }
    let alone = try SwiftScratch.lint(["A.swift": latin1])
    #expect(alone.diagnostics.contains { $0.rule == "input/syntax" && $0.severity == .error })
    // A syntax error: located, and what parses is linted.
    let broken = SwiftScratch.discarded + "func broken( {\n"
    let run = try SwiftScratch.lint(["Home.swift": Array(broken.utf8)])
    #expect(run.diagnostics.contains { $0.rule == "input/syntax" && $0.range.start.line >= 8 })
    #expect(run.diagnostics.contains { $0.rule == "lifetime/discarded" })
    // Deep nesting: bounded by the parser, no crash, no hang (`present` in a comment: a file
    // that could say nothing but which types it declares would not be parsed at all).
    let deep = "// present\nlet x = " + String(repeating: "(", count: 50_000) + "1" + String(repeating: ")", count: 50_000) + "\n"
    let deepRun = try SwiftScratch.lint(["Deep.swift": Array(deep.utf8), "Home.swift": Array(SwiftScratch.discarded.utf8)])
    #expect(deepRun.diagnostics.contains { $0.rule == "lifetime/discarded" })
    let closures = "// present\nlet x = " + String(repeating: "{ ", count: 20_000) + String(repeating: "} ", count: 20_000) + "\n"
    _ = try SwiftScratch.lint(["Closures.swift": Array(closures.utf8)])
}

@Test func extractWritesASnapshotThatLoads() throws {
    let root = SwiftFixtures.root.path
    let result = SwiftExtract.extract(["Fixtures/swift"], workingDirectory: root, jobs: 2)
    #expect(result.problems.isEmpty, "\(result.problems)")
    #expect(result.filesRead == SwiftFixtures.all.count + SwiftFixtures.appFiles.count)
    #expect(result.snapshot.contains("# Fixtures/swift/lifetime/discarded.swift:7"))
    let report = Linter.lint(Array(result.snapshot.utf8), path: "extracted.yaml")
    #expect(report.status == .ok, "\(report.diagnostics.filter { $0.rule.hasPrefix("input/") }.map(\.message))")
    #expect(!report.diagnostics.contains { $0.rule.hasPrefix("input/") })
    #expect(report.diagnostics.contains { $0.rule == "lifetime/discarded" })
}

/// One fact walk over `bytes`, as the front end runs it with these settings.
private func collectedFacts(_ bytes: [UInt8], skipsBodies: Bool = false, words: FileWords? = nil) -> FileFacts {
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    let collector = FactCollector(lines: LineTable(bytes), skipsBodies: skipsBodies, words: words)
    collector.walk(tree)
    collector.finish()
    return collector.facts
}

/// A file with no word any body fact is matched on is walked for its declarations only
/// (`FactCollector.skipsBodies`): the index must learn the same types and stored properties.
@Test func declarationsOnlyWalkKeepsTheIndexFacts() throws {
    let source = """
        import UIKit

        class ProfileContainer: UIViewController, Editable {
            let header = HeaderViewController()
            var rows: [Row] = []
            lazy var footer: FooterView = { FooterView(frame: .zero) }()
            var title2: String { "x" }
            static let shared = ProfileContainer()
            init() { super.init(nibName: nil, bundle: nil); rows = [] }
            func reload() { rows.removeAll(); let local = 3; print(local) }
            deinit { rows = [] }
        }
        extension ProfileContainer: Sendable {
            struct Row { var name: String }
            func helper() -> Int { 1 }
        }
        enum Mode { case a, b }
        """
    let bytes = Array(source.utf8)
    #expect(!FileWords(bytes).mentions(anyOf: FactCollector.bodyWords))
    let full = collectedFacts(bytes), declarations = collectedFacts(bytes, skipsBodies: true)
    #expect(declarations.types.map(\.name) == full.types.map(\.name))
    #expect(declarations.types.map(\.inherited) == full.types.map(\.inherited))
    #expect(declarations.types.map { $0.storedProperties.mapValues { $0 ?? "?" } } == full.types.map { $0.storedProperties.mapValues { $0 ?? "?" } })
    #expect(declarations.presents.isEmpty && full.presents.isEmpty)
}

/// An observation token dropped (`token = nil`) in a file walked for its declarations only:
/// unseen, so taken as stopping the observation, never reported as running on.
@Test func skippedBodiesNeverMakeAnObserverRunOn() throws {
    let observing = """
        final class CheckoutViewController: UIViewController {
            var observation: ModalListObservationLifetime?
            func startCheckout() {
                observation = modalListObserver.observe(CheckoutModalsWorkflow()) { [weak self] output in
                    self?.finish(output)
                }
            }
        }
        """
    let dropping = """
        extension CheckoutViewController {
            func finish(_ output: CheckoutModalsWorkflow.Output) { observation = nil }
        }
        """
    #expect(!FileWords(Array(dropping.utf8)).mentions(anyOf: FactCollector.bodyWords))
    let alone = try SwiftScratch.lint(["Checkout.swift": Array(observing.utf8)])
    #expect(alone.diagnostics.map(\.rule).contains("lifetime/observer-not-stopped"))
    let both = try SwiftScratch.lint(["Checkout.swift": Array(observing.utf8), "Checkout+Finish.swift": Array(dropping.utf8)])
    #expect(!both.diagnostics.map(\.rule).contains("lifetime/observer-not-stopped"))
}

/// In a file that holds body words, a member's body is walked only when one starts inside it
/// (`FileWords.bodyMention`), and one whose only word is `nil` is read at each `name = nil`:
/// the facts must be those of walking every body.
@Test func bodiesWithoutWordsAreSkippedWithoutLosingFacts() throws {
    let source = """
        import UIKit

        final class InboxViewController: UIViewController {
            var observation: ModalListObservationLifetime?
            var rows: [Row] = []
            var selection: Row? { didSet { rows.removeAll() } }
            func start() {
                observation = modalListObserver.observe(InboxModals()) { _ in }
                let editor = EditorViewController()
                present(editor, animated: true)
            }
            func stop() { observation = nil }
            func stopLater() { observation = // dropped
                nil }
            var other: Any? = nil
            func reset() {
                DispatchQueue.main.async { self.other = nil }
                if rows.isEmpty, selection == nil { selection = (nil) ; selection = nil }
            }
            func compare() -> Bool { observation != nil && rows.enumerated().count > 0 }
            func makeLocal() {
                class Local: UIViewController {}
                _ = Local()
            }
            func rename() { rows = [] }
        }
        extension ModalPresentationStyleProvider {
            static var sheet: ModalPresentationStyleProvider { ModalPresentationStyleProvider { SheetStyle() } }
        }
        """
    let bytes = Array(source.utf8)
    let full = collectedFacts(bytes), skipping = collectedFacts(bytes, words: FileWords(bytes))
    #expect(FileWords(bytes).mentions(anyOf: FactCollector.bodyWords))
    #expect(skipping.types.map(\.name) == full.types.map(\.name))
    #expect(full.types.map(\.name).contains("Local"))
    #expect(skipping.types.map(\.propertiesSetToNil) == full.types.map(\.propertiesSetToNil))
    #expect(full.types.first?.propertiesSetToNil == ["observation", "other", "selection"])
    #expect(skipping.types.map(\.stopsObserving) == full.types.map(\.stopsObserving))
    #expect(skipping.types.map { $0.storedProperties.mapValues { $0 ?? "?" } } == full.types.map { $0.storedProperties.mapValues { $0 ?? "?" } })
    #expect(skipping.types.map(\.sizes.providerStatics) == full.types.map(\.sizes.providerStatics))
    #expect(skipping.presents.count == full.presents.count && full.presents.count == 1)
    #expect(skipping.observers.count == full.observers.count && full.observers.count == 1)
    #expect(String(describing: skipping.presents) == String(describing: full.presents))
}

/// Which `nil`s and type keywords make a body worth walking.
@Test func bodyWordsCountOnlyWhereTheyCanStartAFact() {
    func walked(_ body: String) -> Bool {
        let text = "func f() { \(body) }"
        return FileWords(Array(text.utf8)).bodyMention(in: 0..<text.utf8.count) != .none
    }
    #expect(walked("token = nil"))
    #expect(walked("self.token =\n    nil"))
    #expect(walked("token = /* later */ nil"))
    #expect(!walked("if token != nil { return }"))
    #expect(!walked("return token == nil"))
    #expect(!walked("guard x >= 1 else { return nil }; let y = z ?? nil"))
    #expect(walked("struct Local {}"))
    #expect(!walked("for (i, row) in rows.enumerated() { print(i, row) }"))
    #expect(!walked("let kind = object.classForCoder"))
    #expect(walked("present(editor, animated: true)"))
    #expect(walked("editor.presentationController?.delegate = self"))
    #expect(!walked("let location = presentationLocation; let view = UIViewRepresentableBox()"))
}

/// The word scan (`FileWords`) finds each word wherever it occurs, as a plain search does:
/// at the start and end of the text, overlapping another, beside lookalike prefixes; and
/// nothing in texts shorter than any word. A whole-identifier word (`render`, `link`) counts
/// only where no identifier byte touches it.
@Test func fileWordsFindWhatAPlainSearchFinds() {
    let lists = [FileWords.bodyWords, FactCollector.bodyWords, FileWords.renderWords, FileWords.searchWords,
                 FileWords.swiftUIWords, FileWords.swiftUIMethodWords, FileWords.commentWords]
    let words = lists.flatMap { $0 }.map { $0.withUTF8Buffer { Array($0) } }
    // Prefixes of words and common pairs, so that the filter's near misses get compared too.
    let noise = words.map { Array($0.prefix(max(1, $0.count - 1))) } + ["re", "st", "in", " ", "\n", "=", "é"].map { Array($0.utf8) }
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
    }
    func contains(_ text: [UInt8], _ word: [UInt8], whole: Bool) -> Bool {
        guard text.count >= word.count else { return false }
        func identifierByte(_ at: Int) -> Bool {
            at >= 0 && at < text.count && (text[at] == UInt8(ascii: "_") || text[at] >= 0x80 || (text[at] >= 0x30 && text[at] <= 0x39)
                || ((text[at] | 0x20) >= 0x61 && (text[at] | 0x20) <= 0x7A))
        }
        return (0...(text.count - word.count)).contains {
            text[$0..<$0 + word.count].elementsEqual(word) && (!whole || (!identifierByte($0 - 1) && !identifierByte($0 + word.count)))
        }
    }
    let wholeWords = FileWords.wholeIdentifierWords.map { $0.withUTF8Buffer { Array($0) } }
    for round in 0..<300 {
        var text: [UInt8] = []
        for _ in 0..<(round % 12) {
            text += next(3) == 0 ? words[next(words.count)] : noise[next(noise.count)]
        }
        let scanned = FileWords(text)
        for word in lists.flatMap({ $0 }) {
            let bytes = word.withUTF8Buffer { Array($0) }
            #expect(scanned.mentions(anyOf: [word]) == contains(text, bytes, whole: wholeWords.contains(bytes)),
                    "\(word) in \(String(decoding: text, as: UTF8.self))")
        }
    }
    #expect(!FileWords(Array("ni".utf8)).mentions(anyOf: ["nil"]))
    #expect(FileWords(Array("nil".utf8)).mentions(anyOf: ["nil"]))
    #expect(FileWords(Array("f(link: a)".utf8)).mentions(anyOf: ["link"]))
    #expect(!FileWords(Array("hyperlink linked".utf8)).mentions(anyOf: ["link"]))
}

/// `sourceText`, which the collectors read names with, is `text` made without forming the
/// token's kind: the same string for every token of every Swift fixture (keywords, escaped
/// identifiers, literals, operators, missing tokens of a broken file).
@Test func tokenSourceTextIsItsText() throws {
    var tokens = 0
    let broken = Array("class A { func f( { let `class` = 0x1F; present(x, animated: true".utf8)
    var sources = [broken]
    for path in SwiftFixtures.all {
        sources.append(Array(try Data(contentsOf: SwiftFixtures.root.appendingPathComponent(path))))
    }
    for bytes in sources {
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        for token in tree.tokens(viewMode: .all) {
            #expect(token.sourceText == token.text)
            tokens += 1
        }
    }
    #expect(tokens > 1_000)  // the fixtures were read
}

/// A view controller's view added without addChild(_:) is a `host/broken-containment` only in
/// a run that uses swift-modals: without it no modal host is looked for (pocket-casts-ios'
/// mini player, which presents nothing from itself). The module may be named in any file,
/// parsed or not.
@Test func brokenContainmentNeedsSwiftModalsInTheRun() throws {
    let pager = Array("""
        final class PagerViewController: UIViewController {
            let page = PageViewController()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(page.view)
            }
        }
        final class PageViewController: UIViewController {}

        """.utf8)
    let without = try SwiftScratch.lint(["Pager.swift": Array("import UIKit\n".utf8) + pager])
    #expect(without.diagnostics.isEmpty, "\(without.diagnostics.map(\.message))")
    // Named by another file, one whose words leave it unparsed.
    let with = try SwiftScratch.lint(["Pager.swift": pager, "Modals+App.swift": Array("import Modals\n\nstruct Theme {}\n".utf8)])
    #expect(with.diagnostics.map(\.rule) == ["host/broken-containment"])
    // `Modals` inside another name is not the module.
    let lookalike = try SwiftScratch.lint(["Pager.swift": Array("import ModalsKit\n".utf8) + pager])
    #expect(lookalike.diagnostics.isEmpty)
}

/// Source is judged on iPad unless the configuration names the device: an iPhone-only app's
/// action sheet never becomes a popover (AltStore), and `extract` writes the device it was told.
@Test func swiftSourceIsJudgedOnTheConfiguredDevice() throws {
    let share = Array("""
        import UIKit
        final class SettingsViewController: UIViewController {
            func showOptions() {
                let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                present(sheet, animated: true)
            }
        }

        """.utf8)
    #expect(try SwiftScratch.lint(["Settings.swift": share]).diagnostics.map(\.rule) == ["uikit/popover-without-anchor"])
    var phone = Configuration()
    phone.environmentDefaults.idiom = .phone
    #expect(try SwiftScratch.lint(["Settings.swift": share], configuration: phone).diagnostics.isEmpty)
    var pad = Configuration()
    pad.environmentDefaults.idiom = .pad
    #expect(try SwiftScratch.lint(["Settings.swift": share], configuration: pad).diagnostics.map(\.rule) == ["uikit/popover-without-anchor"])

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-extract-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try Data(share).write(to: directory.appendingPathComponent("Settings.swift"))
    #expect(SwiftExtract.extract([directory.path], workingDirectory: directory.path).snapshot.contains("environment: {idiom: pad}"))
    #expect(SwiftExtract.extract([directory.path], workingDirectory: directory.path, configuration: phone).snapshot
        .contains("environment: {idiom: phone}"))
}

/// A subscript's body is a member like a method's: its findings are keyed by it in baselines,
/// not by `(top level)`, which every file's top-level code shares.
@Test func swiftSubscriptsAreMembersInLogicalLocations() throws {
    let source = """
        import Modals

        final class HomeViewController: UIViewController {
            subscript(index: Int) -> Int {
                modalPresenter.present(PromoViewController(), style: .card)
                return index
            }
            subscript(at index: Int, name: String) -> Int {
                get {
                    modalPresenter.present(PromoViewController(), style: .card)
                    return index
                }
            }
        }

        """
    let run = try SwiftScratch.lint(["Home.swift": Array(source.utf8)])
    #expect(run.diagnostics.map(\.logicalLocation).sorted() == [
        "Swift:HomeViewController.subscript(_:)/lifetime/discarded",
        "Swift:HomeViewController.subscript(at:_:)/lifetime/discarded",
    ], "\(run.diagnostics.map(\.logicalLocation))")
}
