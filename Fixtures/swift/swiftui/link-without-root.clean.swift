import SwiftUI
import VCore

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            CartView()
                .modalPresenterRoot(root: .window(rootID: "containers"))
                .modalPresenterRoot(
                    root: .window(rootID: "alerts"),
                    uiModel: {
                        var uiModel: ModalPresenterRootUIModel = .init()
                        uiModel.windowLevel = .alert
                        return uiModel
                    }()
                )
        }
    }
}

struct CartView: View {
    @State private var isCouponPresented = false

    var body: some View {
        Button("Add coupon") { isCouponPresented = true }
            // The link names its root.
            .bottomSheet(link: .window(rootID: "containers", linkID: "coupon"), isPresented: $isCouponPresented) {
                Text("Coupon")
            }
    }
}
