import Foundation
import Testing
@testable import ModalLint

/// The two-thread load (`SnapshotPipeline`) must give exactly what the one-thread load
/// gives: the same diagnostics, the same findings, whatever the batch size.
enum PipelineComparison {
    static func batch(_ bytes: [UInt8]) -> (diagnostics: [Diagnostic], findings: [Diagnostic]?) {
        let loaded = YAMLLoader.load(bytes, limits: .default)
        guard let document = loaded.document else { return (loaded.diagnostics, nil) }
        let decoded = SnapshotDecoder.decode(document)
        return (loaded.diagnostics + decoded.diagnostics, decoded.snapshot.map { Linter.check($0) })
    }

    static func pipelined(_ bytes: [UInt8], batchSize: Int)
        -> (diagnostics: [Diagnostic], findings: [Diagnostic]?, streamed: Bool)
    {
        let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: .default, batchSize: batchSize)
        let (loaded, decoded, streamed) = (outcome.loaded, outcome.decoded, outcome.readWhileParsing)
        guard let decoded else { return (loaded.diagnostics, nil, false) }
        return (loaded.diagnostics + decoded.diagnostics, decoded.snapshot.map { Linter.check($0) }, streamed)
    }

    /// The model's shape, every link and place: what the bottom-up read must give exactly.
    static func structure(_ snapshot: Snapshot) -> [String] {
        var lines = snapshot.controllers.enumerated().map { index, vc in
            "\(index) \(vc.className) \(vc.attachment) c\(vc.children) p\(vc.presented ?? -1) m\(vc.modals) "
                + "t\(vc.toasts) o\(vc.observers.map(\.modals)) id \(vc.id ?? "-") \(vc.range) \(vc.presentation != nil)"
        }
        lines += snapshot.windows.map { "window \($0.id ?? "-") root \($0.root) \($0.range)" }
        lines += snapshot.ids.sorted { $0.key < $1.key }.map { "id \($0.key) = \($0.value)" }
        return lines
    }

    static func structures(_ bytes: [UInt8], batchSize: Int) -> (batch: [String]?, pipelined: [String]?, streamed: Bool) {
        let batch = YAMLLoader.load(bytes, limits: .default).document
            .flatMap { SnapshotDecoder.decode($0).snapshot }.map(structure)
        let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: .default, batchSize: batchSize)
        return (batch, outcome.decoded?.snapshot.map(structure), outcome.readWhileParsing)
    }

    /// Every place a controller can have, with keys in an order other than the decoder's
    /// (observers before toasts, `presented` before `children`), nested.
    static let everyPlace = """
        modallint: 1
        windows:
          - id: main
            root:
              class: ModalHostContainerViewController
              host: true
              presented:
                class: SheetViewController
                style: pageSheet
                children:
                  - class: InnerViewController
                    id: inner
                presented:
                  class: AlertViewController
                  style: overFullScreen
              children:
                - class: ListViewController
                  id: list
                  observers:
                    - workflow: FirstWorkflow
                      modals:
                        - {class: FirstModal, style: card}
                        - class: SecondModal
                          style: card
                          children: [{class: ModalChild}]
                    - workflow: SecondWorkflow
                      modals: [{class: ThirdModal, style: card}]
                  toasts:
                    - {class: ToastViewController, style: card}
                  modals:
                    - class: EditViewController
                      style: card
                      modals: [{class: NestedModal, style: card}]
                - class: DetailViewController
                  id: detail
          - level: 2
            root:
              children:
                - {class: A}
                - {class: B, children: [{class: C}, {class: D}]}
              class: OverlayViewController
          - root: {class: Empty}
        calls:
          - present: CallViewController
            from: list
            via: modals
            style: card

        """

    /// A snapshot of `windows` windows, each a host with `children` children that present
    /// modals (some with ids that calls use), like the benchmark's, written here so the test
    /// needs no generator.
    static func snapshot(windows: Int, children: Int, extra: String = "", windowsLast: Bool = false) -> [UInt8] {
        var head = "modallint: 1\nname: pipeline\nenvironment:\n  sdk: 17\n"
        head += "styles:\n  bottomCard:\n    sizing: content\n    usesPreferredContentSize: true\n"
        var text = windowsLast ? "" : head
        text += "windows:\n"
        for window in 0..<windows {
            text += "  - id: w\(window)\n    level: \(window)\n    root:\n      class: ModalHostContainerViewController\n"
            text += "      host: true\n      children:\n"
            for child in 0..<children {
                text += "        - class: Screen\(child % 7)ViewController\n          id: s\(window)-\(child)\n"
                if child % 3 == 0 {
                    text += "          modals:\n            - class: Sheet\(child % 5)\n              style: bottomCard\n"
                    text += "              preferredContentSize: [320, 200]\n"
                }
            }
        }
        if windowsLast { text += head }
        text += "calls:\n  - present: CallViewController\n    from: s0-1\n    via: modals\n    style: card\n"
        text += extra
        return Array(text.utf8)
    }
}

@Test("pipelined load equals the one-thread load on every fixture", arguments: Fixtures.all)
func pipelineMatchesFixtures(_ path: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
    let expected = PipelineComparison.batch(bytes)
    for batchSize in [1, 3, 2_048] {
        let got = PipelineComparison.pipelined(bytes, batchSize: batchSize)
        #expect(got.diagnostics == expected.diagnostics, "\(path), batches of \(batchSize)")
        #expect(got.findings == expected.findings, "\(path), batches of \(batchSize)")
    }
}

@Test("a large snapshot's windows are read while it is parsed, with the same result")
func pipelineStreamsWindows() {
    let bytes = PipelineComparison.snapshot(windows: 4, children: 150)
    let expected = PipelineComparison.batch(bytes)
    #expect(expected.findings != nil)
    for batchSize in [1, 7, 2_048] {
        let got = PipelineComparison.pipelined(bytes, batchSize: batchSize)
        #expect(got.streamed, "batches of \(batchSize)")
        #expect(got.diagnostics == expected.diagnostics)
        #expect(got.findings == expected.findings)
    }
    // Through the linter, above the size where it uses two threads.
    let large = PipelineComparison.snapshot(windows: 3, children: 1_200)
    #expect(large.count >= YAMLPipeline.minimumBytes)
    let report = Linter.lint(large, path: "large.yaml")
    let loaded = YAMLLoader.load(large, limits: .default)
    let decoded = SnapshotDecoder.decode(loaded.document!)
    #expect(report.status == .ok)
    #expect(report.diagnostics.count == Linter.check(decoded.snapshot!).count)
}

@Test("controllers read bottom-up as they close make exactly the decoder's model")
func pipelineBottomUpMatchesDecoder() throws {
    for batchSize in [1, 2, 7, 2_048] {
        let got = PipelineComparison.structures(Array(PipelineComparison.everyPlace.utf8), batchSize: batchSize)
        #expect(got.streamed, "batches of \(batchSize)")
        #expect(got.batch != nil)
        #expect(got.pipelined == got.batch, "batches of \(batchSize)")
    }
    var streamed = 0
    for path in Fixtures.all {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        let got = PipelineComparison.structures(bytes, batchSize: 3)
        #expect(got.pipelined == got.batch, "\(path)")
        if got.streamed { streamed += 1 }
    }
    #expect(streamed > 50)
    // An anchored view controller (no alias uses it) is read bottom-up like any other.
    let anchored = PipelineComparison.everyPlace.replacingOccurrences(
        of: "- class: DetailViewController", with: "- &detail\n          class: DetailViewController")
    #expect(anchored != PipelineComparison.everyPlace)
    let got = PipelineComparison.structures(Array(anchored.utf8), batchSize: 2)
    #expect(got.streamed)
    #expect(got.batch != nil)
    #expect(got.pipelined == got.batch)
}

@Test("a mapping under a controller's key where the decoder reads no controller leaves the file to it")
func pipelineBottomUpFallsBackOnMisplacedControllers() {
    let cases: [(String, String, String)] = [
        // `presented` inside `searchController`: not a view controller there.
        ("nested under another key", "- class: DetailViewController",
         "- class: DetailViewController\n          searchController: {active: true, presented: {class: X}}"),
        // A `children` item that is a scalar, next to ones that are controllers.
        ("an item that is no controller", "children: [{class: C}, {class: D}]", "children: [{class: C}, plain]"),
        // A window whose root is not a mapping.
        ("a root that is no mapping", "root: {class: Empty}", "root: Empty"),
    ]
    for (name, old, new) in cases {
        let text = PipelineComparison.everyPlace.replacingOccurrences(of: old, with: new)
        #expect(text != PipelineComparison.everyPlace, "\(name)")
        let bytes = Array(text.utf8)
        let expected = PipelineComparison.batch(bytes)
        #expect(!expected.diagnostics.isEmpty, "\(name)")
        for batchSize in [1, 2_048] {
            let got = PipelineComparison.pipelined(bytes, batchSize: batchSize)
            #expect(!got.streamed, "\(name)")
            #expect(got.diagnostics == expected.diagnostics, "\(name), batches of \(batchSize)")
            #expect(got.findings == expected.findings, "\(name), batches of \(batchSize)")
        }
    }
}

@Test("what the streamed read cannot vouch for is read again, as without the pipeline")
func pipelineFallsBack() {
    let cases: [(String, [UInt8])] = [
        // `environment` and `styles` after `windows`: decode reads them first.
        ("head keys after windows", PipelineComparison.snapshot(windows: 3, children: 20, windowsLast: true)),
        // A schema error inside a window.
        ("error in a window", Array(String(decoding: PipelineComparison.snapshot(windows: 3, children: 20), as: UTF8.self)
            .replacingOccurrences(of: "level: 1\n", with: "level: high\n").utf8)),
        // An alias: reading it charges the expansion budget.
        ("alias", PipelineComparison.snapshot(windows: 3, children: 20, extra: "workflows:\n  - name: &n Flow\n    renders: []\n  - name: *n\n    renders: []\n")),
        // A syntax error after the first windows.
        ("syntax error", PipelineComparison.snapshot(windows: 3, children: 20, extra: "swiftui: [\n")),
        // An unknown top-level key.
        ("unknown key", PipelineComparison.snapshot(windows: 3, children: 20, extra: "windowz: []\n")),
    ]
    // A duplicate key is the loader's error, and the decoder reads the first `windows` either way.
    let duplicate = PipelineComparison.snapshot(windows: 3, children: 20, extra: "windows: []\n")
    #expect(PipelineComparison.pipelined(duplicate, batchSize: 4).diagnostics == PipelineComparison.batch(duplicate).diagnostics)
    for (name, bytes) in cases {
        let expected = PipelineComparison.batch(bytes)
        for batchSize in [1, 5, 2_048] {
            let got = PipelineComparison.pipelined(bytes, batchSize: batchSize)
            #expect(!got.streamed, "\(name)")
            #expect(got.diagnostics == expected.diagnostics, "\(name), batches of \(batchSize)")
            #expect(got.findings == expected.findings, "\(name), batches of \(batchSize)")
        }
    }
}

@Test("the calls are read while parsing when they follow the windows; otherwise as before, with the same result")
func pipelineReadsCallsWhileParsing() {
    let base = String(decoding: PipelineComparison.snapshot(windows: 3, children: 40), as: UTF8.self)
    let calls = String(base[base.range(of: "calls:\n")!.lowerBound...])
    let withoutCalls = String(base.dropLast(calls.count))
    let cases: [(name: String, text: String, readWhileParsing: Bool)] = [
        ("after the windows", base, true),
        ("several, one presenting a view controller written out",
         base + "  - dismiss: s1-2\n  - present: {class: Inline, children: [{class: Child}]}\n    from: s2-3\n"
            + "    via: modals\n    style: bottomCard\n  - remove: s0-4\n", true),
        ("before the windows", withoutCalls.replacingOccurrences(of: "windows:\n", with: calls + "windows:\n"), false),
        ("an unknown id", base + "  - dismiss: nobody\n", false),
        ("a key that does not apply", base + "  - dismiss: s0-1\n    via: modals\n", false),
        ("then a second calls key", base + "calls: []\n", true),
        ("not a sequence", withoutCalls + "calls: {present: A}\n", false),
    ]
    for (name, text, readWhileParsing) in cases {
        let bytes = Array(text.utf8)
        let expected = PipelineComparison.batch(bytes)
        for batchSize in [1, 7, 2_048] {
            let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: .default, batchSize: batchSize)
            #expect(outcome.callsReadWhileParsing == readWhileParsing, "\(name), batches of \(batchSize)")
            let got = PipelineComparison.pipelined(bytes, batchSize: batchSize)
            #expect(got.diagnostics == expected.diagnostics, "\(name), batches of \(batchSize)")
            #expect(got.findings == expected.findings, "\(name), batches of \(batchSize)")
        }
    }
    // More calls than the limit: reported as `decode` reports it, before any call is read.
    var limits = LoaderLimits.default
    limits.maxCalls = 2
    let bytes = Array((base + "  - dismiss: s0-2\n  - dismiss: s0-3\n").utf8)
    let document = YAMLLoader.load(bytes, limits: limits).document!
    let expected = SnapshotDecoder.decode(document, limits: limits)
    #expect(expected.diagnostics.map(\.message) == ["3 calls; the limit is 2"])
    for batchSize in [1, 2_048] {
        let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: limits, batchSize: batchSize)
        #expect(!outcome.callsReadWhileParsing)
        #expect(outcome.decoded?.diagnostics == expected.diagnostics)
    }
}

@Test("the pipeline keeps every loader limit")
func pipelineKeepsLimits() {
    var limits = LoaderLimits.default
    limits.maxDepth = 5
    limits.maxNodes = 500
    limits.maxScalarBytes = 10
    let bytes = PipelineComparison.snapshot(windows: 3, children: 50)
    let expected = YAMLLoader.load(bytes, limits: limits)
    for batchSize in [1, 2_048] {
        let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: limits, batchSize: batchSize)
        let (loaded, decoded) = (outcome.loaded, outcome.decoded)
        #expect(loaded.document == nil)
        #expect(decoded.map { _ in true } == nil)
        #expect(loaded.diagnostics == expected.diagnostics)
    }
}

@Test("giving memory back while loading changes nothing: the same report, or the file read again")
func pipelineReleasingMemoryMatches() {
    func large(_ extra: String = "", windowsLast: Bool = false, replacing: (String, String)? = nil) -> [UInt8] {
        var text = String(decoding: PipelineComparison.snapshot(windows: 4, children: 900, extra: extra,
                                                                windowsLast: windowsLast), as: UTF8.self)
        if let (old, new) = replacing { text = text.replacingOccurrences(of: old, with: new) }
        return Array(text.utf8)
    }
    // Calls enough for whole pages of their tree to be given back as they are read.
    let manyCalls = (0..<3_000).map { index in
        "  - present: {class: Sheet\(index % 5), id: c\(index)}\n    from: s\(index % 4)-\(index % 900)\n    via: uikit\n"
            + "  - dismiss: c\(index)\n"
    }.joined()
    let cases: [(String, [UInt8])] = [
        ("clean", large()),
        ("many calls", large(manyCalls)),
        // The last call's error stops the streamed read after the others' tree was given back.
        ("many calls, the last one wrong", large(manyCalls + "  - dismiss: nobody\n")),
        ("head keys after windows", large(windowsLast: true)),
        ("error in a window", large(replacing: ("level: 2\n", "level: high\n"))),
        ("alias", large("workflows:\n  - name: &n Flow\n    renders: []\n  - name: *n\n    renders: []\n")),
        ("anchor in a window", large(replacing: ("id: s1-5\n", "id: &a s1-5\n"))),
        ("syntax error", large("swiftui: [\n")),
        ("tab", large("calls2:\n\t- x\n")),
        ("unknown key", large("windowz: []\n")),
        ("duplicate key", large("windows: []\n")),
        ("suppression comment", large("# modallint: disable host/uikit-presentation -- tested\n")),
    ]
    for (name, bytes) in cases {
        #expect(bytes.count >= YAMLPipeline.minimumBytes, "\(name)")
        let expected = Linter.lint(bytes, path: "big.yaml")
        var rereads = 0
        let got = Linter.lint(bytes, path: "big.yaml", reread: { rereads += 1; return bytes })
        #expect(got.status == expected.status, "\(name)")
        #expect(got.diagnostics == expected.diagnostics, "\(name)")
        #expect(got.suppressed == expected.suppressed, "\(name)")
        // Only what the streamed read cannot finish reads the file again (a duplicate top-level
        // key is the loader's, found among the keys, which are never given back).
        let finishes = ["clean", "many calls", "suppression comment", "anchor in a window", "duplicate key"].contains(name)
        #expect((rereads == 0) == finishes,
                "\(name): read \(rereads) more times")
    }
    // The file went away before it could be read again: said, not guessed.
    let gone = Linter.lint(large("swiftui: [\n"), path: "big.yaml", reread: { nil })
    #expect(gone.status == .invalid)
    #expect(gone.diagnostics.map(\.rule) == ["input/io"])
}

/// Rules on two threads (`RuleLanes`) find what they find on one, in the same order, and a
/// model freed on another thread or kept until the exit (`BackgroundRelease`) changes no
/// report. (Named `parallel...` so that scripts/sanitizers runs it under TSan.)
@Test func parallelRuleLanesAndBackgroundReleaseChangeNothing() throws {
    var compared = 0
    for path in Fixtures.all {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        guard let document = YAMLLoader.load(bytes, limits: .default).document,
              let snapshot = SnapshotDecoder.decode(document).snapshot else { continue }
        let one = Linter.runRules(snapshot, configuration: Configuration(), lanes: 1)
        let two = Linter.runRules(snapshot, configuration: Configuration(), lanes: 2, minimumControllers: 0)
        #expect(one == two, "\(path)")
        compared += 1
    }
    #expect(compared > 50)
    let large = PipelineComparison.snapshot(windows: 2, children: 2_500)
    let document = try #require(YAMLLoader.load(large, limits: .default).document)
    let snapshot = try #require(SnapshotDecoder.decode(document).snapshot)
    #expect(snapshot.controllers.count >= RuleLanes.minimumControllers)
    let one = Linter.runRules(snapshot, configuration: Configuration(), lanes: 1)
    #expect(!one.isEmpty)
    #expect(Linter.runRules(snapshot, configuration: Configuration()) == one)
    let here = Linter.lint(large, path: "large.yaml")
    for release in [ModelRelease.background, .leftToExit] {
        let elsewhere = Linter.lint(large, path: "large.yaml", modelRelease: release)
        #expect(elsewhere.diagnostics == here.diagnostics)
        #expect(elsewhere.status == here.status)
    }
}

/// The replay up to the calls, computed on its own thread from the snapshot as it was once its
/// view controllers were read (`Linter.startReplayBeforeCalls`) and carried on through the calls
/// of the finished snapshot, gives every rule what the replay of the finished snapshot gives.
/// Every fixture, streamed with the threshold at zero; and a large file the way `lint` reads it.
/// (Named `parallel...` so that scripts/sanitizers runs it under TSan.)
@Test func parallelReplayBeforeCallsChangesNothing() throws {
    var started = 0
    for path in Fixtures.all {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        let task = BackgroundTask<PresentationReplay>()
        var handedOver: Snapshot?
        let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: .default, whenControllersAreRead: {
            handedOver = $0
            Linter.startReplayBeforeCalls($0, in: task, minimumControllers: 0)
        })
        guard let snapshot = outcome.decoded?.snapshot, outcome.readWhileParsing else {
            _ = task.take()
            continue
        }
        // The calls are named as they are read, before the hand-over (workflows and SwiftUI
        // presenters come after it).
        if let handedOver { #expect(handedOver.calls.indices.map(handedOver.callName) == snapshot.calls.indices.map(snapshot.callName), "\(path)") }
        let expected = Linter.runRules(snapshot, configuration: Configuration(), lanes: 1)
        let carried = Linter.runRules(snapshot, configuration: Configuration(), lanes: 1, replayBeforeCalls: task)
        #expect(carried == expected, "\(path)")
        if handedOver != nil { started += 1 }
        #expect(task.take() == nil, "\(path): the replay is taken once")
    }
    #expect(started > 50)

    let large = PipelineComparison.snapshot(windows: 2, children: 2_500)
    let loaded = Linter.load(large, configuration: Configuration(), scanningComments: true, forChecking: true)
    let snapshot = try #require(loaded.snapshot)
    #expect(snapshot.controllers.count >= RuleLanes.minimumControllers)
    let task = try #require(loaded.replayBeforeCalls)
    let expected = Linter.runRules(snapshot, configuration: Configuration(), lanes: 1)
    #expect(!expected.isEmpty)
    #expect(Linter.runRules(snapshot, configuration: Configuration(), replayBeforeCalls: task) == expected)
    #expect(task.take() == nil)
}

/// The replay up to the calls starts as soon as the calls sequence closes, before the rest of
/// the file is parsed; should the streamed read then be dropped (here an alias after the calls),
/// that replay is not used. (Named `parallel...` so that scripts/sanitizers runs it under TSan.)
@Test func parallelReplayStartsOnceCallsCloseAndIsDroppedWithTheRead() throws {
    let alias = "swiftui:\n  roots:\n    - type: window\n      id: &r containers\n      level: 1\n"
        + "  links:\n    - type: window\n      root: *r\n      id: photo_picker\n"
    let bytes = PipelineComparison.snapshot(windows: 2, children: 2_500, extra: alias)
    let expected = PipelineComparison.batch(bytes)
    #expect(expected.diagnostics.isEmpty)
    var handedOn = 0
    let outcome = SnapshotPipeline.load(bytes, defaults: .init(), limits: .default, whenControllersAreRead: { _ in
        handedOn += 1
    })
    // Handed on when the calls closed: the alias, read later, makes `decode` read it all again.
    #expect(handedOn == 1)
    #expect(!outcome.readWhileParsing)
    let loaded = Linter.load(bytes, configuration: Configuration(), scanningComments: true, forChecking: true)
    #expect(loaded.replayBeforeCalls == nil)
    let snapshot = try #require(loaded.snapshot)
    #expect(Linter.check(snapshot) == expected.findings)

    // Without the alias the replay handed on is the one the rules carry on.
    let plain = PipelineComparison.snapshot(windows: 2, children: 2_500,
                                            extra: alias.replacingOccurrences(of: "&r ", with: "").replacingOccurrences(of: "*r", with: "containers"))
    let streamed = Linter.load(plain, configuration: Configuration(), scanningComments: true, forChecking: true)
    let task = try #require(streamed.replayBeforeCalls)
    let streamedSnapshot = try #require(streamed.snapshot)
    #expect(Linter.runRules(streamedSnapshot, configuration: Configuration(), replayBeforeCalls: task)
        == Linter.runRules(streamedSnapshot, configuration: Configuration(), lanes: 1))
}

@Test("scalars whose bytes outgrow the file's size (escapes that expand) are kept whole")
func scalarBytesBeyondTheReservedRoom() throws {
    // `\L` (U+2028) is two bytes of text and three of value: the values outgrow the room the
    // document reserves from the file's size, and the array grows.
    let escapes = String(repeating: "\\L", count: 5_000)
    let text = "a: \"\(escapes)\"\nb: \"\(escapes)x\"\n"
    let loaded = YAMLLoader.load(Array(text.utf8), limits: .default)
    let document = try #require(loaded.document)
    #expect(document.scalarByteCount > text.utf8.count)
    let pairs = document.pairs(try #require(document.root))
    let expected = String(repeating: "\u{2028}", count: 5_000)
    #expect(pairs.map { document.scalar($0.key) } == ["a", "b"])
    #expect(pairs.map { document.scalar($0.value) } == [expected, expected + "x"])
}

/// A large snapshot loaded for checking leaves its calls unnamed, and the checking context names
/// them beside the replay (`Linter.load`'s `forChecking`): the names, repeated ones with their ` (2)`,
/// and so every finding's logical location, are the one-thread decode's. (Named `parallel...` so
/// that scripts/sanitizers runs it under TSan.)
@Test func parallelCallNamesInTheContextMatchTheDecoder() throws {
    let base = String(decoding: PipelineComparison.snapshot(windows: 2, children: 2_500), as: UTF8.self)
    // Calls that read the same (the second and third dismissals of one view controller, two
    // presents of one class from one place), and ones named by their own id.
    let calls = (0..<200).map { index in
        "  - present: {class: Sheet\(index % 3)}\n    from: s\(index % 2)-\(index % 7)\n    via: uikit\n"
            + "  - dismiss: s1-\(index % 5)\n"
            + (index % 10 == 0 ? "  - id: step\(index)\n    remove: s0-\(index % 11)\n" : "")
    }.joined()
    let bytes = Array((base + calls).utf8)
    #expect(bytes.count >= YAMLPipeline.minimumBytes)
    let loaded = Linter.load(bytes, configuration: Configuration(), scanningComments: false, forChecking: true)
    let unnamed = try #require(loaded.snapshot)
    #expect(!unnamed.calls.isEmpty && !unnamed.callsAreNamed)
    let context = try #require(loaded.checkingContext())
    #expect(context.snapshot.callsAreNamed)
    let decoded = try #require(SnapshotDecoder.decode(YAMLLoader.load(bytes, limits: .default).document!).snapshot)
    let names = context.snapshot.calls.indices.map(context.snapshot.callName)
    #expect(names == decoded.calls.indices.map(decoded.callName))
    #expect(names.contains { $0.hasSuffix(" (3)") } && names.contains { $0.hasPrefix("call(id: step") })
    // Every finding where it was, with the same logical location.
    #expect(Linter.runRules(context, configuration: Configuration())
        == Linter.runRules(decoded, configuration: Configuration(), lanes: 1))
}
