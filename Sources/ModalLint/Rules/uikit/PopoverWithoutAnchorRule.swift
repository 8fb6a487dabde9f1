/// `uikit/popover-without-anchor`: a popover in regular width with no source view or bar button item.
public struct PopoverWithoutAnchorRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/popover-without-anchor", severity: .error,
        summary: "a popover (or action sheet, or activity view controller) presented in regular width without an anchor",
        explanation: """
            A popover needs a sourceView (with a sourceRect) or a barButtonItem on its \
            popoverPresentationController. In regular width (iPad, and wide iPhones in landscape) UIKit raises \
            NSGenericException when the presentation begins without one, and the app terminates. A \
            UIAlertController with the action-sheet style and a UIActivityViewController resolve the automatic \
            style to a popover, so they need the anchor too. In compact width a popover adapts to another style \
            and no anchor is required, which is why this crash tends to show up on iPad only. The width comes \
            from `environment.width` (default: compact on phone, regular otherwise). In Swift source, found \
            where an action sheet or activity view controller made right there is presented with UIKit's \
            present and no anchor is set on it (inferred from the code: a value passed in, stored or configured \
            elsewhere keeps it silent, and so does a present on `self` outside a view controller of the run or \
            in one that declares a `present(_:animated:)` of its own), judged on the device of the targets that \
            compile the file: the app's project says where each runs (the Xcode project's \
            TARGETED_DEVICE_FAMILY, else its Info.plist's UIDeviceFamily; XcodeGen, Package.swift, Tuist), and a \
            file that only iPhone-only targets compile is judged on iPhone, where an action sheet never becomes \
            a popover; any other file on iPad. The configuration's `environment` wins; --no-project turns the \
            discovery off; --verbose names the project files and settings used.
            """,
        fix: "set popoverPresentationController?.sourceView and sourceRect, or barButtonItem, before presenting (`anchored: true`)",
        source: "UIKit's NSGenericException reason \"UIPopoverPresentationController (...) should have a non-nil sourceView or barButtonItem set before the presentation occurs.\" as seen in public crash logs; https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview",
        triggeringExample: """
            environment: {idiom: pad}
            windows:
              - root: {class: PhotoViewController, id: photo}
            calls:
              - present: UIActivityViewController
                from: photo
                via: uikit
            """,
        cleanExample: """
            environment: {idiom: pad}
            windows:
              - root: {class: PhotoViewController, id: photo}
            calls:
              - present: UIActivityViewController
                from: photo
                via: uikit
                anchored: true
            """,
        swiftExample: """
            final class PhotoViewController: UIViewController {
                func share(_ url: URL) {
                    let activity = UIActivityViewController(activityItems: [url], applicationActivities: nil)
                    present(activity, animated: true)   // no sourceView, sourceRect or barButtonItem
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for presentation in context.uikit.presentations {
            guard presentation.failure == .popoverWithoutAnchor else { continue }
            let vc = context.snapshot.controllers[presentation.presented]
            let what: String
            if presentation.writtenStyle == .popover {
                what = "\(vc.displayName) is presented as a popover"
            } else if vc.is("UIAlertController") {
                what = "\(vc.displayName) is an action sheet, which is presented as a popover"
            } else {
                what = "\(vc.displayName) is presented as a popover (its automatic style)"
            }
            let where_ = context.location(of: presentation.site)
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(what) in regular width without a sourceView or barButtonItem: UIKit raises an exception",
                runtimeMessage: UIKitRuntimeText.popoverWithoutAnchor,
                path: UIKitFindings.presentPath(presentation, in: context), logicalLocation: where_.logical))
        }
    }
}
