/// Workflow's update-or-replace decision, slot by slot, between rendered states (docs/design/rules.md §3).
///
/// WorkflowUI keeps a slot's view controller when `ViewControllerDescription.canUpdate` holds
/// (`existing is NewKind`), and otherwise tears it and its whole subtree down and builds the new
/// one. Kinds: AnyScreen is transparent (its content's kind); ModalContainer and ToastContainer
/// are one kind (AnyModalToastContainerViewController); a ModalHostContainer is a kind per full
/// generic content type (`ScreenViewController<ModalHostContainer<Content>>`, WorkflowModals/
/// Sources/ModalHostContainer.swift): `ModalHostContainer<ModalContainer<CartScreen, …>>` and
/// `<ModalContainer<ReceiptScreen, …>>` differ; an app screen type is its own kind. Modals of one container are matched by
/// (key, content kind), first in first out, as WorkflowModals' PresentedModalsManager does.
///
/// Each pair of states is diffed in one simultaneous walk: linear in the screens of the two renders.
public struct RenderDiff: Sendable {
    public enum ChangeKind: Sendable, Hashable {
        /// The kind at a slot changes and screens below it persist: they are rebuilt.
        case conditionalContainer
        /// A ModalHostContainer's content type changes: the host and its modals are rebuilt.
        case hostContentChanged
        /// One modal key, another content kind: the modal animates out and a new one in.
        case modalKindChanged
    }

    /// A slot whose view controller is replaced between two states.
    public struct Change: Sendable {
        public var kind: ChangeKind
        public var workflow: Int
        /// The render where it is reported (where the container appears), its screen at the slot,
        /// and the first of the other renders it changes against (in document order; at most
        /// `keptOtherRenders` of them: `otherCount` says how many there are).
        public var render: Int
        public var screen: Int
        public var otherRenders: [Int]
        public var otherCount: Int
        /// The other render's screen at the slot, for the first of `otherRenders`.
        public var otherScreen: Int
        /// The slot, as the path of roles from the root ("root > base"), and its own role.
        public var slot: String
        public var role: Screen.Role
        /// Screen types that persist across the change and whose view controllers are rebuilt
        /// (the topmost of each persisting subtree).
        public var rebuilt: [String]
    }

    /// Two modals (or toasts) of one container with one identity in one rendering.
    public struct DuplicateKey: Sendable {
        public var workflow: Int
        public var render: Int
        public var first: Int
        public var duplicate: Int
        public var key: String
        public var isToast: Bool
    }

    public private(set) var changes: [Change] = []
    public private(set) var duplicates: [DuplicateKey] = []

    /// The other renders a change keeps by name; messages show three and count the rest.
    public static let keptOtherRenders = 8

    /// Renders of one structure (types and roles, screen by screen) are one class: two of them
    /// differ nowhere, and each differs from a third exactly as the other does. So states are
    /// diffed class against class (in both directions, as the reporting side depends on it),
    /// and each finding is spread over the class's members by counting, not by pairing them:
    /// without `transitions`, 10,000 states of a few shapes cost a few diffs, not 50 million.
    /// What the comparisons of distinct states cost is bounded by the loader
    /// (`LoaderLimits.maxRenderComparison`, `WorkflowLimits`).
    public init(snapshot: Snapshot) {
        for (index, workflow) in snapshot.workflows.enumerated() {
            let kinds = Kinds(workflow)
            duplicates += kinds.duplicateKeys(workflowIndex: index)
            let classes = RenderClasses(workflow)
            var collector = Collector(workflow: index)
            var memo: [Pair: [Kinds.Found]] = [:]
            func found(_ fromClass: Int, _ toClass: Int) -> [Kinds.Found] {
                let key = Pair(from: fromClass, to: toClass)
                if let known = memo[key] { return known }
                let result = kinds.diff(from: classes.members[fromClass][0], to: classes.members[toClass][0])
                memo[key] = result
                return result
            }
            if workflow.transitions != nil {
                for (from, to) in Self.pairs(workflow) where classes.classOf[from] != classes.classOf[to] {
                    let fromClass = classes.classOf[from], toClass = classes.classOf[to]
                    let (fromRep, toRep) = (classes.members[fromClass][0], classes.members[toClass][0])
                    for change in found(fromClass, toClass) {
                        let atTo = change.render == toRep
                        let (render, other) = atTo ? (to, from) : (from, to)
                        let (renderRep, otherRep) = atTo ? (toRep, fromRep) : (fromRep, toRep)
                        collector.add(change, render: render, screen: classes.map(change.screen, from: renderRep, to: render),
                                      others: [other], count: 1,
                                      otherScreen: classes.map(change.otherScreen, from: otherRep, to: other),
                                      otherKind: kinds.kindOf(change.otherScreen))
                    }
                }
            } else {
                let count = classes.members.count
                for fromClass in 0..<count {
                    for toClass in 0..<count where toClass != fromClass {
                        // Pairs (x, y), x < y in document order, x of `fromClass` and y of `toClass`.
                        let fromMembers = classes.members[fromClass], toMembers = classes.members[toClass]
                        // Each ordered pair of classes once: no memo (it would hold a result per pair).
                        for change in kinds.diff(from: fromMembers[0], to: toMembers[0]) {
                            let atTo = change.render == toMembers[0]
                            let (reported, others) = atTo ? (toMembers, fromMembers) : (fromMembers, toMembers)
                            for render in reported {
                                // The other class's members on the right side of `render`.
                                let split = others.partitioningIndex(where: { $0 > render })
                                let range = atTo ? 0..<split : split..<others.count
                                guard !range.isEmpty else { continue }
                                let first = others[range.lowerBound]
                                collector.add(change, render: render,
                                              screen: classes.map(change.screen, from: reported[0], to: render),
                                              others: Array(others[range].prefix(Self.keptOtherRenders)), count: range.count,
                                              otherScreen: classes.map(change.otherScreen, from: others[0], to: first),
                                              otherKind: kinds.kindOf(change.otherScreen))
                            }
                        }
                    }
                }
            }
            changes += collector.changes.sorted {
                ($0.render, $0.screen, $0.slot, $0.otherRenders[0]) < ($1.render, $1.screen, $1.slot, $1.otherRenders[0])
            }
        }
    }

    private struct Pair: Hashable {
        var from: Int
        var to: Int
    }

    /// Changes grouped by (kind, render, screen, the other side's kind), their other renders
    /// merged in document order.
    private struct Collector {
        let workflow: Int
        var changes: [Change] = []
        var grouped: [GroupKey: Int] = [:]

        mutating func add(_ found: Kinds.Found, render: Int, screen: Int, others: [Int], count: Int, otherScreen: Int,
                          otherKind: String) {
            // Grouped only with other states showing the same kind there: "shows A in
            // states a and b" must not cover a state b that shows B.
            let key = GroupKey(kind: found.kind, render: render, screen: screen, otherKind: otherKind)
            guard let existing = grouped[key] else {
                grouped[key] = changes.count
                changes.append(Change(
                    kind: found.kind, workflow: workflow, render: render, screen: screen, otherRenders: others,
                    otherCount: count, otherScreen: otherScreen, slot: found.slot, role: found.role, rebuilt: found.rebuilt))
                return
            }
            // Classes are disjoint: the merged renders are new, and the list stays sorted.
            if let first = others.first, first < changes[existing].otherRenders[0] {
                changes[existing].otherScreen = otherScreen
            }
            changes[existing].otherRenders = Array((changes[existing].otherRenders + others).sorted().prefix(RenderDiff.keptOtherRenders))
            changes[existing].otherCount += count
        }
    }

    private struct GroupKey: Hashable {
        var kind: ChangeKind
        var render: Int
        var screen: Int
        var otherKind: String
    }

    /// A screen's Swift type with its generic arguments, as far as the snapshot says them:
    /// `ModalHostContainer<ModalContainer<CartScreen, …>>`. Containers take their base (the modal
    /// content argument is not written in snapshots: `…`); AnyScreen erases what it wraps. The
    /// arguments form a chain, walked without recursion; the text is bounded.
    static func genericName(_ screen: Int, in workflow: Workflow, limit: Int = 400) -> String {
        var open: [String] = []
        var closing = ""
        var node: Int? = screen
        var length = 0
        while let current = node {
            let type = workflow.screens[current].type
            length += type.utf8.count + 2
            if length > limit { open.append("…"); break }
            node = genericArgument(current, in: workflow)
            if node != nil {
                open.append(type + "<")
                closing = (containerTypes.contains(type) ? ", …>" : ">") + closing
            } else {
                open.append(type)
            }
        }
        return open.joined() + closing
    }

    /// The screen a screen's first generic argument is, if the snapshot writes one.
    static func genericArgument(_ screen: Int, in workflow: Workflow) -> Int? {
        let value = workflow.screens[screen]
        if value.type == hostType { return value.children.first }
        if containerTypes.contains(value.type) {
            return value.children.first { workflow.screens[$0].role == .base }
        }
        return nil
    }

    /// The listed transitions, or every pair of states; each unordered pair once, in document order.
    static func pairs(_ workflow: Workflow) -> [(Int, Int)] {
        guard let transitions = workflow.transitions else {
            let count = workflow.renders.count
            guard count > 1 else { return [] }
            return (0..<count).flatMap { from in ((from + 1)..<count).map { (from, $0) } }
        }
        var renderOf: [String: Int] = [:]
        for (index, render) in workflow.renders.enumerated() where renderOf[render.state] == nil {
            renderOf[render.state] = index
        }
        var seen: Set<[Int]> = []
        var result: [(Int, Int)] = []
        for transition in transitions {
            guard let from = renderOf[transition.from], let to = renderOf[transition.to], from != to,
                  seen.insert([min(from, to), max(from, to)]).inserted else { continue }
            result.append((from, to))
        }
        return result
    }

    static let containerTypes: Set<String> = ["ModalContainer", "ToastContainer"]
    static let hostType = "ModalHostContainer"
    static let anyScreen = "AnyScreen"

    /// Whether a screen type is framework structure rather than an app screen.
    static func isFramework(_ type: String) -> Bool {
        containerTypes.contains(type) || type == hostType || type == anyScreen
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, which must hold for a suffix of the array.
    public func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
