/// The renders of a workflow grouped by structure: each screen's type and role and its
/// children's structures, interned bottom-up (one hash per screen, linear in the workflow).
struct RenderClasses {
    /// For each render, its class; for each class, its renders in document order.
    var classOf: [Int] = []
    var members: [[Int]] = []
    /// For each class, how many screens its renders have.
    var sizes: [Int] = []
    /// For each render, its screens in pre-order, and each screen's position in it.
    private var order: [[Int]] = []
    private var position: [Int: Int] = [:]

    private struct Shape: Hashable {
        var type: String
        var role: Screen.Role
        var children: [Int]
    }

    init(_ workflow: Workflow) {
        let screens = workflow.screens
        var shapeIDs: [Shape: Int] = [:]
        var shapeOf = [Int](repeating: -1, count: screens.count)
        var classByShape: [Int: Int] = [:]
        for render in workflow.renders {
            var preorder: [Int] = []
            var stack = [render.root]
            while let screen = stack.popLast() {
                preorder.append(screen)
                stack.append(contentsOf: screens[screen].children.reversed())
            }
            // Children come after their parent in pre-order: intern from the end.
            for screen in preorder.reversed() where shapeOf[screen] < 0 {
                let shape = Shape(type: screens[screen].type, role: screens[screen].role,
                                  children: screens[screen].children.map { shapeOf[$0] })
                if let id = shapeIDs[shape] {
                    shapeOf[screen] = id
                } else {
                    shapeOf[screen] = shapeIDs.count
                    shapeIDs[shape] = shapeIDs.count
                }
            }
            let renderIndex = order.count
            let classIndex: Int
            if let known = classByShape[shapeOf[render.root]] {
                classIndex = known
                members[known].append(renderIndex)
            } else {
                classIndex = members.count
                classByShape[shapeOf[render.root]] = classIndex
                members.append([renderIndex])
                sizes.append(preorder.count)
                // Positions are needed for class representatives only: they are what is mapped from.
                for (offset, screen) in preorder.enumerated() { position[screen] = offset }
            }
            classOf.append(classIndex)
            order.append(preorder)
        }
    }

    /// The screen of render `to` at the place `screen` has in render `from` (same class).
    func map(_ screen: Int, from: Int, to: Int) -> Int {
        from == to ? screen : order[to][position[screen]!]
    }
}
