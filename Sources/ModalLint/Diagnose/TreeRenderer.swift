/// `modallint tree`: the hierarchy as an indented tree, each view controller marked with
/// what a swift-modals present from it would do (the host it finds, or the error it traps
/// with). UIKit presentations and swift-modals modals are drawn apart from containment.
public enum TreeRenderer {
    public struct Options: Sendable {
        public var colors: Bool
        public init(colors: Bool = false) { self.colors = colors }
    }

    /// Indentation is cut to this many levels so a hostile depth cannot make output quadratic.
    static let maxDrawnDepth = 64

    public static func render(_ snapshot: Snapshot, options: Options = Options()) -> String {
        var replay = PresentationReplay(snapshot: snapshot, replayingCalls: false)
        let paint = Painter(enabled: options.colors)
        var out = ""
        if let name = snapshot.name { out += paint.bold(shown(name)) + "\n" }
        // Without swift-modals, a host verdict on every view controller would be noise: UIKit's
        // verdict (where a present from it goes) instead, and the reason said once.
        let uikitOnly = !usesSwiftModals(snapshot)
        // The hierarchy as the replay of the written presentations built it.
        let hierarchy = uikitOnly ? replay.hierarchy : nil
        // What each presenter UIKit picked already presents (the snapshot writes it at the caller).
        var presenting: [ControllerID: ControllerID] = [:]
        if let hierarchy {
            for vc in snapshot.controllers.indices {
                if let presented = snapshot.controllers[vc].presented,
                   let presenter = hierarchy.presentingViewController(of: presented) {
                    presenting[presenter] = presented
                }
            }
        }
        if uikitOnly {
            out += "no swift-modals here (no modal host, modal, toast or swift-modals call): each view controller shows where a UIKit present from it goes; host verdicts apply only once it presents with swift-modals\n"
        }
        let standIn = PrintHierarchyImporter.standIn(in: snapshot)
        // Each view controller is drawn once; the replay memoizes the lookups themselves.
        func annotation(_ vc: ControllerID) -> String {
            // The import's placeholder for a presenter the paste does not show: no verdict of its own.
            if vc == standIn { return "(not in the paste: stands for the view controller that presented it)" }
            if let hierarchy {
                return uikitAnnotation(vc, hierarchy: hierarchy, presenting: presenting, snapshot: snapshot, paint: paint)
            }
            if snapshot.controllers[vc].isHost { return paint.color(.green, "◆ modal host") }
            switch replay.presentLookup(from: vc) {
            case .found(let host):
                return paint.cyan("→ host: \(shown(snapshot.controllers[host].displayName))")
            case .failed(let failure):
                let reason = HostFailureText.message(failure, snapshot: snapshot).message
                let because = reason.range(of: ": ").map { String(reason[$0.upperBound...]) } ?? reason
                return paint.color(.red, "✗ \(failure.kind.rawValue)") + " (\(shown(because)))"
            }
        }

        struct Item {
            var vc: ControllerID
            var linePrefix: String
            var childPrefix: String
            var edge: String
            var depth: Int
        }
        for (windowIndex, window) in snapshot.windows.enumerated() {
            var title = "window " + (window.id.map { "`\(shown($0))`" } ?? String(windowIndex + 1))
            var traits: [String] = []
            if window.isKey { traits.append("key") }
            if window.level != 0 { traits.append("level \(Size.format(window.level))") }
            if !traits.isEmpty { title += " (" + traits.joined(separator: ", ") + ")" }
            out += paint.bold(title) + "\n"
            var stack = [Item(vc: window.root, linePrefix: "└── ", childPrefix: "    ", edge: "", depth: 0)]
            while let item = stack.popLast() {
                let vc = snapshot.controllers[item.vc]
                var line = item.linePrefix + item.edge + paint.bold(shown(vc.displayName))
                if let id = vc.id { line += " #\(shown(id))" }
                line += flags(vc, paint: paint)
                line += "  " + annotation(item.vc)
                out += line + "\n"
                var below: [(ControllerID, String)] = vc.children.map { ($0, "") }
                if let presented = vc.presented {
                    let written = snapshot.controllers[presented].presentation?.uikitStyle
                    let style = UIKitSemantics.resolve(written ?? .automatic, in: snapshot.environment)
                    // A style the snapshot does not write is UIKit's automatic one, resolved: said so,
                    // since a paste that did not show it (`presented with: (null)`) is imported without one.
                    let unwritten = written == nil || written == .automatic ? " (automatic)" : ""
                    below.append((presented, paint.color(.yellow, "⇢ UIKit \(style.rawValue)\(unwritten): ")))
                }
                for modal in vc.modals {
                    below.append((modal, paint.color(.cyan, "◇ modal (\(shown(snapshot.controllers[modal].presentation?.modalStyle ?? "?"))): ")))
                }
                for observer in vc.observers {
                    for modal in observer.modals {
                        below.append((modal, paint.color(.cyan, "◇ \(shown(observer.workflow)) modal: ")))
                    }
                }
                for toast in vc.toasts {
                    below.append((toast, paint.color(.cyan, "◇ toast (\(shown(snapshot.controllers[toast].presentation?.modalStyle ?? "?"))): ")))
                }
                let cut = item.depth + 1 >= maxDrawnDepth
                for (position, (child, edge)) in below.enumerated().reversed() {
                    let isLast = position == below.count - 1
                    let prefix = cut ? "[depth \(item.depth + 1)] " : item.childPrefix
                    stack.append(Item(
                        vc: child, linePrefix: prefix + (isLast ? "└── " : "├── "),
                        childPrefix: cut ? "    " : item.childPrefix + (isLast ? "    " : "│   "),
                        edge: edge, depth: item.depth + 1))
                }
            }
        }
        return out
    }

    /// Whether anything of swift-modals is in the snapshot: a host, a modal, a toast, an
    /// observer, a swift-modals call or a Workflow rendering.
    static func usesSwiftModals(_ snapshot: Snapshot) -> Bool {
        if !snapshot.workflows.isEmpty { return true }
        if snapshot.calls.contains(where: { call in
            if case .present(_, _, let via, _) = call.action { return via != .uikit }
            return false
        }) { return true }
        return snapshot.controllers.contains { $0.isHost || !$0.modals.isEmpty || !$0.toasts.isEmpty || !$0.observers.isEmpty }
    }

    /// Where UIKit presents when `vc` calls present (automatic style): its outermost ancestor,
    /// which fails when that one already presents.
    static func uikitAnnotation(_ vc: ControllerID, hierarchy: Hierarchy, presenting: [ControllerID: ControllerID],
                                snapshot: Snapshot, paint: Painter) -> String {
        let presenter = hierarchy.resolvedPresenter(caller: vc, style: .automatic)
        let name = shown(snapshot.controllers[presenter].displayName)
        if let busy = presenting[presenter] {
            return paint.color(.red, "✗ UIKit: \(name) is already presenting \(shown(snapshot.controllers[busy].displayName))")
        }
        return paint.cyan("⇢ UIKit presents on: \(name)")
    }

    /// Names, ids and styles come from the snapshot or paste: escaped, unlike the colours added here.
    static func shown(_ text: String) -> String { TerminalText.escape(text) }

    static func flags(_ vc: ViewController, paint: Painter) -> String {
        var flags: [String] = []
        if !vc.contained { flags.append(paint.color(.red, "not contained: addChild(_:) missing")) }
        if vc.state != .appeared { flags.append(vc.state.rawValue) }
        if !vc.viewLoaded { flags.append("view not loaded") }
        if vc.inWindow == false { flags.append("not in the window") }
        return flags.isEmpty ? "" : " [" + flags.joined(separator: ", ") + "]"
    }
}

