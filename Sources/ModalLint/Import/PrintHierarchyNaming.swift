import Foundation

// MARK: - ids

extension PrintHierarchyImporter {
    /// lowerCamelCase id from a class name: module and generic arguments
    /// dropped, the `UI` prefix of UIKit classes dropped
    /// (`UINavigationController` -> `navigationController`,
    /// `App.SettingsViewController` -> `settingsViewController`,
    /// `PSPDFViewController` -> `pspdfViewController`, a mangled
    /// `_TtGC7SwiftUI19UIHostingController...` -> `hostingController`).
    static func baseID(forClass className: String) -> String {
        var name = Substring(className)
        if name.hasPrefix("_Tt") {
            // Mangled: the last identifier of the leading `<len><identifier>` run.
            let u = Array(name.utf8)
            var i = 3
            while i < u.count, !(u[i] >= UInt8(ascii: "1") && u[i] <= UInt8(ascii: "9")) {
                guard (u[i] >= UInt8(ascii: "A") && u[i] <= UInt8(ascii: "Z")) || (u[i] >= UInt8(ascii: "a") && u[i] <= UInt8(ascii: "z")) else { break }
                i += 1
            }
            var last: Substring?
            while i < u.count, u[i] >= UInt8(ascii: "1"), u[i] <= UInt8(ascii: "9") {
                var length = 0
                while i < u.count, u[i] >= UInt8(ascii: "0"), u[i] <= UInt8(ascii: "9") {
                    length = length * 10 + Int(u[i] - UInt8(ascii: "0"))
                    if length > u.count { break }
                    i += 1
                }
                guard length > 0, i + length <= u.count, u[i..<(i + length)].allSatisfy(isIdentifierByte) else { break }
                last = Substring(String(decoding: u[i..<(i + length)], as: UTF8.self))
                i += length
            }
            if let last { name = last }
        }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        var letters = Array(name.utf8.filter(isIdentifierByte))
        while letters.first == UInt8(ascii: "_") { letters.removeFirst() }
        // Drop UIKit's `UI` prefix: UINavigationController -> NavigationController; not from a
        // name that spells `UIKit` (SwiftUI's `UIKitTabBarController` is no `kitTabBarController`).
        if letters.count > 2, letters[0] == UInt8(ascii: "U"), letters[1] == UInt8(ascii: "I"), isUpper(letters[2]),
           !letters[2...].starts(with: Array("Kit".utf8)) {
            letters.removeFirst(2)
        }
        var upperRun = 0
        while upperRun < letters.count, isUpper(letters[upperRun]) { upperRun += 1 }
        var lowerCount = upperRun
        if upperRun > 1, upperRun < letters.count, isLower(letters[upperRun]) {
            lowerCount = upperRun - 1 // `PSPDFView...`: the last capital starts the next word
        }
        for k in 0..<lowerCount { letters[k] += 0x20 }
        if letters.count > 64 { letters.removeSubrange(64...) }
        if letters.isEmpty { return "viewController" }
        if letters[0] >= UInt8(ascii: "0"), letters[0] <= UInt8(ascii: "9") { letters.insert(contentsOf: Array("vc".utf8), at: 0) }
        return String(decoding: letters, as: UTF8.self)
    }

    static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
}

// MARK: - Presentation styles

extension PrintHierarchyImporter {
    struct InferredStyle: Equatable, Sendable {
        /// The snapshot `style:` value; nil = leave the key out (automatic).
        var style: String?
        /// A comment for the YAML.
        var comment: String?
        /// Presented by UIAlertController's own presentation controllers.
        var alertController = false
        var actionSheet = false
    }

    /// Maps the presentation controller class printed after `presented with:` to a snapshot style.
    static func inferStyle(_ presentedWith: PresentedWith) -> InferredStyle {
        switch presentedWith {
        case .notShown:
            return InferredStyle(style: nil, comment: "presentation controller not shown in the paste: style unknown")
        case .null:
            return InferredStyle(style: nil, comment: "presented with (null): style unknown")
        case .controller(let name):
            switch name {
            case "_UIFullscreenPresentationController":
                return InferredStyle(style: "fullScreen")
            case "_UIPageSheetPresentationController":
                return InferredStyle(style: "pageSheet")
            case "_UIFormSheetPresentationController":
                return InferredStyle(style: "formSheet")
            case "UIPopoverPresentationController", "_UIPopoverPresentationController":
                return InferredStyle(style: "popover")
            case "_UIOverFullscreenPresentationController":
                return InferredStyle(style: "overFullScreen")
            case "_UICurrentContextPresentationController":
                return InferredStyle(style: "currentContext")
            case "_UIOverCurrentContextPresentationController":
                return InferredStyle(style: "overCurrentContext")
            case "UISheetPresentationController", "_UISheetPresentationController":
                return InferredStyle(style: "pageSheet", comment: "presented with \(name): a sheet (pageSheet or formSheet)")
            case "_UIAlertControllerAlertPresentationController":
                return InferredStyle(style: "overFullScreen", comment: "presented with \(name): a UIAlertController alert (custom presentation that keeps the presenter on screen)", alertController: true)
            case "_UIAlertControllerActionSheetRegularPresentationController":
                return InferredStyle(style: "popover", comment: "presented with \(name): a UIAlertController action sheet shown as a popover", alertController: true, actionSheet: true)
            default:
                if name.hasPrefix("_UIAlertControllerActionSheet") {
                    return InferredStyle(style: "overFullScreen", comment: "presented with \(name): a UIAlertController action sheet (custom presentation that keeps the presenter on screen)", alertController: true, actionSheet: true)
                }
                if name.hasPrefix("_UIAlertController") {
                    return InferredStyle(style: "overFullScreen", comment: "presented with \(name): a UIAlertController (custom presentation that keeps the presenter on screen)", alertController: true)
                }
                return InferredStyle(style: "custom", comment: "presented with \(name)")
            }
        }
    }

    static func isModalHost(_ className: String) -> Bool {
        className == "ModalHostContainerViewController" || className.hasSuffix(".ModalHostContainerViewController") || className.contains("ModalHost")
    }
}

