// The parser's tree building: where each parsed view controller goes (root, child, presented),
// and the repeated windows of a paste dropped.

extension PrintHierarchyImporter.Parser {
    mutating func attach(_ node: PrintHierarchyImporter.Node, bars: Int, plus: Bool, lineNumber: Int, column: Int) {
        var depth: Int
        if !sectionStarted {
            // First view controller of a paste: it is the root, whatever
            // its prefix. A presented root (`   + <X>`, as printed for a
            // view controller presented from outside the printed tree)
            // has its children one `|` deep.
            sectionStarted = true
            stack.removeAll(keepingCapacity: true)
            base = plus ? (bars == 0 ? 0 : bars + 1) : bars
            depth = 0
        } else {
            depth = bars + (plus ? 1 : 0) - base
            if depth < 0 {
                report(lineNumber, column, "this line is less indented than the first view controller of the paste; it starts a new window")
                depth = 0
            }
        }
        while let top = stack.last, top.depth >= depth { stack.removeLast() }

        if forest.nodes.count >= PrintHierarchyImporter.maxControllers {
            report(lineNumber, column, "more than \(PrintHierarchyImporter.maxControllers) view controllers; ignored the paste from this line on")
            stopped = true
            return
        }

        guard let top = stack.last else {
            addRoot(node, depth: depth, presented: plus, lineNumber: lineNumber, column: column)
            return
        }
        guard let parent = top.node else {
            // Inside a dropped subtree.
            stack.append((depth, nil))
            return
        }
        var node = node
        node.yamlDepth = forest.nodes[parent].yamlDepth + (plus ? 1 : 2)
        guard node.yamlDepth < LoaderLimits.default.maxDepth else {
            // The snapshot loader refuses deeper YAML: say so here, at the paste's line.
            report(lineNumber, column, "nested deeper than a snapshot can be (\(LoaderLimits.default.maxDepth) levels of YAML collections, about \(LoaderLimits.default.maxDepth / 2) view controllers): ignored this view controller and what it contains")
            stack.append((depth, nil))
            return
        }
        let index = forest.nodes.count
        if plus {
            if let first = forest.nodes[parent].presented {
                report(lineNumber, column, "\(Self.excerpt(forest.nodes[parent].className)) (line \(forest.nodes[parent].line)) already presents \(Self.excerpt(forest.nodes[first].className)) (line \(forest.nodes[first].line)); a view controller presents at most one: kept the first, dropped this one and what it contains")
                stack.append((depth, nil))
                return
            }
            forest.nodes[parent].presented = index
        } else {
            forest.nodes[parent].children.append(index)
        }
        stack.append((depth, index))
        forest.nodes.append(node)
    }

    /// A window root. One that was presented (`   + <X>` on the paste's first line: the paste
    /// starts at a presented view controller) stays presented, by a placeholder for the
    /// presenter the paste does not show: a UIKit presentation by an unknown view controller.
    mutating func addRoot(_ node: PrintHierarchyImporter.Node, depth: Int, presented: Bool, lineNumber: Int, column: Int) {
        // Only the first root after a command can be a second `po` of a window printed before.
        if !sectionHasRoot { rootStarts.append(forest.nodes.count) }
        sectionHasRoot = true
        forest.roots.append(forest.nodes.count)
        var node = node
        if presented {
            var placeholder = PrintHierarchyImporter.Node(className: "UIViewController", line: lineNumber)
            placeholder.isPlaceholder = true
            placeholder.yamlDepth = 4
            placeholder.presented = forest.nodes.count + 1
            stack.append((depth - 1, forest.nodes.count))
            forest.nodes.append(placeholder)
            node.yamlDepth = 5
        } else {
            node.yamlDepth = 4
        }
        stack.append((depth, forest.nodes.count))
        forest.nodes.append(node)
    }

    /// Two `po` runs of the same window (same root class) in one paste: the last
    /// one is imported, with a note, instead of making two windows of it.
    mutating func dropRepeatedWindows() {
        guard rootStarts.count > 1 else { return }
        // Same root class: the same window printed again (after a relaunch its address changes).
        func key(_ start: Int) -> String {
            let n = forest.nodes[start].isPlaceholder && start + 1 < forest.nodes.count ? forest.nodes[start + 1] : forest.nodes[start]
            return n.className
        }
        var lastRun: [String: Int] = [:]
        var dropped: [Bool] = Array(repeating: false, count: rootStarts.count)
        for (k, start) in rootStarts.enumerated() {
            if let earlier = lastRun[key(start)] {
                dropped[earlier] = true
                let end = rootStarts[earlier + 1] - 1
                let node = forest.nodes[start].isPlaceholder ? forest.nodes[start + 1] : forest.nodes[start]
                notes.append(ImportProblem(line: node.line, column: 1, message:
                    "a second `_printHierarchy` of the window whose root is \(Self.excerpt(node.className)) (first printed at line \(forest.nodes[rootStarts[earlier]].line), through line \(forest.nodes[end].line)): imported the last one only"))
            }
            lastRun[key(start)] = k
        }
        guard dropped.contains(true) else { return }
        var keep = Array(repeating: true, count: forest.nodes.count)
        for (k, start) in rootStarts.enumerated() where dropped[k] {
            let end = k + 1 < rootStarts.count ? rootStarts[k + 1] : forest.nodes.count
            for i in start..<end { keep[i] = false }
        }
        var newIndex = Array(repeating: -1, count: forest.nodes.count)
        var nodes: [PrintHierarchyImporter.Node] = []
        for i in forest.nodes.indices where keep[i] {
            newIndex[i] = nodes.count
            nodes.append(forest.nodes[i])
        }
        for i in nodes.indices {
            nodes[i].children = nodes[i].children.map { newIndex[$0] }
            nodes[i].presented = nodes[i].presented.map { newIndex[$0] }
        }
        forest.roots = forest.roots.filter { keep[$0] }.map { newIndex[$0] }
        forest.nodes = nodes
    }
}
