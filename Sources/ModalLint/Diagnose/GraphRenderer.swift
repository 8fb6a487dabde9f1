/// `modallint graph`: the hierarchy as Graphviz DOT or Mermaid. Containment edges are
/// solid, UIKit presentations dashed, swift-modals modals bold; hosts are filled; every
/// view controller and edge on a diagnostic's path is drawn in red.
public enum GraphRenderer {
    public enum Format: String, Sendable, CaseIterable { case dot, mermaid }

    enum EdgeKind { case child, viewOnlyChild, uikit(String), modal(String), toast(String) }

    struct Edge {
        var from: ControllerID
        var to: ControllerID
        var kind: EdgeKind
    }

    public static func render(_ snapshot: Snapshot, diagnostics: [Diagnostic], format: Format) -> String {
        let edges = Self.edges(snapshot)
        let (problemNodes, problemEdges) = highlighted(snapshot, diagnostics: diagnostics, edges: edges)
        switch format {
        case .dot: return dot(snapshot, edges: edges, problemNodes: problemNodes, problemEdges: problemEdges)
        case .mermaid: return mermaid(snapshot, edges: edges, problemNodes: problemNodes, problemEdges: problemEdges)
        }
    }

    /// The drawn view controllers: those of the hierarchy as written (calls are not drawn).
    static func drawn(_ snapshot: Snapshot) -> [ControllerID] {
        snapshot.controllers.indices.filter {
            if case .call = snapshot.controllers[$0].attachment { return false }
            return true
        }
    }

    static func edges(_ snapshot: Snapshot) -> [Edge] {
        var result: [Edge] = []
        for index in drawn(snapshot) {
            let vc = snapshot.controllers[index]
            switch vc.attachment {
            case .child(let parent):
                result.append(Edge(from: parent, to: index, kind: vc.contained ? .child : .viewOnlyChild))
            case .uikit(let caller):
                let style = UIKitSemantics.resolve(vc.presentation?.uikitStyle ?? .automatic, in: snapshot.environment)
                result.append(Edge(from: caller, to: index, kind: .uikit(style.rawValue)))
            case .modal(let owner):
                result.append(Edge(from: owner, to: index, kind: .modal(vc.presentation?.modalStyle ?? "")))
            case .toast(let owner):
                result.append(Edge(from: owner, to: index, kind: .toast(vc.presentation?.modalStyle ?? "")))
            case .windowRoot, .call:
                break
            }
        }
        return result
    }

    /// View controllers named by a diagnostic (its place or a path step), and the edges
    /// joining consecutive ones on a path.
    static func highlighted(_ snapshot: Snapshot, diagnostics: [Diagnostic], edges: [Edge])
        -> (nodes: Set<ControllerID>, edges: Set<Int>)
    {
        var byPosition: [SourcePosition: ControllerID] = [:]
        for index in snapshot.controllers.indices {
            byPosition[snapshot.controllers[index].classRange.start] = index
        }
        var edgeIndex: [Int: Int] = [:]  // key: from * count + to
        let count = snapshot.controllers.count
        for (position, edge) in edges.enumerated() {
            edgeIndex[edge.from * count + edge.to] = position
            edgeIndex[edge.to * count + edge.from] = position
        }
        var nodes: Set<ControllerID> = []
        var marked: Set<Int> = []
        for diagnostic in diagnostics where diagnostic.severity >= .warning {
            if let vc = byPosition[diagnostic.range.start] { nodes.insert(vc) }
            let onPath = diagnostic.path.compactMap { byPosition[$0.range.start] }
            nodes.formUnion(onPath)
            for (a, b) in zip(onPath, onPath.dropFirst()) {
                if let edge = edgeIndex[a * count + b] { marked.insert(edge) }
            }
            // A chain that ends at a UIKit-presented view controller was cut by that presentation.
            if let top = onPath.last, case .uikit(let caller) = snapshot.controllers[top].attachment,
               let edge = edgeIndex[caller * count + top] {
                marked.insert(edge)
            }
        }
        return (nodes, marked)
    }

    static func label(_ vc: ViewController) -> String {
        vc.displayName + (vc.id.map { "\n#\($0)" } ?? "")
    }

    // MARK: DOT

    static func dotString(_ text: String) -> String {
        "\"" + TerminalText.escape(text, keepingNewlines: true).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func dot(_ snapshot: Snapshot, edges: [Edge], problemNodes: Set<ControllerID>, problemEdges: Set<Int>) -> String {
        var out = "digraph modallint {\n"
        out += "  graph [rankdir=TB, fontname=\"Helvetica\", label=\(dotString(snapshot.name ?? "modallint"))];\n"
        out += "  node [shape=box, style=\"rounded\", fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        for (windowIndex, window) in snapshot.windows.enumerated() {
            let title = "window " + (window.id ?? String(windowIndex + 1))
            out += "  window\(windowIndex) [shape=plaintext, label=\(dotString(title))];\n"
            out += "  window\(windowIndex) -> vc\(window.root) [style=dotted, arrowhead=none];\n"
        }
        for index in drawn(snapshot) {
            let vc = snapshot.controllers[index]
            var attributes = ["label=\(dotString(label(vc)))"]
            if vc.isHost { attributes.append("style=\"rounded,filled\", fillcolor=\"#d4f4dd\"") }
            if problemNodes.contains(index) { attributes.append("color=\"#d1242f\", penwidth=2.5") }
            out += "  vc\(index) [\(attributes.joined(separator: ", "))];\n"
        }
        for (position, edge) in edges.enumerated() {
            var attributes: [String] = []
            switch edge.kind {
            case .child: break
            case .viewOnlyChild: attributes += ["style=dashed", "color=gray", "label=\"view only (no addChild)\""]
            case .uikit(let style): attributes += ["style=dashed", "color=\"#1f6feb\"", "label=\(dotString("UIKit \(style)"))"]
            case .modal(let style): attributes += ["style=bold", "color=\"#8250df\"", "label=\(dotString("modal \(style)"))"]
            case .toast(let style): attributes += ["style=bold", "color=\"#bf8700\"", "label=\(dotString("toast \(style)"))"]
            }
            if problemEdges.contains(position) { attributes += ["color=\"#d1242f\"", "penwidth=2.5"] }
            let suffix = attributes.isEmpty ? "" : " [\(attributes.joined(separator: ", "))]"
            out += "  vc\(edge.from) -> vc\(edge.to)\(suffix);\n"
        }
        return out + "}\n"
    }

    // MARK: Mermaid

    static func mermaidString(_ text: String) -> String {
        "\"" + TerminalText.escape(text, keepingNewlines: true).replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;").replacingOccurrences(of: "\n", with: "<br/>") + "\""
    }

    static func mermaid(_ snapshot: Snapshot, edges: [Edge], problemNodes: Set<ControllerID>, problemEdges: Set<Int>) -> String {
        var out = "flowchart TD\n"
        var linkIndex = 0
        var redLinks: [Int] = []
        for (windowIndex, window) in snapshot.windows.enumerated() {
            out += "  window\(windowIndex)[/\(mermaidString("window " + (window.id ?? String(windowIndex + 1))))/]\n"
            out += "  window\(windowIndex) -.- vc\(window.root)\n"
            linkIndex += 1
        }
        for index in drawn(snapshot) {
            out += "  vc\(index)[\(mermaidString(label(snapshot.controllers[index])))]\n"
        }
        for (position, edge) in edges.enumerated() {
            let arrow: String
            switch edge.kind {
            case .child: arrow = "-->"
            case .viewOnlyChild: arrow = "-. \(mermaidString("view only")) .->"
            case .uikit(let style): arrow = "-. \(mermaidString("UIKit \(style)")) .->"
            case .modal(let style): arrow = "== \(mermaidString("modal \(style)")) ==>"
            case .toast(let style): arrow = "== \(mermaidString("toast \(style)")) ==>"
            }
            out += "  vc\(edge.from) \(arrow) vc\(edge.to)\n"
            if problemEdges.contains(position) { redLinks.append(linkIndex) }
            linkIndex += 1
        }
        out += "  classDef host fill:#d4f4dd,stroke:#2da44e\n"
        out += "  classDef problem stroke:#d1242f,stroke-width:3px\n"
        let hosts = drawn(snapshot).filter { snapshot.controllers[$0].isHost }
        if !hosts.isEmpty { out += "  class \(hosts.map { "vc\($0)" }.joined(separator: ",")) host\n" }
        if !problemNodes.isEmpty {
            out += "  class \(problemNodes.sorted().map { "vc\($0)" }.joined(separator: ",")) problem\n"
        }
        if !redLinks.isEmpty {
            out += "  linkStyle \(redLinks.map(String.init).joined(separator: ",")) stroke:#d1242f,stroke-width:3px\n"
        }
        return out
    }
}
