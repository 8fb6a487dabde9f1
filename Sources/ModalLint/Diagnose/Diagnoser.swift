/// `modallint diagnose`: from a runtime message pasted out of a crash log to the view
/// controllers in a snapshot (or paste) that produce exactly that message.
public enum Diagnoser {
    /// What a pasted message says, normalized: instances as `<Class>`, no module prefixes.
    public enum Message: Sendable, Equatable {
        case uikitPresentation(presenter: String?, looker: String?)
        case noParent(looker: String)
        case missingHost(chain: [String])
        case alreadyPresented(owner: String, toast: Bool)
        case alreadyDismissed(owner: String)
        case notInWindow(presented: String, presenter: String)
        case alreadyPresenting(presented: String, presenter: String, presenting: String)
        case presentedElsewhere(presented: String)
        case presentOnItself(presented: String)
        case popoverWithoutAnchor

        /// Text that every message `parse` reads as this kind holds (one of them): a finding
        /// whose runtime message, written by modallint's own templates, holds none cannot
        /// match, and is not parsed. Most findings of a large paste are of other kinds.
        var phrases: [String] {
            switch self {
            case .uikitPresentation: ["when attempting to find the modal host", "' cannot present"]
            case .noParent: ["' has no parent view controller"]
            case .missingHost: ["did not contain a modal host"]
            case .alreadyPresented(_, let toast): [toast ? "Toast is already being presented by" : "Modal is already being presented by"]
            case .alreadyDismissed: ["was already dismissed from"]
            case .notInWindow: ["whose view is not in the window hierarchy"]
            case .alreadyPresenting: ["which is already presenting"]
            case .presentedElsewhere: ["that is already being presented by"]
            case .presentOnItself: ["Application tried to present modal view controller on itself"]
            case .popoverWithoutAnchor: ["should have a non-nil sourceView or barButtonItem"]
            }
        }
    }

    public struct Culprit: Sendable {
        public var diagnostic: Diagnostic
    }

    public struct Result: Sendable {
        public var message: Message?
        public var culprits: [Diagnostic]
        /// When nothing matches: what would have to be true for the message to appear.
        public var explanation: String
    }

    // MARK: parsing

    /// `<App.Editor: 0x7f9...>` -> `Editor`; `App.Editor` -> `Editor`.
    /// Generic arguments stay whole: `<SwiftUI.UIHostingController<MyApp.Settings>: 0x1>` ->
    /// `UIHostingController<MyApp.Settings>`.
    static func className(_ text: Substring) -> String {
        let name = parseInstance(Substring(text.trimmingSpaces())).name
        let inner = name.hasPrefix("<") && name.hasSuffix(">") ? String(name.dropFirst().dropLast()) : name
        return ViewControllerClass.shortName(parseInstance(Substring(inner)).name)
    }

    /// The text between `start` and `end` (exclusive), after the first `start`.
    static func between(_ text: String, _ start: String, _ end: String) -> Substring? {
        guard let from = text.firstRange(ofText: start) else { return nil }
        let rest = text[from.upperBound...]
        guard let to = rest.firstRange(ofText: end) else { return nil }
        return rest[..<to.lowerBound]
    }

    /// The class of the first instance description `<...>` after `marker`.
    static func instance(after marker: String, in text: String) -> String? {
        bracketed(after: marker, in: text).map(className)
    }

    /// Runs of spaces and tabs inside a line as one space (a message re-wrapped by a crash log,
    /// or continued with `\` in a shell, keeps the indentation it was written with), and no
    /// carriage returns; a line's own indentation stays (the missing-host error lists its
    /// hierarchy indented). On the UTF-8 bytes: spaces, tabs and line breaks are ASCII.
    static func collapsingSpaces(_ text: String) -> String {
        var result: [UInt8] = []
        result.reserveCapacity(text.utf8.count)
        var atLineStart = true
        var pendingSpace = false
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\r"):
                continue
            case UInt8(ascii: "\n"):
                result.append(byte)
                atLineStart = true
                pendingSpace = false
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                if atLineStart { result.append(byte) } else { pendingSpace = true }
            default:
                if pendingSpace { result.append(UInt8(ascii: " ")) }
                pendingSpace = false
                atLineStart = false
                result.append(byte)
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// What the first `<...>` after `marker` holds, balancing nested angle brackets (generic
    /// class names); nil when other text comes first.
    static func bracketed(after marker: String, in text: String) -> Substring? {
        guard let from = text.firstRange(ofText: marker) else { return nil }
        var depth = 0
        var start: String.Index?
        for index in text[from.upperBound...].indices {
            let character = text[index]
            if character == "<" {
                if depth == 0 { start = text.index(after: index) }
                depth += 1
            } else if character == ">" {
                depth -= 1
                if depth == 0, let start { return text[start..<index] }
            } else if depth == 0, character != " " {
                return nil
            }
        }
        return nil
    }

    public static func parse(_ raw: String) -> Message? {
        let text = collapsingSpaces(raw)
        if text.containsText("when attempting to find the modal host"),
           let presenter = instance(after: "Found a presentingViewController (", in: text) {
            let looker = between(text, "'", "' cannot present").map { className($0) }
            return .uikitPresentation(presenter: presenter, looker: looker)
        }
        if let looker = between(text, "'", "' cannot present a view controller because it was presented using UIKit")
            ?? between(text, "'", "' cannot present") {
            // The first line was cut off: the looker alone still identifies it.
            return .uikitPresentation(presenter: nil, looker: className(looker))
        }
        if let looker = between(text, "'", "' has no parent view controller") {
            return .noParent(looker: className(looker))
        }
        if let sentence = text.firstRange(ofText: "did not contain a modal host") {
            // Crash summaries and issue titles often keep the first sentence only: then any
            // view controller whose lookup fails this way may be the one.
            guard let from = text[sentence.upperBound...].firstRange(ofText: "The found hierarchy:") else { return .missingHost(chain: []) }
            var chain: [String] = []
            // Lines cut on the byte: splitting Characters looks for grapheme breaks throughout.
            for bytes in text[from.upperBound...].utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropFirst() {
                let line = Substring(bytes)
                let trimmed = line.trimmingSpaces()
                guard line.hasPrefix("   "), !trimmed.isEmpty else {
                    if chain.isEmpty { continue } else { break }
                }
                chain.append(className(Substring(trimmed)))
            }
            return .missingHost(chain: chain)
        }
        for (prefix, toast) in [("Modal is already being presented by", false), ("Toast is already being presented by", true)] {
            if let owner = instance(after: prefix, in: text) { return .alreadyPresented(owner: owner, toast: toast) }
        }
        if let owner = instance(after: "was already dismissed from", in: text) { return .alreadyDismissed(owner: owner) }
        if text.containsText("should have a non-nil sourceView or barButtonItem") { return .popoverWithoutAnchor }
        if text.containsText("Application tried to present modal view controller on itself"),
           let presented = instance(after: "Presenting controller is", in: text) {
            return .presentOnItself(presented: presented)
        }
        if text.containsText("that is already being presented by"),
           let presented = instance(after: "present modally a view controller", in: text) {
            return .presentedElsewhere(presented: presented)
        }
        if let presented = instance(after: "Attempt to present", in: text), let presenter = instance(after: "> on", in: text) {
            if text.containsText("whose view is not in the window hierarchy") {
                return .notInWindow(presented: presented, presenter: presenter)
            }
            if let presenting = instance(after: "which is already presenting", in: text) {
                return .alreadyPresenting(presented: presented, presenter: presenter, presenting: presenting)
            }
        }
        return nil
    }

    // MARK: matching

    /// Runs every rule and every "what if this view controller presented with swift-modals"
    /// lookup, and keeps the findings whose runtime message is the pasted one.
    public static func diagnose(_ snapshot: Snapshot, message raw: String, file: String) -> Result {
        guard let message = parse(raw) else {
            return Result(message: nil, culprits: [], explanation: """
                modallint does not recognize this message. It knows swift-modals' three host errors, \
                "Modal is already being presented by", "Modal was already dismissed from", and UIKit's \
                "Attempt to present ..." and "Application tried to present ..." messages.
                """)
        }
        let found = Linter.check(snapshot)
        // A what-if lookup is only news where no real present already reports the same failure.
        let known = Set(found.map(\.message))
        let candidates = found + whatIfPresented(snapshot).filter {
            !known.contains(String($0.message.dropLast(whatIfSuffix.count)))
        } + replayed(message, raw: raw, snapshot).filter {
            !known.contains(String($0.message.dropLast(replaySuffix.count)))
        }
        var seen: Set<String> = []
        var culprits: [Diagnostic] = []
        let roles = roles(raw)
        for var diagnostic in candidates where matches(diagnostic, message, snapshot)
            && (roles.isEmpty || sameInstances(roles, diagnostic.runtimeMessage ?? "")) {
            diagnostic.file = file
            let key = "\(diagnostic.rule)|\(diagnostic.logicalLocation)|\(diagnostic.message)"
            if seen.insert(key).inserted { culprits.append(diagnostic) }
        }
        culprits.sort(by: Diagnostic.reportOrder)
        return Result(message: message, culprits: culprits,
                      explanation: culprits.isEmpty ? whatWouldBeTrue(message, snapshot) : "")
    }

    /// A host lookup from every view controller of the hierarchy as written: the crash may
    /// come from a present the snapshot does not list.
    static let whatIfSuffix = " (if it presented with swift-modals)"

    static func whatIfPresented(_ snapshot: Snapshot) -> [Diagnostic] {
        var replay = PresentationReplay(snapshot: snapshot, replayingCalls: false)
        var result: [Diagnostic] = []
        for index in snapshot.controllers.indices where replay.staticHostOf(index) == nil {
            if case .call = snapshot.controllers[index].attachment { continue }
            guard case .failed(let failure) = replay.presentLookup(from: index) else { continue }
            let (message, fix) = HostFailureText.message(failure, snapshot: snapshot)
            result.append(Diagnostic(
                rule: failure.kind.rawValue, severity: .error,
                message: message + whatIfSuffix,
                runtimeMessage: HostFailureText.runtimeMessage(failure, snapshot: snapshot),
                range: snapshot.controllers[index].classRange,
                path: HostFailureText.path(failure, snapshot: snapshot), fix: fix,
                logicalLocation: snapshot.logicalName(index)))
        }
        return result
    }

    /// The instances the message names are the ones the finding's runtime message names.
    static func sameInstances(_ roles: [String: Instance], _ runtime: String) -> Bool {
        let produced = Self.roles(runtime)
        return roles.allSatisfy { role, instance in produced[role].map { same(instance, $0) } ?? true }
    }

    static func matches(_ diagnostic: Diagnostic, _ message: Message, _ snapshot: Snapshot) -> Bool {
        guard let runtime = diagnostic.runtimeMessage, message.phrases.contains(where: { runtime.containsText($0) }),
              let produced = parse(runtime) else { return false }
        switch (message, produced) {
        case (.uikitPresentation(let presenter, let looker), .uikitPresentation(let otherPresenter, let otherLooker)):
            // A paste that starts at a presented view controller has a placeholder for its presenter
            // (`import` writes it with the id below): any presenter the message names may be it.
            let placeholder = snapshot.ids[PrintHierarchyImporter.placeholderID].map { snapshot.controllers[$0].className } == otherPresenter
            return (presenter == nil || presenter == otherPresenter || placeholder) && (looker == nil || looker == otherLooker)
        case (.missingHost(let chain), .missingHost(let other)):
            // A crash log may cut the list, or leave it out; what it shows must be the start of the chain.
            return other.starts(with: chain)
        default:
            return message == produced
        }
    }

    static func whatWouldBeTrue(_ message: Message, _ snapshot: Snapshot) -> String {
        let classes = Set(snapshot.controllers.map(\.shortClassName))
        func present(_ name: String) -> String {
            classes.contains(name) ? "\(name) is in the snapshot, but not in that state" : "no \(name) is in the snapshot"
        }
        switch message {
        case .uikitPresentation(let presenter, let looker):
            let presenter = presenter ?? "a view controller"
            return """
                For this message, \(looker ?? "a view controller") would have to present with swift-modals from \
                inside a subtree that \(presenter) presented with UIKit present(_:animated:), with no modal host \
                inside that subtree; \(present(looker ?? presenter)). Add the UIKit presentation to the snapshot \
                (`presented:` under the view controller that called present) to check it.
                """
        case .noParent(let looker):
            return """
                For this message, \(looker) would have to present with swift-modals while it has no parent and \
                no presentingViewController: a window root without a host, a view added without addChild(_:), a \
                view controller already removed or dismissed, or a modal presenting before its own present \
                completed; \(present(looker)).
                """
        case .missingHost(let chain) where chain.isEmpty:
            return """
                For this message, a view controller presenting with swift-modals would have to have a parent \
                chain that ends without a modal host and without a UIKit presentation at its top; none in the \
                snapshot does (the message's "The found hierarchy:" list, if you have it, names the one).
                """
        case .missingHost(let chain):
            return """
                For this message, the parent chain \(PathStep.elide(chain) { "… \($0) more …" }.joined(separator: " -> ")) would have to end without \
                a modal host and without a UIKit presentation at its top; \(present(chain.first ?? "it")).
                """
        case .alreadyPresented(let owner, _):
            return "For this message, \(owner) would have to present a view controller it is already presenting; \(present(owner))."
        case .alreadyDismissed(let owner):
            return "For this message, a modal presented by \(owner) would have to be dismissed twice through its lifetime; \(present(owner))."
        case .notInWindow(let presented, let presenter):
            let start = "For this message, \(presenter) would have to present \(presented) while its view is not in the window (under a full-screen presentation, a hidden tab, or removed); "
            // Out of the window in the hierarchy as written (its `presented:` entries made: a
            // full-screen one takes its presenter's view out), and still no match: the replayed
            // present goes to another view controller, or fails another of UIKit's checks first.
            var hierarchy = PresentationReplay(snapshot: snapshot, replayingCalls: false).hierarchy
            if snapshot.controllers.indices.contains(where: {
                snapshot.controllers[$0].shortClassName == presenter && hierarchy.windowAbsence(of: $0) != nil
            }) {
                return start + "\(presenter)'s view is out of the window in the snapshot, but a present from it goes elsewhere or fails first (UIKit presents on the outermost ancestor, or the nearest defining a presentation context; modallint takes a presenter that already presents as failing with \"which is already presenting\")."
            }
            return start + "\(present(presenter))."
        case .alreadyPresenting(let presented, let presenter, let presenting):
            return "For this message, \(presenter) would have to present \(presented) while it already presents \(presenting); \(present(presenter))."
        case .presentedElsewhere(let presented):
            return "For this message, \(presented) would have to be presented while another view controller already presents it; \(present(presented))."
        case .presentOnItself(let presented):
            return "For this message, \(presented) would have to present itself; \(present(presented))."
        case .popoverWithoutAnchor:
            return "For this message, a popover (or an action sheet or activity controller in regular width) would have to be presented without `anchored: true`."
        }
    }
}

import Foundation
