/// `swiftui/link-without-root`: a Modal Presenter link whose (type, rootID) matches no root.
public struct LinkWithoutRootRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/link-without-root", severity: .error,
        summary: "a Modal Presenter link that reaches no root: its modal is never shown, and nothing is logged",
        explanation: """
            A modalPresenterLink reaches the roots whose type (window or overlay) and rootID equal the link's. \
            With no such root in the view hierarchy, setting the link's presentation flag does nothing: the \
            modal never appears, onPresent never fires, and the Modal Presenter logs nothing, so the bug only \
            shows as a button that does not work. A link without a rootID reaches only roots without one: once \
            every root has an id (the recommended multiple-roots setup: containers, alerts, notifications), \
            links must name theirs. Because the failure is silent, a static check is the practical way to find it.
            """,
        fix: "name an existing root in the link (.window(rootID: \"containers\", linkID: ...)), or add the root it names with .modalPresenterRoot(root:)",
        source: "VakhoKontridze/VCore Documentation/Modal Presenter.md, \"Multiple Roots\" (\"When multiple roots are used, links must specify the rootID\")",
        triggeringExample: """
            swiftui:
              roots:
                - {type: window, id: containers, level: 1}
                - {type: window, id: alerts, level: 2}
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
            """,
        swiftExample: """
            struct ShopApp: App {
                var body: some Scene {
                    WindowGroup {
                        CartView()
                            .modalPresenterRoot(root: .window(rootID: "containers"))
                            .modalPresenterRoot(root: .window(rootID: "alerts"), uiModel: {
                                var uiModel: ModalPresenterRootUIModel = .init()
                                uiModel.windowLevel = .alert
                                return uiModel
                            }())
                    }
                }
            }

            struct CartView: View {
                @State private var isCouponPresented = false
                var body: some View {
                    Button("Add coupon") { isCouponPresented = true }
                        .bottomSheet(link: .window(linkID: "coupon"), isPresented: $isCouponPresented) {   // no rootID
                            Text("Coupon")
                        }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        let matching = context.swiftUI
        for (index, link) in snapshot.swiftUILinks.enumerated() where matching.rootsOfLink[index].isEmpty {
            let sameType = snapshot.swiftUIRoots.filter { $0.kind == link.kind }
            let names = sameType.compactMap(\.id).map { "\"\($0)\"" }
            let why: String, fix: String
            if sameType.isEmpty {
                why = "there is no \(link.kind.rawValue) root"
                fix = "add .modalPresenterRoot(root: .\(link.kind.rawValue)(\(link.root.map { "rootID: \"\($0)\"" } ?? ""))) to the view hierarchy"
            } else if let wanted = link.root {
                why = "no \(link.kind.rawValue) root has rootID \"\(wanted)\"" + (names.isEmpty ? " (none has a rootID)" : " (they have \(names.joined(separator: ", ")))")
                fix = "name one of the existing roots in the link, or add .modalPresenterRoot(root: .\(link.kind.rawValue)(rootID: \"\(wanted)\"))"
            } else {
                why = "the link names no rootID, and every \(link.kind.rawValue) root has one (\(names.joined(separator: ", "))): a link without a rootID reaches only a root without one"
                fix = "name the root in the link: .\(link.kind.rawValue)(rootID: \(names.first ?? "\"...\""), linkID: \"\(link.id)\")"
            }
            result.append(context.diagnostic(
                metadata, at: link.range,
                "\(SwiftUIMatching.describe(link)) reaches no root: \(why); its modal is never shown, onPresent never fires, and nothing is logged",
                path: sameType.map { PathStep(range: $0.range, note: SwiftUIMatching.describe($0)) },
                fix: fix, logicalLocation: SwiftUIMatching.logicalName(link)))
        }
    }
}
