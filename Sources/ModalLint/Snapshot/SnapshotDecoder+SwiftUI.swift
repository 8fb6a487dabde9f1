// The `swiftui:` section: SwiftUI Modal Presenter roots and links.

extension SnapshotDecoder.Decoder {
    mutating func readSwiftUI(_ node: Int) {
        guard let pairs = reader.mapping(node, what: "`swiftui`", allowed: SnapshotDecoder.swiftUIKeys) else { return }
        for (key, _, value) in pairs {
            for item in reader.sequence(value, what: "`\(key)`") ?? [] {
                if key == "roots" { readRoot(item) } else { readLink(item) }
            }
        }
    }

    mutating func readRoot(_ node: Int) {
        // A missing key is reported and the others still read: their errors are independent.
        guard let pairs = reader.mapping(node, what: "a SwiftUI root", allowed: SnapshotDecoder.swiftUIRootKeys) else { return }
        _ = reader.requireKeys(pairs, ["type"], in: node, what: "a SwiftUI root")
        var root = SwiftUIRoot(kind: .window, id: nil, level: 0, dimmingTap: .dismiss, range: reader.range(reader.resolve(node)))
        for (key, keyNode, value) in pairs {
            switch key {
            case "type": root.kind = reader.oneOf(value, what: "a root's `type`", as: SwiftUIRoot.Kind.self) ?? .window
            case "id": root.id = reader.string(value, what: "a root's `id`")
            case "level": root.level = reader.number(value, what: "`level`") ?? 0
            default: root.dimmingTap = reader.oneOf(value, what: "`dimmingTap`", as: SwiftUIRoot.DimmingTap.self) ?? .dismiss
            }
            _ = keyNode
        }
        if root.kind == .overlay, pairs.contains(where: { $0.key == "level" }) {
            reader.error("input/schema", "`level` applies to window roots only",
                         at: reader.range(pairs.first { $0.key == "level" }!.keyNode))
        }
        snapshot.swiftUIRoots.append(root)
    }

    mutating func readLink(_ node: Int) {
        let allowed = SnapshotDecoder.swiftUILinkKeys
        guard let pairs = reader.mapping(node, what: "a SwiftUI link", allowed: allowed) else { return }
        _ = reader.requireKeys(pairs, ["type", "id"], in: node, what: "a SwiftUI link")
        var link = SwiftUILink(kind: .window, root: nil, id: "", presented: false, completesDismissal: true,
                               item: false, cachesItem: false, range: reader.range(reader.resolve(node)), keyRanges: [:])
        for (key, keyNode, value) in pairs {
            link.keyRanges[key] = reader.range(keyNode)
            switch key {
            case "type": link.kind = reader.oneOf(value, what: "a link's `type`", as: SwiftUIRoot.Kind.self) ?? .window
            case "root": link.root = reader.string(value, what: "a link's `root`")
            case "id": link.id = reader.string(value, what: "a link's `id`") ?? ""
            case "presented": link.presented = reader.bool(value, what: "`presented`") ?? false
            case "completesDismissal": link.completesDismissal = reader.bool(value, what: "`completesDismissal`") ?? true
            case "item": link.item = reader.bool(value, what: "`item`") ?? false
            default: link.cachesItem = reader.bool(value, what: "`cachesItem`") ?? false
            }
        }
        snapshot.swiftUILinks.append(link)
    }
}
