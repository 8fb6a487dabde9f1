/// What a workflow may ask of `RenderDiff`: without `transitions` every pair of states is
/// compared, so the number of structurally distinct states is bounded (`input/limit`) instead
/// of letting a file of a few hundred kilobytes take minutes.
enum WorkflowLimits {
    static func check(_ snapshot: Snapshot, limits: LoaderLimits) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for workflow in snapshot.workflows where workflow.transitions == nil && workflow.renders.count > limits.maxDistinctStates {
            let distinct = RenderClasses(workflow).members.count
            guard distinct > limits.maxDistinctStates else { continue }
            result.append(Diagnostic(
                rule: "input/limit", severity: .error,
                message: "workflow \(workflow.name) has \(distinct) render states of distinct structure and no `transitions`: "
                    + "every pair would be compared; the limit is \(limits.maxDistinctStates)",
                range: workflow.range, fix: "list the state changes the workflow makes in `transitions`",
                logicalLocation: "workflow:\(workflow.name)"))
        }
        return result
    }
}
