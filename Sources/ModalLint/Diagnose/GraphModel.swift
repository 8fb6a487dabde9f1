/// What `graph` draws, independent of the output language: the hierarchy as written, the
/// calls with their verdicts, SwiftUI roots and links, Workflow renders side by side, and
/// which nodes and edges findings name. GraphRenderer writes it as DOT or Mermaid.
struct GraphModel {
    enum Shape { case controller, host, window, call, swiftUIRoot, swiftUILink, screen, legend }
    enum Line { case solid, dashed, dotted, bold }
    /// One colour per kind of edge; a failing edge is drawn red, its label keeps the kind's colour.
    enum Tint: String {
        case plain = "#57606a", uikit = "#1f6feb", modal = "#8250df", toast = "#bf8700", gray = "#8c959f"
    }

    struct Node {
        var id: String
        var label: String
        var shape: Shape
        var failing = false
        /// Index into `groups` (a Workflow state), nil at top level.
        var group: Int?
    }

    struct Edge {
        var from: String
        var to: String
        var line: Line
        var tint: Tint
        var label: String?
        var failing = false
    }

    struct Group {
        var id: String
        var label: String
    }

    static let red = "#d1242f"
    static let hostFill = "#d4f4dd"

    var title: String
    var nodes: [Node] = []
    var edges: [Edge] = []
    var groups: [Group] = []
    /// View controller i is node `controllerNodeBase + i` (windows come first).
    var controllerNodeBase = 0

    /// `lookupFailures`: also mark each view controller from which a swift-modals present would
    /// trap, as `tree` does (for `_printHierarchy` pastes, which have no calls to find).
    init(_ snapshot: Snapshot, diagnostics: [Diagnostic], lookupFailures: Bool) {
        title = snapshot.name ?? "modallint"
        var findings = Findings(snapshot, diagnostics: diagnostics)
        if lookupFailures { findings.addLookupFailures(snapshot) }
        addControllers(snapshot, findings)
        addCalls(snapshot, findings)
        addSwiftUI(snapshot, findings)
        addWorkflows(snapshot, findings)
        if !nodes.isEmpty { nodes.append(Node(id: "legend", label: Self.legend, shape: .legend)) }
    }

    static let legend = """
        Legend
        ─── containment (addChild)
        - - UIKit present (blue), view only (gray)
        ═══ swift-modals modal (purple), toast (amber)
        ··· call, window, SwiftUI link
        green fill: modal host
        red: named by a finding; ✗ rule ids, ✓ no finding
        """

    // MARK: findings

    /// Findings by what they name: a view controller (where it is written or on a path), a
    /// call, a screen. Keyed by source position, built once.
    struct Findings {
        var rulesAt: [SourcePosition: [String]] = [:]
        var onPath: Set<SourcePosition> = []
        var pathPairs: Set<[SourcePosition]> = []
        var lookupRules: [ControllerID: String] = [:]

        init(_ snapshot: Snapshot, diagnostics: [Diagnostic]) {
            for diagnostic in diagnostics where diagnostic.severity >= .warning {
                if !(rulesAt[diagnostic.range.start]?.contains(diagnostic.rule) ?? false) {
                    rulesAt[diagnostic.range.start, default: []].append(diagnostic.rule)
                }
                let steps = diagnostic.path.map(\.range.start)
                onPath.formUnion(steps)
                for (a, b) in zip(steps, steps.dropFirst()) { pathPairs.insert([a, b]); pathPairs.insert([b, a]) }
            }
        }

        mutating func addLookupFailures(_ snapshot: Snapshot) {
            var replay = PresentationReplay(snapshot: snapshot, replayingCalls: false)
            for index in snapshot.controllers.indices where !snapshot.controllers[index].isHost {
                if case .failed(let failure) = replay.presentLookup(from: index) { lookupRules[index] = failure.kind.rawValue }
            }
        }

        func rules(at position: SourcePosition) -> [String] { rulesAt[position] ?? [] }
    }

    static func verdict(_ rules: [String]) -> String {
        rules.isEmpty ? "✓" : "✗ " + rules.joined(separator: ", ")
    }

    // MARK: view controllers

    mutating func addControllers(_ snapshot: Snapshot, _ findings: Findings) {
        for (windowIndex, window) in snapshot.windows.enumerated() {
            var title = "window " + (window.id ?? String(windowIndex + 1))
            if window.isKey { title += " (key)" }
            nodes.append(Node(id: "window\(windowIndex)", label: title, shape: .window))
            edges.append(Edge(from: "window\(windowIndex)", to: "vc\(window.root)", line: .dotted, tint: .gray))
        }
        controllerNodeBase = nodes.count
        for index in snapshot.controllers.indices {
            let vc = snapshot.controllers[index]
            var rules = findings.rules(at: vc.classRange.start)
            if let rule = findings.lookupRules[index], !rules.contains(rule) { rules.append(rule) }
            var label = vc.displayName + (vc.id.map { "\n#\($0)" } ?? "")
            if !rules.isEmpty { label += "\n" + Self.verdict(rules) }
            nodes.append(Node(id: "vc\(index)", label: label, shape: vc.isHost ? .host : .controller,
                              failing: !rules.isEmpty || findings.onPath.contains(vc.classRange.start)))
            let edge: Edge
            switch vc.attachment {
            case .child(let parent):
                edge = vc.contained
                    ? Edge(from: "vc\(parent)", to: "vc\(index)", line: .solid, tint: .plain)
                    : Edge(from: "vc\(parent)", to: "vc\(index)", line: .dashed, tint: .gray, label: "view only (no addChild)")
            case .uikit(let caller):
                let style = UIKitSemantics.resolve(vc.presentation?.uikitStyle ?? .automatic, in: snapshot.environment)
                edge = Edge(from: "vc\(caller)", to: "vc\(index)", line: .dashed, tint: .uikit, label: "UIKit \(style.rawValue)")
            case .modal(let owner):
                edge = Edge(from: "vc\(owner)", to: "vc\(index)", line: .bold, tint: .modal,
                            label: "modal \(vc.presentation?.modalStyle ?? "")")
            case .toast(let owner):
                edge = Edge(from: "vc\(owner)", to: "vc\(index)", line: .bold, tint: .toast,
                            label: "toast \(vc.presentation?.modalStyle ?? "")")
            case .windowRoot, .call:
                continue
            }
            var marked = edge
            let from = Self.controllerIndex(edge.from).map { snapshot.controllers[$0].classRange.start }
            if let from, findings.pathPairs.contains([from, vc.classRange.start]) { marked.failing = true }
            // A chain that ends at a UIKit-presented view controller was cut by that presentation.
            if case .uikit = vc.attachment, findings.onPath.contains(vc.classRange.start),
               let from, findings.onPath.contains(from) || !findings.rules(at: vc.classRange.start).isEmpty {
                marked.failing = true
            }
            edges.append(marked)
        }
    }

    static func controllerIndex(_ id: String) -> Int? {
        id.hasPrefix("vc") ? Int(id.dropFirst(2)) : nil
    }

    // MARK: calls

    /// Each call as an edge from the view controller that presents to the one presented,
    /// labelled with its number, what it does and its verdict; dismiss and remove as a note.
    mutating func addCalls(_ snapshot: Snapshot, _ findings: Findings) {
        for (index, call) in snapshot.calls.enumerated() {
            let rules = findings.rules(at: call.verbRange.start)
            let head = "call \(index + 1) (line \(call.verbRange.start.line))"
            switch call.action {
            case .present(let presented, let from, let via, _):
                let tint: Tint, line: Line, what: String
                switch via {
                case .uikit:
                    tint = .uikit; line = .dashed
                    let style = UIKitSemantics.resolve(call.presentation?.uikitStyle ?? .automatic, in: snapshot.environment)
                    what = "UIKit \(style.rawValue)"
                case .modals: tint = .modal; line = .bold; what = "modal \(call.presentation?.modalStyle ?? "")"
                case .toasts: tint = .toast; line = .bold; what = "toast \(call.presentation?.modalStyle ?? "")"
                }
                edges.append(Edge(from: "vc\(from)", to: "vc\(presented)", line: line, tint: tint,
                                  label: "\(head): \(what) \(Self.verdict(rules))", failing: !rules.isEmpty))
                if !rules.isEmpty { markFailing(controllerNodeBase + from, rules: rules) }
            case .dismiss(let controller, _), .remove(let controller):
                var verb = "dismiss"
                if case .remove = call.action { verb = "remove" }
                nodes.append(Node(id: "call\(index)", label: "\(head): \(verb) \(Self.verdict(rules))", shape: .call,
                                  failing: !rules.isEmpty))
                edges.append(Edge(from: "call\(index)", to: "vc\(controller)", line: .dotted, tint: .gray,
                                  failing: !rules.isEmpty))
            }
        }
    }

    /// Adds rule ids to a drawn node (once each) and marks it.
    mutating func markFailing(_ position: Int, rules: [String]) {
        guard position < nodes.count else { return }
        nodes[position].failing = true
        let missing = rules.filter { !nodes[position].label.contains($0) }
        if !missing.isEmpty { nodes[position].label += "\n" + Self.verdict(missing) }
    }

    // MARK: SwiftUI

    mutating func addSwiftUI(_ snapshot: Snapshot, _ findings: Findings) {
        guard !snapshot.swiftUIRoots.isEmpty || !snapshot.swiftUILinks.isEmpty else { return }
        let matching = SwiftUIMatching(snapshot: snapshot)
        for (index, root) in snapshot.swiftUIRoots.enumerated() {
            let rules = findings.rules(at: root.range.start)
            var label = "SwiftUI " + SwiftUIMatching.describe(root)
            if root.kind == .window { label += "\nwindow level \(Size.format(root.level))" }
            if !rules.isEmpty { label += "\n" + Self.verdict(rules) }
            nodes.append(Node(id: "root\(index)", label: label, shape: .swiftUIRoot, failing: !rules.isEmpty))
        }
        for (index, link) in snapshot.swiftUILinks.enumerated() {
            let rules = findings.rules(at: link.range.start)
            var label = SwiftUIMatching.describe(link) + (link.presented ? "\npresented" : "")
            label += "\n" + Self.verdict(rules)
            nodes.append(Node(id: "link\(index)", label: label, shape: .swiftUILink, failing: !rules.isEmpty))
            let roots = index < matching.rootsOfLink.count ? matching.rootsOfLink[index] : []
            for root in roots {
                edges.append(Edge(from: "link\(index)", to: "root\(root)", line: .dotted, tint: .modal,
                                  label: link.presented ? "shows in" : "would show in", failing: !rules.isEmpty))
            }
        }
    }

    // MARK: Workflow

    /// Each rendered state as a group, side by side; its screens as a tree; transitions as
    /// dotted edges between the states' root screens.
    mutating func addWorkflows(_ snapshot: Snapshot, _ findings: Findings) {
        for (workflowIndex, workflow) in snapshot.workflows.enumerated() {
            var rootOf: [String: String] = [:]
            for (renderIndex, render) in workflow.renders.enumerated() {
                let group = groups.count
                groups.append(Group(id: "w\(workflowIndex)r\(renderIndex)", label: "\(workflow.name): state \(render.state)"))
                var stack: [(screen: Int, parent: String?)] = [(render.root, nil)]
                var first = true
                while let (screenIndex, parent) = stack.popLast() {
                    let screen = workflow.screens[screenIndex]
                    let id = "w\(workflowIndex)r\(renderIndex)s\(screenIndex)"
                    if first { rootOf[render.state] = id; first = false }
                    let rules = findings.rules(at: screen.range.start)
                    var label = screen.type
                    if !rules.isEmpty { label += "\n" + Self.verdict(rules) }
                    nodes.append(Node(id: id, label: label, shape: .screen, failing: !rules.isEmpty, group: group))
                    if let parent {
                        let role: String
                        switch screen.role {
                        case .root: role = ""
                        case .base: role = "base"
                        case .content: role = "content"
                        case .child(let position): role = "child \(position + 1)"
                        case .modal(let key): role = "modal \(key)" + (screen.style.map { " (\($0))" } ?? "")
                        case .toast(let key): role = "toast \(key)" + (screen.style.map { " (\($0))" } ?? "")
                        }
                        let modal: Bool
                        switch screen.role { case .modal, .toast: modal = true; default: modal = false }
                        edges.append(Edge(from: parent, to: id, line: modal ? .bold : .solid,
                                          tint: modal ? .modal : .plain, label: role.isEmpty ? nil : role))
                    }
                    for child in screen.children.reversed() { stack.append((child, id)) }
                }
            }
            if let hostedIn = workflow.hostedIn, let first = workflow.renders.first, let root = rootOf[first.state] {
                edges.append(Edge(from: "vc\(hostedIn)", to: root, line: .dotted, tint: .gray, label: "renders \(workflow.name)"))
            }
            for transition in workflow.transitions ?? [] {
                if let from = rootOf[transition.from], let to = rootOf[transition.to] {
                    edges.append(Edge(from: from, to: to, line: .dotted, tint: .gray, label: "transition"))
                }
            }
        }
    }
}
