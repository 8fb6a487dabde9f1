/// `swiftui/ambiguous-root`: a link whose (type, rootID) matches several roots.
public struct AmbiguousRootRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/ambiguous-root", severity: .warning,
        summary: "a Modal Presenter link reaches more than one root, and is presented in each",
        explanation: """
            Every root whose type and rootID equal the link's presents the link's modal. When several roots \
            share a rootID, or several roots of one type omit it, a link reaching them is presented once per \
            root: the modal appears twice (stacked windows or overlays), with two dimming views, and dismissing \
            one copy leaves the other. Nothing is logged, so only a static check of roots and links finds it \
            before a user does.
            """,
        fix: "give each root a distinct rootID and name it in the link",
        source: "VakhoKontridze/VCore Documentation/Modal Presenter.md, \"Multiple Roots\"",
        triggeringExample: """
            swiftui:
              roots:
                - {type: window, level: 1}
                - {type: window, level: 2}
              links:
                - {type: window, id: some_modal}
            """,
        cleanExample: """
            swiftui:
              roots:
                - {type: window, id: containers, level: 1}
                - {type: window, id: alerts, level: 2}
              links:
                - {type: window, root: containers, id: some_modal}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        let matching = context.swiftUI
        for (index, link) in snapshot.swiftUILinks.enumerated() where matching.rootsOfLink[index].count > 1 {
            let listed = matching.listedRoots(ofLink: index)
            let roots = listed.shown.map { snapshot.swiftUIRoots[$0] }
            let shared = link.root.map { "rootID \"\($0)\"" } ?? "no rootID"
            result.append(context.diagnostic(
                metadata, at: link.range,
                "\(SwiftUIMatching.describe(link)) reaches \(roots.count + listed.more) \(link.kind.rawValue) roots with \(shared): its modal is presented in each",
                path: roots.map { PathStep(range: $0.range, note: "\(SwiftUIMatching.describe($0)) at line \($0.range.start.line)") },
                logicalLocation: SwiftUIMatching.logicalName(link)))
        }
    }
}
