/// `swiftui/window-level-tie`: two window roots with the same window level.
public struct WindowLevelTieRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/window-level-tie", severity: .warning,
        summary: "two Modal Presenter window roots share a window level: which one is on top is undefined",
        explanation: """
            A window root presents its modals in a window of its own; the root with the higher windowLevel in \
            its UI model is on top. Two window roots with the same level (by default both 0) stack in an \
            undefined order, so an alert can end up below the sheet it belongs on, or a toast below both. The \
            recommended order is containers (sheets, side bars, modals) at the bottom, then alerts, then \
            notifications and toasts. Nothing is logged, and the stacking can depend on which window happened to be \
            shown last, so a static check of the roots' levels is the reliable way to find it.
            """,
        fix: "give each window root its own level: containers < alerts < notifications",
        source: "VakhoKontridze/VCore Documentation/Modal Presenter.md, \"Multiple Roots\" (\"root with higher windowLevel in UI model is presented at the top\")",
        triggeringExample: """
            swiftui:
              roots:
                - {type: window, id: containers}
                - {type: window, id: alerts}
            """,
        cleanExample: """
            swiftui:
              roots:
                - {type: window, id: containers, level: 1}
                - {type: window, id: alerts, level: 2}
            """,
        swiftExample: """
            extension View {
                func injectModalPresenterRoots() -> some View {
                    self
                        .modalPresenterRoot(root: .window(rootID: "containers"))
                        .modalPresenterRoot(root: .window(rootID: "alerts"))   // also .normal
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        return context.swiftUI.levelTies.map { tie in
            let root = snapshot.swiftUIRoots[tie.root]
            let first = snapshot.swiftUIRoots[tie.first]
            let level = root.level == root.level.rounded() ? String(Int(root.level)) : String(root.level)
            return context.diagnostic(
                metadata, at: root.range,
                "\(SwiftUIMatching.describe(root)) has the same window level (\(level)) as the \(SwiftUIMatching.describe(first)) at line \(first.range.start.line): which of their windows is on top is undefined",
                path: [PathStep(range: first.range, note: "\(SwiftUIMatching.describe(first)) (level \(level))"),
                       PathStep(range: root.range, note: "\(SwiftUIMatching.describe(root)) (level \(level))")],
                logicalLocation: SwiftUIMatching.logicalName(root, index: tie.root))
        }
    }
}
