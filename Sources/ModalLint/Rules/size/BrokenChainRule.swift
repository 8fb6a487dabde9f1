/// `size/broken-chain`: a size set below the presented view controller that never reaches it.
public struct BrokenChainRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "size/broken-chain", severity: .error,
        summary: "a self-sizing modal whose content sets preferredContentSize, but a view controller on the way up does not forward it",
        explanation: """
            A self-sizing style (`sizing: content`) sizes the modal from the presented view controller's \
            preferredContentSize. The size is pushed up from the innermost view controller that sets it: each \
            view controller on the way must override preferredContentSizeDidChange(forChildContentContainer:) \
            and copy its child's size, or the chain stops there and the presented view controller's size stays \
            unknown, so the style falls back (or, without a fallback, lays the modal out wrongly). The \
            framework containers that forward are the modal wrapper, ModalPresentationViewController, \
            ModalHostContainerViewController, ModalHostContainer, AnyModalToastContainer (its base only), \
            DescribedViewController and WorkflowHostingController, and UIKit's UINavigationController follows \
            its top view controller's size; any other class forwards only when the snapshot says \
            `forwardsPreferredContentSize: true` (a written value overrides these defaults). A child added without addChild(_:) \
            (`contained: false`) never tells its parent. The finding points at the first view controller that \
            stops the size and prints the chain with each size that is set.
            """,
        fix: "override preferredContentSizeDidChange(forChildContentContainer:) in the view controller named, copying the child's preferredContentSize to its own (tips.md, \"Self-sizing Modals\")",
        source: "square/swift-modals Documentation/tips.md, \"Self-sizing Modals\"; https://developer.apple.com/documentation/uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:); square/swift-modals Modals/Sources/ModalHostContainerViewController.swift and square/swift-modals WorkflowModals/Sources/AnyModalToastContainer.swift (3.0.0; their overrides)",
        triggeringExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - class: SheetChromeViewController
                          style: card
                          children:
                            - {class: QuantityStepperViewController, preferredContentSize: [320, 180]}
            """,
        cleanExample: """
            windows:
              - root:
                  class: ModalHostContainerViewController
                  children:
                    - class: CartViewController
                      modals:
                        - class: SheetChromeViewController
                          style: card
                          forwardsPreferredContentSize: true
                          children:
                            - {class: QuantityStepperViewController, preferredContentSize: [320, 180]}
            """,
        swiftExample: """
            import Modals

            struct BottomCardStyle: ModalPresentationStyle {   // sizing: content, opted in
                func behaviorPreferences(for context: ModalBehaviorContext) -> ModalBehaviorPreferences {
                    ModalBehaviorPreferences(usesPreferredContentSize: true)
                }
                func layout(context: ModalPresentationContext) -> ModalPresentationLayout {
                    ModalPresentationLayout(frame: CGRect(origin: .zero, size: context.preferredContentSize.value ?? .zero))
                }
            }

            final class QuantityStepperViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    preferredContentSize = CGSize(width: 320, height: 180)
                }
            }

            final class SheetChromeViewController: UIViewController {   // no preferredContentSizeDidChange override
                private let content = QuantityStepperViewController()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addChild(content)
                    view.addSubview(content.view)
                    content.didMove(toParent: self)
                }
            }

            final class CartViewController: UIViewController {
                private var stepper: ModalLifetime?
                func editQuantity() {
                    stepper = modalPresenter.present(SheetChromeViewController(),
                                                     style: ModalPresentationStyleProvider(BottomCardStyle()))
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        let snapshot = context.snapshot
        return context.sizeChains.brokenChains.map { chain in
            let controllers = snapshot.controllers
            let source = chain.links[0]
            let top = chain.subject.presented
            let path = chain.links.map { link in
                var note = context.name(link)
                if let size = controllers[link].preferredContentSize, !size.isUnknown { note += " [\(size)]" }
                if chain.nonForwarding.contains(link) { note += " (does not forward)" }
                if chain.uncontained.contains(link) { note += " (contained: false)" }
                return PathStep(range: controllers[link].keyRange("preferredContentSize") ?? controllers[link].classRange, note: note)
            }
            let breaking = chain.breaking
            let sourceSize = controllers[source].preferredContentSize.map { " (\($0))" } ?? ""
            var message = "\(context.name(top)) is presented with \(SizeText.style(chain.subject.style)), but the preferredContentSize that \(context.name(source)) sets\(sourceSize) never reaches it: "
            let range: SourceRange
            let fix: String
            if chain.notContained {
                let parent = snapshot.writtenParent(breaking).map { context.name($0) } ?? "its parent"
                message += "\(context.name(breaking))'s view was added to \(parent)'s view without addChild(_:), and only contained children tell their parent of size changes"
                range = controllers[breaking].keyRange("contained") ?? controllers[breaking].classRange
                fix = "in \(parent), call addChild(_:), add the view, then didMove(toParent:), so its size changes reach \(parent)"
            } else {
                message += "\(context.name(breaking)) does not forward its child's size (it does not override preferredContentSizeDidChange(forChildContentContainer:))"
                range = controllers[breaking].keyRange("forwardsPreferredContentSize") ?? controllers[breaking].classRange
                fix = "override preferredContentSizeDidChange(forChildContentContainer:) in \(context.name(breaking)) to copy its child's preferredContentSize to its own"
            }
            let others = chain.links.filter { $0 != breaking && (chain.nonForwarding.contains($0) || chain.uncontained.contains($0)) }
            if !others.isEmpty {
                message += "; further up, \(others.map { context.name($0) }.joined(separator: ", ")) \(others.count == 1 ? "stops" : "stop") it too"
            }
            if chain.otherSources > 0 {
                message += "; \(chain.otherSources) other sized view controller\(chain.otherSources == 1 ? "" : "s") below \(context.name(top)) \(chain.otherSources == 1 ? "is" : "are") cut off as well"
            }
            message += chain.subject.style.fallback
                ? ", so the style receives an unknown size and falls back"
                : ", so the style receives an unknown size, and it has no fallback"
            return context.diagnostic(metadata, at: range, message, path: path, fix: fix,
                                      logicalLocation: snapshot.logicalName(breaking))
        }
    }
}
