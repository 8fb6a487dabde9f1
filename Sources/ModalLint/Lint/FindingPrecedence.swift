/// One mistake, one finding: where a rule reports the consequence of what another rule
/// reports as its cause, the cause's own finding is folded into the consequence as a path
/// step (its related location) and dropped. Applied to one snapshot's findings, in the
/// snapshot's coordinates, before suppressions and before a Swift finding is moved to its
/// source lines (so the step moves with it). Each rule's `explain` says which rule yields.
public enum FindingPrecedence {
    /// The rules whose findings `fold` reads: leaving any of them out before the fold (the cap
    /// as each rule runs, `FindingCollector`) could change what it folds.
    static let foldedRules: Set<String> = ["host/broken-containment", "host/no-parent"]

    /// `host/broken-containment` at a child yields to `host/no-parent` at a swift-modals present
    /// whose host lookup stopped at that child (its walked chain ends there). A UIKit present
    /// from the same child (`uikit/detached-presenter`) is another failure and stays.
    static func fold(_ findings: [Diagnostic]) -> [Diagnostic] {
        // The child each broken-containment finding is about: its path's last step.
        var causes: [SourceRange: Int] = [:]
        for (index, finding) in findings.enumerated() where finding.rule == "host/broken-containment" {
            if let child = finding.path.last?.range { causes[child] = index }
        }
        guard !causes.isEmpty else { return findings }
        var folded: Set<Int> = []
        var result = findings
        for index in result.indices where result[index].rule == "host/no-parent" {
            guard let stop = result[index].path.last?.range, let cause = causes[stop] else { continue }
            let note = (findings[cause].path.first?.note).map { "\($0) without addChild(_:)" }
                ?? "the view is added without addChild(_:)"
            result[index].path.append(PathStep(range: findings[cause].range, note: note))
            folded.insert(cause)
        }
        guard !folded.isEmpty else { return findings }
        return result.enumerated().filter { !folded.contains($0.offset) }.map(\.element)
    }
}

extension FindingPrecedence {
    /// The same across the files of a source run, where the cause and its consequence are in
    /// different files' reports (the view added in the container's file, the present in the
    /// child's): a `host/broken-containment` finding is dropped when a `host/no-parent` finding of
    /// the run has a path step at its very place (the step `fold` adds, moved to the source).
    public static func foldAcrossFiles(_ reports: [FileReport]) -> [FileReport] {
        var consequences: Set<FileRange> = []
        for report in reports {
            for finding in report.diagnostics where finding.rule == "host/no-parent" {
                for step in finding.path { consequences.insert(FileRange(file: step.file ?? report.path, range: step.range)) }
            }
        }
        guard !consequences.isEmpty else { return reports }
        return reports.map { report in
            var report = report
            report.diagnostics.removeAll {
                $0.rule == "host/broken-containment" && consequences.contains(FileRange(file: report.path, range: $0.range))
            }
            return report
        }
    }
}
