/// Words shared by the render rules: how a screen at a slot, a slot and a set of states read.
enum RenderChangeText {
    /// "BaseScreen", "a ModalContainer", "a ModalHostContainer of ModalContainer<LoginScreen, …>".
    static func describe(_ screen: Int, in workflow: Workflow) -> String {
        let article = name(screen, in: workflow)
        return RenderDiff.isFramework(workflow.screens[screen].type) && workflow.screens[screen].type != RenderDiff.anyScreen
            ? "a " + article : article
    }

    /// The same without an article: "BaseScreen", "ModalContainer", "ModalHostContainer of LoginScreen".
    static func name(_ screen: Int, in workflow: Workflow) -> String {
        let type = workflow.screens[screen].type
        guard type == RenderDiff.hostType else { return type }
        let content = workflow.screens[screen].children.first.map { RenderDiff.genericName($0, in: workflow) }
        return "ModalHostContainer of \(content ?? "its content")"
    }

    static func slot(_ slot: String) -> String {
        slot == "root" ? "the root slot" : "slot `\(slot)`"
    }

    /// "state `a`", "states `a` and `b`", "states `a`, `b`, `c` and 4 more".
    static func states(_ renders: [Int], count: Int? = nil, in workflow: Workflow) -> String {
        let shown = 3
        let count = count ?? renders.count
        var names = renders.prefix(shown).map { "`\(workflow.renders[$0].state)`" }
        if count > shown { names.append("\(count - shown) more") }
        return (count == 1 ? "state " : "states ") + list(names)
    }

    /// The other states of a change (it names the first few and counts them all).
    static func states(_ change: RenderDiff.Change, in workflow: Workflow) -> String {
        states(change.otherRenders, count: change.otherCount, in: workflow)
    }

    /// "A", "A and B", "A, B and C".
    static func list(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    static func logicalLocation(_ change: RenderDiff.Change, _ workflow: Workflow) -> String {
        "workflow:\(workflow.name)/\(workflow.renders[change.render].state)/\(change.slot)"
    }

    /// The other state's screen at the slot, then this state's.
    static func path(_ change: RenderDiff.Change, _ workflow: Workflow) -> [PathStep] {
        let other = workflow.renders[change.otherRenders[0]].state
        let here = workflow.renders[change.render].state
        return [
            PathStep(range: workflow.screens[change.otherScreen].range,
                     note: "state `\(other)`: \(describe(change.otherScreen, in: workflow)) at \(slot(change.slot))"),
            PathStep(range: workflow.screens[change.screen].range,
                     note: "state `\(here)`: \(describe(change.screen, in: workflow)) at \(slot(change.slot))"),
        ]
    }

    static func changes(_ kind: RenderDiff.ChangeKind, in context: LintContext) -> [(RenderDiff.Change, Workflow)] {
        context.renderDiff.changes.filter { $0.kind == kind }.map { ($0, context.snapshot.workflows[$0.workflow]) }
    }
}
