import SwiftUI
import VCore

extension View {
    /// Sheets, then alerts, then toasts: but nothing sets the levels, so all three are at `.normal`.
    func injectModalPresenterRoots() -> some View {
        self
            .modalPresenterRoot(root: .window(rootID: "containers"))
            .modalPresenterRoot(root: .window(rootID: "alerts"))
            .modalPresenterRoot(
                root: .window(rootID: "notifications"),
                uiModel: {
                    var uiModel: ModalPresenterRootUIModel = .init()
                    uiModel.dimmingViewTapAction = .passTapsThrough
                    uiModel.dimmingViewColor = Color.clear
                    return uiModel
                }()
            )
    }
}
