/// Walks windows' view-controller trees into a `RecordedSnapshot`, with an explicit work
/// stack (a hierarchy's depth never reaches the call stack), each object once (a cycle
/// or an object in two places is recorded at its first place), at most `limit` view
/// controllers and `maxDepth` levels (modallint reads YAML nested 1,000 deep, and each
/// level indents every line below it).
@MainActor
struct HierarchyWalker<Node: RecordableViewController> where Node.ModalLintNode == Node {
    enum Place {
        case windowRoot(Int), child(of: Int), presented(by: Int)
    }

    var snapshot: RecordedSnapshot
    /// Where each recorded object went, for resolving the presentation log's calls.
    var indexOf: [ObjectIdentifier: Int] = [:]
    var ids = IDAllocator()
    let limit: Int
    let maxDepth: Int
    let isModalHost: ((Node) -> Bool)?

    init(snapshot: RecordedSnapshot, limit: Int, maxDepth: Int, isModalHost: ((Node) -> Bool)?) {
        self.snapshot = snapshot
        self.limit = limit
        self.maxDepth = maxDepth
        self.isModalHost = isModalHost
    }

    mutating func walk(_ windows: [RecordingWindow<Node>]) {
        for window in windows {
            guard indexOf[ObjectIdentifier(window.root)] == nil else {
                snapshot.notes.append("a window whose root is already recorded elsewhere was left out")
                continue
            }
            walkTree(window.root, place: .windowRoot(snapshot.windows.count))
            if let root = indexOf[ObjectIdentifier(window.root)] {
                snapshot.windows.append(RecordedWindow(level: window.level, isKey: window.isKey, root: root))
            }
        }
    }

    private mutating func walkTree(_ root: Node, place: Place) {
        var work: [(node: Node, place: Place, depth: Int)] = [(root, place, 0)]
        var reportedDepth = false
        // Presentations a descendant reports whose presenter (per UIKit) is elsewhere: the
        // presenter normally records them; those it did not are placed under the reporter.
        var unclaimed: [(presented: Node, reporter: Int, depth: Int)] = []
        while true {
            guard let (node, place, depth) = work.popLast() else {
                guard let (presented, reporter, depth) = unclaimed.popLast() else { break }
                if indexOf[ObjectIdentifier(presented)] == nil, snapshot.controllers[reporter].presented == nil {
                    work.append((presented, .presented(by: reporter), depth))
                }
                continue
            }
            if indexOf[ObjectIdentifier(node)] != nil { continue }
            if snapshot.controllers.count >= limit {
                snapshot.notes.append("the hierarchy has more than \(limit) view controllers; the rest was left out")
                return
            }
            if depth > maxDepth {
                if !reportedDepth {
                    snapshot.notes.append("view controllers more than \(maxDepth) levels below a window's root")
                    reportedDepth = true
                }
                continue
            }
            let index = record(node, place: place)
            if let presented = node.presentedViewController, indexOf[ObjectIdentifier(presented)] == nil {
                // UIKit answers presentedViewController on every view controller of the presenting
                // context; the snapshot writes the presentation once, under its presenter.
                if presented.presentingViewController.map({ $0 === node }) ?? true {
                    work.append((presented, .presented(by: index), depth + 1))
                } else {
                    unclaimed.append((presented, index, depth + 1))
                }
            }
            // Reversed onto the stack: children are recorded in order, before what is presented.
            for child in node.children.reversed() {
                work.append((child, .child(of: index), depth + 1))
            }
        }
    }

    private mutating func record(_ node: Node, place: Place) -> Int {
        let index = snapshot.controllers.count
        let className = ClassName.of(node)
        var vc = RecordedViewController(
            className: className, id: ids.make(forClass: className),
            address: UInt(bitPattern: ObjectIdentifier(node)))
        switch place {
        case .windowRoot: break
        case .child(let parent): snapshot.controllers[parent].children.append(index)
        case .presented(let presenter):
            snapshot.controllers[presenter].presented = index
            vc.presentationStyle = node.modalLintPresentationStyle
            vc.anchored = node.modalLintIsAnchored
            vc.delegateMethods = node.modalLintDelegateMethods
        }
        vc.superclasses = node.modalLintSuperclassNames.map(ClassName.normalized)
        vc.state = node.modalLintState
        vc.viewLoaded = node.isViewLoaded
        vc.inWindow = node.modalLintIsInWindow
        vc.modalInPresentation = node.isModalInPresentation
        vc.preferredContentSize = node.modalLintPreferredContentSize
        vc.definesPresentationContext = node.definesPresentationContext
        vc.searchController = node.modalLintSearchController
        vc.isModalHost = node.modalLintIsModalHost || isModalHost?(node) == true
        vc.isActionSheet = node.modalLintIsActionSheet
        vc.unsavedChanges = (node as? any ModalLintUnsavedChangesReporting)?.modalLintHasUnsavedChanges ?? false
        snapshot.controllers.append(vc)
        indexOf[ObjectIdentifier(node)] = index
        return index
    }
}

/// Class names as the snapshot writes them: module-qualified (`String(reflecting:)`), with
/// what would differ between runs or spell a framework class unlike its documentation
/// dropped: the `__C.` (or `UIKit.`) module of imported Objective-C classes, and the
/// `(unknown context at $10f0a2b3c).` of a private type.
enum ClassName {
    static func of(_ object: AnyObject) -> String {
        normalized(String(reflecting: type(of: object)))
    }

    static func normalized(_ name: String) -> String {
        var result = name
        for module in ["__C.", "UIKit."] where result.hasPrefix(module) { result.removeFirst(module.count) }
        while let start = result.range(of: "(unknown context at $"),
              let end = result.range(of: ").", range: start.upperBound..<result.endIndex) {
            result.removeSubrange(start.lowerBound..<end.upperBound)
        }
        return result
    }
}
