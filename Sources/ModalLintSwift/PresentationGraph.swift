import ModalLint

/// The run's view controllers on their paths from a window root, as the code shows them: who
/// is a window's root, who contains, pushes and presents whom (`GraphEdge`). A type reached
/// along several paths has a node on each of the first few; a type already on a path is not
/// entered again (cycles are cut). Built for one write with its index, so that every type it
/// asks about is recorded for the lazy parse.
struct PresentationGraph {
    enum Relation: Equatable {
        case root
        case child(contained: Bool)
        /// Joined the stack of the navigation controller that is its parent node.
        case pushed
        case presented(style: String?)
        case modal
    }

    struct Node {
        var type: String
        var value: ViewValue
        var parent: Int?
        var relation: Relation
        /// Where the code writes this node's edge (its window root for a root).
        var range: SourceRange
        var file: String
        var depth: Int
        /// A root's window, as messages name it: `SceneDelegate.window`, or where a local one is made.
        var window: String?
    }

    private(set) var nodes: [Node] = []
    /// Type -> its nodes, in the order the walk reached them (nearest a window root first).
    private(set) var byType: [String: [Int]] = [:]

    /// Bounds: what the code can make the walk do.
    static let maxNodes = 4_096
    static let maxNodesPerType = 3
    static let maxDepth = 32

    init(index: ProjectIndex) {
        for root in index.windowRoots where Self.isWindow(root.window, index: index) {
            for value in resolve(root.value, bindings: [:], owner: nil, index: index) {
                add(Node(type: value.madeType ?? "", value: value, parent: nil, relation: .root, range: root.range,
                         file: root.file, depth: 0, window: Self.label(root)))
            }
        }
        var next = 0
        while next < nodes.count, nodes.count < Self.maxNodes {
            expand(next, index: index)
            next += 1
        }
    }

    /// The nodes from a window root down to `node`.
    func chain(to node: Int) -> [Node] {
        var result: [Node] = []
        var current: Int? = node
        while let at = current, result.count <= Self.maxDepth {
            result.append(nodes[at])
            current = nodes[at].parent
        }
        return result.reversed()
    }

    static func label(_ root: WindowRootFact) -> String {
        switch root.window {
        case .property(let owner, let name): "\(owner).\(name)"
        case .local: "made in \(root.member)"
        }
    }

    /// A stored property declared `UIWindow` (or a subclass the run declares), or a local the
    /// code made as one.
    private static func isWindow(_ window: WindowRootFact.Window, index: ProjectIndex) -> Bool {
        switch window {
        case .local:
            return true
        case .property(let owner, let name):
            guard let declared = index.type(owner)?.storedProperties[name], let type = declared else { return false }
            return index.is(type, "UIWindow")
        }
    }

    private mutating func add(_ node: Node) {
        guard !node.type.isEmpty, nodes.count < Self.maxNodes, node.depth <= Self.maxDepth else { return }
        // UIKit's containers nest in any number (a navigation controller presented from inside
        // another): only the app's own types are kept to a few nodes each and not entered again
        // on one path, where the code can describe a cycle it never builds.
        if !ProjectIndex.viewControllerRoots.contains(node.type) {
            guard byType[node.type, default: []].count < Self.maxNodesPerType else { return }
            var ancestor = node.parent
            while let at = ancestor {
                if nodes[at].type == node.type { return }
                ancestor = nodes[at].parent
            }
        }
        byType[node.type, default: []].append(nodes.count)
        nodes.append(node)
    }

    private mutating func expand(_ at: Int, index: ProjectIndex) {
        let node = nodes[at]
        let type = node.type
        let depth = node.depth + 1
        func child(_ value: ViewValue, _ relation: Relation, _ range: SourceRange, _ file: String, parent: Int) {
            add(Node(type: value.madeType ?? "", value: value, parent: parent, relation: relation, range: range, file: file, depth: depth))
        }
        // Children it was made with: UIKit's containers' and the framework host's.
        var labels = FactCollector.childLabels
        if index.is(type, "ModalHostContainerViewController") { labels.insert("content") }
        for label in labels.sorted() {
            for value in node.value.values(labelled: label) {
                for made in resolve(value, bindings: [:], owner: nil, index: index) {
                    child(made, .child(contained: true), Self.range(of: made) ?? node.range, node.file, parent: at)
                }
            }
        }
        // What its class (and the superclasses the run declares) does with others.
        let declaring = index.declaringClasses(type)
        var bindings: [String: [ViewValue]] = [:]
        for name in declaring {
            guard let facts = index.type(name) else { continue }
            // In label order: two labels kept in one property give the same answer every run.
            for (label, property) in facts.initStores.sorted(by: { $0.key < $1.key }) where !property.isEmpty {
                let given = node.value.values(labelled: label)
                if !given.isEmpty, bindings[property] == nil { bindings[property] = given }
            }
        }
        for name in declaring {
            guard let facts = index.type(name) else { continue }
            for edge in facts.edges {
                if case .child(contained: false) = edge.kind {
                    // A child added with addChild(_:) anywhere in the type, or a type that adds
                    // children the walk cannot name, may well be contained.
                    if facts.addsUnknownChild || index.type(type)?.addsUnknownChild == true { continue }
                    if case .property(let property) = edge.target,
                       facts.containedChildren.contains(property) || index.type(type)?.containedChildren.contains(property) == true {
                        continue
                    }
                }
                let targets = resolve(edge.target, bindings: bindings, owner: type, index: index, arguments: node.value)
                switch edge.kind {
                case .child(let contained):
                    for target in targets { child(target, .child(contained: contained), edge.range, edge.file, parent: at) }
                case .push:
                    guard let navigation = navigationController(of: at, index: index) else { continue }
                    for target in targets { child(target, .pushed, edge.range, edge.file, parent: navigation) }
                case .presents(let style):
                    for target in targets { child(target, .presented(style: style), edge.range, edge.file, parent: at) }
                case .modal:
                    for target in targets { child(target, .modal, edge.range, edge.file, parent: at) }
                }
            }
        }
    }

    /// The navigation controller whose stack holds `node`: the nearest container up its
    /// containment (a presented or modal node starts a stack of its own).
    private func navigationController(of node: Int, index: ProjectIndex) -> Int? {
        var current = node
        while true {
            switch nodes[current].relation {
            case .child, .pushed:
                guard let parent = nodes[current].parent else { return nil }
                if index.is(nodes[parent].type, "UINavigationController") { return parent }
                current = parent
            case .root, .presented, .modal:
                return nil
            }
        }
    }

    private static func range(of value: ViewValue) -> SourceRange? {
        if case .made(_, _, let range) = value { return range }
        return nil
    }

    /// The made values `value` stands for in a node of `owner`: a property's through the
    /// arguments the node was made with, the value the type's code gives it, or its declared type.
    private func resolve(_ value: ViewValue, bindings: [String: [ViewValue]], owner: String?, index: ProjectIndex,
                         arguments: ViewValue? = nil) -> [ViewValue] {
        switch value {
        case .made:
            return [value]
        case .list(let elements):
            return elements.flatMap { element -> [ViewValue] in
                if case .list = element { return [] }
                return resolve(element, bindings: bindings, owner: owner, index: index, arguments: arguments)
            }
        case .argument(let label):
            guard let node = arguments else { return [] }
            return node.values(labelled: label).flatMap { element -> [ViewValue] in
                if case .made = element { return [element] }
                return []
            }
        case .property(let name):
            if let given = bindings[name] {
                return given.flatMap { element -> [ViewValue] in
                    if case .property = element { return [] }
                    return resolve(element, bindings: [:], owner: nil, index: index)
                }
            }
            guard let owner, let facts = index.type(owner) else { return [] }
            if let held = facts.propertyValues[name], held.madeType != nil { return [held] }
            guard let declared = facts.storedProperties[name], let type = declared, type != "UIViewController" else { return [] }
            return [.made(type: type, arguments: [], range: .fileStart)]
        case .unknown:
            return []
        }
    }
}
