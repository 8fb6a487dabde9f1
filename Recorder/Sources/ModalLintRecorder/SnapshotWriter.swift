/// Writes a `RecordedSnapshot` as snapshot format 1 (modallint(5)): block style, two-space
/// indentation, keys in the order the format page lists them, defaults left out. The tree
/// is written from an explicit work stack: no recursion over the hierarchy's depth.
public struct SnapshotWriter: Sendable {
    /// Write each view controller's address as an `address:` key (modallint(5)), so that runtime
    /// messages name the instance as the frameworks print it. Off: the address goes into a
    /// comment after `class` instead, for a modallint older than the key.
    public var addressKey = true

    public init() {}

    public func yaml(_ snapshot: RecordedSnapshot) -> String {
        var out = "# Recorded by ModalLintRecorder.\n"
        for note in snapshot.notes { out += "# Left out: \(YAMLText.comment(note))\n" }
        out += "modallint: 1\n"
        if let name = snapshot.name, !name.isEmpty { out += "name: \(YAMLText.scalar(name))\n" }
        if let environment = snapshot.environment { writeEnvironment(environment, into: &out) }
        if !snapshot.styles.isEmpty { writeStyles(snapshot.styles, into: &out) }
        // A snapshot needs `windows` (or workflows/swiftui, which a recording has none of).
        out += snapshot.windows.isEmpty ? "windows: []\n" : "windows:\n"
        for window in snapshot.windows {
            var first = true
            func key(_ text: String) {
                out += (first ? "  - " : "    ") + text + "\n"
                first = false
            }
            if window.level != 0, let level = YAMLText.number(window.level) { key("level: \(level)") }
            if window.isKey { key("key: true") }
            key("root:")
            writeTree(snapshot, root: window.root, indent: 6, into: &out)
        }
        if !snapshot.calls.isEmpty {
            out += "calls:\n"
            for call in snapshot.calls { writeCall(call, into: &out) }
        }
        return out
    }

    private func writeEnvironment(_ environment: RecordedEnvironment, into out: inout String) {
        var lines: [String] = []
        if let sdk = environment.sdk, !sdk.isEmpty { lines.append("sdk: \(YAMLText.quoted(sdk))") }
        if let os = environment.os, !os.isEmpty { lines.append("os: \(YAMLText.quoted(os))") }
        if let idiom = environment.idiom { lines.append("idiom: \(idiom.rawValue)") }
        if let width = environment.width { lines.append("width: \(width.rawValue)") }
        guard !lines.isEmpty else { return }
        out += "environment:\n"
        for line in lines { out += "  \(line)\n" }
    }

    private func writeStyles(_ styles: [String: RecordedModalStyle], into out: inout String) {
        out += "styles:\n"
        for name in styles.keys.sorted() {
            let style = styles[name]!
            out += "  \(YAMLText.scalar(name)):"
            out += style.guessed ? "  # not described to the recorder (PresentationLog.describeStyle): a guess\n" : "\n"
            out += "    sizing: \(style.sizing.rawValue)\n"
            out += "    usesPreferredContentSize: \(style.usesPreferredContentSize)\n"
            if !style.fallback { out += "    fallback: false\n" }
            if style.interactiveDismiss { out += "    interactiveDismiss: true\n" }
        }
    }

    private enum Task {
        case controller(Int, indent: Int, listItem: Bool)
        case line(String)
    }

    /// The mapping of `root` and everything below it; `indent` is the column of its keys.
    private func writeTree(_ snapshot: RecordedSnapshot, root: Int, indent: Int, into out: inout String) {
        var work: [Task] = [.controller(root, indent: indent, listItem: false)]
        while let task = work.popLast() {
            switch task {
            case .line(let text):
                out += text
            case .controller(let index, let indent, let listItem):
                let vc = snapshot.controllers[index]
                let pad = String(repeating: " ", count: indent)
                var lines = keys(of: vc)
                lines[0] = (listItem ? String(repeating: " ", count: indent - 2) + "- " : pad) + lines[0]
                for position in 1..<lines.count { lines[position] = pad + lines[position] }
                out += lines.joined(separator: "\n") + "\n"
                // Pushed in reverse: children, then what it presents.
                if let presented = vc.presented {
                    work.append(.controller(presented, indent: indent + 2, listItem: false))
                    work.append(.line(pad + "presented:\n"))
                }
                for child in vc.children.reversed() {
                    work.append(.controller(child, indent: indent + 4, listItem: true))
                }
                if !vc.children.isEmpty { work.append(.line(pad + "children:\n")) }
            }
        }
    }

    /// One view controller's own keys, unindented, defaults left out.
    private func keys(of vc: RecordedViewController) -> [String] {
        var lines = ["class: \(YAMLText.scalar(vc.className))"]
        if let address = vc.address {
            let hex = "0x" + String(address, radix: 16)
            if addressKey { lines.append("address: \(hex)") } else { lines[0] += "  # \(hex)" }
        }
        lines.append("id: \(YAMLText.scalar(vc.id))")
        if !vc.superclasses.isEmpty {
            lines.append("is: [\(vc.superclasses.map(YAMLText.scalar).joined(separator: ", "))]")
        }
        if let style = vc.presentationStyle {
            if style != .other { lines.append("style: \(style.rawValue)") }
            if vc.anchored { lines.append("anchored: true") }
            if !vc.delegateMethods.isEmpty {
                lines.append("delegate: [\(vc.delegateMethods.sorted().map(\.rawValue).joined(separator: ", "))]")
            }
        }
        if vc.isModalHost { lines.append("host: true") }
        if vc.state != .appeared { lines.append("state: \(vc.state.rawValue)") }
        if !vc.viewLoaded { lines.append("viewLoaded: false") }
        if !vc.inWindow { lines.append("inWindow: false") }
        let size = vc.preferredContentSize
        if size.width != 0 || size.height != 0, size.width >= 0, size.height >= 0,
           let width = YAMLText.number(size.width), let height = YAMLText.number(size.height) {
            lines.append("preferredContentSize: [\(width), \(height)]")
        }
        if vc.definesPresentationContext { lines.append("definesPresentationContext: true") }
        if vc.modalInPresentation { lines.append("modalInPresentation: true") }
        if vc.unsavedChanges { lines.append("unsavedChanges: true") }
        if let search = vc.searchController {
            lines.append("searchController: {active: \(search.active), modalInPresentation: \(search.modalInPresentation)}")
        }
        if vc.isActionSheet { lines.append("actionSheet: true") }
        return lines
    }

    private func writeCall(_ call: RecordedCall, into out: inout String) {
        switch call.action {
        case .present(let className, let id, let from, let via, let style, let lifetimeKept, let immediately):
            // Always a mapping: a bare scalar that happens to equal an id would mean that view controller.
            out += "  - present: {class: \(YAMLText.scalar(className)), id: \(YAMLText.scalar(id))}\n"
            out += "    from: \(YAMLText.scalar(from))\n"
            out += "    via: \(via.rawValue)\n"
            if let style { out += "    style: \(YAMLText.scalar(style))\n" }
            if via != .uikit, lifetimeKept == false { out += "    lifetime: discarded\n" }
            if immediately { out += "    after: immediately\n" }
        case .dismiss(let id):
            out += "  - dismiss: \(YAMLText.scalar(id))\n"
        }
    }
}
