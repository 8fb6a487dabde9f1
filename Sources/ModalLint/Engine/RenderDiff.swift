/// Workflow's update-or-replace decision, slot by slot, between rendered states (rules.md section 3).
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

/// Per-workflow facts computed once: each screen's resolved screen (AnyScreen followed) and kind.
private struct Kinds {
    let workflow: Workflow
    /// The screen a slot really shows: AnyScreen wrappers followed to their content.
    var resolved: [Int]
    var kind: [String]

    struct Found {
        var kind: RenderDiff.ChangeKind
        var render: Int
        var screen: Int
        var otherRender: Int
        var otherScreen: Int
        var slot: String
        var role: Screen.Role
        var rebuilt: [String]
    }

    init(_ workflow: Workflow) {
        self.workflow = workflow
        let screens = workflow.screens
        // Screens are stored in pre-order (a screen before its children): resolve bottom-up.
        var resolved = Array(screens.indices)
        for index in screens.indices.reversed()
        where screens[index].type == RenderDiff.anyScreen && screens[index].children.count == 1 {
            resolved[index] = resolved[screens[index].children[0]]
        }
        self.resolved = resolved
        // Full generic types interned bottom-up (a child's type before its parent's), so two
        // screens compare by one number, however deep the nesting.
        var typeID = Array(repeating: 0, count: screens.count)
        var interned: [GenericType: Int] = [:]
        for index in screens.indices.reversed() {
            let argument = RenderDiff.genericArgument(index, in: workflow).map { typeID[$0] } ?? -1
            let key = GenericType(name: screens[index].type, argument: argument)
            if let id = interned[key] { typeID[index] = id } else {
                typeID[index] = interned.count
                interned[key] = interned.count
            }
        }
        kind = screens.indices.map { index in
            let screen = screens[index]
            if RenderDiff.containerTypes.contains(screen.type) { return "AnyModalToastContainer" }
            if screen.type == RenderDiff.hostType { return "\(RenderDiff.hostType)#\(typeID[index])" }
            return screen.type
        }
    }

    struct GenericType: Hashable {
        var name: String
        var argument: Int
    }

    func kindOf(_ screen: Int) -> String { kind[resolved[screen]] }

    static func label(_ role: Screen.Role) -> String {
        switch role {
        case .root: "root"
        case .base: "base"
        case .content: "content"
        case .child(let position): "children[\(position)]"
        case .modal(let key): "modal[\(key)]"
        case .toast(let key): "toast[\(key)]"
        }
    }

    /// The slots whose view controller is replaced between two renders.
    func diff(from: Int, to: Int) -> [Found] {
        var found: [Found] = []
        let renders = workflow.renders
        var stack: [(old: Int, new: Int, slot: String)] = [(renders[from].root, renders[to].root, "root")]
        while let (oldSlot, newSlot, slot) = stack.popLast() {
            let old = resolved[oldSlot], new = resolved[newSlot]
            if kind[old] != kind[new] {
                let role = workflow.screens[newSlot].role
                if let change = replaced(old: old, new: new, from: from, to: to, slot: slot, role: role) {
                    found.append(change)
                }
                continue
            }
            for (oldChild, newChild) in matchChildren(old: old, new: new) {
                stack.append((oldChild, newChild, slot + " > " + Self.label(workflow.screens[newChild].role)))
            }
        }
        return found
    }

    /// Children of two screens of one kind, paired as Workflow pairs them: described children by
    /// role; modals and toasts by (key, kind) first in first out, then leftovers of one key by order
    /// (those change kind: one goes out, another comes in).
    func matchChildren(old: Int, new: Int) -> [(Int, Int)] {
        let screens = workflow.screens
        var pairs: [(Int, Int)] = []
        var oldByRole: [Screen.Role: Int] = [:]
        var oldModals: [ModalIdentity: Queue] = [:]
        for child in screens[old].children {
            if let identity = identity(child) {
                oldModals[identity, default: Queue()].items.append(child)
            } else {
                oldByRole[screens[child].role] = child
            }
        }
        var matchedOld: Set<Int> = []
        var newLeftovers: [(Screen.Role, Int)] = []
        for child in screens[new].children {
            let role = screens[child].role
            if let identity = identity(child) {
                if let match = oldModals[identity]?.pop() {
                    pairs.append((match, child))
                    matchedOld.insert(match)
                } else {
                    newLeftovers.append((role, child))
                }
            } else if let match = oldByRole[role] {
                pairs.append((match, child))
            }
        }
        guard !newLeftovers.isEmpty else { return pairs }
        // Old modals left unmatched, per key, in document order.
        var oldLeftovers: [Screen.Role: Queue] = [:]
        for child in screens[old].children where identity(child) != nil && !matchedOld.contains(child) {
            oldLeftovers[screens[child].role, default: Queue()].items.append(child)
        }
        for (role, child) in newLeftovers {
            if let match = oldLeftovers[role]?.pop() { pairs.append((match, child)) }
        }
        return pairs
    }

    /// First in, first out, without moving elements.
    struct Queue {
        var items: [Int] = []
        var next = 0
        mutating func pop() -> Int? {
            guard next < items.count else { return nil }
            next += 1
            return items[next - 1]
        }
    }

    struct ModalIdentity: Hashable {
        var role: Screen.Role
        var kind: String
    }

    func identity(_ screen: Int) -> ModalIdentity? {
        let role = workflow.screens[screen].role
        switch role {
        case .modal, .toast: return ModalIdentity(role: role, kind: kindOf(screen))
        default: return nil
        }
    }

    /// A slot whose kind changes: what it means, or nil for an ordinary change of screen.
    func replaced(old: Int, new: Int, from: Int, to: Int, slot: String, role: Screen.Role) -> Found? {
        let isModal: Bool
        switch role {
        case .modal, .toast: isModal = true
        default: isModal = false
        }
        let rebuilt = persisting(old: old, new: new)
        let changeKind: RenderDiff.ChangeKind
        if !rebuilt.isEmpty {
            changeKind = .conditionalContainer
        } else if workflow.screens[old].type == RenderDiff.hostType, workflow.screens[new].type == RenderDiff.hostType {
            changeKind = .hostContentChanged
        } else if isModal {
            changeKind = .modalKindChanged
        } else {
            return nil
        }
        // Reported where the container appears: the side whose screen at the slot is a container.
        let newIsContainer = RenderDiff.isFramework(workflow.screens[new].type)
        let oldIsContainer = RenderDiff.isFramework(workflow.screens[old].type)
        let reportOld = changeKind == .conditionalContainer && oldIsContainer && !newIsContainer
        return Found(kind: changeKind, render: reportOld ? from : to, screen: reportOld ? old : new,
                     otherRender: reportOld ? to : from, otherScreen: reportOld ? new : old, slot: slot,
                     role: role, rebuilt: rebuilt)
    }

    /// App screen types found under both sides of a replaced slot: the topmost of each persisting
    /// subtree of the old side, in document order.
    func persisting(old: Int, new: Int) -> [String] {
        var newTypes: Set<String> = []
        var stack = [new]
        while let screen = stack.popLast() {
            let type = workflow.screens[screen].type
            if !RenderDiff.isFramework(type) { newTypes.insert(type) }
            stack.append(contentsOf: workflow.screens[screen].children)
        }
        guard !newTypes.isEmpty else { return [] }
        var result: [String] = []
        stack = [old]
        while let screen = stack.popLast() {
            let type = workflow.screens[screen].type
            if newTypes.contains(type) {
                if !result.contains(type) { result.append(type) }
                continue
            }
            stack.append(contentsOf: workflow.screens[screen].children.reversed())
        }
        return result
    }

    /// Modals (and toasts) sharing one identity within one container, per render.
    func duplicateKeys(workflowIndex: Int) -> [RenderDiff.DuplicateKey] {
        var result: [RenderDiff.DuplicateKey] = []
        for (renderIndex, render) in workflow.renders.enumerated() {
            var stack = [render.root]
            while let screen = stack.popLast() {
                let children = workflow.screens[screen].children
                stack.append(contentsOf: children.reversed())
                guard RenderDiff.containerTypes.contains(workflow.screens[screen].type) else { continue }
                var first: [ModalIdentity: Int] = [:]
                for child in children {
                    guard let identity = identity(child) else { continue }
                    if let earlier = first[identity] {
                        let key: String, isToast: Bool
                        switch identity.role {
                        case .toast(let name): (key, isToast) = (name, true)
                        case .modal(let name): (key, isToast) = (name, false)
                        default: continue
                        }
                        result.append(RenderDiff.DuplicateKey(workflow: workflowIndex, render: renderIndex,
                                                              first: earlier, duplicate: child, key: key, isToast: isToast))
                    } else {
                        first[identity] = child
                    }
                }
            }
        }
        return result
    }
}

/// The renders of a workflow grouped by structure: each screen's type and role and its
/// children's structures, interned bottom-up (one hash per screen, linear in the workflow).
struct RenderClasses {
    /// For each render, its class; for each class, its renders in document order.
    var classOf: [Int] = []
    var members: [[Int]] = []
    /// For each class, how many screens its renders have.
    var sizes: [Int] = []
    /// For each render, its screens in pre-order, and each screen's position in it.
    private var order: [[Int]] = []
    private var position: [Int: Int] = [:]

    private struct Shape: Hashable {
        var type: String
        var role: Screen.Role
        var children: [Int]
    }

    init(_ workflow: Workflow) {
        let screens = workflow.screens
        var shapeIDs: [Shape: Int] = [:]
        var shapeOf = [Int](repeating: -1, count: screens.count)
        var classByShape: [Int: Int] = [:]
        for render in workflow.renders {
            var preorder: [Int] = []
            var stack = [render.root]
            while let screen = stack.popLast() {
                preorder.append(screen)
                stack.append(contentsOf: screens[screen].children.reversed())
            }
            // Children come after their parent in pre-order: intern from the end.
            for screen in preorder.reversed() where shapeOf[screen] < 0 {
                let shape = Shape(type: screens[screen].type, role: screens[screen].role,
                                  children: screens[screen].children.map { shapeOf[$0] })
                if let id = shapeIDs[shape] {
                    shapeOf[screen] = id
                } else {
                    shapeOf[screen] = shapeIDs.count
                    shapeIDs[shape] = shapeIDs.count
                }
            }
            let renderIndex = order.count
            let classIndex: Int
            if let known = classByShape[shapeOf[render.root]] {
                classIndex = known
                members[known].append(renderIndex)
            } else {
                classIndex = members.count
                classByShape[shapeOf[render.root]] = classIndex
                members.append([renderIndex])
                sizes.append(preorder.count)
                // Positions are needed for class representatives only: they are what is mapped from.
                for (offset, screen) in preorder.enumerated() { position[screen] = offset }
            }
            classOf.append(classIndex)
            order.append(preorder)
        }
    }

    /// The screen of render `to` at the place `screen` has in render `from` (same class).
    func map(_ screen: Int, from: Int, to: Int) -> Int {
        from == to ? screen : order[to][position[screen]!]
    }
}

extension Array {
    /// The first index whose element satisfies `belongs`, which must hold for a suffix of the array.
    func partitioningIndex(where belongs: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if belongs(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
