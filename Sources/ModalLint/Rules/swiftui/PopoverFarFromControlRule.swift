/// `swiftui/popover-far-from-control`: a popover or confirmation dialog attached to a container
/// (a `List`, a stack, a navigation stack) and opened by a control inside it: on iPad it points
/// at the container.
public struct PopoverFarFromControlRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/popover-far-from-control", severity: .warning,
        summary: "a popover or confirmation dialog attached to a container, opened by a button inside it: on iPad it is anchored to the whole container",
        explanation: """
            A popover is anchored to the view its modifier is attached to: Apple documents \
            `attachmentAnchor` as \"The positioning anchor that defines the attachment point of the \
            popover\", whose default is that view's bounds. Attached to a container (`List`, `Form`, \
            `ScrollView`, a stack, a navigation stack) while the button that opens it is a row or a \
            child inside, the popover points at the container's bounds, not at the button: on iPad, \
            in a horizontally regular size class, its arrow points at the container, away from \
            what the user tapped (inferred from the documented default anchor; not run on a \
            device). In a horizontally compact \
            size class (iPhone) Apple documents that \"a popover presentation over a \
            horizontally-compact view uses a sheet appearance by default\", so the finding is about \
            iPad. The rule reads the code: a `popover(isPresented:)` with no `attachmentAnchor:`, \
            written on a container SwiftUI declares, whose flag a control inside that container \
            raises (`flag = true` or `flag.toggle()` in the action of a `Button`, or of a tap \
            gesture on a view; an `onDelete` or a custom view's callback is not judged). A \
            popover on the control \
            itself, or one given an anchor, is not reported. A `confirmationDialog` is judged when \
            the button that raises it is in a toolbar inside the view it is written on (a Cancel \
            or Delete bar button), inferred further: Apple's SwiftUI pages do not say where iPad \
            shows one, but \
            in a regular width an action sheet is a popover (UIKit's own exception text: \
            "The modalPresentationStyle of a UIAlertController with this style is \
            UIModalPresentationPopover", and public crash reports name SwiftUI's own action sheet \
            in it, `SwiftUI.PlatformAlertController`), a dialog takes no anchor the code can give, \
            and public apps fixed a dialog's place on iPad by moving its modifier: IceCubesApp \
            ce2f8620 from the editor's navigation stack onto its Cancel button, mlem 14b4cc0bb \
            (\"Fix confirmation dialog on iPad\") from the navigation layer onto the row that raises \
            it, woocommerce-ios c5760ed5bd an action sheet from the whole screen to its top. A \
            dialog raised by a row's button and written on the list is not judged: its fix needs \
            each row to hold its own state (mlem gave each row its own model), since one dialog \
            copied onto every row on one flag is what `presentation-on-many-views` reports.
            """,
        fix: "attach the popover (or dialog) to the control that opens it (`Button(...) { shows = true }.popover(isPresented: $shows) { ... }`)",
        source: "Apple, SwiftUI documentation, View.popover(isPresented:attachmentAnchor:arrowEdge:content:): https://developer.apple.com/documentation/swiftui/view/popover(ispresented:attachmentanchor:arrowedge:content:) (attachmentAnchor: \"The positioning anchor that defines the attachment point of the popover. The default is bounds\"); View.presentationCompactAdaptation(horizontal:vertical:): https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(horizontal:vertical:); UIKit's NSGenericException for an action-sheet alert controller without a source view (\"The modalPresentationStyle of a UIAlertController with this style is UIModalPresentationPopover\"); IceCubesApp ce2f8620, \"Editor: Fix cancel confirmation position\"",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: popover, trigger: isPresented, attachedTo: List, flag: showsFilter, openedFrom: Button, content: FilterView}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: popover, trigger: isPresented, attachedTo: Button, flag: showsFilter, content: FilterView}
            """,
        swiftExample: """
            struct OrderList: View {
                @State private var showsFilter = false
                var body: some View {
                    List {
                        Button("Filter") { showsFilter = true }
                        Text("Order 1")
                    }
                    .popover(isPresented: $showsFilter) { FilterView() }
                }
            }
            """)

    /// Containers SwiftUI declares, whose bounds are far larger than a control inside them.
    static let containers: Set<String> = [
        "List", "Form", "ScrollView", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid",
        "Grid", "NavigationStack", "NavigationView", "NavigationSplitView", "TabView",
    ]

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard presentation.kind == .popover || presentation.kind == .confirmationDialog, presentation.attachmentAnchor == nil,
                  let container = presentation.attachedTo, Self.containers.contains(container),
                  let control = presentation.openedFrom else { return nil }
            if presentation.kind == .confirmationDialog {
                return context.diagnostic(
                    metadata, at: presentation,
                    "is attached to the \(container) and opened by a \(control) inside it: on iPad an action sheet is a popover, placed for the \(container), not at the \(control) (inferred)")
            }
            return context.diagnostic(
                metadata, at: presentation,
                "is attached to the \(container) and opened by a \(control) inside it: its anchor is the \(container)'s bounds, so on iPad its arrow points at the \(container), not at the \(control)")
        }
    }
}
