/// `swiftui/presentation-in-menu`: a presentation modifier written on an item of a `Menu` or a
/// `.contextMenu`, which closes as soon as an item is chosen.
public struct PresentationInMenuRule: Rule {
    public init() {}
    public let metadata = RuleMetadata(
        id: "swiftui/presentation-in-menu", severity: .warning,
        summary: "a sheet, alert or dialog written on an item of a Menu or a context menu: the menu closes when the item is chosen, and the item with it",
        explanation: """
            Apple documents a menu's content as \"a group of menu items\" (`Menu`'s \
            `content:`), and a context menu as \"a container for views that you present as \
            menu items\": the system shows them as a menu, on demand, and the menu goes away \
            once an item is chosen. A `.sheet`, `.fullScreenCover`, `.popover`, `.alert` or \
            `.confirmationDialog` written on one of those items lives in the menu, not in the \
            screen behind it: when the item's action raises the binding, the menu and the view \
            carrying the modifier are going away, so the presentation does not appear or does \
            not stay up. A public app (IceCubesApp f3b1ec56) moved its block confirmation out \
            of its account menu for that reason (\"the Menu view ... will close as soon as one \
            of it's items is clicked\") and wrote the dialog on the view around the menu, \
            raised through a binding, and Grocy-SwiftUI f4fbc5a332 moved its shopping list's \
            delete alert from a button of its iOS toolbar `Menu` onto the view (flagged before, \
            silent after). What the user sees is inferred from the menu's closing, \
            not documented for presentations. It reads the code: a modifier inside \
            `Menu { ... }`'s content (not its label) or `.contextMenu { ... }`'s items (not its \
            preview), in the same declaration; a view type of its own shown in a menu is not \
            followed, and a run that declares its own `Menu` type has no `Menu` menus read.
            """,
        fix: "write the presentation on the view that holds the Menu (or on the view the context menu is attached to), and let the menu item only raise its binding",
        source: "Apple, SwiftUI documentation, Menu (init(content:label:): \"content: A group of menu items\"): https://developer.apple.com/documentation/swiftui/menu; ContextMenu (\"A container for views that you present as menu items in a context menu\"): https://developer.apple.com/documentation/swiftui/contextmenu; View.contextMenu(menuItems:): https://developer.apple.com/documentation/swiftui/view/contextmenu(menuitems:)",
        triggeringExample: """
            swiftui:
              presentations:
                - {kind: confirmationDialog, trigger: isPresented, attachedTo: Button, flag: confirmsBlock, title: "Block this account?", menuItemOf: Menu}
            """,
        cleanExample: """
            swiftui:
              presentations:
                - {kind: confirmationDialog, trigger: isPresented, attachedTo: Menu, flag: confirmsBlock, title: "Block this account?"}
            """,
        swiftExample: """
            struct AccountHeader: View {
                @State private var confirmsBlock = false
                var body: some View {
                    Menu {
                        Button("Block", role: .destructive) { confirmsBlock = true }
                            .confirmationDialog("Block this account?", isPresented: $confirmsBlock) {
                                Button("Block", role: .destructive) {}
                            }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            """)

    public func check(_ context: LintContext) -> [Diagnostic] {
        context.snapshot.swiftUIPresentations.compactMap { presentation in
            guard let menu = presentation.menuItemOf else { return nil }
            let items = menu == .menu ? "an item of a Menu's content" : "an item of a context menu"
            return context.diagnostic(
                metadata, at: presentation,
                "is written on \(items): the menu closes as soon as the item is chosen, and the view carrying the modifier goes with it, so the presentation does not stay up (inferred)")
        }
    }
}
