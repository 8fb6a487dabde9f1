/// `swiftui/presentation-on-many-views`: a presentation modifier copied onto every view of a
/// `ForEach`, `Group` or `Section`, all the copies observing one binding.
public struct PresentationOnManyViewsRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/presentation-on-many-views", severity: .warning,
        summary: "a sheet, alert or dialog copied onto every view of a ForEach, Group or Section: each copy observes the one binding",
        explanation: """
            A presentation modifier belongs to one view. Written on a group of views it is copied \
            onto each of them: Apple documents for `Group` that \"any modifier you apply to the \
            group affects all of that group's members\", and a `ForEach` or a `Section` in a `List` or \
            `Form` makes its views the same way, one list row each (inferred: Apple's pages for \
            them do not say it in words). So `.sheet(item: $selected)` on a `Section` of three \
            rows, or written inside a `ForEach` row and bound to the list's own `$selected`, is \
            three sheets watching one value: when it is set, every copy asks to present, the \
            row whose copy wins decides what a closure capturing its row item shows or deletes, \
            and a copy re-created when the rows update can present again (a public app moved \
            such a sheet from a list section to the list because section redraws fired it \
            several times). What the user sees of the extra copies is not documented: the rule is \
            inferred. It reads the code: a modifier written on a `ForEach`, or on a `Group` or \
            `Section` whose content is two views or more (an `if` counts as one), or written \
            unconditionally in a row of a `ForEach` or of a `List` made from data (through stacks \
            only) and bound to a value that is \
            not the row's own. A row view with its own `@State`, a modifier in an `if` or \
            `switch` of the row, and content built by a helper are not judged.
            """,
        fix: "attach the presentation once, to the List (or the view holding the state) outside the repeated views, with `sheet(item:)` (or `alert(_:isPresented:presenting:)`) carrying the row's item",
        source: "Apple, SwiftUI documentation, Group: https://developer.apple.com/documentation/swiftui/group (\"any modifier you apply to the group affects all of that group's members\"); ForEach: https://developer.apple.com/documentation/swiftui/foreach (\"computes views on demand from an underlying collection\"); View.sheet(item:onDismiss:content:): https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: item, attachedTo: Section, repeatedIn: Section, content: DeviceView}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: sheet, trigger: item, attachedTo: List, content: DeviceView}
            """,
        swiftExample: """
            struct DevicesView: View {
                @State private var selected: Device?
                let devices: [Device]
                var body: some View {
                    List {
                        Section("Devices") {
                            ForEach(devices) { device in
                                Button(device.name) { selected = device }
                            }
                            Button("Add a device") {}
                        }
                        .sheet(item: $selected) { device in DeviceView(device: device) }
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard let repeated = presentation.repeatedIn else { return nil }
            let container = repeated.rawValue
            let binding = presentation.flag.map { "`$\($0)`" } ?? "the same binding"
            let copied = repeated.makesRows
                ? "is copied onto every row the \(container) makes"
                : "is written on a \(container) of several views, and a modifier on a \(container) applies to each of them"
            return context.diagnostic(
                metadata, at: presentation,
                "\(copied): every copy observes \(binding), so setting it asks each copy to present, and the code does not decide which one is shown (inferred)")
        }
    }
}
