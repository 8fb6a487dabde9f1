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
        /// and the other renders it changes against (in document order).
        public var render: Int
        public var screen: Int
        public var otherRenders: [Int]
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

    public init(snapshot: Snapshot) {
        for (index, workflow) in snapshot.workflows.enumerated() {
            let kinds = Kinds(workflow)
            duplicates += kinds.duplicateKeys(workflowIndex: index)
            var grouped: [GroupKey: Int] = [:]
            for (from, to) in Self.pairs(workflow) {
                for found in kinds.diff(from: from, to: to) {
                    // Grouped only with other states showing the same kind there: "shows A in
                    // states a and b" must not cover a state b that shows B.
                    let key = GroupKey(kind: found.kind, render: found.render, screen: found.screen,
                                       otherKind: kinds.kindOf(found.otherScreen))
                    if let existing = grouped[key] {
                        if !changes[existing].otherRenders.contains(found.otherRender) {
                            changes[existing].otherRenders.append(found.otherRender)
                        }
                        continue
                    }
                    grouped[key] = changes.count
                    changes.append(Change(
                        kind: found.kind, workflow: index, render: found.render, screen: found.screen,
                        otherRenders: [found.otherRender], otherScreen: found.otherScreen, slot: found.slot,
                        role: found.role, rebuilt: found.rebuilt))
                }
            }
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
