/// `uikit/swipe-dismiss-data-loss`: unsaved changes in a presentation that can be swiped away.
public struct SwipeDismissDataLossRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "uikit/swipe-dismiss-data-loss", severity: .error,
        summary: "unsaved changes inside a presentation the user can swipe away, with nothing to stop the swipe",
        explanation: """
            From iOS 13, for apps linked against the iOS 13 SDK, page and form sheets (and `automatic`, which \
            resolves to a page sheet) can be dismissed with a downward swipe; popovers and full-screen \
            presentations cannot. A swift-modals style with `interactiveDismiss: true` can be dismissed the same \
            way. A swipe dismisses the whole presentation, even when a screen pushed deep on its navigation \
            stack holds edits: the Save and Cancel buttons are never tapped and the edits are lost. UIKit \
            refuses the swipe when isModalInPresentation is true on the presented view controller or on any \
            view controller on its navigation stack, or when the presentation controller delegate's \
            presentationControllerShouldDismiss(_:) returns false (`delegate: [shouldDismiss]`). The tool \
            treats every view controller inside the presented one (children at any depth, and the modals \
            they show in it) like the navigation stack; that generalisation is inferred. In Swift source the \
            unsaved changes are inferred too (a heuristic): a view controller is taken to hold edits when it \
            makes a Save or Done and a Cancel bar button item (the pair of an editing screen; a title may be a \
            literal, `NSLocalizedString(\"Cancel\", ...)` or `String(localized:)`), or one of those items together \
            with what an editor does: text it edits (a UITextView or UITextField delegate method UIKit calls on \
            each edit, a `.editingChanged` target on itself, a stored text view or text field it makes first \
            responder) or its own editing mode turned on (`isEditing = true`, `setEditing(true, animated:)`). \
            It is reported when UIKit's present shows it bare, as the root of a navigation controller made \
            there (UINavigationController or a subclass of the run's that guards nothing), or pushed onto the \
            presented stack by that root or a screen it pushes (a multi-step flow, up to four pushes deep), and neither it, the screens and navigation \
            controller above it, their superclasses (all in the run), nor the code around the present touch \
            isModalInPresentation, the presentation controller or its delegate's dismiss-attempt methods.
            """,
        fix: "set isModalInPresentation = true while there are unsaved changes (on the editing screen or the presented navigation controller), and implement presentationControllerDidAttemptToDismiss(_:) to offer Save or Discard",
        source: "https://medium.com/@hacknicity/view-controller-presentation-changes-in-ios-13-ac8c901ebc4e, \"Swipe to Dismiss\" and \"Don't Swipe me Bro!\"; https://developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation; https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate; https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:) (called for the user's edits only)",
        triggeringExample: """
            windows:
              - root:
                  class: TimerViewController
                  presented:
                    class: UINavigationController
                    style: pageSheet
                    children:
                      - class: SettingsViewController
                      - class: ProfileEditorViewController
                        unsavedChanges: true
            """,
        cleanExample: """
            windows:
              - root:
                  class: TimerViewController
                  presented:
                    class: UINavigationController
                    style: pageSheet
                    children:
                      - class: SettingsViewController
                      - class: ProfileEditorViewController
                        unsavedChanges: true
                        modalInPresentation: true
            """,
        swiftExample: """
            final class ProfileEditorViewController: UIViewController {   // Save and Cancel: edits (inferred)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: #selector(cancel))
                    navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .save, target: self, action: #selector(save))
                }
                @objc private func cancel() { dismiss(animated: true) }
                @objc private func save() { dismiss(animated: true) }
            }

            final class ProfileViewController: UIViewController {
                func editProfile() {
                    present(UINavigationController(rootViewController: ProfileEditorViewController()), animated: true)   // a page sheet
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for dismissal in context.uikit.interactiveDismissals {
            let contents = dismissal.contents
            guard let editor = contents.unsaved.first, contents.modalInPresentation.isEmpty,
                  !dismissal.keys.delegate.contains(.shouldDismiss) else { continue }
            let presented = context.name(dismissal.presented)
            let holder = editor == dismissal.presented ? "it" : context.name(editor)
            let guardText = dismissal.isUIKit
                ? "nothing stops the swipe (no isModalInPresentation on it or its navigation stack, no presentationControllerShouldDismiss delegate)"
                : "nothing in the snapshot guards the dismissal (no modalInPresentation on it or inside it)"
            let how = dismissal.isUIKit ? "with a swipe" : "interactively (a swipe or a tap outside)"
            let where_ = context.location(of: dismissal.site)
            result.append(context.diagnostic(
                metadata, at: where_.range,
                "\(presented) is presented as a \(dismissal.describedStyle), which the user can dismiss \(how): \(holder) holds unsaved changes, and \(guardText)",
                path: UIKitFindings.subtreePath(dismissal, to: editor, in: context, note: "unsaved changes"),
                fix: dismissal.isUIKit
                    ? "set isModalInPresentation = true on \(context.name(editor)) while it has changes, and implement presentationControllerDidAttemptToDismiss(_:) to offer Save or Discard"
                    : "while \(context.name(editor)) has changes, present it in a style without interactive dismissal, or make the style's swipe-down onDismiss ask to save or discard",
                logicalLocation: where_.logical))
        }
    }
}
