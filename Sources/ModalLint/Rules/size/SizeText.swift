/// Words shared by the size rules.
enum SizeText {
    /// How a message names a self-sizing style.
    static func style(_ style: ModalStyle) -> String {
        "the self-sizing style `\(style.name)`"
    }

    /// Declared styles (not the built-in samples), in document order.
    static func declaredStyles(_ snapshot: Snapshot) -> [(style: ModalStyle, range: SourceRange)] {
        snapshot.styles.values.compactMap { style in style.range.map { (style, $0) } }
            .sorted { $0.range.start < $1.range.start }
    }

    /// Why the size is unknown, in a clause.
    static func why(_ unknown: SizeChains.Unknown, presented: ControllerID, context: LintContext) -> String {
        switch unknown {
        case .notOptedIn: "the style does not opt in to preferredContentSize"
        case .noSource: "nothing in \(context.name(presented)) sets preferredContentSize"
        case .brokenChain(let vc): "\(context.name(vc)) does not pass its child's preferredContentSize on"
        }
    }
}
