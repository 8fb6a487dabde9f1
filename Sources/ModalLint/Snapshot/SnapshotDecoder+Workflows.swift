// The `workflows:` section: Workflow render states and their screens.

extension SnapshotDecoder.Decoder {
    mutating func readWorkflows(_ node: Int) {
        guard let items = reader.sequence(node, what: "`workflows`") else { return }
        for item in items {
            let allowed = SnapshotDecoder.workflowKeys
            guard let pairs = reader.mapping(item, what: "a workflow", allowed: allowed),
                  reader.requireKeys(pairs, ["name", "renders"], in: item, what: "a workflow") else { continue }
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
        guard let pairs = reader.mapping(node, what: "a render", allowed: SnapshotDecoder.renderKeys),
              reader.requireKeys(pairs, ["state", "screen"], in: node, what: "a render") else { return }
        guard let state = reader.string(pairs.first { $0.key == "state" }!.value, what: "`state`") else { return }
        guard let root = readScreens(pairs.first { $0.key == "screen" }!.value, into: &workflow) else { return }
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
            } else {
                guard let pairs = reader.mapping(resolved, what: "a screen", allowed: screenKeys),
                      reader.requireKeys(pairs, ["type"], in: resolved, what: "a screen"),
                      let type = reader.string(pairs.first { $0.key == "type" }!.value, what: "a screen's `type`")
                else { continue }
                screen.type = type
                for (key, keyNode, value) in pairs where key != "type" {
                    let allowedFor: [String: Set<String>] = [
                        "base": ["ModalContainer", "ToastContainer"],
                        "modals": ["ModalContainer"],
                        "toasts": ["ToastContainer"],
                    ]
                    if let owners = allowedFor[key], !owners.contains(type) {
                        reader.error("input/schema", "`\(key)` applies to \(owners.sorted().joined(separator: " and ")) screens, not `\(type)`",
                                     at: reader.range(keyNode))
                        continue
                    }
                    switch key {
                    case "base": queued.append((value, .base, nil))
                    case "content": queued.append((value, .content, nil))
                    case "children":
                        for (position, child) in (reader.sequence(value, what: "`children`") ?? []).enumerated() {
                            queued.append((child, .child(position), nil))
                        }
                    default:
                        for entry in reader.sequence(value, what: "`\(key)`") ?? [] {
                            guard let modal = reader.mapping(entry, what: "a modal entry", allowed: SnapshotDecoder.modalEntryKeys),
                                  reader.requireKeys(modal, ["key", "style", "screen"], in: entry, what: "a modal entry"),
                                  let modalKey = reader.string(modal.first { $0.key == "key" }!.value, what: "`key`"),
                                  let style = reader.string(modal.first { $0.key == "style" }!.value, what: "`style`")
                            else { continue }
                            let styleNode = modal.first { $0.key == "style" }!.value
                            checkModalStyle(style, at: reader.range(styleNode))
                            let role: Screen.Role = key == "modals" ? .modal(key: modalKey) : .toast(key: modalKey)
                            queued.append((modal.first { $0.key == "screen" }!.value, role, (style, reader.range(styleNode))))
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
