/// `host/hidden-owner`: a modal presented from a view controller that is not on screen.
public struct HiddenOwnerRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/hidden-owner", severity: .warning,
        summary: "a modal presented from a view controller that is out of the window (an unselected tab, below the top of a navigation stack) shows over the visible screen",
        explanation: """
            A modal host collects modals by containment, not by visibility: it asks every child for its \
            modals, and a tab that is not selected or a screen below the top of a navigation stack is still a \
            child. A modal presented from such a view controller is laid out by the host over whatever is on \
            screen, although the user never saw the screen that presented it. The presenter's visibility is \
            read from the snapshot (`inWindow: false`, `state: disappeared`).
            """,
        fix: "present from the visible view controller, or select its tab (push it back to the top) before presenting; or defer the present until it appears (viewDidAppear)",
        source: "square/swift-modals Modals/Sources/UIViewController+Modals.swift (3.0.0; aggregateChildModals walks `children`, whatever their visibility); square/swift-modals Modals/Sources/ModalHostContainerViewController.swift (lays out content.aggregateModals())",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UITabBarController
                      children:
                        - {class: HomeViewController}
                        - {class: SettingsViewController, id: settings, inWindow: false}
            calls:
              - present: SignOutConfirmationViewController
                from: settings
                via: modals
                style: card
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: UITabBarController
                      children:
                        - {class: HomeViewController, inWindow: false}
                        - {class: SettingsViewController, id: settings}
            calls:
              - present: SignOutConfirmationViewController
                from: settings
                via: modals
                style: card
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into findings: inout FindingCollector) {
        for hidden in context.replay.hiddenOwnerPresentations {
            let where_ = context.location(of: hidden.site)
            let owner = context.name(hidden.owner)
            let because: String
            let hider: ControllerID
            switch hidden.absence {
            case .writtenOut(let vc): (hider, because) = (vc, "`inWindow: false`")
            case .state(let vc, _): (hider, because) = (vc, "`state: disappeared`")
            default: (hider, because) = (hidden.owner, "out of the window")
            }
            let subject = hider == hidden.owner ? "it" : context.name(hider)
            findings.append(context.diagnostic(
                metadata, at: where_.range,
                String(concatenating: "\(context.name(hidden.presented)) is presented from \(owner), which is not on screen (\(subject): \(because)), but \(context.name(hidden.host)) is: the host collects modals by containment, so it shows over the visible screen"),
                path: [PathStep(range: context.snapshot.controllers[hider].classRange,
                                note: String(concatenating: "\(context.name(hider)) (not on screen)")),
                       PathStep(range: context.snapshot.controllers[hidden.host].classRange,
                                note: String(concatenating: "\(context.name(hidden.host)) (the modal host, on screen)"))],
                logicalLocation: where_.logical))
        }
    }
}
