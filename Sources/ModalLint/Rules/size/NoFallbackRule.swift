/// `size/no-fallback`: a style without a fallback used where the size can be unknown.
public struct NoFallbackRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "size/no-fallback", severity: .warning,
        summary: "a self-sizing style without a fallback for an unknown size, used where the size is unknown",
        explanation: """
            A modal's preferredContentSize is not always known: the style may not opt in, nothing may set it, \
            or a container may not forward it. swift-modals' documentation asks every self-sizing style to \
            have a fallback for that case. A style with `fallback: false` presented where the size is unknown \
            has no frame to give the modal: it is laid out with a zero or arbitrary size.
            """,
        fix: "give the style a fallback frame for an unknown preferredContentSize, and make the modal's size known",
        source: "square/swift-modals Documentation/tips.md, \"Self-sizing Modals\" (\"the preferredContentSize may not always be known, so you should always have a fallback prepared in case it is unknown\")",
        triggeringExample: """
            styles:
              bottomCard: {sizing: content, usesPreferredContentSize: true, fallback: false}
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - {class: CouponViewController, style: bottomCard, preferredContentSize: [0, 0]}
            """,
        cleanExample: """
            styles:
              bottomCard: {sizing: content, usesPreferredContentSize: true, fallback: false}
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - {class: CouponViewController, style: bottomCard, preferredContentSize: [320, 260]}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.sizeChains.unknownSizes.compactMap { subject, why in
            guard !subject.style.fallback else { return nil }
            let name = context.name(subject.presented)
            let where_ = context.location(of: subject.site)
            var path: [PathStep] = []
            if let range = subject.style.range {
                path.append(PathStep(range: range, note: "style `\(subject.style.name)` (fallback: false)"))
            }
            return context.diagnostic(
                metadata, at: where_.range,
                "\(name) is presented with style `\(subject.style.name)`, which has no fallback for an unknown size, and its size is unknown here: \(SizeText.why(why, presented: subject.presented, context: context))",
                path: path, logicalLocation: where_.logical)
        }
    }
}
