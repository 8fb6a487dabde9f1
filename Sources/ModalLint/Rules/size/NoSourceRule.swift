/// `size/no-source`: a self-sizing modal in which nothing sets preferredContentSize.
public struct NoSourceRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "size/no-source", severity: .warning,
        summary: "a self-sizing modal in which no view controller sets preferredContentSize: the style always falls back",
        explanation: """
            A self-sizing style (`sizing: content`, opted in with usesPreferredContentSize) reads the \
            presented view controller's preferredContentSize. When neither the presented view controller nor \
            any view controller contained in it sets one (a size of [0, 0] counts as not set), the size is \
            always unknown and the style uses its fallback frame every time: the modal never fits its content. \
            A snapshot that mentions no preferredContentSize at all (one imported from _printHierarchy, which \
            prints no sizes) says nothing about sizes and is not checked: write the sizes that are set, and \
            [0, 0] where none is.
            """,
        fix: "set preferredContentSize on the presented view controller, or on the content inside it with every container in between forwarding it, or present it with a style that does not size from content",
        source: "square/swift-modals Documentation/tips.md, \"Self-sizing Modals\" (\"You'll need to set this value yourself on any custom view controllers you want to present\"); square/swift-modals Modals/Sources/ModalPresentationContext.swift (3.0.0; preferredContentSize may be unknown)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - {class: CouponViewController, style: card, preferredContentSize: [0, 0]}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - {class: CouponViewController, style: card, preferredContentSize: [320, 260]}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into findings: inout FindingCollector) {
        for subject in context.sizeChains.withoutSource {
            let name = context.name(subject.presented)
            let where_ = context.location(of: subject.site)
            var path = [PathStep(range: context.snapshot.controllers[subject.presented].classRange,
                                 note: String(concatenating: "\(name) (no preferredContentSize set in it)"))]
            if let range = subject.style.range {
                path.append(PathStep(range: range, note: String(concatenating: "style `\(subject.style.name)` (sizing: content)")))
            }
            let fallback = subject.style.fallback ? "falls back every time" : "has no size to lay the modal out with"
            findings.append(context.diagnostic(
                metadata, at: where_.range,
                String(concatenating: "\(name) is presented with \(SizeText.style(subject.style)), but neither it nor any view controller inside it sets preferredContentSize: the style never receives a size and \(fallback)"),
                path: path,
                fix: String(concatenating: "set preferredContentSize on \(name) (or on the content inside it, with each container in between forwarding it), or present it with a style that does not size from content"),
                logicalLocation: where_.logical))
        }
    }
}
