import Modals
import UIKit

struct BottomCardStyle: ModalPresentationStyle {
    func behaviorPreferences(for context: ModalBehaviorContext) -> ModalBehaviorPreferences {
        ModalBehaviorPreferences(usesPreferredContentSize: false)
    }

    func layout(context: ModalPresentationContext) -> ModalPresentationLayout {
        let height = context.preferredContentSize.value?.height ?? 300
        return ModalPresentationLayout(
            frame: CGRect(x: 0, y: context.containerSize.height - height, width: context.containerSize.width, height: height)
        )
    }
}
