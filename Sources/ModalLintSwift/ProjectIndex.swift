/// Every type of the run's Swift files, merged across files and extensions: what a name
/// derives from or conforms to, and what the type body says about itself.
struct ProjectIndex: Sendable {
    private(set) var types: [String: TypeFacts] = [:]

    init(_ files: [FileFacts]) {
        for file in files {
            for type in file.types {
                guard var known = types[type.name] else {
                    types[type.name] = type
                    continue
                }
                if known.kind == .extension, type.kind != .extension {
                    known.kind = type.kind
                    known.nameRange = type.nameRange
                }
                known.inherited += type.inherited.filter { !known.inherited.contains($0) }
                known.storedProperties.merge(type.storedProperties) { old, _ in old }
                known.containedChildren.formUnion(type.containedChildren)
                known.addsUnknownChild = known.addsUnknownChild || type.addsUnknownChild
                known.stopsObserving = known.stopsObserving || type.stopsObserving
                known.propertiesSetToNil.formUnion(type.propertiesSetToNil)
                known.readsPreferredContentSize = known.readsPreferredContentSize || type.readsPreferredContentSize
                known.behaviorPreferences += type.behaviorPreferences
                known.configuresOwnPresentation = known.configuresOwnPresentation || type.configuresOwnPresentation
                known.search.merge(type.search)
                types[type.name] = known
            }
        }
    }

    /// Everything `name` derives from or conforms to, nearest first; bounded, and safe
    /// against cycles written in broken code.
    func ancestors(_ name: String) -> [String] {
        var result: [String] = []
        var pending = types[name]?.inherited ?? []
        var seen: Set<String> = [name]
        while !pending.isEmpty, result.count < 64 {
            let next = pending.removeFirst()
            guard seen.insert(next).inserted else { continue }
            result.append(next)
            pending += types[next]?.inherited ?? []
        }
        return result
    }

    /// Whether `name` is `trait` or derives from or conforms to it, as far as the run shows.
    func `is`(_ name: String, _ trait: String) -> Bool {
        name == trait || ancestors(name).contains(trait)
    }

    static let viewControllerRoots: Set<String> = [
        "UIViewController", "UINavigationController", "UITableViewController", "UICollectionViewController",
        "UIPageViewController", "UITabBarController", "UISplitViewController", "UIHostingController",
        "UIAlertController", "UIActivityViewController", "ModalHostContainerViewController",
    ]

    /// Whether the run shows `name` to be a view controller (a UIKit one, or a subclass).
    func isViewController(_ name: String) -> Bool {
        Self.viewControllerRoots.contains(name) || ancestors(name).contains { Self.viewControllerRoots.contains($0) }
    }

    func isClass(_ name: String) -> Bool {
        types[name]?.kind == .class || isViewController(name)
    }
}
