/// What a rule is, for reports, `modallint rules`, `explain`, SARIF and the man page.
public struct RuleMetadata: Sendable, Hashable {
    public var id: String
    public var severity: Severity
    /// One line: what it finds.
    public var summary: String
    /// What happens at run time and why; says so where the behaviour is inferred.
    public var explanation: String
    public var fix: String
    /// Where the fact comes from (framework source file, documentation, article).
    public var source: String
    /// A snapshot that triggers the rule and one that does not; both are tested.
    public var triggeringExample: String
    public var cleanExample: String
    /// Swift source that triggers it (the Swift front end), empty when source cannot show it.
    public var swiftExample: String

    public var family: String { String(id.prefix { $0 != "/" }) }
    public var name: String { String(id.drop { $0 != "/" }.dropFirst()) }

    public init(id: String, severity: Severity, summary: String, explanation: String, fix: String, source: String,
                triggeringExample: String, cleanExample: String, swiftExample: String = "") {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.explanation = explanation
        self.fix = fix
        self.source = source
        self.triggeringExample = triggeringExample
        self.cleanExample = cleanExample
        self.swiftExample = swiftExample
    }
}

/// A rule: static metadata and a pure check over the model and the engine's facts.
/// Rules never print and never exit; they return findings. A rule whose findings grow with the
/// snapshot (it loops over the model or the analyses) hands each to a collector as it makes it
/// (`check(_:into:)`, its `check(_:)` being `allFindings`), so that linting a file keeps only
/// those the file can report; any other rule's list is handed over when it returns.
///
/// A rule that reads every replay event or UIKit presentation does so in a `for` loop that
/// appends its findings, not with `compactMap`: the closure copied each element and handed back
/// an Optional finding, about 380 instructions an element against 35 (callgrind, 17,000 events).
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func check(_ context: LintContext) -> [Diagnostic]
    func check(_ context: LintContext, into findings: inout FindingCollector)
}

extension Rule {
    public func check(_ context: LintContext, into findings: inout FindingCollector) {
        findings.append(contentsOf: check(context))
    }

    /// Every finding `check(_:into:)` hands over: `check(_:)` of a rule that collects.
    public func allFindings(_ context: LintContext) -> [Diagnostic] {
        var collector = FindingCollector()
        check(context, into: &collector)
        return collector.findings()
    }
}

/// What rules read: the snapshot and the engine's analyses of it, all computed when the
/// context is made. An immutable value: rules read it from any thread (`Linter.runRules` runs
/// a large model's rules on two), and an analysis added here is computed with the others by
/// construction, with nothing to remember.
public struct LintContext: Sendable {
    public let snapshot: Snapshot
    public let replay: PresentationReplay
    public let renderDiff: RenderDiff
    public let sizeChains: SizeChains
    public let uikit: UIKitAnalysis
    public let swiftUI: SwiftUIMatching
    /// `LifetimeFacts.observations`, which four rules read: one pass over the view controllers.
    public let observations: [(owner: ControllerID, position: Int, observer: Observer)]
    /// The threads the rules run on: two for a large model (`RuleLanes`), else one.
    let lanes: Int

    public init(snapshot: Snapshot) {
        self.init(snapshot: snapshot, replayBeforeCalls: nil, lanes: 1)
    }

    /// `replayBeforeCalls`: `PresentationReplay(snapshot:replayingCalls: false)` of this
    /// snapshot's view controllers, started by the loader while the rest of it was read.
    /// `lanes`: with two, the replay runs on a thread of its own (if the loader did not start
    /// it) while this one computes the analyses that do not read it; then the two that read it
    /// are computed beside each other.
    /// A snapshot whose calls are not named yet (`Linter.load`'s `forChecking`) has them named
    /// here, on a thread of its own while the replay goes on: only findings read the names.
    init(snapshot: Snapshot, replayBeforeCalls: BackgroundTask<PresentationReplay>?, lanes: Int) {
        var naming: BackgroundTask<[Int32]>?
        if !snapshot.callsAreNamed {
            let task = BackgroundTask<[Int32]>()
            task.start {
                var named = snapshot
                named.nameCalls()
                return named.callOccurrences
            }
            naming = task
        }
        self.lanes = lanes
        var running = replayBeforeCalls?.isStarted == true ? replayBeforeCalls : nil
        if running == nil, lanes > 1 {
            let task = BackgroundTask<PresentationReplay>()
            task.start { PresentationReplay(snapshot: snapshot, replayingCalls: false) }
            running = task
        }
        renderDiff = RenderDiff(snapshot: snapshot)
        swiftUI = SwiftUIMatching(snapshot: snapshot)
        observations = LifetimeFacts.observations(snapshot)
        var replayed = running?.take() ?? PresentationReplay(snapshot: snapshot, replayingCalls: false)
        replayed.replayCalls(of: snapshot)
        // The analyses and the rules only read the replay: its lookups' memos are not needed.
        replayed.releaseLookupMemos()
        let replay = replayed
        self.replay = replay
        if lanes > 1 {
            let sizes = BackgroundTask<SizeChains>()
            sizes.start { SizeChains(snapshot: snapshot, replay: replay) }
            uikit = UIKitAnalysis(replay: replay)
            sizeChains = sizes.take()!
        } else {
            uikit = UIKitAnalysis(replay: replay)
            sizeChains = SizeChains(snapshot: snapshot, replay: replay)
        }
        var named = snapshot
        if let naming { named.callOccurrences = naming.take() ?? [] }
        self.snapshot = named
    }

    /// A finding of `rule` at `range`, with the rule's default severity; a long path is elided.
    public func diagnostic(
        _ rule: RuleMetadata, at range: SourceRange, _ message: String, runtimeMessage: String? = nil,
        path: [PathStep] = [], fix: String? = nil, logicalLocation: String
    ) -> Diagnostic {
        Diagnostic(rule: rule.id, severity: rule.severity, message: message, runtimeMessage: runtimeMessage,
                   range: range, path: PathStep.elided(path), fix: fix ?? rule.fix, logicalLocation: logicalLocation)
    }

    public func name(_ vc: ControllerID) -> String { snapshot.controllers[vc].displayName }

    /// Where a presentation site is written, and a line-independent name for it.
    public func location(of site: PresentationSite) -> (range: SourceRange, logical: String) {
        switch site {
        case .entry(let vc):
            let controller = snapshot.controllers[vc]
            return (controller.classRange, snapshot.logicalName(vc))
        case .call(let index):
            return (snapshot.calls[index].verbRange, snapshot.callName(index))
        }
    }
}
