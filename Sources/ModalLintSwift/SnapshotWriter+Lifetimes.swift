import ModalLint

/// A ModalLifetime kept in a property and dismissed twice in one method's run, directly or
/// through a method of the same type it calls (read one level deep).
extension SnapshotWriter {
    /// `declared`: one declaration or extension of a type, as this file writes it.
    mutating func addDoubleDismisses(_ declared: TypeFacts, file: String) {
        let owner = declared.name
        guard let merged = index.type(owner) else { return }
        for member in declared.methodEvents.keys.sorted() {
            guard let events = declared.methodEvents[member],
                  let twice = Self.secondDismiss(in: events, helpers: merged.methodEvents, tokens: merged.tokenPresents) else { continue }
            let kept = merged.tokenPresents[twice.token]!
            let logical = "Swift:\(owner).\(member)"
            let at = Origin(file: file, range: twice.second, logical: logical)
            let first = Origin(file: file, range: twice.first, logical: logical)
            let from = self.owner(owner, origin: at)
            owners += 1
            let id = "t\(owners)"
            let made = Origin(file: kept.file, range: kept.range, logical: logical, context: kept.file != file)
            callLines.append(("  - present:", made))
            callLines.append(("      class: \(Self.quote(kept.presented ?? kept.text))", made))
            callLines.append(("      id: \(id)", made))
            callLines.append(("    from: \(from)", made))
            callLines.append(("    via: \(kept.via.rawValue)", made))
            callLines.append(("    style: full", made))
            callLines.append(("  - dismiss: \(id)", first))
            callLines.append(("  - dismiss: \(id)", at))
        }
    }

    /// The first token of `tokens` that `events` dismisses a second time with nothing in
    /// between that could give it a new value: where it was dismissed first and again. A
    /// method of the same type called with no arguments counts as its own events, at the call.
    static func secondDismiss(in events: [TokenEvent], helpers: [String: [TokenEvent]],
                              tokens: [String: TokenPresent]) -> (token: String, first: SourceRange, second: SourceRange)? {
        var dismissed: [String: SourceRange] = [:]
        var flat: [TokenEvent] = []
        for event in events {
            guard case .call(let helper, let range) = event else { flat.append(event); continue }
            for inner in helpers[helper] ?? [] {
                switch inner {
                case .dismiss(let token, _): flat.append(.dismiss(token, range))
                // One level deep: what the helper calls in turn is not read, and may do anything.
                case .call: flat.append(.barrier)
                default: flat.append(inner)
                }
            }
        }
        for event in flat {
            switch event {
            case .dismiss(let token, let range):
                guard tokens[token] != nil else { continue }
                if let first = dismissed[token] { return (token, first, range) }
                dismissed[token] = range
            case .assign(let token):
                dismissed[token] = nil
            case .barrier:
                dismissed = [:]
            case .call:
                continue
            }
        }
        return nil
    }
}
