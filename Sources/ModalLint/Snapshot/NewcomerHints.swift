/// What someone who knows UIKit or swift-modals' Swift API writes where modallint(5) has its
/// own word: mapped to that word, so the message names it instead of the nearest spelling
/// (`modalPresentationStyle` is closer to `modalInPresentation` than to `style`).
enum NewcomerHints {
    /// UIKit property names to the snapshot keys that stand for them.
    static let keys: [String: String] = [
        "modalPresentationStyle": "style",
        "presentationStyle": "style",
        "isModalInPresentation": "modalInPresentation",
        "isViewLoaded": "viewLoaded",
        "presentedViewController": "presented",
        "childViewControllers": "children",
        "sourceView": "anchored",
        "barButtonItem": "anchored",
    ]

    /// Values written as in Swift or as a framework's name, to the value the key takes.
    static let values: [String: String] = [
        "swift-modals": "modals", "swiftmodals": "modals", "swift_modals": "modals", "Modals": "modals",
        "modalPresenter": "modals", "toastPresenter": "toasts", "UIKit": "uikit", "present": "uikit",
    ]

    /// The hint for an unknown key, when it is a UIKit name for an allowed key.
    static func key(_ text: String, allowed: [String]) -> String? {
        guard let key = keys[text], allowed.contains(key) else { return nil }
        return "did you mean `\(key)`? (modallint's key for UIKit's \(text))"
    }

    static func value(_ text: String, allowed: [String]) -> String? {
        guard let value = values[text], allowed.contains(value) else { return nil }
        return value
    }

    /// swift-modals' built-in styles, as a snapshot names them.
    static let modalStyles = ["full", "card", "sheet", "popover"]

    /// The nearest swift-modals style to a UIKit presentation style.
    static let nearestModalStyle: [String: String] = [
        "fullScreen": "full", "overFullScreen": "full", "currentContext": "full", "overCurrentContext": "full",
        "pageSheet": "sheet", "formSheet": "sheet", "automatic": "sheet", "popover": "popover", "custom": "card",
        "none": "full",
    ]

    /// A style written as Swift (`.full()`, `.sheet`, `ModalPresentationStyle.card()`): the bare name.
    static func swiftSpelling(_ name: String) -> String? {
        var text = Substring(name)
        if let dot = text.lastIndex(of: ".") { text = text[text.index(after: dot)...] }
        if let paren = text.firstIndex(of: "(") { text = text[..<paren] }
        let bare = String(text)
        return bare != name && !bare.isEmpty ? bare : nil
    }
}
