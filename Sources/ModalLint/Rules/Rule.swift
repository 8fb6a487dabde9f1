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
/// Rules never print and never exit; they return findings.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    func check(_ context: LintContext) -> [Diagnostic]
}

/// What rules read: the snapshot and the engine's facts, computed once per file on first use.
public final class LintContext {
    public let snapshot: Snapshot

    /// The replay up to the calls, computed beside the end of the load (`Linter`).
    private var replayBeforeCalls: BackgroundTask<PresentationReplay>?

    public init(snapshot: Snapshot) {
        self.snapshot = snapshot
    }

    /// `replayBeforeCalls`: `PresentationReplay(snapshot:replayingCalls: false)` of this
    /// snapshot's view controllers, started while the rest of it was read.
    init(snapshot: Snapshot, replayBeforeCalls: BackgroundTask<PresentationReplay>?) {
        self.snapshot = snapshot
        self.replayBeforeCalls = replayBeforeCalls
    }

    public private(set) lazy var replay: PresentationReplay = {
        guard var replay = replayBeforeCalls?.take() else { return PresentationReplay(snapshot: snapshot) }
        replayBeforeCalls = nil
        replay.replayCalls(of: snapshot)
        return replay
    }()
    public private(set) lazy var renderDiff = RenderDiff(snapshot: snapshot)
    public private(set) lazy var sizeChains = SizeChains(snapshot: snapshot, replay: replay)
    public private(set) lazy var uikit = UIKitAnalysis(replay: replay)
    public private(set) lazy var swiftUI = SwiftUIMatching(snapshot: snapshot)
    /// `LifetimeFacts.observations`, which four rules read: one pass over the view controllers.
    public private(set) lazy var observations = LifetimeFacts.observations(snapshot)

    /// Computes every analysis above now, so that rules on several threads only read them
    /// (`RuleLanes`). On two lanes, those that do not read the replay are computed beside it,
    /// then the two that read it beside each other: each is a property of its own, written by
    /// one thread, read by others only after the lanes have joined. A replay already under way
    /// on its own thread (`replayBeforeCalls`) has this thread compute the others meanwhile:
    /// handing them to the dispatch pool instead left them waiting up to 2 ms for its thread.
    func computeAnalyses(lanes: Int = 1) {
        let prepared = RuleLanes.Prepared(context: self)
        let withoutReplay: @Sendable (LintContext) -> Void = { _ = $0.renderDiff; _ = $0.swiftUI; _ = $0.observations }
        var phases: [[@Sendable (LintContext) -> Void]] = [[{ _ = $0.uikit }, { _ = $0.sizeChains }]]
        if replayBeforeCalls?.isStarted == true {
            withoutReplay(self)
            _ = replay
        } else {
            phases.insert([{ _ = $0.replay }, withoutReplay], at: 0)
        }
        for phase in phases {
            _ = ParallelMap.map(Array(phase.indices), jobs: lanes) { phase[$0](prepared.context) }
        }
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
