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

// The opt-in is a value the code computes: not judged.
struct SizedStyle: ModalPresentationStyle {
    var sizing: Sizing
    func behaviorPreferences(for context: ModalBehaviorContext) -> ModalBehaviorPreferences {
        ModalBehaviorPreferences(usesPreferredContentSize: sizing.usesPreferredContentSize)
    }

    func layout(context: ModalPresentationContext) -> ModalPresentationLayout {
        ModalPresentationLayout(frame: CGRect(origin: .zero, size: context.preferredContentSize.value ?? .zero))
    }
}
