/// What a workflow may ask of `RenderDiff`. A compared pair of states costs the screens of
/// both, so the cost of all comparisons is known before any is made: every pair of distinct
/// states without `transitions`, each listed pair with them. Past the limit it is an
/// `input/limit` error, instead of a file of a few hundred kilobytes taking minutes.
enum WorkflowLimits {
    static func check(_ snapshot: Snapshot, limits: LoaderLimits) -> [Diagnostic] {
        var result: [Diagnostic] = []
        for workflow in snapshot.workflows where workflow.renders.count > 1 {
            let classes = RenderClasses(workflow)
            let total = classes.sizes.reduce(0, +)
            var cost = 0
            let what: String
            if workflow.transitions == nil {
                // Each class against every other, in both directions.
                let count = classes.members.count
                cost = count > 1 ? 2 * (count - 1) * total : 0
                what = "\(count) render states of distinct structure, each compared with every other (no `transitions`)"
            } else {
                var seen: Set<[Int]> = []
                for (from, to) in RenderDiff.pairs(workflow) {
                    let pair = [classes.classOf[from], classes.classOf[to]]
                    guard pair[0] != pair[1], seen.insert(pair).inserted else { continue }
                    cost += classes.sizes[pair[0]] + classes.sizes[pair[1]]
                    if cost > limits.maxRenderComparison { break }
                }
                what = "its listed `transitions`"
            }
            guard cost > limits.maxRenderComparison else { continue }
            result.append(Diagnostic(
                rule: "input/limit", severity: .error,
                message: "comparing the render states of workflow \(workflow.name) would visit more than "
                    + "\(limits.maxRenderComparison) screens: \(what)",
                range: workflow.range,
                fix: workflow.transitions == nil ? "list the state changes the workflow makes in `transitions`"
                    : "list only the state changes the workflow makes, or split the workflow",
                logicalLocation: "workflow:\(workflow.name)"))
        }
        return result
    }
}
