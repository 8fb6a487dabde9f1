// The `swiftui:` section: SwiftUI Modal Presenter roots and links, and SwiftUI's own
// presentations.

extension SnapshotDecoder.Decoder {
    mutating func readSwiftUI(_ node: Int) {
        guard let pairs = reader.mapping(node, what: "`swiftui`", allowed: SnapshotDecoder.swiftUIKeys) else { return }
        for (key, _, value) in pairs {
            for item in reader.sequence(value, what: "`\(key)`") ?? [] {
                switch key {
                case "roots": readRoot(item)
                case "links": readLink(item)
                default: readPresentation(item)
                }
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

    mutating func readPresentation(_ node: Int) {
        guard let pairs = reader.mapping(node, what: "a SwiftUI presentation", allowed: SnapshotDecoder.swiftUIPresentationKeys),
              reader.requireKeys(pairs, ["kind"], in: node, what: "a SwiftUI presentation") else { return }
        var presentation = SwiftUIPresentation(kind: .sheet, range: reader.range(reader.resolve(node)))
        for (key, _, value) in pairs {
            switch key {
            case "kind": presentation.kind = reader.oneOf(value, what: "a presentation's `kind`", as: SwiftUIPresentation.Kind.self) ?? .sheet
            case "trigger": presentation.trigger = reader.oneOf(value, what: "`trigger`", as: SwiftUIPresentation.Trigger.self)
            case "attachedTo": presentation.attachedTo = reader.string(value, what: "`attachedTo`")
            case "content": presentation.content = reader.string(value, what: "`content`")
            case "title": presentation.title = reader.string(value, what: "a presentation's `title`")
            case "flag": presentation.flag = reader.string(value, what: "`flag`")
            case "openedFrom": presentation.openedFrom = reader.string(value, what: "`openedFrom`")
            case "attachmentAnchor": presentation.attachmentAnchor = reader.string(value, what: "`attachmentAnchor`")
            case "presenting": presentation.presenting = reader.string(value, what: "`presenting`")
            case "repeatedIn": presentation.repeatedIn = reader.oneOf(value, what: "`repeatedIn`", as: SwiftUIPresentation.Repeated.self)
            case "menuItemOf": presentation.menuItemOf = reader.oneOf(value, what: "`menuItemOf`", as: SwiftUIPresentation.Menu.self)
            case "inLazyContainer": presentation.inLazyContainer = reader.bool(value, what: "`inLazyContainer`")
            case "interactiveDismissDisabled": presentation.dismissDisabled = readDismissDisabled(value)
            case "edits": presentation.edits = reader.bool(value, what: "`edits`")
            case "contentReads", "setWithFlag", "forceUnwraps", "raisedTogetherWith", "detents", "removedBy", "raisedFromInside":
                let names = (reader.sequence(value, what: "`\(key)`") ?? []).compactMap { reader.string($0, what: "a name in `\(key)`") }
                switch key {
                case "contentReads": presentation.contentReads = names
                case "setWithFlag": presentation.setWithFlag = names
                case "forceUnwraps": presentation.forceUnwraps = names
                case "detents": presentation.detents = names
                case "removedBy": presentation.removedBy = names
                case "raisedFromInside": presentation.raisedFromInside = names
                default: presentation.raisedTogetherWith = names
                }
            default: presentation.id = reader.string(value, what: "a presentation's `id`")
            }
        }
        snapshot.swiftUIPresentations.append(presentation)
    }

    /// `true`, `false`, or `{condition: hasChanges, inverted: false}`.
    mutating func readDismissDisabled(_ node: Int) -> SwiftUIPresentation.DismissDisabled? {
        let resolved = reader.resolve(node)
        guard reader.document.kind(resolved) == .mapping else {
            return reader.bool(node, what: "`interactiveDismissDisabled` (true, false or {condition: ..., inverted: ...})")
                .map { $0 ? .always : .never }
        }
        guard let pairs = reader.mapping(resolved, what: "`interactiveDismissDisabled`", allowed: SnapshotDecoder.dismissConditionKeys)
        else { return nil }
        var condition: String?
        var inverted = false
        for (key, _, value) in pairs {
            if key == "condition" {
                condition = reader.string(value, what: "`condition`")
            } else {
                inverted = reader.bool(value, what: "`inverted`") ?? false
            }
        }
        return .condition(condition, inverted: inverted)
    }
}
