/// `host/system-view-controller`: system view controllers presented through swift-modals.
public struct SystemViewControllerRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/system-view-controller", severity: .error,
        summary: "a system view controller (alert, activity, Quick Look, Wallet) presented through swift-modals",
        explanation: """
            UIActivityViewController, UIAlertController, QLPreviewController, PKAddPaymentPassViewController \
            and their subclasses render content out of process or have other special behaviour, and must be \
            presented with UIKit present(_:animated:). swift-modals has no runtime check: the failure shows up \
            as UIKit misbehaviour (blank or unresponsive content, broken dismissal).
            """,
        fix: "present it with UIKit present(_:animated:) from a view controller that is on screen",
        source: "square/swift-modals Documentation/tips.md, \"Presenting system view controllers\"",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      modals:
                        - {class: UIAlertController, style: card}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: HomeViewController
                      presented: {class: UIAlertController, style: overFullScreen}
            """,
        swiftExample: """
            import Modals

            final class HomeViewController: UIViewController {
                var alertLifetime: ModalLifetime?
                func confirmDelete() {
                    let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
                    alertLifetime = modalPresenter.present(alert, style: .card)
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        for event in context.replay.events {
            guard case .modalPresent(let site, let owner, let presented, _, _, _) = event else { continue }
            // Read in place: most presented view controllers are no system class.
            guard let system = context.snapshot.controllers[presented].systemClass else { continue }
            let className = context.snapshot.controllers[presented].shortClassName
            let where_ = context.location(of: site)
            let kind = className == system ? system : String(concatenating: "\(className) (a \(system))")
            result.append(context.diagnostic(
                metadata, at: where_.range,
                String(concatenating: "\(kind) is presented through swift-modals by \(context.name(owner)); system view controllers must be presented with UIKit present(_:animated:)"),
                logicalLocation: where_.logical))
        }
    }
}
