import Modals
import UIKit

struct BottomCardStyle: ModalPresentationStyle {
    func behaviorPreferences(for context: ModalBehaviorContext) -> ModalBehaviorPreferences {
        ModalBehaviorPreferences(usesPreferredContentSize: true)
    }

    func layout(context: ModalPresentationContext) -> ModalPresentationLayout {
        let height = context.preferredContentSize.value?.height ?? 300
        return ModalPresentationLayout(
            frame: CGRect(x: 0, y: context.containerSize.height - height, width: context.containerSize.width, height: height)
        )
    }
}

extension ModalPresentationStyleProvider {
    static let bottomCard = ModalPresentationStyleProvider { _ in BottomCardStyle() }
}

final class QuantityStepperViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        preferredContentSize = CGSize(width: 320, height: 180)
    }
}

/// Wraps its content in sheet chrome; never passes the content's size on.
final class SheetChromeViewController: UIViewController {
    private let content = QuantityStepperViewController()

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}

final class CartViewController: UIViewController {
    private var stepperLifetime: ModalLifetime?

    func editQuantity() {
        stepperLifetime = modalPresenter.present(SheetChromeViewController(), style: .bottomCard)
    }
}
