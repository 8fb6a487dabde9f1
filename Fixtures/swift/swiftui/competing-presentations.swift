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

/// A button inside the settings sheet raises the recovery cover of the same view while the
/// sheet is up: the cover waits until the sheet is dismissed.
struct ProfileView: View {
    @State private var showsSettings = false
    @State private var showsRecovery = false

    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) {
                NavigationStack {
                    SettingsView()
                        .toolbar {
                            Button("Recover account") { showsRecovery = true }
                        }
                }
            }
            .fullScreenCover(isPresented: $showsRecovery) {
                RecoveryView()
            }
    }
}
