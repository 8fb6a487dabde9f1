/// The keys of the snapshot's smaller mappings, in one place: the decoder reads with them,
/// and `JSONSchemas` generates the editor schema from them (so the two cannot drift).
extension SnapshotDecoder {
    static let styleKeys = ["sizing", "usesPreferredContentSize", "fallback", "interactiveDismiss"]
    static let windowKeys = ["id", "level", "key", "root"]
    static let lifetimeKeys = ["retainedBy"]
    static let hostFilterKeys = ["uniqueKey"]
    static let searchControllerKeys = ["active", "modalInPresentation"]
    static let observerKeys = ["workflow", "token", "capture", "stopsOnDone", "modals"]
    static let workflowKeys = ["name", "renders", "transitions", "hostedIn"]
    static let renderKeys = ["state", "screen"]
    static let screenKeys = ["type", "base", "modals", "toasts", "content", "children"]
    static let modalEntryKeys = ["key", "style", "screen"]
    static let swiftUIKeys = ["roots", "links", "presentations"]
    static let swiftUIRootKeys = ["type", "id", "level", "dimmingTap"]
    static let swiftUILinkKeys = ["type", "root", "id", "presented", "completesDismissal", "item", "cachesItem"]
    static let swiftUIPresentationKeys = [
        "kind", "trigger", "attachedTo", "content", "inLazyContainer", "interactiveDismissDisabled", "edits", "id",
        "contentReads", "setWithFlag", "forceUnwraps", "raisedTogetherWith", "title", "presenting", "detents", "flag",
        "openedFrom", "attachmentAnchor", "repeatedIn", "removedBy", "menuItemOf", "raisedFromInside",
    ]
    static let dismissConditionKeys = ["condition", "inverted"]
    static let environmentKeys = ["sdk", "os", "idiom", "width"]
}

/// Which keys each screen type takes and needs (modallint(5), "Screens"): the decoder reads a
/// screen with its type's keys, and `JSONSchemas` states the same per type.
extension SnapshotDecoder {
    struct ScreenShape: Sendable {
        let keys: [String]
        let required: [String]
        /// A key another screen type takes, written here: the key meant.
        let meant: [String: String]
    }

    /// swift-modals' and Workflow's own screen types; every other type is an app screen.
    static let screenShapes: [String: ScreenShape] = [
        "ModalContainer": ScreenShape(keys: ["type", "base", "modals"], required: ["base"],
                                      meant: ["content": "base", "children": "base", "toasts": "modals"]),
        "ToastContainer": ScreenShape(keys: ["type", "base", "toasts"], required: ["base"],
                                      meant: ["content": "base", "children": "base", "modals": "toasts"]),
        "ModalHostContainer": ScreenShape(keys: ["type", "content"], required: ["content"],
                                          meant: ["base": "content", "children": "content"]),
        "AnyScreen": ScreenShape(keys: ["type", "content"], required: ["content"],
                                 meant: ["base": "content", "children": "content"]),
    ]
    /// An app screen: a leaf, a wrapper (`content`) or a container of several (`children`).
    static let appScreenShape = ScreenShape(keys: ["type", "content", "children"], required: [],
                                            meant: ["base": "content"])

    /// "a ModalContainer screen", "an AnyScreen screen".
    static func screenName(_ type: String) -> String {
        ("AEIOU".contains(type.first ?? "x") ? "an " : "a ") + type + " screen"
    }

    static func screenShape(_ type: String) -> ScreenShape { screenShapes[type] ?? appScreenShape }

    /// Why `key` is wrong on a screen of `type`, with the key meant: the `misplaced` reasons of
    /// its mapping read.
    static func misplacedScreenKeys(_ type: String) -> [String: String] {
        let shape = screenShape(type)
        let name = screenShapes[type] == nil ? "an app screen (`\(type)`)" : screenName(type)
        var reasons: [String: String] = [:]
        for key in screenKeys where !shape.keys.contains(key) {
            var takers = screenShapes.filter { $0.value.keys.contains(key) }.keys.sorted()
            if appScreenShape.keys.contains(key) { takers.append("app") }
            let list = takers.count > 1 ? takers.dropLast().joined(separator: ", ") + " and " + takers.last! : takers.joined()
            var reason = "does not apply to \(name): it applies to \(list) screens"
            if let meant = shape.meant[key] { reason += "; did you mean `\(meant)`?" }
            if ["modals", "toasts"].contains(key), screenShapes[type] == nil || type == "ModalHostContainer" || type == "AnyScreen" {
                let container = key == "modals" ? "ModalContainer" : "ToastContainer"
                let base = screenShapes[type] == nil ? type : "..."
                reason += " (wrap the screen: {type: \(container), base: \(base), \(key): [...]})"
            }
            reasons[key] = reason
        }
        return reasons
    }
}
