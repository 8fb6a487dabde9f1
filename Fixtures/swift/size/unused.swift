import Modals
import UIKit

struct FullScreenStyle: ModalPresentationStyle {
    func behaviorPreferences(for context: ModalBehaviorContext) -> ModalBehaviorPreferences {
        ModalBehaviorPreferences(usesPreferredContentSize: true)
    }

    func layout(context: ModalPresentationContext) -> ModalPresentationLayout {
        ModalPresentationLayout(frame: CGRect(origin: .zero, size: context.containerSize))
    }
}
