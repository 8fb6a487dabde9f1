/// `diagnose` of UIKit's own present messages: the message names the view controllers of a
/// present (`Attempt to present <X> on <Y> (from <Z>) ...`); the snapshot or paste shows the
/// state it happened in. The replay finds those view controllers (by address when both the
/// message and the snapshot have one, by class otherwise), adds the present the message
/// describes as a UIKit call, and keeps what the rules then report with the same message.
extension Diagnoser {
    /// An instance as a message prints it: `<App.Root: 0x600000c04000>`.
    struct Instance: Equatable {
        var name: String
        var address: String?
    }

    /// Appended to what a replayed present reports.
    static let replaySuffix = " (replaying the present the message describes)"

    /// The instance description `<...>` after `marker`, whole (class and address).
    static func instanceText(after marker: String, in text: String) -> Instance? {
        bracketed(after: marker, in: text).map(parseInstance)
    }

    /// `App.Root: 0x6000` or `App.Root 0x6000` or `App.Root`.
    static func parseInstance(_ inner: Substring) -> Instance {
        let trimmed = inner.trimmingSpaces()
        if let cut = trimmed.lastIndex(where: { $0 == " " || $0 == ":" }) {
            let tail = trimmed[trimmed.index(after: cut)...].trimmingSpaces()
            if tail.hasPrefix("0x"), tail.count > 2, tail.dropFirst(2).allSatisfy(\.isHexDigit) {
                var name = trimmed[..<cut]
                while name.last == ":" || name.last == " " { name = name.dropLast() }
                return Instance(name: String(name), address: tail.lowercased())
            }
        }
        return Instance(name: trimmed, address: nil)
    }

    /// The instances of a UIKit present message by role: presented, presenter, caller (`from`),
    /// current (what the presenter already presents).
    static func roles(_ text: String) -> [String: Instance] {
        var result: [String: Instance] = [:]
        if text.containsText("Application tried to present modal view controller on itself") {
            result["presented"] = instanceText(after: "Presenting controller is", in: text)
        } else if text.containsText("that is already being presented by") {
            result["presented"] = instanceText(after: "present modally a view controller", in: text)
            result["presenter"] = instanceText(after: "already being presented by", in: text)
        } else {
            result["presented"] = instanceText(after: "Attempt to present", in: text)
            result["presenter"] = instanceText(after: "> on", in: text)
            result["caller"] = instanceText(after: "(from", in: text)
            result["current"] = instanceText(after: "which is already presenting", in: text)
        }
        return result.compactMapValues { $0 }
    }

    /// Same class (module prefixes aside) and, where both are known, the same address.
    static func same(_ a: Instance, _ b: Instance) -> Bool {
        if let x = a.address, let y = b.address, x != y { return false }
        return a.name == b.name || ViewControllerClass.shortName(a.name) == ViewControllerClass.shortName(b.name)
    }

    /// The view controllers an instance of the message can be: by address when the snapshot has
    /// that address, else by class.
    static func candidates(_ instance: Instance, in snapshot: Snapshot) -> [ControllerID] {
        if let address = instance.address {
            let byAddress = snapshot.controllers.indices.filter { snapshot.controllers[$0].address == address }
            if !byAddress.isEmpty { return byAddress }
        }
        let short = ViewControllerClass.shortName(instance.name)
        return snapshot.controllers.indices.filter {
            let vc = snapshot.controllers[$0]
            return vc.className == instance.name || vc.shortClassName == short
        }
    }

    /// Findings of the presents the message describes, replayed on the snapshot.
    static func replayed(_ message: Message, raw: String, _ snapshot: Snapshot) -> [Diagnostic] {
        let roles = roles(raw)
        var replays: [(caller: ControllerID, presented: ControllerID?, instance: Instance)] = []
        switch message {
        case .alreadyPresenting, .notInWindow:
            guard let presented = roles["presented"] else { return [] }
            let callers = roles["caller"].map { candidates($0, in: snapshot) } ?? []
            let fallback = roles["presenter"].map { candidates($0, in: snapshot) } ?? []
            for caller in callers.isEmpty ? fallback : callers {
                // The presented view controller is new unless the snapshot has that very instance.
                let existing = presented.address.flatMap { address in
                    snapshot.controllers.indices.first { snapshot.controllers[$0].address == address }
                }
                replays.append((caller, existing, presented))
            }
        case .presentedElsewhere:
            // Presenting a view controller that is on screen already, from its own presenter.
            guard let presented = roles["presented"] else { return [] }
            for vc in candidates(presented, in: snapshot) {
                if case .uikit(let presenter) = snapshot.controllers[vc].attachment {
                    replays.append((presenter, vc, presented))
                }
            }
        case .presentOnItself:
            guard let presented = roles["presented"] else { return [] }
            for vc in candidates(presented, in: snapshot) { replays.append((vc, vc, presented)) }
        case .popoverWithoutAnchor:
            // UIKit raises it in regular width only: the message says the width was regular.
            var regular = snapshot
            regular.environment.width = .regular
            return Linter.check(regular).filter { $0.rule == "uikit/popover-without-anchor" }
        default:
            return []
        }
        var result: [Diagnostic] = []
        for (caller, existing, instance) in replays.prefix(64) {
            var copy = snapshot
            let range = snapshot.controllers[caller].classRange
            let presented: ControllerID
            if let existing {
                presented = existing
            } else {
                var vc = ViewController(className: instance.name, attachment: .call(index: copy.calls.count), range: range)
                vc.presentation = Presentation()
                vc.address = instance.address
                presented = copy.controllers.count
                copy.controllers.append(vc)
            }
            var call = Call(action: .present(controller: presented, from: caller, via: .uikit, timing: .completion),
                            range: range, verbRange: range)
            call.presentation = Presentation()
            copy.calls.append(call)
            for var diagnostic in Linter.check(copy) where diagnostic.range == range {
                guard let runtime = diagnostic.runtimeMessage, parse(runtime) == message else { continue }
                guard sameInstances(roles, runtime) else { continue }
                diagnostic.message += replaySuffix
                result.append(diagnostic)
            }
        }
        return result
    }
}
