/// The one explicit list of rules. A test checks it against the rule files and fixtures.
public enum RuleRegistry {
    public static let rules: [any Rule] = InputRule.all + [
        // host: swift-modals host lookup (docs/design/rules.md §1)
        UIKitPresentationRule(),
        NoParentRule(),
        MissingHostRule(),
        OwnPresenterRule(),
        AlreadyPresentedRule(),
        SystemViewControllerRule(),
        ContainerWithoutHostRule(),
        ObserverWithoutHostRule(),
        SharedPresentationRule(),
        HiddenOwnerRule(),
        PresentWhileDismissingRule(),
        BrokenContainmentRule(),
        // lifetime: ModalLifetime tokens, modalListObserver observations, Modal Presenter dismissals (docs/design/rules.md §2)
        DiscardedLifetimeRule(),
        DoubleDismissRule(),
        RetainedElsewhereRule(),
        ObserverTokenDiscardedRule(),
        ObserverRetainCycleRule(),
        ObserverNotStoppedRule(),
        SwiftUIDismissNotCompletedRule(),
        // render: Workflow's update-or-replace decision between rendered states (docs/design/rules.md §3)
        ConditionalContainerRule(),
        HostContentChangedRule(),
        ModalKindChangedRule(),
        DuplicateModalKeyRule(),
        // size: preferredContentSize chains of self-sizing styles (docs/design/rules.md §4)
        BrokenChainRule(),
        NotOptedInRule(),
        NoSourceRule(),
        NoFallbackRule(),
        UnusedRule(),
        // uikit: UIKit present replayed against the hierarchy, iOS 13 sheets (docs/design/rules.md §5)
        NotInWindowRule(),
        AlreadyPresentingRule(),
        DetachedPresenterRule(),
        InvalidPresentationRule(),
        PopoverWithoutAnchorRule(),
        AutomaticStyleRule(),
        SwipeDismissDataLossRule(),
        SwipeDismissSkipsCleanupRule(),
        SearchOverridesModalRule(),
        SplitViewAutomaticRule(),
        // swiftui: Modal Presenter roots and links (docs/design/rules.md §6)
        LinkWithoutRootRule(),
        DuplicateLinkIDRule(),
        AmbiguousRootRule(),
        WindowLevelTieRule(),
        ItemNotCachedRule(),
        // swiftui: SwiftUI's own presentations (`.sheet`, `.fullScreenCover`, ...)
        SheetSwipeDataLossRule(),
        StaleSheetContentRule(),
        ForceUnwrapInPresentationRule(),
        CompetingPresentationsRule(),
        PopoverFarFromControlRule(),
        PresentationOnManyViewsRule(),
        PresentationRemovedByOpenerRule(),
        PresentationInMenuRule(),
    ]

    public static var metadata: [RuleMetadata] { rules.map(\.metadata) }

    public static func rule(_ id: String) -> (any Rule)? {
        index[id].map { rules[$0] }
    }

    /// Rule ids to positions in `rules`: findings look their rule up once each.
    private static let index: [String: Int] = {
        var result: [String: Int] = [:]
        for (position, rule) in rules.enumerated() { result[rule.metadata.id] = position }
        return result
    }()

    public static var families: [String] {
        var seen: [String] = []
        for rule in rules where !seen.contains(rule.metadata.family) { seen.append(rule.metadata.family) }
        return seen
    }

    /// Findings about the input itself: always on, since nothing else can be trusted without them.
    public static func isInputRule(_ id: String) -> Bool {
        inputRules.contains(id)
    }

    // A set built once: the check runs for every rule of every file (a literal array would be
    // built on each call).
    private static let inputRules: Set<String> = [
        "input/syntax", "input/schema", "input/reference", "input/limit", "input/io", "input/suppression",
    ]
}
