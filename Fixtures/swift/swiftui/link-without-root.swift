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
            // Every root has a rootID: a link without one reaches none.
            .bottomSheet(link: .window(linkID: "coupon"), isPresented: $isCouponPresented) {
                Text("Coupon")
            }
    }
}
