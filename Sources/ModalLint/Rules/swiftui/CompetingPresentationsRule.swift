/// `swiftui/competing-presentations`: one action raises the flags of two sheets (or
/// full-screen covers) of the same view, and only one of them can be shown.
public struct CompetingPresentationsRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/competing-presentations", severity: .warning,
        summary: "one action raises the flags of two sheets (or two alerts or dialogs) of the same view, or a sheet's content raises another's: only one is shown at a time",
        explanation: """
            A view presents one sheet or full-screen cover at a time: SwiftUI's `sheet` and \
            `fullScreenCover` modifiers present modally over the view, and a second one asked for \
            while the first is up is not stacked on it. When one action sets the `isPresented` flags \
            of two of them to `true`, one is shown and the other is deferred: SwiftUI logs \
            "Currently, only presenting a single sheet is supported. The next sheet will be presented \
            when the currently presented sheet gets dismissed." (a runtime message, not in Apple's \
            documentation), and the user sees the second screen only after closing the first, or not \
            at all if the first's dismissal lowers both flags. Developers report that before iOS 14.5 \
            only the last of several sheet modifiers on one view presented at all (not confirmed in \
            Apple's release notes here). The rule reads Swift statements only: two statements of one \
            block setting the flags of two `sheet(isPresented:)`/`fullScreenCover(isPresented:)` of \
            the same view to `true` (a `toggle()` is not taken for raising). The same holds when an \
            action inside one sheet's or cover's content (a button there, which runs while it is \
            up) raises the flag of another sheet or cover of the same view without lowering the \
            first one's binding or calling `dismiss()`: the second waits until the user dismisses \
            the first (a public app met it: subconscious issue 900, a recovery screen raised from \
            its settings sheet logged that message; its fix, 8bd50963, hides the settings sheet in \
            the same update). Several modifiers on one \
            view, each raised by its own action, are not reported: they work one at a time. \
            Two alerts, or an alert and a confirmation dialog, of the same view raised by one action \
            are reported too, as inferred: Apple documents each as modal (\"To draw attention to an \
            important, narrowly scoped task, you display a modal presentation, like an alert, popover, \
            sheet, or confirmation dialog\") and does not describe two raised at once; the user sees \
            at most one of them at a time, and which one is not documented. An alert and a sheet raised \
            together are not judged.
            """,
        fix: "present one `sheet(item:)` whose item is an enum of the destinations (one case per sheet), or present the second from the first sheet's content",
        source: "Apple, SwiftUI documentation, Modal presentations: https://developer.apple.com/documentation/swiftui/modal-presentations; View.sheet(isPresented:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(ispresented:ondismiss:content:); View.sheet(item:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:) (\"If item changes, the system dismisses the sheet and replaces it with a new one\")",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: AccountView, content: LoginView}
                - {kind: fullScreenCover, trigger: isPresented, attachedTo: AccountView, content: OnboardingView,
                   raisedTogetherWith: [showsLogin]}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: isPresented, attachedTo: AccountView, content: LoginView}
                - {kind: fullScreenCover, trigger: isPresented, attachedTo: AccountView, content: OnboardingView}
            """,
        swiftExample: """
            struct AccountView: View {
                @State private var showsLogin = false
                @State private var showsOnboarding = false
                var body: some View {
                    Button("Get started") {
                        showsLogin = true
                        showsOnboarding = true
                    }
                    .sheet(isPresented: $showsLogin) { LoginView() }
                    .fullScreenCover(isPresented: $showsOnboarding) { OnboardingView() }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        let presentations = context.snapshot.swiftUIPresentations
        // An alert's or dialog's partner must be known as one (its `flag`): the key first named
        // sheets' flags only.
        let dialogFlags = Set(presentations.filter { $0.isDialog && $0.trigger == .isPresented }.compactMap(\.flag))
        return presentations.compactMap { presentation in
            if [.sheet, .fullScreenCover].contains(presentation.kind), let presenting = presentation.raisedFromInside.first {
                return context.diagnostic(
                    metadata, at: presentation,
                    "is raised from inside the content of the view's sheet bound to `\(presenting)`, which is still up: SwiftUI defers it until that sheet is dismissed (\"Currently, only presenting a single sheet is supported\")",
                    fix: "lower `\(presenting)` in the same action and raise this one from the first sheet's `onDismiss`, present it from inside the first sheet's content, or use one `sheet(item:)` over an enum of the two")
            }
            guard presentation.trigger == .isPresented, let other = presentation.raisedTogetherWith.first else { return nil }
            if [.sheet, .fullScreenCover].contains(presentation.kind) {
                return context.diagnostic(
                    metadata, at: presentation,
                    "is raised by the same action as the one bound to `\(other)`: SwiftUI shows one of them and defers the other until it is dismissed (\"Currently, only presenting a single sheet is supported\")")
            }
            guard presentation.isDialog, let dialog = presentation.raisedTogetherWith.first(where: dialogFlags.contains) else { return nil }
            return context.diagnostic(
                metadata, at: presentation,
                "is raised by the same action as the alert or dialog bound to `\(dialog)`: both are modal, and the user sees at most one of them at a time (inferred)",
                fix: "keep one alert whose content depends on an enum of the cases (`presenting:` the case), or raise the second from the first one's action")
        }
    }
}
