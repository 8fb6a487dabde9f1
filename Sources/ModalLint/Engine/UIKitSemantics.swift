/// UIKit facts that depend on the environment (docs/design/rules.md §5; the iOS 13 article).
public enum UIKitSemantics {
    /// The modalPresentationStyle UIKit uses for `style`. `automatic` is pageSheet when linked
    /// against the iOS 13 SDK or later and running on iOS 13 or later (formSheet from iOS 18),
    /// fullScreen otherwise (an app built with an older SDK keeps the old default). System view
    /// controllers resolve it themselves: an alert is a custom presentation, an action sheet
    /// and an activity view controller are popovers (which adapt in compact width).
    public static func resolve(_ style: UIKitStyle, presenting presented: ViewController? = nil,
                               in environment: Environment) -> UIKitStyle {
        guard style == .automatic else { return style }
        if let presented {
            if presented.is("UIAlertController") { return presented.actionSheet ? .popover : .custom }
            if presented.is("UIActivityViewController") { return .popover }
        }
        if !linkedAndRunningIOS13(environment) { return .fullScreen }
        return environment.os >= OSVersion(18) ? .formSheet : .pageSheet
    }

    /// The style in effect after size-class adaptation: before iOS 13 (or when linked against
    /// an older SDK) page and form sheets adapt to full screen in compact width; from iOS 13
    /// they stay cards. (Popover adaptation is not modelled: a popover keeps its presenter.)
    public static func effectiveStyle(_ style: UIKitStyle, presenting presented: ViewController?,
                                      in environment: Environment) -> UIKitStyle {
        let resolved = resolve(style, presenting: presented, in: environment)
        if resolved == .pageSheet || resolved == .formSheet, environment.width == .compact,
           !linkedAndRunningIOS13(environment) {
            return .fullScreen
        }
        return resolved
    }

    /// fullScreen and currentContext take the presenter's view out of the window; sheets,
    /// popovers, custom and the over- styles leave it.
    public static func removesPresenterView(_ effective: UIKitStyle) -> Bool {
        effective == .fullScreen || effective == .currentContext
    }

    /// Whether a presentation in this effective style can be swiped away: page and form sheets
    /// from iOS 13, for apps linked against the iOS 13 SDK or later. Never popovers.
    public static func swipeDismissible(_ effective: UIKitStyle, in environment: Environment) -> Bool {
        (effective == .pageSheet || effective == .formSheet) && linkedAndRunningIOS13(environment)
    }

    /// iOS 13's presentation behaviour applies: the app is linked against the iOS 13 SDK or
    /// later (Xcode 11) and runs on iOS 13 or later.
    public static func linkedAndRunningIOS13(_ environment: Environment) -> Bool {
        environment.sdk >= OSVersion(13) && environment.os >= OSVersion(13)
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
