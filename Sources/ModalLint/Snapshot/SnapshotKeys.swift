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
        "contentReads", "setWithFlag",
    ]
    static let dismissConditionKeys = ["condition", "inverted"]
    static let environmentKeys = ["sdk", "os", "idiom", "width"]
}
