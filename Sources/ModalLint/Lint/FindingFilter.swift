/// The one layer between the rules and the reporters that decides what a run reports and
/// whether it fails: configured severities, inline suppressions (and the unused ones),
/// the baseline, and `--fail-on`. Reporters format what comes out; they never filter.
public enum FindingFilter {
    /// Configured severities: findings of rules that are off drop out.
    static func applySeverities(_ findings: [Diagnostic], configuration: Configuration) -> [Diagnostic] {
        var result: [Diagnostic] = []
        result.reserveCapacity(findings.count)
        // The rule and its severity found once per run of its findings (a rule's findings come
        // together): per finding, hashing the id and copying the rule's metadata out were most
        // of the cost. nil: no such rule, the finding stays as it is; .some(nil): the rule is off.
        var runRule: String?
        var runSeverity: Severity??
        for finding in findings {
            if finding.rule != runRule {
                runRule = finding.rule
                runSeverity = RuleRegistry.rule(finding.rule).map { configuration.severity(for: $0.metadata) }
            }
            switch runSeverity {
            case .none:
                result.append(finding)
            case .some(.none):
                continue
            case .some(.some(let severity)):
                result.append(finding)
                result[result.count - 1].severity = severity
            }
        }
        return result
    }

    /// One file, after its rules ran: severities, then inline suppressions, then a finding
    /// for each suppression that suppressed nothing.
    static func apply(_ findings: [Diagnostic], suppressions: SuppressionSet, configuration: Configuration)
        -> (kept: [Diagnostic], suppressed: [SuppressedFinding])
    {
        var suppressions = suppressions
        var kept = applySeverities(findings, configuration: configuration)
        guard !suppressions.isEmpty else { return (kept, []) }
        var suppressed: [SuppressedFinding] = []
        kept.removeAll { finding in
            guard !RuleRegistry.isInputRule(finding.rule), let entry = suppressions.suppressingEntry(finding) else { return false }
            suppressed.append(SuppressedFinding(finding: finding, kind: .inSource, justification: entry.reason))
            return true
        }
        guard let unusedSeverity = configuration.severity(forRule: "input/unused-suppression") else { return (kept, suppressed) }
        for entry in suppressions.entries where !entry.used {
            // A suppression of rules that are off in this run has nothing to suppress: not its fault.
            let running = RuleRegistry.metadata.contains {
                Configuration.matches(entry.selector, $0.id) && configuration.severity(for: $0) != nil
            }
            guard running else { continue }
            kept.append(Diagnostic(
                rule: "input/unused-suppression", severity: unusedSeverity,
                message: "`\(entry.directive.rawValue) \(entry.selector)` suppresses no finding",
                range: entry.range,
                fix: entry.directive == .disableNextLine
                    ? "remove it, or put it on the line before the finding (or at the end of the finding's line)"
                    : "remove it, or the rule id that no longer reports here",
                logicalLocation: "suppression \(entry.directive.rawValue) \(entry.selector)"))
        }
        return (kept, suppressed)
    }

    /// Hides the findings recorded in a baseline. Each entry hides one finding, so two
    /// identical findings need two entries. Findings about the input are never hidden.
    ///
    /// With `workingDirectory`, files are compared as absolute paths: a file outside the working
    /// directory is shown as it was named (`../x.yaml`), and its baseline entry, read back,
    /// is absolute; both name the same file.
    public static func applyBaseline(_ baseline: Baseline, to run: inout LintRun, workingDirectory: String? = nil) {
        func normalized(_ entry: Baseline.Entry) -> Baseline.Entry {
            guard let workingDirectory, entry.file != LintSession.standardInputName else { return entry }
            var copy = entry
            copy.file = Paths.absolute(entry.file, workingDirectory: workingDirectory)
            return copy
        }
        var remaining: [Baseline.Entry: Int] = [:]
        for entry in baseline.findings { remaining[normalized(entry).matchKey, default: 0] += 1 }
        for fileIndex in run.files.indices {
            var hidden: [SuppressedFinding] = []
            defer { run.files[fileIndex].suppressed += hidden }
            run.files[fileIndex].diagnostics.removeAll { finding in
                guard Baseline.records(finding) else { return false }
                let key = normalized(Baseline.Entry(finding)).matchKey
                guard let count = remaining[key], count > 0 else { return false }
                remaining[key] = count - 1
                run.baselined += 1
                hidden.append(SuppressedFinding(finding: finding, kind: .external, justification: "recorded in the baseline"))
                return true
            }
        }
        // What hid nothing, in the baseline's order, so that it can be pruned (`--verbose`).
        for entry in baseline.findings {
            let key = normalized(entry).matchKey
            guard let count = remaining[key], count > 0 else { continue }
            remaining[key] = count - 1
            run.unmatchedBaseline.append(entry)
        }
    }

    /// What a run means for its exit status, with `failOn` the least severe finding that
    /// fails it (nil: none does).
    public static func outcome(_ run: LintRun, failOn: Severity?) -> LintOutcome {
        if run.files.contains(where: { $0.status == .invalid }) { return .invalidInput }
        guard let failOn else { return .clean }
        return run.files.contains { $0.diagnostics.contains { $0.severity >= failOn } } ? .findings : .clean
    }
}

public enum LintOutcome: Sendable {
    /// Nothing at or above `--fail-on`.
    case clean
    /// Findings at or above `--fail-on`.
    case findings
    /// An unreadable path, or a file that is not a valid snapshot (or has a bad suppression comment).
    case invalidInput
}
