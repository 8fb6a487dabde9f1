import Foundation

// MARK: - YAML output

extension PrintHierarchyImporter {
    private enum Item {
        case field(String, String, comment: String?)
        case comment(String)
    }

    private enum Task {
        case block(Int, indent: Int, dash: Bool)
        case flow(Int, indent: Int)
        case text(String)
    }

    /// Writes the snapshot document. Iterative (explicit task stack): block
    /// style down to `maxBlockIndent`, flow style below.
    static func emitYAML(_ forest: Forest, sourceName: String) -> String {
        var out = ""
        out.reserveCapacity(64 + forest.nodes.count * 96)
        out += "# Imported by modallint from \(commentText(sourceName))\n"
        out += "modallint: 1\n"
        out += "name: \(yamlScalar("Imported from \(sourceName)"))\n"
        guard !forest.roots.isEmpty else {
            out += "windows: []\n"
            return out
        }
        out += "windows:\n"

        var pads: [String] = []
        func pad(_ n: Int) -> String {
            while pads.count <= n { pads.append(String(repeating: " ", count: pads.count)) }
            return pads[n]
        }

        var tasks: [Task] = []
        for root in forest.roots.reversed() {
            tasks.append(.block(root, indent: 6, dash: false))
            tasks.append(.text("  - root:\n"))
        }
        let isRoot = Set(forest.roots)

        while let task = tasks.popLast() {
            switch task {
            case .text(let text):
                out += text

            case let .block(index, indent, dash):
                let node = forest.nodes[index]
                var first = true
                for item in items(node, isRoot: isRoot.contains(index)) {
                    switch item {
                    case let .field(key, value, comment):
                        out += first && dash ? pad(indent - 2) + "- " : pad(indent)
                        out += key + ": " + value
                        if let comment { out += "  # " + comment }
                        out += "\n"
                    case .comment(let text):
                        out += pad(indent) + "# " + text + "\n"
                    }
                    first = false
                }
                if let presented = node.presented {
                    if indent + 2 <= maxBlockIndent {
                        tasks.append(.block(presented, indent: indent + 2, dash: false))
                    } else {
                        tasks.append(.text("\n"))
                        tasks.append(.flow(presented, indent: indent + 2))
                    }
                    tasks.append(.text(pad(indent) + "presented:\n"))
                }
                if !node.children.isEmpty {
                    if indent + 4 <= maxBlockIndent {
                        for child in node.children.reversed() {
                            tasks.append(.block(child, indent: indent + 4, dash: true))
                        }
                        tasks.append(.text(pad(indent) + "children:\n"))
                    } else {
                        tasks.append(.text("]\n"))
                        pushFlowChildren(node.children, indent: indent + 2, &tasks)
                        tasks.append(.text(pad(indent) + "children: [\n"))
                    }
                }

            case let .flow(index, indent):
                let node = forest.nodes[index]
                var fields: [String] = []
                for item in items(node, isRoot: isRoot.contains(index)) {
                    switch item {
                    case let .field(key, value, comment):
                        fields.append(key + ": " + value)
                        if let comment { out += pad(indent) + "# " + comment + "\n" }
                    case .comment(let text):
                        out += pad(indent) + "# " + text + "\n"
                    }
                }
                out += pad(indent) + "{" + fields.joined(separator: ", ")
                tasks.append(.text("}"))
                if let presented = node.presented {
                    tasks.append(.flow(presented, indent: indent))
                    tasks.append(.text(", presented:\n"))
                }
                if !node.children.isEmpty {
                    tasks.append(.text("]"))
                    pushFlowChildren(node.children, indent: indent, &tasks)
                    tasks.append(.text(", children: [\n"))
                }
            }
        }
        return out
    }

    private static func pushFlowChildren(_ children: [Int], indent: Int, _ tasks: inout [Task]) {
        var k = children.count - 1
        while k >= 0 {
            tasks.append(.flow(children[k], indent: indent))
            if k > 0 { tasks.append(.text(",\n")) }
            k -= 1
        }
    }

    /// The keys of one view controller, in output order.
    private static func items(_ node: Node, isRoot: Bool) -> [Item] {
        var items: [Item] = []
        if node.isPlaceholder {
            items.append(.comment("not in the paste: the view controller that presented the paste's first one"))
        }
        items.append(.field("class", yamlScalar(node.className), comment: nil))
        items.append(.field("id", yamlScalar(node.id), comment: nil))
        if let address = node.address { items.append(.field("address", address, comment: nil)) }
        var inferred = InferredStyle()
        if node.isPresented {
            inferred = inferStyle(node.presentedWith)
            if isRoot {
                // A window root has no `style`: say how it was presented.
                let how: String
                switch node.presentedWith {
                case .notShown: how = ""
                case .null: how = " with (null)"
                case .controller(let name): how = " with \(name)"
                }
                items.append(.comment(commentText(
                    "presented\(how) by a view controller that is not in the paste" + (inferred.style.map { " (style \($0))" } ?? ""))))
            } else if let style = inferred.style {
                items.append(.field("style", style, comment: inferred.comment.map(commentText)))
            } else if let comment = inferred.comment {
                items.append(.comment(commentText(comment)))
            }
        }
        if inferred.alertController, node.className != "UIAlertController" {
            items.append(.field("is", "[UIAlertController]", comment: nil))
        }
        if inferred.actionSheet { items.append(.field("actionSheet", "true", comment: nil)) }
        if isModalHost(node.className) { items.append(.field("host", "true", comment: nil)) }
        if node.state != .appeared { items.append(.field("state", node.state.rawValue, comment: nil)) }
        if !node.viewLoaded { items.append(.field("viewLoaded", "false", comment: nil)) }
        if !node.inWindow { items.append(.field("inWindow", "false", comment: nil)) }
        return items
    }

    private static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null"]

    /// A YAML scalar for `s`: plain when that is unambiguous in block and
    /// flow context, else double-quoted with escapes.
    static func yamlScalar(_ s: String) -> String {
        if isPlainSafe(s) { return s }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                let v = scalar.value
                if v < 0x20 || (v >= 0x7F && v <= 0x9F) {
                    out += "\\x" + hex(v, digits: 2)
                } else if v == 0xFEFF || v == 0xFFFE || v == 0xFFFF {
                    out += "\\u" + hex(v, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func isPlainSafe(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard let first = u.first, let last = u.last else { return false }
        guard isUpper(first) || isLower(first) || first == UInt8(ascii: "_") else { return false }
        guard last != UInt8(ascii: " "), last != UInt8(ascii: "-"), !s.hasPrefix("_Tt") else { return false }
        for b in u where !(isIdentifierByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: " ") || b == UInt8(ascii: "-")) { return false }
        return !reservedWords.contains(s.lowercased())
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }

    /// Text safe inside a `#` comment: one line, printable, bounded.
    static func commentText(_ s: String) -> String {
        var out = ""
        var count = 0
        for scalar in s.unicodeScalars {
            if count == 200 { out += "…"; break }
            let v = scalar.value
            if v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029 || v == 0xFEFF || v == 0xFFFE || v == 0xFFFF {
                out += "?"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }
}
