// The `workflows:` section: Workflow render states and their screens.

extension SnapshotDecoder.Decoder {
    mutating func readWorkflows(_ node: Int) {
        guard let items = reader.sequence(node, what: "`workflows`") else { return }
        for item in items {
            let allowed = SnapshotDecoder.workflowKeys
            // A missing key is reported and the rest still read: its errors are independent.
            guard let pairs = reader.mapping(item, what: "a workflow", allowed: allowed) else { continue }
            _ = reader.requireKeys(pairs, ["name", "renders"], in: item, what: "a workflow")
            var workflow = Workflow(name: "", screens: [], renders: [], transitions: nil, hostedIn: nil,
                                    hostedInRange: nil, range: reader.range(item))
            for (key, _, value) in pairs {
                switch key {
                case "name": workflow.name = reader.string(value, what: "a workflow's `name`") ?? ""
                case "renders":
                    for render in reader.sequence(value, what: "`renders`") ?? [] {
                        readRender(render, into: &workflow)
                    }
                case "transitions": workflow.transitions = readTransitions(value)
                default:
                    if let id = reader.string(value, what: "`hostedIn`") {
                        workflow.hostedInRange = reader.range(value)
                        references.append(PendingReference(id: id, range: reader.range(value),
                                                           target: .hostedIn(snapshot.workflows.count)))
                    }
                }
            }
            var seen: [String: SourceRange] = [:]
            for render in workflow.renders {
                if let first = seen[render.state] {
                    reader.error("input/schema",
                                 "state `\(render.state)` is rendered twice (first at line \(first.start.line))",
                                 at: render.range)
                }
                seen[render.state] = render.range
            }
            if let transitions = workflow.transitions {
                for transition in transitions {
                    for state in [transition.from, transition.to] where seen[state] == nil {
                        var message = "transition names the state `\(state)`, which has no render"
                        if let guess = reader.suggestion(for: state, among: seen.keys.sorted()) {
                            message += "; did you mean `\(guess)`?"
                        }
                        reader.error("input/reference", message, at: transition.range)
                    }
                }
            }
            snapshot.workflows.append(workflow)
        }
    }

    mutating func readTransitions(_ node: Int) -> [(from: String, to: String, range: SourceRange)] {
        var result: [(from: String, to: String, range: SourceRange)] = []
        for item in reader.sequence(node, what: "`transitions`") ?? [] {
            guard let pair = reader.sequence(item, what: "a transition"), pair.count == 2 else {
                reader.error("input/schema", "a transition is a pair of states: [from, to]", at: reader.range(item))
                continue
            }
            if let from = reader.string(pair[0], what: "a state"), let to = reader.string(pair[1], what: "a state") {
                result.append((from, to, reader.range(item)))
            }
        }
        return result
    }

    mutating func readRender(_ node: Int, into workflow: inout Workflow) {
        guard let pairs = reader.mapping(node, what: "a render", allowed: SnapshotDecoder.renderKeys) else { return }
        let complete = reader.requireKeys(pairs, ["state", "screen"], in: node, what: "a render")
        // Both are read when there: a state without a screen still has its errors.
        let state = pairs.first { $0.key == "state" }.flatMap { reader.string($0.value, what: "`state`") }
        let root = pairs.first { $0.key == "screen" }.flatMap { readScreens($0.value, into: &workflow) }
        guard complete, let state, let root else { return }
        workflow.renders.append(Render(state: state, root: root, range: reader.range(reader.resolve(node))))
    }

    /// Reads a `<screen>` tree into `workflow.screens` (iteratively); returns the root's index.
    mutating func readScreens(_ node: Int, into workflow: inout Workflow) -> Int? {
        var work: [(node: Int, role: Screen.Role, parent: Int?, style: (String, SourceRange)?)] = [(node, .root, nil, nil)]
        var top: Int?
        let screenKeys = SnapshotDecoder.screenKeys
        while let item = work.popLast() {
            if reader.budgetExceeded { return nil }
            let resolved = reader.resolve(item.node)
            var screen = Screen(type: "", role: item.role, style: item.style?.0, styleRange: item.style?.1,
                                children: [], range: reader.range(resolved))
            var queued: [(node: Int, role: Screen.Role, style: (String, SourceRange)?)] = []
            if document.kind(resolved) == .scalar {
                guard let type = reader.string(resolved, what: "a screen") else { continue }
                screen.type = type
                for key in SnapshotDecoder.screenShape(type).required {
                    reader.error("input/schema", "\(SnapshotDecoder.screenName(type)) is missing the required key `\(key)`",
                                 at: reader.range(resolved), fix: "write it as a mapping: {type: \(type), \(key): ...}")
                }
            } else {
                // The keys a screen takes depend on its type: read it first.
                let peeked = peekScreenType(resolved)
                let shape = SnapshotDecoder.screenShape(peeked ?? "")
                let what = peeked.map { SnapshotDecoder.screenShapes[$0] == nil ? "a screen" : SnapshotDecoder.screenName($0) } ?? "a screen"
                guard let pairs = reader.mapping(resolved, what: what, allowed: peeked == nil ? screenKeys : shape.keys,
                                                 misplaced: peeked.map(SnapshotDecoder.misplacedScreenKeys) ?? [:]),
                      reader.requireKeys(pairs, ["type"], in: resolved, what: "a screen"),
                      let type = reader.string(pairs.first { $0.key == "type" }!.value, what: "a screen's `type`")
                else { continue }
                screen.type = type
                for (keyNode, _) in document.pairs(resolved) {
                    let key = document.resolved(keyNode)
                    if document.kind(key) == .scalar, let meant = shape.meant[document.scalar(key)] {
                        reader.noteMeant(meant, in: resolved)
                    }
                }
                // A missing key is reported, and the rest is still read: its errors are independent.
                _ = reader.requireKeys(pairs, shape.required, in: resolved, what: what)
                for (key, _, value) in pairs where key != "type" {
                    switch key {
                    case "base": queued.append((value, .base, nil))
                    case "content": queued.append((value, .content, nil))
                    case "children":
                        for (position, child) in (reader.sequence(value, what: "`children`") ?? []).enumerated() {
                            queued.append((child, .child(position), nil))
                        }
                    default:
                        for entry in reader.sequence(value, what: "`\(key)`") ?? [] {
                            guard let modal = reader.mapping(entry, what: "a modal entry", allowed: SnapshotDecoder.modalEntryKeys)
                            else { continue }
                            // Each key is read when there: a missing one hides no other error.
                            _ = reader.requireKeys(modal, ["key", "style", "screen"], in: entry, what: "a modal entry")
                            func value(_ name: String) -> Int? { modal.first { $0.key == name }?.value }
                            let modalKey = value("key").flatMap { reader.string($0, what: "`key`") }
                            var style: (String, SourceRange)?
                            if let styleNode = value("style"), let name = reader.string(styleNode, what: "`style`") {
                                checkModalStyle(name, at: reader.range(styleNode))
                                style = (name, reader.range(styleNode))
                            }
                            guard let screenNode = value("screen") else { continue }
                            let role: Screen.Role = key == "modals" ? .modal(key: modalKey ?? "") : .toast(key: modalKey ?? "")
                            queued.append((screenNode, role, style))
                        }
                    }
                }
            }
            let index = workflow.screens.count
            workflow.screens.append(screen)
            if let parent = item.parent { workflow.screens[parent].children.append(index) }
            if top == nil { top = index }
            for entry in queued.reversed() {
                work.append((entry.node, entry.role, index, entry.style))
            }
        }
        return top
    }

    /// The `type` scalar of a screen mapping, unreported when absent or not a string (the
    /// mapping's read reports it).
    func peekScreenType(_ mapping: Int) -> String? {
        for (key, value) in document.pairs(mapping) {
            let key = document.resolved(key), value = document.resolved(value)
            guard document.kind(key) == .scalar, document.scalar(key) == "type" else { continue }
            guard document.kind(value) == .scalar, !document.isNull(value) else { return nil }
            return document.scalar(value)
        }
        return nil
    }

    mutating func checkModalStyle(_ name: String, at range: SourceRange) {
        guard snapshot.styles[name] == nil else { return }
        var message = "unknown style `\(name)`"
        if let bare = NewcomerHints.swiftSpelling(name), snapshot.styles[bare] != nil {
            message += "; did you mean `\(bare)`? (a snapshot names the style, not the Swift expression)"
        } else if UIKitStyle(rawValue: name) != nil {
            let nearest = NewcomerHints.nearestModalStyle[name].map { "; the nearest is `\($0)`" } ?? ""
            message = "`\(name)` is a UIKit presentation style, and this is a swift-modals present: it takes \(NewcomerHints.modalStyles.joined(separator: ", ")) or a name under `styles:`\(nearest)"
        } else if let guess = reader.suggestion(for: name, among: snapshot.styles.keys.sorted()) {
            message += "; did you mean `\(guess)`?"
        }
        reader.error("input/reference", message, at: range,
                     fix: "styles are the built-in full, card, sheet, popover and those under `styles:`")
    }
}
