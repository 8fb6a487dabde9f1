import SwiftUI

/// An account screen whose Get started button raises the login sheet and the onboarding
/// cover together: SwiftUI shows one and defers the other until it is dismissed.
struct AccountView: View {
    @State private var showsLogin = false
    @State private var showsOnboarding = false

    var body: some View {
        VStack {
            Button("Get started") {
                showsLogin = true
                self.showsOnboarding = true
            }
        }
        .sheet(isPresented: $showsLogin) {
            LoginView()
        }
        .fullScreenCover(isPresented: $showsOnboarding) {
            OnboardingView()
        }
    }
}
