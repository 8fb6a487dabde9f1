/// `size/not-opted-in`: a self-sizing style that does not ask for preferredContentSize.
public struct NotOptedInRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "size/not-opted-in", severity: .error,
        summary: "a self-sizing style (sizing: content) that does not opt in with usesPreferredContentSize: it always receives an unknown size",
        explanation: """
            For performance, swift-modals computes a modal's preferredContentSize only for styles whose \
            behaviorPreferences say `usesPreferredContentSize: true`. A style that sizes from content without \
            that opt-in always receives an unknown size in its ModalPresentationContext, whatever the modal's \
            view controllers set, so it always falls back.
            """,
        fix: "return `usesPreferredContentSize: true` from the style's behaviorPreferences(for:)",
        source: "square/swift-modals Documentation/tips.md, \"Self-sizing Modals\" (\"you must opt-in to receive the size within your style's behavior preferences\"); square/swift-modals Modals/Sources/ModalBehaviorPreferences.swift (3.0.0)",
        triggeringExample: """
            styles:
              bottomCard: {sizing: content, usesPreferredContentSize: false}
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - {class: CouponViewController, style: bottomCard, preferredContentSize: [320, 260]}
            """,
        cleanExample: """
            styles:
              bottomCard: {sizing: content, usesPreferredContentSize: true}
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - {class: CouponViewController, style: bottomCard, preferredContentSize: [320, 260]}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        let uses = context.sizeChains.unknownSizes.filter {
            if case .notOptedIn = $0.why { return true }
            return false
        }
        return SizeText.declaredStyles(context.snapshot).compactMap { style, range in
            guard style.sizing == .content, !style.usesPreferredContentSize else { return nil }
            let path = uses.filter { $0.subject.style.name == style.name }.map { use in
                PathStep(range: context.location(of: use.subject.site).range,
                         note: "\(context.name(use.subject.presented)) presented with `\(style.name)`")
            }
            return context.diagnostic(
                metadata, at: range,
                "style `\(style.name)` sizes modals from their content (sizing: content) but does not opt in (usesPreferredContentSize: false): swift-modals never computes preferredContentSize for it, so it always receives an unknown size and falls back",
                path: path, logicalLocation: "styles/\(style.name)")
        }
    }
}
