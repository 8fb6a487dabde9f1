/// A view-controller class as written, with what the model derives from its name. One
/// instance is shared by every view controller of the class: a snapshot of 1,000,000 view
/// controllers names a few hundred classes, so names are stored (and derived) once.
public final class ViewControllerClass: Sendable {
    public let name: String
    /// Without a module prefix, as `type(of:)` prints it.
    public let shortName: String
    /// A generic class (`ModalHostContainer<CheckoutScreen>`) is its base class.
    let baseName: String
    /// Whether the name implies traits beyond itself (a known class, or a generic).
    let hasImpliedTraits: Bool
    /// Whether the name alone makes it a `ModalHost` (see `ViewController.isModalHostByTraits`).
    let impliesModalHost: Bool
    /// The first of `KnownClasses.system` the name alone makes it (see `ViewController.systemClass`).
    let impliedSystemClass: String?

    public init(_ name: String) {
        self.name = name
        let shortName = Self.shortName(name)
        self.shortName = shortName
        baseName = shortName.utf8.firstIndex(of: UInt8(ascii: "<")).map { String(shortName[..<$0]) } ?? shortName
        hasImpliedTraits = baseName != shortName || KnownClasses.implied[shortName] != nil
        impliesModalHost = shortName == "ModalHost" || baseName == "ModalHost"
            || KnownClasses.implied[baseName]?.contains("ModalHost") == true
        // What `ViewController.is` answers without declared traits.
        let baseName = baseName
        impliedSystemClass = KnownClasses.system.first { system in
            shortName == system || baseName == system || KnownClasses.implied[baseName]?.contains(system) == true
        }
    }

    /// Drops the module of the class itself, not of its generic arguments:
    /// `SwiftUI.UIHostingController<MyApp.SettingsView>` -> `UIHostingController<MyApp.SettingsView>`.
    static func shortName(_ className: String) -> String {
        let utf8 = className.utf8
        let end = utf8.firstIndex(of: UInt8(ascii: "<")) ?? utf8.endIndex
        guard let dot = utf8[..<end].lastIndex(of: UInt8(ascii: ".")) else { return className }
        return String(className[className.index(after: dot)...])
    }
}
