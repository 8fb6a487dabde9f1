import Foundation
import Testing
@testable import ModalLint

/// The engine facts behind the lifetime, render and size rules, on small snapshots.
enum EngineFacts {
    static func snapshot(_ yaml: String) throws -> Snapshot {
        let loaded = Linter.load(Array(yaml.utf8))
        return try #require(loaded.snapshot, "\(loaded.diagnostics.map(\.message))")
    }

    static func rules(_ yaml: String) -> [String] {
        Linter.lint(Array(yaml.utf8), path: "test.yaml").diagnostics.map(\.rule)
    }
}

@Test func ownershipFollowsContainmentPresentationAndCalls() throws {
    let snapshot = try EngineFacts.snapshot("""
        windows:
          - root:
              class: ModalHostContainerViewController
              id: host
              children:
                - class: HomeViewController
                  id: home
                  modals:
                    - {class: PromoViewController, id: promo, style: card}
                - {class: AccountViewController, id: account}
        calls:
          - present: {class: WizardViewController, id: wizard}
            from: promo
            via: modals
            style: card
        """)
    let ownership = Ownership(snapshot: snapshot)
    let id = { (name: String) in snapshot.ids[name]! }
    #expect(ownership.isAncestorOrSelf(id("host"), of: id("wizard")))
    #expect(ownership.isAncestorOrSelf(id("home"), of: id("wizard")))
    #expect(ownership.isAncestorOrSelf(id("promo"), of: id("promo")))
    #expect(!ownership.isAncestorOrSelf(id("account"), of: id("wizard")))
    #expect(!ownership.isAncestorOrSelf(id("wizard"), of: id("home")))
}

@Test func discardedLifetimeDetachesTheModalUntilItIsPresentedAgain() throws {
    let yaml = """
        windows:
          - root:
              class: ModalHostContainerViewController
              children: [{class: HomeViewController, id: home}]
        calls:
          - present: {class: WizardViewController, id: wizard}
            from: home
            via: modals
            style: full
            lifetime: discarded
          - present: wizard
            from: home
            via: modals
            style: full
          - present: HelpViewController
            from: wizard
            via: modals
            style: full
        """
    // The second present is on a new token and attaches the wizard: presenting from it works.
    #expect(EngineFacts.rules(yaml) == ["lifetime/discarded"])
    let replay = PresentationReplay(snapshot: try EngineFacts.snapshot(yaml))
    #expect(replay.discardedAt.isEmpty)
}

@Test func dismissalsAreCountedPerToken() {
    let presentDismissTwice = """
        windows:
          - root:
              class: ModalHostContainerViewController
              children: [{class: HomeViewController, id: home}]
        calls:
          - present: {class: EditorViewController, id: editor}
            from: home
            via: modals
            style: full
          - dismiss: editor
          - present: editor
            from: home
            via: modals
            style: full
          - dismiss: editor
          - dismiss: editor
        """
    let rules = EngineFacts.rules(presentDismissTwice)
    #expect(rules == ["lifetime/double-dismiss"])
}

@Test func renderPairsFollowTransitionsOncePerPair() throws {
    let snapshot = try EngineFacts.snapshot("""
        workflows:
          - name: W
            transitions: [[a, b], [b, a], [b, c]]
            renders:
              - {state: a, screen: A}
              - {state: b, screen: B}
              - {state: c, screen: C}
        """)
    let pairs = RenderDiff.pairs(snapshot.workflows[0])
    #expect(pairs.map { [$0.0, $0.1] } == [[0, 1], [1, 2]])
}

@Test func modalsAreMatchedByKeyAndKindFirstInFirstOut() throws {
    // Two `row` modals of one kind and one of another: the kinds pair up, nothing changes kind.
    let snapshot = try EngineFacts.snapshot("""
        workflows:
          - name: W
            renders:
              - state: a
                screen:
                  type: ModalContainer
                  base: Base
                  modals:
                    - {key: row, style: card, screen: Row}
                    - {key: row, style: card, screen: Other}
              - state: b
                screen:
                  type: ModalContainer
                  base: Base
                  modals:
                    - {key: row, style: card, screen: Other}
                    - {key: row, style: card, screen: {type: AnyScreen, content: Row}}
        """)
    let diff = RenderDiff(snapshot: snapshot)
    #expect(diff.changes.isEmpty)
    #expect(diff.duplicates.isEmpty)
}

@Test func sizeOfATopViewControllerReachesThroughForwardingContainers() throws {
    let snapshot = try EngineFacts.snapshot("""
        windows:
          - root:
              class: ModalHostContainerViewController
              children:
                - class: HomeViewController
                  modals:
                    - class: UINavigationController
                      style: card
                      children:
                        - class: WorkflowHostingController
                          children:
                            - class: DescribedViewController
                              children: [{class: Leaf, preferredContentSize: [1, 2]}]
                    - class: Chrome
                      style: card
                      children:
                        - class: Middle
                          forwardsPreferredContentSize: true
                          children: [{class: Leaf, preferredContentSize: [3, 4]}]
        """)
    let chains = SizeChains(snapshot: snapshot, replay: PresentationReplay(snapshot: snapshot))
    #expect(chains.withoutSource.isEmpty)
    let chain = try #require(chains.brokenChains.first)
    #expect(chains.brokenChains.count == 1)
    #expect(chain.links.map { snapshot.controllers[$0].className } == ["Leaf", "Middle", "Chrome"])
    #expect(snapshot.controllers[chain.breaking].className == "Chrome")
}

/// A view controller's system class, found once per class unless `is:` declares traits, is
/// the first system class it `is`.
@Test func systemClassIsTheFirstSystemClassItIs() {
    let names = ["UIAlertController", "UIKit.UIAlertController", "UIAlertController<Foo>", "MyAlert", "QLPreviewController",
                 "App.PKAddPaymentPassViewController", "UIImagePickerController", "ModalHostContainer<X>", ""]
    let traits: [[String]] = [[], ["UIActivityViewController"], ["UINavigationController"], ["QLPreviewController", "UIAlertController"]]
    for name in names {
        for declared in traits {
            var vc = ViewController(className: name, attachment: .windowRoot(window: 0), range: .fileStart)
            if !declared.isEmpty { vc.declaredTraits = declared }
            #expect(vc.systemClass == KnownClasses.system.first { vc.is($0) }, "\(name) \(declared)")
        }
    }
}

/// A replay whose lookups' memos were dropped (what the checking context keeps) answers every
/// lookup as one that kept them, over every fixture, and makes them again as it goes.
@Test func aReplayWithoutItsLookupMemosAnswersTheSame() throws {
    var compared = 0
    for path in Fixtures.all {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        guard let snapshot = Linter.load(bytes).snapshot else { continue }
        var kept = PresentationReplay(snapshot: snapshot)
        var released = kept
        released.releaseLookupMemos()
        for vc in snapshot.controllers.indices {
            var (keptHierarchy, releasedHierarchy) = (kept.hierarchy, released.hierarchy)
            #expect(keptHierarchy.host(of: vc) == releasedHierarchy.host(of: vc), "\(path) \(vc)")
            #expect(keptHierarchy.windowAbsence(of: vc) == releasedHierarchy.windowAbsence(of: vc), "\(path) \(vc)")
            #expect("\(kept.presentLookup(from: vc))" == "\(released.presentLookup(from: vc))", "\(path) \(vc)")
        }
        compared += 1
    }
    #expect(compared > 50)
}

/// A presentation's ranges, kept in 32-bit fields, read back as written, nil included, and
/// compare as they did.
@Test func presentationRangesReadBackAsWritten() {
    let range = SourceRange(start: SourcePosition(line: 70_000, column: 3), end: SourcePosition(line: 70_000, column: 4_000_000))
    var presentation = Presentation()
    #expect(presentation.styleRange == nil && presentation.lifetimeRange == nil)
    presentation.styleRange = range
    presentation.lifetimeRange = .fileStart
    #expect(presentation.styleRange == range)
    #expect(presentation.lifetimeRange == .fileStart)
    var other = Presentation()
    other.styleRange = range
    #expect(other != presentation)
    other.lifetimeRange = .fileStart
    #expect(other == presentation)
    presentation.styleRange = nil
    #expect(presentation.styleRange == nil && presentation != other)
}

/// A call keeps its ranges in 32 bits behind the same properties: each reads back as written,
/// `fromRange` nil until set and nil again when cleared.
@Test func callRangesReadBackAsWritten() {
    let range = SourceRange(start: SourcePosition(line: 70_000, column: 3), end: SourcePosition(line: 70_001, column: 4_000_000))
    let verb = SourceRange(start: SourcePosition(line: 70_000, column: 5), end: SourcePosition(line: 70_000, column: 12))
    var call = Call(action: .dismiss(controller: 3, times: 2), range: range, verbRange: verb, id: "close")
    #expect(call.range == range && call.verbRange == verb && call.fromRange == nil && call.id == "close")
    call.fromRange = verb
    call.range = .fileStart
    #expect(call.fromRange == verb && call.range == .fileStart && call.verbRange == verb)
    call.fromRange = nil
    #expect(call.fromRange == nil)
    #expect(MemoryLayout<Call>.stride < 272)
}

/// A view controller keeps its keys in bits and its rarer parts out of line; every key reads
/// back as written, whatever the others are, and a copy is not changed by a change to its original.
@Test func viewControllerKeysReadBackAsWritten() {
    let attachments: [ModalLint.Attachment] = [.windowRoot(window: 2), .child(parent: 7), .uikit(caller: 70_000),
                                     .modal(owner: 1), .toast(owner: 999_999), .call(index: 12)]
    var random = SystemRandomNumberGenerator.Seeded(seed: 72)
    for attachment in attachments {
        for _ in 0..<64 {
            var vc = ViewController(className: "App.Screen", attachment: .windowRoot(window: 0), range: .fileStart)
            let bits = random.next()
            let states = ControllerState.allCases
            let optionals: [Bool?] = [nil, false, true]
            let (isHost, viewLoaded, contained, defines) = (bits & 1 != 0, bits & 2 != 0, bits & 4 != 0, bits & 8 != 0)
            let (modal, unsaved, sheet) = (bits & 16 != 0, bits & 32 != 0, bits & 64 != 0)
            let state = states[Int(bits >> 8 % 4) % states.count]
            let inWindow = optionals[Int(bits >> 12) % 3], showsOwn = optionals[Int(bits >> 20) % 3]
            let presented: ControllerID? = bits & 128 != 0 ? Int(bits >> 32 % 500_000) : nil
            vc.attachment = attachment
            (vc.isHost, vc.viewLoaded, vc.contained, vc.definesPresentationContext) = (isHost, viewLoaded, contained, defines)
            (vc.modalInPresentation, vc.unsavedChanges, vc.actionSheet, vc.state) = (modal, unsaved, sheet, state)
            (vc.inWindow, vc.showsOwnModals, vc.presented) = (inWindow, showsOwn, presented)
            #expect(vc.attachment == attachment && vc.isHost == isHost && vc.viewLoaded == viewLoaded)
            #expect(vc.contained == contained && vc.definesPresentationContext == defines && vc.state == state)
            #expect(vc.modalInPresentation == modal && vc.unsavedChanges == unsaved && vc.actionSheet == sheet)
            #expect(vc.inWindow == inWindow && vc.showsOwnModals == showsOwn && vc.presented == presented)
        }
    }
    var vc = ViewController(className: "App.Screen", attachment: .child(parent: 0), range: .fileStart)
    #expect(vc.viewLoaded && vc.contained && vc.state == .appeared && vc.presented == nil && vc.inWindow == nil)
    let sizeRange = SourceRange(start: SourcePosition(line: 9, column: 3), end: SourcePosition(line: 9, column: 40))
    vc.id = "home"
    vc.preferredContentSize = Size(width: 0, height: 0)
    vc.setKeyRange(.preferredContentSize, sizeRange)
    vc.setKeyRange(.contained, .fileStart)
    vc.setKeyRange(.preferredContentSize, .fileStart)
    vc.modals = [4, 5]
    let copy = vc
    vc.updateDetails { $0.modals.append(6) }
    vc.observers = [Observer(workflow: "W", token: .retained, capture: .weak, stopsOnDone: true, modals: [8],
                             range: .fileStart, keyRanges: [:])]
    #expect(vc.id == "home" && vc.preferredContentSize == Size(width: 0, height: 0) && vc.hasObservers)
    #expect(vc.keyRange("preferredContentSize") == .fileStart && vc.keyRange("contained") == .fileStart)
    #expect(vc.keyRange("unsavedChanges") == nil && vc.keyRange("no such key") == nil)
    #expect(vc.modals == [4, 5, 6] && copy.modals == [4, 5] && !copy.hasObservers)
    vc.preferredContentSize = nil
    #expect(vc.preferredContentSize == nil && vc.id == "home")
}

/// A presentation's lifetime and optional ranges read back as written, and two presentations
/// are equal exactly when what they read is.
@Test func presentationKeysReadBackAsWritten() {
    let range = SourceRange(start: SourcePosition(line: 70_000, column: 3), end: SourcePosition(line: 70_001, column: 4_000_000))
    let lifetimes: [ModalLifetimeKind] = [.retained, .discarded, .retainedBy(id: "account", range: range), .retainedBy(id: "tabs", range: .fileStart)]
    for lifetime in lifetimes {
        for styleRange in [nil, range, SourceRange.fileStart] {
            var presentation = Presentation()
            presentation.lifetime = .retainedBy(id: "before", range: range)
            presentation.lifetime = lifetime
            presentation.styleRange = styleRange
            #expect(presentation.lifetime == lifetime && presentation.styleRange == styleRange && presentation.lifetimeRange == nil)
            var written = Presentation()
            written.styleRange = styleRange
            written.lifetime = lifetime
            #expect(written == presentation && written.hashValue == presentation.hashValue)
            written.lifetime = .retained
            #expect((written == presentation) == (lifetime == .retained))
        }
    }
}
