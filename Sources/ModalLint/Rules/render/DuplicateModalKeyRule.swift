/// `render/duplicate-modal-key`: two modals with one identity in one container and rendering.
public struct DuplicateModalKeyRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "render/duplicate-modal-key", severity: .warning,
        summary: "two Workflow modals (or toasts) with one key and content kind in one container: reuse is first in first out",
        explanation: """
            WorkflowModals does not require keys to be unique: it gathers the previous modals by (key, content \
            kind) and hands out their view controllers first in first out. With two modals of one key and \
            kind, inserting or removing one before the other shifts which existing view controller each new \
            modal reuses: state, scroll position and focus jump from one modal to the other. Modals with one \
            key but different content kinds are told apart by their kind and are not reported.
            """,
        fix: "give each modal (or toast) a unique key, for example one that includes the id of the item it shows",
        source: "square/swift-modals WorkflowModals/Sources/PresentedModalsManager.swift (3.0.0; \"Since keys are not guaranteed to be unique, we'll collect them into a dictionary of key: [modals] and update them in order\")",
        triggeringExample: """
            workflows:
              - name: InboxWorkflow
                renders:
                  - state: reading
                    screen:
                      type: ModalContainer
                      base: InboxScreen
                      modals:
                        - {key: message, style: sheet, screen: MessageScreen}
                        - {key: message, style: sheet, screen: MessageScreen}
            """,
        cleanExample: """
            workflows:
              - name: InboxWorkflow
                renders:
                  - state: reading
                    screen:
                      type: ModalContainer
                      base: InboxScreen
                      modals:
                        - {key: message-1, style: sheet, screen: MessageScreen}
                        - {key: message-2, style: sheet, screen: MessageScreen}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.renderDiff.duplicates.map { duplicate in
            let workflow = context.snapshot.workflows[duplicate.workflow]
            let state = workflow.renders[duplicate.render].state
            let what = duplicate.isToast ? "toasts" : "modals"
            let content = RenderChangeText.describe(duplicate.duplicate, in: workflow)
            let first = workflow.screens[duplicate.first].range
            return context.diagnostic(
                metadata, at: workflow.screens[duplicate.duplicate].range,
                "two \(what) with key `\(duplicate.key)` showing \(content) in one container of \(workflow.name) in state `\(state)` (the first at line \(first.start.line)): existing view controllers are reused first in first out, so inserting one before the other shifts which view controller each one gets",
                path: [
                    PathStep(range: first, note: "\(content) with key `\(duplicate.key)`"),
                    PathStep(range: workflow.screens[duplicate.duplicate].range, note: "\(content) with key `\(duplicate.key)` again"),
                ],
                logicalLocation: "workflow:\(workflow.name)/\(state)/\(duplicate.isToast ? "toast" : "modal") `\(duplicate.key)`")
        }
    }
}
