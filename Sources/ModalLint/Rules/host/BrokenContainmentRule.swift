/// `host/broken-containment`: a view controller's view added to another's without `addChild(_:)`.
public struct BrokenContainmentRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "host/broken-containment", severity: .warning,
        summary: "a view controller's view is added to another view controller's view without addChild(_:): its modals find no host",
        explanation: """
            View controller containment is three calls: addChild(_:), adding the child's view, \
            didMove(toParent:). Adding only the view shows it, but the child has no parent view controller: \
            swift-modals looks for a modal host through the parent chain and stops at the child, so any \
            present from it (or from what it contains) fails its precondition ("has no parent view \
            controller, which means we cannot find a modal host"); UIKit also sends it no appearance, trait \
            or preferredContentSize callbacks. In Swift source, found where `addSubview(x.view)` or \
            `insertSubview(x.view, ...)` adds the view of a view controller whose type the run declares, and \
            the type never calls `addChild(x)` (inferred from the code: a helper outside the type that \
            calls addChild is not seen, and a call through one the run cannot resolve keeps it silent), \
            in a run where some file names swift-modals' module (`import Modals`): without swift-modals \
            no modal host is looked for, and the missing callbacks alone are not this rule's claim. \
            It yields to host/no-parent: where a swift-modals present from the child (or from what it \
            contains) fails for this cause, that error carries it as a path step at the added view and \
            this warning is not reported apart (one mistake, one finding). A UIKit present from the same \
            child is another failure, uikit/detached-presenter's own finding.
            """,
        fix: "call addChild(_:) before adding the child's view, and didMove(toParent:) after it",
        source: "square/swift-modals Modals/Sources/ModalHostValidation.swift (\"has no parent view controller, which means we cannot find a modal host\"); https://developer.apple.com/documentation/uikit/creating-a-custom-container-view-controller",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: PagerViewController
                      children:
                        - {class: PageViewController, contained: false}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: PagerViewController
                      children:
                        - {class: PageViewController}
            """,
        swiftExample: """
            import Modals

            final class PagerViewController: UIViewController {
                let page = PageViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(page.view)   // no addChild(page)
                }
            }
            final class PageViewController: UIViewController {}
            """)

    public func check(_ context: LintContext) -> [Diagnostic] { allFindings(context) }

    public func check(_ context: LintContext, into result: inout FindingCollector) {
        let snapshot = context.snapshot
        for index in snapshot.controllers.indices where !snapshot.controllers[index].contained {
            guard let parent = snapshot.writtenParent(index) else { continue }
            let vc = snapshot.controllers[index]
            let child = context.name(index)
            let owner = context.name(parent)
            result.append(context.diagnostic(
                metadata, at: vc.keyRange("contained") ?? vc.classRange,
                "\(child)'s view is added to \(owner)'s view without addChild(_:): \(child) has no parent view controller, so a modal presented from it (or from what it contains) finds no modal host, and UIKit sends it no appearance or size callbacks",
                path: [
                    PathStep(range: snapshot.controllers[parent].classRange, note: "\(owner) adds the view of \(child)"),
                    PathStep(range: vc.classRange, note: "\(child) (no parent view controller)"),
                ],
                fix: "in \(owner), call addChild(_:) before adding \(child)'s view, then didMove(toParent:)",
                logicalLocation: snapshot.logicalName(index)))
        }
    }
}
