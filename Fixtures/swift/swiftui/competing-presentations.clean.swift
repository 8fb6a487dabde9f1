import SwiftUI

/// Two presentations of one view, each raised by its own action, one action that swaps
/// them (lowers one, raises the other) and one that toggles both (not taken for raising);
/// and another view whose sheet has the same flag name.
struct AccountView: View {
    @State private var showsLogin = false
    @State private var showsOnboarding = false

    var body: some View {
        VStack {
            Button("Log in") { showsLogin = true }
            Button("Tour") { showsOnboarding = true }
            Button("Switch") {
                showsLogin = false
                showsOnboarding = true
            }
            Button("Both") {
                showsLogin.toggle()
                showsOnboarding.toggle()
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

struct HelpView: View {
    @State private var showsLogin = false
    @State private var showsFAQ = false

    var body: some View {
        Button("Help") {
            showsLogin = true
            showsFAQ = true
        }
        .sheet(isPresented: $showsFAQ) {
            FAQView()
        }
    }
}

/// Raised from inside the settings sheet, lowering the sheet in the same action (the fix of
/// subconscious 8bd50963): the cover follows the dismissal. An action that calls a `dismiss()`
/// is not judged: which presentation that environment value dismisses is not read.
struct ProfileView: View {
    @State private var showsSettings = false
    @State private var showsRecovery = false
    @State private var showsHelp = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Button("Settings") { showsSettings = true }
            .sheet(isPresented: $showsSettings) {
                SettingsView()
                    .toolbar {
                        Button("Recover account") {
                            showsSettings = false
                            showsRecovery = true
                        }
                        Button("Help") {
                            dismiss()
                            showsHelp = true
                        }
                    }
            }
            .fullScreenCover(isPresented: $showsRecovery) { RecoveryView() }
            .sheet(isPresented: $showsHelp) { HelpView() }
    }
}

/// Raised from the first sheet's `onDismiss`: the second follows the dismissal.
struct WelcomeView: View {
    @State private var showsIntro = false
    @State private var showsSignup = false

    var body: some View {
        Button("Start") { showsIntro = true }
            .sheet(isPresented: $showsIntro, onDismiss: { showsSignup = true }) { IntroView() }
            .sheet(isPresented: $showsSignup) { SignupView() }
    }
}
