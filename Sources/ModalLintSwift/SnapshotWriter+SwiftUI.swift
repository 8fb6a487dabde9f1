import ModalLint

/// The `swiftui:` section: the run's Modal Presenter roots and the links written in the added
/// files, matched by the rules on their literal ids.
extension SnapshotWriter {
    struct LinkTarget: Hashable, Comparable {
        var kind: SwiftUIRoot.Kind
        var root: String?
        /// An entry of `presentations` (SwiftUI's own modifiers), not a Modal Presenter link.
        var isPresentation = false
        static func < (left: Self, right: Self) -> Bool {
            (left.kind.rawValue, left.root ?? "") < (right.kind.rawValue, right.root ?? "")
        }
    }

    typealias Line = (text: String, origin: Origin?)

    mutating func addSwiftUI(_ facts: FileFacts, origin: (SourceRange, String) -> Origin) {
        for link in facts.swiftUI.links {
            var entry = "    - {type: \(link.kind.rawValue)"
            if let root = link.root { entry += ", root: \(Self.quote(root))" }
            entry += ", id: \(Self.quote(link.id))"
            // Only a modal method the run declares says whether it caches the item.
            if link.item, case .some(.some(let caches)) = index.itemMethods[link.method] {
                entry += ", item: true, cachesItem: \(caches)"
            }
            swiftUILinks.append((link.owner ?? "", LinkTarget(kind: link.kind, root: link.root), entry + "}",
                                 origin(link.range, String(link.logical.dropFirst("Swift:".count)))))
        }
        if !facts.swiftUI.roots.isEmpty { hasOwnRoots = true }
        addSwiftUIPresentations(facts, origin: origin)
    }

    /// The `swiftui:` lines with the run's roots and `links`. `ownFile`: lint of one file, whose
    /// roots' levels are judged; another file's root gets a level no root has, so a tie is
    /// reported once, in the file of the root that ties, and only between roots of one file (two
    /// files' roots may be two apps, or a preview and the app).
    func renderSwiftUI(ownFile: String?, links entries: [(owner: String, target: LinkTarget, text: String, origin: Origin)],
                       judgeLevels: Bool = true, rootsAlone: Bool = true) -> [Line] {
        let links = entries.filter { !$0.target.isPresentation }
        let presentations = entries.filter(\.target.isPresentation)
        var lines = renderModalPresenter(ownFile: ownFile, links: links, judgeLevels: judgeLevels, rootsAlone: rootsAlone)
        if !presentations.isEmpty {
            if lines.isEmpty { lines.append(("swiftui:", nil)) }
            lines.append(("  presentations:", nil))
            lines += presentations.map { ($0.text, $0.origin) }
        }
        return lines
    }

    /// `roots` and `links`; `rootsAlone`: the roots even when no link is given.
    private func renderModalPresenter(ownFile: String?, links: [(owner: String, target: LinkTarget, text: String, origin: Origin)],
                                      judgeLevels: Bool, rootsAlone: Bool) -> [Line] {
        guard !links.isEmpty || (rootsAlone && (ownFile == nil ? !index.swiftUIRoots.isEmpty : hasOwnRoots)) else { return [] }
        var lines: [Line] = [("swiftui:", nil), ("  roots:", nil)]
        // Levels the code does not show, and stand-ins: far above any real one, each its own.
        var unshown = 1_000_000_000
        func level(_ known: Double?, judged: Bool) -> String {
            if judged, let known { return Size.format(known) }
            unshown += 1
            return String(unshown)
        }
        for (file, root) in index.swiftUIRoots {
            var entry = "    - {type: \(root.kind.rawValue)"
            if let id = root.id { entry += ", id: \(Self.quote(id))" }
            let judged = judgeLevels && (ownFile == nil || ownFile == file)
            if root.kind == .window { entry += ", level: \(level(root.level, judged: judged))" }
            lines.append((entry + "}", Origin(file: file, range: root.range, logical: root.logical)))
        }
        // The run shows no roots, or one it cannot read: every link may reach one it does not
        // show, so each gets a stand-in (no finding is about a root the code does not show).
        if index.swiftUIRoots.isEmpty || index.swiftUIUnknownRoots {
            for target in Set(links.map(\.target)).sorted() {
                var entry = "    - {type: \(target.kind.rawValue)"
                if let root = target.root { entry += ", id: \(Self.quote(root))" }
                if target.kind == .window { entry += ", level: \(level(nil, judged: false))" }
                lines.append((entry + "}  # stand-in: a root the source does not show", nil))
            }
        }
        if lines.count == 2 { lines[1].text = "  roots: []" }
        if !links.isEmpty {
            lines.append(("  links:", nil))
            lines += links.map { ($0.text, $0.origin) }
        }
        return lines
    }

    /// For lint of one file: a snapshot per type that writes links or presentations, with the
    /// run's roots when it writes links (their levels not judged there: the file's own
    /// snapshot does that once).
    func swiftUIParts() -> [(text: String, origins: [Int: Origin])] {
        var owners: [String] = []
        for link in swiftUILinks where !owners.contains(link.owner) { owners.append(link.owner) }
        return owners.map { owner in
            let lines: [Line] = [("modallint: 1", nil)]
                + renderSwiftUI(ownFile: ownFile, links: swiftUILinks.filter { $0.owner == owner }, judgeLevels: false,
                                rootsAlone: false)
            var origins: [Int: Origin] = [:]
            for (number, line) in lines.enumerated() { origins[number + 1] = line.origin }
            return (lines.map { $0.text + "\n" }.joined(), origins)
        }
    }
}
