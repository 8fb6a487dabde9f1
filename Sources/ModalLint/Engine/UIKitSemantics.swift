/// UIKit facts that depend on the environment (rules.md, section 5; the iOS 13 article).
public enum UIKitSemantics {
    /// What `automatic` becomes: pageSheet when linked against the iOS 13 SDK or later
    /// (formSheet from iOS 18), fullScreen before.
    public static func resolve(_ style: UIKitStyle, in environment: Environment) -> UIKitStyle {
        guard style == .automatic else { return style }
        if environment.sdk < OSVersion(13) { return .fullScreen }
        return environment.os >= OSVersion(18) ? .formSheet : .pageSheet
    }

    /// How reports name a style: "page sheet", "full-screen presentation", ...
    public static func describe(_ style: UIKitStyle) -> String {
        switch style {
        case .automatic: "automatic presentation"
        case .pageSheet: "page sheet"
        case .formSheet: "form sheet"
        case .fullScreen: "full-screen presentation"
        case .overFullScreen: "over-full-screen presentation"
        case .currentContext: "current-context presentation"
        case .overCurrentContext: "over-current-context presentation"
        case .popover: "popover"
        case .custom: "custom presentation"
        }
    }
}
