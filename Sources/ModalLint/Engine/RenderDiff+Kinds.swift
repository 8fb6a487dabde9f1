extension RenderDiff {
    /// Per-workflow facts computed once: each screen's resolved screen (AnyScreen followed) and kind.
    struct Kinds {
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
            // A host on both sides is the more specific finding (render/host-content-changed), even
            // where a screen persists under it: render/conditional-container yields to it.
            if workflow.screens[old].type == RenderDiff.hostType, workflow.screens[new].type == RenderDiff.hostType {
                changeKind = .hostContentChanged
            } else if !rebuilt.isEmpty {
                changeKind = .conditionalContainer
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
}
