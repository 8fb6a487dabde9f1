/// A swift-modals presentation style, as far as the rules need to know it.
public struct ModalStyle: Sendable, Hashable {
    public enum Sizing: String, Sendable, CaseIterable { case content, fixed, full }

    public var name: String
    public var sizing: Sizing
    public var usesPreferredContentSize: Bool
    public var fallback: Bool
    public var interactiveDismiss: Bool
    /// Where it was declared; nil for the built-in sample styles.
    public var range: SourceRange?

    public init(name: String, sizing: Sizing, usesPreferredContentSize: Bool, fallback: Bool = true,
                interactiveDismiss: Bool = false, range: SourceRange? = nil) {
        self.name = name
        self.sizing = sizing
        self.usesPreferredContentSize = usesPreferredContentSize
        self.fallback = fallback
        self.interactiveDismiss = interactiveDismiss
        self.range = range
    }

    /// The sample styles shipped with swift-modals (docs/design/snapshot-format.md, "styles").
    public static let builtIn: [String: ModalStyle] = [
        "full": ModalStyle(name: "full", sizing: .full, usesPreferredContentSize: false),
        "card": ModalStyle(name: "card", sizing: .content, usesPreferredContentSize: true),
        "sheet": ModalStyle(name: "sheet", sizing: .content, usesPreferredContentSize: true, interactiveDismiss: true),
        "popover": ModalStyle(name: "popover", sizing: .content, usesPreferredContentSize: true, interactiveDismiss: true),
    ]
}

/// UIKit's `modalPresentationStyle` values a snapshot may name.
public enum UIKitStyle: String, Sendable, CaseIterable {
    case automatic, pageSheet, formSheet, fullScreen, overFullScreen, currentContext,
         overCurrentContext, popover, custom

    /// Styles that take the presenter from the nearest `definesPresentationContext` ancestor.
    public var usesPresentationContext: Bool { self == .currentContext || self == .overCurrentContext }
}
