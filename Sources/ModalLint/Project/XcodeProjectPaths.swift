/// Where the files and groups of a `project.pbxproj` are on disk: each `<group>`-relative path
/// is its parent group's path joined with its own, up the chain of groups to the main group
/// (the project's directory). Each group is resolved once and remembered, with an explicit
/// walk up the chain (no recursion over its depth); a chain that loops resolves to nothing.
struct XcodeProjectPaths {
    let plist: OpenStepPlist
    /// Object id -> its dictionary node.
    let objects: [String: Int]
    /// The directory `SOURCE_ROOT` paths are relative to, absolute.
    let projectDirectory: String
    let mainGroup: String?
    /// A child's group.
    private var parents: [String: String] = [:]
    /// Directories of groups resolved so far; nil for a group with no place on disk.
    private var resolved: [String: String?] = [:]

    static let groupKinds: Set<String> = [
        "PBXGroup", "PBXVariantGroup", "XCVersionGroup", "PBXFileSystemSynchronizedRootGroup",
    ]

    init(plist: OpenStepPlist, objects: [String: Int], isa: [String: String], projectDirectory: String, mainGroup: String?) {
        self.plist = plist
        self.objects = objects
        self.projectDirectory = projectDirectory
        self.mainGroup = mainGroup
        for (id, kind) in isa where Self.groupKinds.contains(kind) {
            guard let node = objects[id] else { continue }
            for (child, _) in plist.strings(node, "children") where parents[child] == nil {
                parents[child] = id
            }
        }
    }

    /// The absolute path of a file reference or group; nil when it is not in the source tree
    /// (built products, the SDK) or its chain loops.
    mutating func path(of id: String) -> String? {
        guard let node = objects[id] else { return nil }
        let isGroupRelative = (plist.string(node, "sourceTree") ?? "<group>") == "<group>"
        return (isGroupRelative ? directory(containing: id) : projectDirectory).flatMap { place(id, in: $0) }
    }

    /// The directory a `<group>`-relative path of `id` is relative to: its parent group's
    /// path, the project's directory for the main group and for what no group holds.
    private mutating func directory(containing id: String) -> String? {
        guard let parent = parents[id] else { return projectDirectory }
        return groupPath(parent)
    }

    /// A group's own path, resolving the ungrouped part of its chain bottom-up.
    private mutating func groupPath(_ group: String) -> String? {
        if let known = resolved[group] { return known }
        // Up the chain to a resolved group or the top; a group met twice is a loop.
        var chain: [String] = []
        var seen: Set<String> = []
        var current: String? = group
        var base: String?? = nil
        while let id = current {
            if let known = resolved[id] {
                base = .some(known)
                break
            }
            guard seen.insert(id).inserted else {
                base = .some(nil)
                break
            }
            chain.append(id)
            current = parents[id]
        }
        // The topmost unresolved group sits in the project directory unless the walk stopped
        // at a resolved group (or a loop, which resolves nothing).
        var directory: String? = base ?? projectDirectory
        for id in chain.reversed() {
            directory = directory.flatMap { place(id, in: $0) }
            resolved[id] = .some(directory)
        }
        return directory
    }

    /// A group's path given the directory of the group that holds it.
    private func place(_ id: String, in parentDirectory: String) -> String? {
        guard let node = objects[id] else { return nil }
        let own = plist.string(node, "path")
        switch plist.string(node, "sourceTree") ?? "<group>" {
        case "<group>": return own.map { Self.join(parentDirectory, $0) } ?? parentDirectory
        case "SOURCE_ROOT": return own.map { Self.join(projectDirectory, $0) } ?? projectDirectory
        case "<absolute>": return own.map { Paths.absolute($0, workingDirectory: "/") }
        default: return nil
        }
    }

    static func join(_ directory: String, _ path: String) -> String {
        Paths.absolute(path, workingDirectory: directory)
    }
}
