/// How VCore's Modal Presenter pairs links with roots: through a key made of the root type
/// (window or overlay) and the optional rootID, compared exactly. A link without a rootID
/// reaches only the roots of its type without one. Nothing is logged when a key misses.
public struct SwiftUIMatching: Sendable {
    struct RootKey: Hashable {
        var kind: SwiftUIRoot.Kind
        var id: String?
    }

    struct LinkKey: Hashable {
        var root: RootKey
        var linkID: String
    }

    /// For each link (index into `snapshot.swiftUILinks`), the roots it reaches, in order.
    public private(set) var rootsOfLink: [[Int]] = []
    /// Links whose linkID an earlier link reaching the same roots already uses.
    public private(set) var duplicateLinks: [(link: Int, first: Int)] = []
    /// Window roots whose level an earlier window root already has.
    public private(set) var levelTies: [(root: Int, first: Int)] = []

    public init(snapshot: Snapshot) {
        var roots: [RootKey: [Int]] = [:]
        var firstAtLevel: [Double: Int] = [:]
        for (index, root) in snapshot.swiftUIRoots.enumerated() {
            roots[RootKey(kind: root.kind, id: root.id), default: []].append(index)
            guard root.kind == .window else { continue }
            if let first = firstAtLevel[root.level] {
                levelTies.append((index, first))
            } else {
                firstAtLevel[root.level] = index
            }
        }
        var firstWithID: [LinkKey: Int] = [:]
        for (index, link) in snapshot.swiftUILinks.enumerated() {
            let rootKey = RootKey(kind: link.kind, id: link.root)
            let reached = roots[rootKey] ?? []
            rootsOfLink.append(reached)
            guard !reached.isEmpty else { continue }
            let key = LinkKey(root: rootKey, linkID: link.id)
            if let first = firstWithID[key] {
                duplicateLinks.append((index, first))
            } else {
                firstWithID[key] = index
            }
        }
    }

    /// A finding lists at most this many of the roots a link reaches, then says how many more:
    /// 20,000 links reaching 20,000 roots must not make 400 million lines of report.
    public static let maxListedRoots = 5

    /// The roots of a link a finding lists, and how many it leaves out.
    public func listedRoots(ofLink link: Int) -> (shown: ArraySlice<Int>, more: Int) {
        let roots = rootsOfLink[link]
        return (roots.prefix(Self.maxListedRoots), max(0, roots.count - Self.maxListedRoots))
    }

    /// How reports name a root: `window root "alerts"`, `overlay root (no rootID)`.
    public static func describe(_ root: SwiftUIRoot) -> String {
        "\(root.kind.rawValue) root " + (root.id.map { "\"\($0)\"" } ?? "(no rootID)")
    }

    /// How reports name a link: `window link "some_modal"`.
    public static func describe(_ link: SwiftUILink) -> String {
        "\(link.kind.rawValue) link \"\(link.id)\""
    }

    /// A line-independent name for a link or a root.
    public static func logicalName(_ link: SwiftUILink) -> String {
        "swiftui:link:\(link.kind.rawValue)/\(link.root ?? "-")/\(link.id)"
    }

    public static func logicalName(_ root: SwiftUIRoot, index: Int) -> String {
        "swiftui:root:\(root.kind.rawValue)/" + (root.id ?? "#\(index)")
    }
}
