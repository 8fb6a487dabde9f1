/// What someone who knows UIKit, swift-modals' or Modal Presenter's Swift API writes where modallint(5) has its
/// own word: mapped to that word, so the message names it instead of the nearest spelling
/// (`modalPresentationStyle` is closer to `modalInPresentation` than to `style`).
enum NewcomerHints {
    /// An API's names for what a snapshot key says, each with the keys it may mean, first
    /// allowed first: `rootID` is a link's `root` and a root's own `id`.
    struct KeyHint {
        let keys: [String]
        let origin: String
    }

    static let keys: [String: KeyHint] = {
        var table: [String: KeyHint] = [:]
        func add(_ origin: String, _ names: [String: [String]]) {
            for (name, keys) in names { table[name] = KeyHint(keys: keys, origin: origin) }
        }
        add("UIKit's", [
            "modalPresentationStyle": ["style"], "presentationStyle": ["style"],
            "isModalInPresentation": ["modalInPresentation"], "isViewLoaded": ["viewLoaded"],
            "presentedViewController": ["presented"], "present": ["presented"],
            "childViewControllers": ["children"], "childrenViewControllers": ["children"],
            "viewControllers": ["children"], "addChild": ["children"],
            "sourceView": ["anchored"], "sourceRect": ["anchored"], "sourceItem": ["anchored"],
            "barButtonItem": ["anchored"], "popoverPresentationController": ["anchored"],
            "rootViewController": ["root"], "windowLevel": ["level"], "isKeyWindow": ["key"],
            "makeKeyAndVisible": ["key"], "presentingViewController": ["from"],
            "isBeingPresented": ["state"], "isBeingDismissed": ["state"],
            "restorationIdentifier": ["id"], "accessibilityIdentifier": ["id"],
        ])
        add("swift-modals'", [
            "isModalHost": ["host"], "modalHost": ["host"], "isHost": ["host"], "ModalHost": ["host"],
            "modalLifetime": ["lifetime"], "ModalLifetime": ["lifetime"], "presentModal": ["present"],
            "presentedModals": ["modals"], "presentedToasts": ["toasts"], "modalHostFilter": ["hostFilter"],
        ])
        add("Modal Presenter's", [
            "rootID": ["root", "id"], "linkID": ["id"], "isPresented": ["presented"],
            "dimmingViewTapAction": ["dimmingTap"], "dimmingTapAction": ["dimmingTap"],
        ])
        return table
    }()

    /// The hint for an unknown key, when it is an API's name for an allowed key.
    static func key(_ text: String, allowed: [String]) -> (key: String, hint: String)? {
        guard let hint = keys[text], let key = hint.keys.first(where: allowed.contains) else { return nil }
        return (key, "did you mean `\(key)`? (modallint's key for \(hint.origin) \(text))")
    }

    /// Values written as in Swift or as a framework's name, to the value the key takes.
    static let values: [String: String] = [
        "swift-modals": "modals", "swiftmodals": "modals", "swift_modals": "modals", "Modals": "modals",
        "modalPresenter": "modals", "toastPresenter": "toasts", "UIKit": "uikit", "present": "uikit",
    ]

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
