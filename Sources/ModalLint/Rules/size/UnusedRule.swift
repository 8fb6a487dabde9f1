/// `size/unused`: a style that opts in to preferredContentSize without sizing from content.
public struct UnusedRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "size/unused", severity: .note,
        summary: "usesPreferredContentSize: true on a style that does not size from content: extra layout work for nothing",
        explanation: """
            Computing a modal's preferredContentSize costs layout passes, which is why swift-modals makes \
            styles opt in. A style whose frame does not depend on the content (`sizing: fixed` or `full`) but \
            opts in anyway pays that cost on every layout and never uses the result.
            """,
        fix: "return `usesPreferredContentSize: false` from the style's behaviorPreferences(for:)",
        source: "square/swift-modals Documentation/tips.md, \"Self-sizing Modals\" (\"For performance reasons, Modals avoids using preferred content size when possible\")",
        triggeringExample: """
            styles:
              fullSheet: {sizing: full, usesPreferredContentSize: true}
            windows:
              - root: {class: ModalHostContainerViewController}
            """,
        cleanExample: """
            styles:
              fullSheet: {sizing: full, usesPreferredContentSize: false}
            windows:
              - root: {class: ModalHostContainerViewController}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        SizeText.declaredStyles(context.snapshot).compactMap { style, range in
            guard style.sizing != .content, style.usesPreferredContentSize else { return nil }
            return context.diagnostic(
                metadata, at: range,
                "style `\(style.name)` opts in to preferredContentSize (usesPreferredContentSize: true) but its frame does not depend on the content (sizing: \(style.sizing.rawValue)): the size is computed on every layout and never used",
                logicalLocation: "styles/\(style.name)")
        }
    }
}
