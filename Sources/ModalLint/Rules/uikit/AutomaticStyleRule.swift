/// `uikit/automatic-style`: what the automatic presentation style becomes in this environment.
public struct AutomaticStyleRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/automatic-style", severity: .note,
        summary: "a UIKit present with the automatic style, whose meaning depends on the SDK the app is linked against",
        explanation: """
            modalPresentationStyle defaults to automatic. Linked against the iOS 13 SDK or later (Xcode 11) and \
            running on iOS 13 or later, a plain view controller resolves it to a page sheet (a form sheet from \
            iOS 18); linked against an older SDK, or on an older iOS, it is full screen. The two behave \
            differently: a card sheet keeps the presenter's view in the window (the presenter gets no \
            viewWillDisappear/viewDidDisappear) and can be swiped away; full screen removes the presenter's \
            view and cannot be swiped away. So relinking against a new SDK changes the app's behaviour without \
            a code change. Not reported for view controllers that \
            resolve automatic themselves (UIAlertController, UIActivityViewController) nor for \
            UISplitViewController (`uikit/split-view-automatic`).
            """,
        fix: "set modalPresentationStyle explicitly: .fullScreen where the screen must cover the presenter and not be swiped away, .pageSheet or .formSheet for a card",
        source: "https://developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle (\"the default presentation style is UIModalPresentationStyle.automatic\"); UIViewController.h (\"Defaults to UIModalPresentationAutomatic on iOS starting in iOS 13.0, and UIModalPresentationFullScreen on previous versions\"), quoted in https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e",
        triggeringExample: """
            windows:
              - root: {class: SettingsViewController, id: settings}
            calls:
              - present: AboutViewController
                from: settings
                via: uikit
            """,
        cleanExample: """
            windows:
              - root: {class: SettingsViewController, id: settings}
            calls:
              - present: AboutViewController
                from: settings
                via: uikit
                style: pageSheet
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        let environment = snapshot.environment
        for presentation in context.uikit.presentations {
            let vc = snapshot.controllers[presentation.presented]
            guard presentation.writtenStyle == .automatic, presentation.failure == nil,
                  !vc.is("UISplitViewController"), !vc.is("UIAlertController"), !vc.is("UIActivityViewController")
            else { continue }
            let presenter = context.name(presentation.presenter)
            let message: String
            if presentation.style == .fullScreen {
                let why = environment.sdk < OSVersion(13)
                    ? "the app is linked against the iOS \(environment.sdk) SDK"
                    : "it runs on iOS \(environment.os)"
                message = "\(vc.displayName) is presented with the automatic style, which is full screen here (\(why)): linked against the iOS 13 SDK or later and on iOS 13 it becomes a page sheet that keeps \(presenter)'s view in the window and can be swiped away"
            } else {
                let since = presentation.style == .formSheet ? "on iOS 18 or later" : "linked against the iOS 13 SDK or later"
                message = "\(vc.displayName) is presented with the automatic style, which is a \(UIKitSemantics.describe(presentation.style)) here (\(since)): a card that keeps \(presenter)'s view in the window and can be swiped away, where an older SDK made it full screen"
            }
            let where_ = context.location(of: presentation.site)
            let range = presentation.keys.styleRange ?? where_.range
            result.append(context.diagnostic(metadata, at: range, message, logicalLocation: where_.logical))
        }
    }
}
