/// The result of linting one file.
public struct FileReport: Sendable {
    public enum Status: String, Sendable, Codable {
        /// Loaded and checked.
        case ok
        /// `input/...` errors: not a valid snapshot (rules did not run), or a malformed
        /// `# modallint:` comment (rules ran).
        case invalid
    }
    public var path: String
    public var status: Status
    public var diagnostics: [Diagnostic]
    /// Findings hidden by an inline suppression or the baseline: no reporter shows them as
    /// findings, SARIF carries them with `suppressions` (as code scanning expects).
    public var suppressed: [SuppressedFinding] = []
    /// The configuration file that judged it, as reports show paths; nil for none (or not known:
    /// a file that could not be read).
    public var configuration: String?

    public init(path: String, status: Status, diagnostics: [Diagnostic], suppressed: [SuppressedFinding] = []) {
        self.path = path
        self.status = status
        self.diagnostics = diagnostics
        self.suppressed = suppressed
    }
}

/// A finding that a `# modallint:` comment (in source) or the baseline (external) hides.
public struct SuppressedFinding: Sendable, Hashable {
    public enum Kind: String, Sendable { case inSource, external }
    public var finding: Diagnostic
    public var kind: Kind
    /// The text after `--` in the comment; for the baseline, which file recorded it.
    public var justification: String?

    public init(finding: Diagnostic, kind: Kind, justification: String? = nil) {
        self.finding = finding
        self.kind = kind
        self.justification = justification
    }
}

/// What loading a snapshot gives: the model (nil when an `input/` error stops it), its
/// `# modallint:` comments when asked for, the load's diagnostics, and a replay of the model
/// the load may have started. `checkingContext()` is the seam between loading and checking:
/// the model and every analysis the rules read, however the load made them.
struct LoadedFile: Sendable {
    var snapshot: Snapshot?
    var comments: (suppressions: SuppressionSet, diagnostics: [Diagnostic])?
    var diagnostics: [Diagnostic]
    var replayBeforeCalls: BackgroundTask<PresentationReplay>?

    init(snapshot: Snapshot? = nil, comments: (suppressions: SuppressionSet, diagnostics: [Diagnostic])? = nil,
         diagnostics: [Diagnostic], replayBeforeCalls: BackgroundTask<PresentationReplay>? = nil) {
        self.snapshot = snapshot
        self.comments = comments
        self.diagnostics = diagnostics
        self.replayBeforeCalls = replayBeforeCalls
    }

    /// The model and its analyses, on two lanes for a large model (`RuleLanes`); nil when the
    /// load stopped.
    func checkingContext(lanes: Int = RuleLanes.count, minimumControllers: Int = RuleLanes.minimumControllers) -> LintContext? {
        snapshot.map { snapshot in
            LintContext(snapshot: snapshot, replayBeforeCalls: replayBeforeCalls,
                        lanes: RuleLanes.lanes(for: snapshot, lanes: lanes, minimumControllers: minimumControllers))
        }
    }
}

/// bytes -> YAML nodes -> model -> engine -> findings -> `FindingFilter`, for one file.
public enum Linter {
    /// Loads a snapshot: the model, or the `input/...` diagnostics that stop it.
    public static func load(_ bytes: consuming [UInt8], configuration: Configuration = Configuration())
        -> (snapshot: Snapshot?, diagnostics: [Diagnostic])
    {
        let loaded = load(bytes, configuration: configuration, scanningComments: false)
        return (loaded.snapshot, loaded.diagnostics)
    }

    /// Peak memory is what is alive at once, so each stage lets go of its input as soon as it
    /// can: the text once parsed and its `# modallint:` comments read (those need the text
    /// and the node tree), the node tree once the model is built (when this returns). A
    /// caller that hands over the only copy of the text (`consume`) frees it before the
    /// model exists.
    ///
    /// `reread` (the file's bytes again, nil when it can no longer be read) lets a large file
    /// go further: its text is given back as libyaml reads it and each window's tree once the
    /// window is in the model (`SnapshotPipeline`), unless the text has a `# modallint:`
    /// comment to read afterwards. Should the streamed read not finish on its own (a syntax
    /// error, an alias, a schema error), the file is read again and loaded as without it, and
    /// with libyaml on one thread (`parallelParse`: see `YAMLChunkedParse`).
    ///
    /// `forChecking` (the file goes to `checkingContext()`): a large model's replay up to the
    /// calls starts as soon as its view controllers are all read (`replayBeforeCalls`), and its
    /// calls are named by the checking context beside that replay (`LintContext`), not on the
    /// load's thread, where naming them was the longest part of reading them; such a snapshot
    /// is used through a context only.
    static func load(_ bytes: consuming [UInt8], configuration: Configuration, scanningComments: Bool,
                     reread: (() -> [UInt8]?)? = nil, forChecking: Bool = false, parallelParse: Bool = true)
        -> LoadedFile
    {
        // A large file is parsed and read into the model at once, on two threads.
        let pipelined = bytes.count >= YAMLPipeline.minimumBytes
        let loaded: YAMLLoadResult
        var streamed: (snapshot: Snapshot?, diagnostics: [Diagnostic])?
        // Only the pipelined load hands the view controllers over before the rest is read.
        let replayBeforeCalls = pipelined && forChecking ? BackgroundTask<PresentationReplay>() : nil
        let startReplay = replayBeforeCalls.map { task in
            { (snapshot: Snapshot) in startReplayBeforeCalls(snapshot, in: task) }
        }
        if pipelined, let reread, !(scanningComments && SuppressionScanner.mentionsMarker(bytes)) {
            // Released pages read as zeros: the text must be this load's own (a caller's
            // copy is copied here, once).
            var text = consume bytes
            text.withUnsafeMutableBufferPointer { _ in }
            let outcome = SnapshotPipeline.load(
                text, defaults: configuration.environmentDefaults, limits: configuration.limits, releasingMemory: true,
                parallelParse: parallelParse, namesCalls: !forChecking, whenControllersAreRead: startReplay)
            _ = consume text
            if !outcome.startOver, let decoded = outcome.decoded {
                return finish(decoded, loadDiagnostics: outcome.loaded.diagnostics, comments: scanningComments ? (SuppressionSet(), []) : nil,
                              configuration: configuration, replayBeforeCalls: outcome.readWhileParsing ? replayBeforeCalls : nil)
            }
            guard let again = reread() else {
                return LoadedFile(diagnostics: [Diagnostic(
                    rule: "input/io", severity: .error, message: "the file changed or went away while it was read",
                    range: .fileStart, fix: "lint it again once nothing writes it", logicalLocation: "file")])
            }
            return load(again, configuration: configuration, scanningComments: scanningComments,
                        forChecking: forChecking, parallelParse: false)
        }
        // A replay started on a streamed read that was then dropped does not stand.
        var replayStands = false
        if pipelined {
            let outcome = SnapshotPipeline.load(
                bytes, defaults: configuration.environmentDefaults, limits: configuration.limits,
                parallelParse: parallelParse, namesCalls: !forChecking, whenControllersAreRead: startReplay)
            (loaded, streamed) = (outcome.loaded, outcome.decoded)
            replayStands = outcome.readWhileParsing
        } else {
            loaded = YAMLLoader.load(bytes, limits: configuration.limits)
        }
        guard let document = loaded.document else {
            _ = consume bytes
            return LoadedFile(diagnostics: loaded.diagnostics)
        }
        let comments = scanningComments ? SuppressionScanner.scan(bytes, document: document) : nil
        _ = consume bytes
        let decoded = streamed ?? SnapshotDecoder.decode(
            document, defaults: configuration.environmentDefaults, limits: configuration.limits)
        return finish(decoded, loadDiagnostics: loaded.diagnostics, comments: comments, configuration: configuration,
                      replayBeforeCalls: replayStands ? replayBeforeCalls : nil)
    }

    /// Below `RuleLanes.minimumControllers` the rules run on one thread, and the replay with
    /// them: a thread of its own would cost more than it saves.
    static func startReplayBeforeCalls(_ snapshot: Snapshot, in task: BackgroundTask<PresentationReplay>,
                                       minimumControllers: Int = RuleLanes.minimumControllers) {
        guard snapshot.controllers.count >= minimumControllers else { return }
        task.start { PresentationReplay(snapshot: snapshot, replayingCalls: false) }
        // The rule lanes come right after the replay.
        ParallelMap.prepareThreads()
    }

    private static func finish(_ decoded: (snapshot: Snapshot?, diagnostics: [Diagnostic]), loadDiagnostics: [Diagnostic],
                               comments: (suppressions: SuppressionSet, diagnostics: [Diagnostic])?,
                               configuration: Configuration, replayBeforeCalls: BackgroundTask<PresentationReplay>?)
        -> LoadedFile
    {
        let limited = decoded.snapshot.map { WorkflowLimits.check($0, limits: configuration.limits) } ?? []
        let diagnostics = loadDiagnostics + decoded.diagnostics + limited
        if diagnostics.contains(where: { $0.severity == .error }) { return LoadedFile(diagnostics: diagnostics) }
        return LoadedFile(snapshot: decoded.snapshot, comments: comments, diagnostics: diagnostics, replayBeforeCalls: replayBeforeCalls)
    }

    /// Lints one file. Its `# modallint:` comments are read once it loads; a malformed one
    /// is an `input/suppression` error that makes the file invalid, though its rules still run.
    /// `reread`: see `load`. `modelRelease`: what becomes of the model once its rules ran.
    /// `whenLoaded`: called once the file is parsed and in the model, before its rules run: work
    /// that needs neither can start then, on a core the parse no longer fills.
    public static func lint(_ bytes: consuming [UInt8], path: String, configuration: Configuration = Configuration(),
                            reread: (() -> [UInt8]?)? = nil, modelRelease: ModelRelease = .inline,
                            whenLoaded: (() -> Void)? = nil)
        -> FileReport
    {
        let loaded = load(consume bytes, configuration: configuration, scanningComments: true, reread: reread,
                          forChecking: true)
        whenLoaded?()
        var diagnostics = loaded.diagnostics
        var suppressed: [SuppressedFinding] = []
        var status = FileReport.Status.invalid
        var model = loaded.checkingContext()
        if let context = model, let comments = loaded.comments {
            status = comments.diagnostics.isEmpty ? .ok : .invalid
            diagnostics += comments.diagnostics
            // With no suppression to take findings out, what lies past a rule's cap is known as
            // soon as the rule returns: dropped there, it never adds to the peak.
            let found = runRules(context, configuration: configuration, cappingEachRule: comments.suppressions.isEmpty)
            let filtered = FindingFilter.apply(found.findings, suppressions: comments.suppressions, configuration: configuration)
            diagnostics += capPerRule(filtered.kept, leftOut: found.leftOut)
            suppressed = filtered.suppressed
        }
        _ = consume loaded
        // The analyses are freed here, before the report; the model (the larger part) goes
        // as `modelRelease` says.
        let snapshot = model?.snapshot
        model = nil
        BackgroundRelease.release(consume snapshot, modelRelease)
        for index in diagnostics.indices { diagnostics[index].file = path }
        for index in suppressed.indices { suppressed[index].finding.file = path }
        diagnostics.sortInReportOrder()
        return FileReport(path: path, status: status, diagnostics: diagnostics, suppressed: suppressed)
    }

    /// Findings reported per rule and file; past it, one more finding says how many were left out.
    public static let maxFindingsPerRule = 1_000

    /// The first `maxFindingsPerRule` findings of each rule in report order, and for a rule that
    /// has more, one finding saying how many were left out: a report's size stays bounded
    /// whatever the input. Applied after suppressions, so that suppressed findings do not count.
    ///
    /// `leftOut`: per rule, findings already left out as the rule ran (past the first
    /// `maxFindingsPerRule + 1` in report order), counted here as if they were still there.
    static func capPerRule(_ findings: [Diagnostic], leftOut: [String: Int] = [:]) -> [Diagnostic] {
        // Each finding's rule as a small number, its id hashed once per run of findings (a
        // rule's findings come together): hashing it for every finding, twice, was most of
        // the cost here.
        var numbers: [String: Int] = [:]
        var counts: [Int] = []
        var ruleNumber: [Int] = []
        ruleNumber.reserveCapacity(findings.count)
        var run: (rule: String, number: Int)?
        for index in findings.indices {
            let rule = findings[index].rule
            if rule != run?.rule {
                let number = numbers[rule] ?? counts.count
                if number == counts.count {
                    numbers[rule] = number
                    counts.append(0)
                }
                run = (rule, number)
            }
            counts[run!.number] += 1
            ruleNumber.append(run!.number)
        }
        for (rule, count) in leftOut {
            if let number = numbers[rule] { counts[number] += count }
        }
        guard counts.contains(where: { $0 > maxFindingsPerRule }) else { return findings }
        var kept: [Diagnostic] = []
        var seen = [Int](repeating: 0, count: counts.count)
        for index in findings.reportOrderIndices() {
            let number = ruleNumber[index]
            let position = seen[number]
            seen[number] = position + 1
            if position < maxFindingsPerRule {
                kept.append(findings[index])
            } else if position == maxFindingsPerRule {
                let finding = findings[index]
                kept.append(Diagnostic(
                    rule: finding.rule, severity: finding.severity,
                    message: "\(counts[number] - maxFindingsPerRule) more \(finding.rule) findings in this file are not reported (at most \(maxFindingsPerRule) per rule)",
                    range: finding.range, fix: "fix the first ones, then lint again", logicalLocation: "file"))
            }
        }
        return kept
    }

    /// Runs every enabled rule over a loaded snapshot, with the configured severities.
    public static func check(_ snapshot: Snapshot, configuration: Configuration = Configuration()) -> [Diagnostic] {
        let context = LintContext(snapshot: snapshot, replayBeforeCalls: nil, lanes: RuleLanes.lanes(for: snapshot))
        let found = runRules(context, configuration: configuration, cappingEachRule: true)
        return capPerRule(FindingFilter.applySeverities(found.findings, configuration: configuration), leftOut: found.leftOut)
    }

    /// The findings of the rules that are on, at their default severities, in registry order,
    /// a cause folded into its consequence (`FindingPrecedence`).
    /// A large model's rules run on two threads once the analyses they share are computed
    /// (`RuleLanes`); the findings are the same either way.
    /// `replayBeforeCalls`: see `load`.
    static func runRules(_ snapshot: Snapshot, configuration: Configuration,
                         lanes: Int = RuleLanes.count, minimumControllers: Int = RuleLanes.minimumControllers,
                         replayBeforeCalls: BackgroundTask<PresentationReplay>? = nil)
        -> [Diagnostic]
    {
        runRules(LintContext(snapshot: snapshot, replayBeforeCalls: replayBeforeCalls,
                             lanes: RuleLanes.lanes(for: snapshot, lanes: lanes, minimumControllers: minimumControllers)),
                 configuration: configuration)
    }

    /// The rules over a model and its analyses, on the context's lanes. Checking starts here:
    /// it reads the context only, whatever the load did to make it.
    static func runRules(_ context: LintContext, configuration: Configuration) -> [Diagnostic] {
        runRules(context, configuration: configuration, cappingEachRule: false).findings
    }

    /// `cappingEachRule` (valid only where nothing between the rules and the cap takes findings
    /// out: no suppression): of each rule's findings, only those `capPerRule` can show are kept,
    /// as the rule hands them over (`FindingCollector`, on the rule's lane), except those of the
    /// rules `FindingPrecedence` folds; `leftOut` says how many each rule dropped.
    static func runRules(_ context: LintContext, configuration: Configuration, cappingEachRule: Bool)
        -> (findings: [Diagnostic], leftOut: [String: Int])
    {
        let rules = RuleRegistry.rules.filter { configuration.severity(for: $0.metadata) != nil }
        let check: @Sendable (any Rule) -> (kept: [Diagnostic], leftOut: Int) = { rule in
            // The first `maxFindingsPerRule + 1` in report order: the last one kept gives the
            // cap's summary its place.
            var collector = cappingEachRule && !FindingPrecedence.foldedRules.contains(rule.metadata.id)
                ? FindingCollector(keepingFirst: maxFindingsPerRule + 1, of: rule.metadata.id) : FindingCollector()
            rule.check(context, into: &collector)
            return (collector.findings(), collector.leftOut)
        }
        let checked = context.lanes > 1 ? ParallelMap.map(rules, jobs: context.lanes, check) : rules.map(check)
        var leftOut: [String: Int] = [:]
        for (rule, result) in zip(rules, checked) where result.leftOut > 0 { leftOut[rule.metadata.id] = result.leftOut }
        return (FindingPrecedence.fold(checked.flatMap(\.kept)), leftOut)
    }
}
