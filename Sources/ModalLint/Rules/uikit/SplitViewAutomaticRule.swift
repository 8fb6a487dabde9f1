/// `uikit/split-view-automatic`: a split view controller presented with the automatic style.
public struct SplitViewAutomaticRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/split-view-automatic", severity: .warning,
        summary: "a UISplitViewController presented with the automatic style shows as a full-width card",
        explanation: """
            Linked against the iOS 13 SDK or later, a UISplitViewController presented without an explicit \
            modalPresentationStyle resolves automatic to a sheet and appears as a full-width card (on iPad too) \
            that can be swiped away, instead of covering the screen as split view controllers are designed to. \
            Before iOS 13 automatic meant full screen, so the same code changed behaviour when relinked. \
            In Swift source the SDK and iOS version are the configuration's `environment` (default: the iOS 17 \
            SDK), and the device is that of the targets that compile the file, as the app's project says \
            (Xcode's TARGETED_DEVICE_FAMILY, XcodeGen, Package.swift, Tuist; iPad when none says): the card \
            appears on iPhone and iPad alike. The project's deployment target and LastUpgradeCheck are \
            reported by --verbose, not applied: they bound the iOS the app runs on, and the Xcode it was last \
            set up with, not the SDK it is built with.
            """,
        fix: "present the split view controller with modalPresentationStyle = .fullScreen",
        source: "https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e, \"Other Presentations\" (a split view controller presented without a style gets a full-width card)",
        triggeringExample: """
            environment: {idiom: pad}
            windows:
              - root: {class: LibraryViewController, id: library}
            calls:
              - present: UISplitViewController
                from: library
                via: uikit
            """,
        cleanExample: """
            environment: {idiom: pad}
            windows:
              - root: {class: LibraryViewController, id: library}
            calls:
              - present: UISplitViewController
                from: library
                via: uikit
                style: fullScreen
            """,
        swiftExample: """
            final class LibraryViewController: UIViewController {
                func openBrowser() {
                    let split = UISplitViewController(style: .doubleColumn)
                    present(split, animated: true)   // no modalPresentationStyle
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for presentation in context.uikit.presentations {
            let vc = context.snapshot.controllers[presentation.presented]
            guard presentation.writtenStyle == .automatic, presentation.failure == nil, vc.is("UISplitViewController"),
                  presentation.style == .pageSheet || presentation.style == .formSheet else { continue }
            let where_ = context.location(of: presentation.site)
            let kind = vc.shortClassName == "UISplitViewController" ? vc.displayName : "\(vc.displayName) (a UISplitViewController)"
            result.append(context.diagnostic(
                metadata, at: presentation.keys.styleRange ?? where_.range,
                "\(kind) is presented with the automatic style, which is a \(UIKitSemantics.describe(presentation.style)) here: it shows as a full-width card that can be swiped away, not full screen",
                path: UIKitFindings.presentPath(presentation, in: context), logicalLocation: where_.logical))
        }
    }
}
