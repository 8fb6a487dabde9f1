/// `modallint graph`: the hierarchy as Graphviz DOT or Mermaid (GraphModel.swift says what is
/// drawn). Containment edges are solid, UIKit presentations dashed, swift-modals modals bold,
/// calls labelled with their verdicts; hosts are filled; what findings name is red.
public enum GraphRenderer {
    public enum Format: String, Sendable, CaseIterable { case dot, mermaid }

    /// `lookupFailures`: mark every view controller a swift-modals present would trap from,
    /// as `tree` does (what a `_printHierarchy` paste, which has no calls, is drawn for).
    public static func render(_ snapshot: Snapshot, diagnostics: [Diagnostic], format: Format,
                              lookupFailures: Bool = false) -> String {
        let model = GraphModel(snapshot, diagnostics: diagnostics, lookupFailures: lookupFailures)
        switch format {
        case .dot: return dot(model)
        case .mermaid: return mermaid(model)
        }
    }

    // MARK: DOT

    static func dotString(_ text: String) -> String {
        "\"" + TerminalText.escape(text, keepingNewlines: true).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
            .replacingOccurrences(of: "\n", with: "\\n") + "\""
    }

    static func dotNode(_ node: GraphModel.Node) -> String {
        var attributes = ["label=\(dotString(node.label))"]
        var style = ["rounded"]
        switch node.shape {
        case .controller, .screen: break
        case .host: style.append("filled"); attributes.append("fillcolor=\"\(GraphModel.hostFill)\"")
        case .window: attributes.append("shape=plaintext"); style = []
        case .call: attributes.append("shape=note"); style = []
        case .swiftUIRoot: attributes.append("shape=box3d"); style = []
        case .swiftUILink: attributes.append("shape=cds"); style = []
        case .legend: attributes += ["shape=note", "fontsize=9"]; style = []
        }
        if !style.isEmpty { attributes.append("style=\"\(style.joined(separator: ","))\"") }
        if node.failing { attributes += ["color=\"\(GraphModel.red)\"", "penwidth=2.5"] }
        return "\(node.id) [\(attributes.joined(separator: ", "))];"
    }

    static func dot(_ model: GraphModel) -> String {
        var out = "digraph modallint {\n"
        out += "  graph [rankdir=TB, fontname=\"Helvetica\", label=\(dotString(model.title))];\n"
        out += "  node [shape=box, fontname=\"Helvetica\"];\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10];\n"
        var grouped: [[GraphModel.Node]] = Array(repeating: [], count: model.groups.count)
        for node in model.nodes {
            if let group = node.group { grouped[group].append(node) } else { out += "  " + dotNode(node) + "\n" }
        }
        // Workflow states as clusters, side by side.
        for (index, group) in model.groups.enumerated() {
            out += "  subgraph cluster_\(group.id) {\n    label=\(dotString(group.label));\n    style=rounded;\n"
            for node in grouped[index] { out += "    " + dotNode(node) + "\n" }
            out += "  }\n"
        }
        for edge in model.edges {
            var attributes: [String] = []
            switch edge.line {
            case .solid: break
            case .dashed: attributes.append("style=dashed")
            case .dotted: attributes.append("style=dotted")
            case .bold: attributes.append("style=bold")
            }
            // One colour per edge: red when failing; the label keeps the kind's colour.
            attributes.append("color=\"\(edge.failing ? GraphModel.red : edge.tint.rawValue)\"")
            if edge.failing { attributes.append("penwidth=2.5") }
            if let label = edge.label {
                attributes.append("label=\(dotString(label))")
                attributes.append("fontcolor=\"\(edge.tint.rawValue)\"")
            }
            out += "  \(edge.from) -> \(edge.to) [\(attributes.joined(separator: ", "))];\n"
        }
        return out + "}\n"
    }

    // MARK: Mermaid

    static func mermaidString(_ text: String) -> String {
        "\"" + TerminalText.escape(text, keepingNewlines: true).replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "<", with: "#lt;")
            .replacingOccurrences(of: ">", with: "#gt;").replacingOccurrences(of: "\n", with: "<br/>") + "\""
    }

    static func mermaidNode(_ node: GraphModel.Node) -> String {
        let text = mermaidString(node.label)
        switch node.shape {
        case .controller, .host, .screen: return "\(node.id)[\(text)]"
        case .window: return "\(node.id)[/\(text)/]"
        case .call, .legend: return "\(node.id)>\(text)]"
        case .swiftUIRoot: return "\(node.id)[[\(text)]]"
        case .swiftUILink: return "\(node.id)([\(text)])"
        }
    }

    static func mermaid(_ model: GraphModel) -> String {
        var out = "flowchart TD\n"
        var grouped: [[GraphModel.Node]] = Array(repeating: [], count: model.groups.count)
        for node in model.nodes {
            if let group = node.group { grouped[group].append(node) } else { out += "  " + mermaidNode(node) + "\n" }
        }
        for (index, group) in model.groups.enumerated() {
            out += "  subgraph \(group.id)[\(mermaidString(group.label))]\n"
            for node in grouped[index] { out += "    " + mermaidNode(node) + "\n" }
            out += "  end\n"
        }
        var styles: [String: [Int]] = [:]
        for (position, edge) in model.edges.enumerated() {
            let label = edge.label.map { mermaidString($0) }
            let arrow: String
            switch edge.line {
            case .solid: arrow = label.map { "-- \($0) -->" } ?? "-->"
            case .dashed, .dotted: arrow = label.map { "-. \($0) .->" } ?? "-.->"
            case .bold: arrow = label.map { "== \($0) ==>" } ?? "==>"
            }
            out += "  \(edge.from) \(arrow) \(edge.to)\n"
            let stroke = edge.failing ? "stroke:\(GraphModel.red),stroke-width:3px" : "stroke:\(edge.tint.rawValue)"
            styles[stroke, default: []].append(position)
        }
        out += "  classDef host fill:\(GraphModel.hostFill),stroke:#2da44e\n"
        out += "  classDef problem stroke:\(GraphModel.red),stroke-width:3px\n"
        let hosts = model.nodes.filter { $0.shape == .host }.map(\.id)
        if !hosts.isEmpty { out += "  class \(hosts.joined(separator: ",")) host\n" }
        let failing = model.nodes.filter(\.failing).map(\.id)
        if !failing.isEmpty { out += "  class \(failing.joined(separator: ",")) problem\n" }
        for stroke in styles.keys.sorted() {
            out += "  linkStyle \(styles[stroke]!.map(String.init).joined(separator: ",")) \(stroke)\n"
        }
        return out
    }
}
