// The `calls:` section: presentations and dismissals a snapshot asks about.

extension SnapshotDecoder.Decoder {
    mutating func readCalls(_ node: Int) {
        guard let items = reader.sequence(node, what: "`calls`") else { return }
        if items.count > reader.limits.maxCalls {
            reader.error("input/limit", "\(items.count) calls; the limit is \(reader.limits.maxCalls)",
                         at: reader.range(node))
            return
        }
        for item in items {
            if reader.budgetExceeded { return }
            readCall(item)
        }
    }

    mutating func lookUpID(_ node: Int, what: String) -> ControllerID? {
        guard let id = reader.string(node, what: what) else { return nil }
        if let index = snapshot.ids[id] { return index }
        reportUnknownID(id, at: reader.range(node))
        return nil
    }

    /// `from: HomeViewController`: a class name where an id goes. The class-to-id map is built
    /// once, on the first unknown id, so many such mistakes stay linear.
    mutating func classNameHint(_ name: String) -> String? {
        if classIDs == nil {
            var map: [String: String?] = [:]
            for (id, index) in snapshot.ids where index < snapshot.controllers.count {
                let className = snapshot.controllers[index].className
                map[className] = map[className] == nil ? .some(id) : .some(nil)  // two of a class: no one id
            }
            for controller in snapshot.controllers where map[controller.className] == nil {
                map[controller.className] = .some(nil)
            }
            classIDs = map
        }
        guard let entry = classIDs?[name] else { return nil }
        if let id = entry { return "`\(name)` is a class; ids name view controllers: did you mean `\(id)`, the \(name) here?" }
        return "`\(name)` is a class; ids name view controllers: give the \(name) you mean an `id:` and write that here"
    }

    mutating func reportUnknownID(_ id: String, at range: SourceRange) {
        var message = "no view controller has the id `\(id)`"
        if let hint = classNameHint(id) {
            message += "; " + hint
        } else if let guess = reader.suggestion(for: id, among: snapshot.ids.keys.sorted()) {
            message += "; did you mean `\(guess)`?"
        }
        reader.error("input/reference", message, at: range)
    }

    mutating func readCall(_ node: Int) {
        guard reader.mapping(node, what: "a call", keys: SnapshotDecoder.callKeySet, into: &callPairs) else { return }
        let pairs = callPairs
        var verb: (key: SnapshotDecoder.CallKey, keyNode: Int, value: Int)?
        var verbCount = 0
        for pair in pairs where pair.key.isVerb {
            verbCount += 1
            if verb == nil { verb = pair }
        }
        guard verbCount == 1, let verb else {
            reader.error("input/schema",
                         verbCount == 0 ? "a call needs one of `present`, `dismiss`, `remove`"
                             : "a call has one of `present`, `dismiss`, `remove`, not several",
                         at: reader.range(reader.resolve(node)))
            return
        }
        var ok = true
        for pair in pairs where !pair.key.applies(to: verb.key) {
            reader.error("input/schema", "`\(pair.key.rawValue)` does not apply to a `\(verb.key.rawValue)` call",
                         at: reader.range(pair.keyNode))
            ok = false
        }
        let callIndex = snapshot.calls.count
        let resolvedNode = reader.resolve(node)
        let verbRange = reader.range(verb.keyNode)
        var callID: String?
        if let idPair = pairs.first(where: { $0.key == .id }) {
            callID = reader.string(reader.resolve(idPair.value), what: "a call's `id`")
            if let id = callID {
                if let first = callIDs[id] {
                    reader.error("input/reference", "the call id `\(id)` is already used by the call at line \(first.start.line)",
                                 at: reader.range(idPair.value))
                    ok = false
                }
                callIDs[id] = reader.range(idPair.value)
            } else {
                ok = false
            }
        }
        switch verb.key {
        case .dismiss:
            var times = 1
            if let timesPair = pairs.first(where: { $0.key == .times }) {
                times = reader.integer(timesPair.value, what: "`times`", in: 1...1_000) ?? 1
            }
            guard let target = lookUpID(verb.value, what: "`dismiss`"), ok else { return }
            snapshot.calls.append(Call(action: .dismiss(controller: target, times: times),
                                       range: reader.range(resolvedNode), verbRange: verbRange, id: callID))
        case .remove:
            guard let target = lookUpID(verb.value, what: "`remove`"), ok else { return }
            snapshot.calls.append(Call(action: .remove(controller: target),
                                       range: reader.range(resolvedNode), verbRange: verbRange, id: callID))
        default:
            // Each key is checked whatever the others hold (every error in one run); only what
            // needs `via` (how to read the presented view controller and its style) waits for it.
            _ = reader.requireKeys(pairs, [.from, .via], in: resolvedNode, what: "a `present` call")
            let fromPair = pairs.first { $0.key == .from }
            let from = fromPair.flatMap { lookUpID($0.value, what: "`from`") }
            var timing = CallTiming.completion
            if let afterPair = pairs.first(where: { $0.key == .after }) {
                timing = reader.oneOf(afterPair.value, what: "`after`", as: CallTiming.self) ?? .completion
            }
            guard let viaPair = pairs.first(where: { $0.key == .via }),
                  let via = reader.oneOf(viaPair.value, what: "`via`", as: CallVia.self) else { return }
            let kind = PresentationKind.call(via: via)
            // The presented view controller: an existing id, a class name, or a <vc> mapping.
            let presentNode = reader.resolve(verb.value)
            var presented: ControllerID?
            if document.kind(presentNode) == .scalar {
                guard let name = reader.string(presentNode, what: "`present`") else { return }
                if let existing = snapshot.ids[name] {
                    presented = existing
                } else {
                    var vc = ViewController(class: classNames.intern(name), attachment: .call(index: callIndex),
                                            range: reader.range(presentNode))
                    vc.presentation = Presentation()
                    presented = snapshot.controllers.count
                    snapshot.controllers.append(vc)
                }
            } else {
                presented = readControllerTree(verb.value, attachment: .call(index: callIndex), kind: kind)
            }
            guard let presented else { return }
            // Keys on the call describe the presentation of what it presents.
            var presentation = snapshot.controllers[presented].presentation ?? Presentation()
            // Each present returns a new token: a lifetime written for an earlier present does not carry over.
            presentation.lifetime = .retained
            presentation.lifetimeRange = nil
            var optional: Presentation? = presentation
            for pair in pairs {
                guard let key = pair.key.presentationKey else { continue }
                readPresentationKey(key, keyNode: pair.keyNode, value: pair.value, kind: kind, into: &optional)
            }
            presentation = optional ?? presentation
            if via != .uikit, presentation.modalStyle == nil {
                reader.error("input/schema", "a `present` call via \(via.rawValue) is missing the required key `style`",
                             at: reader.range(resolvedNode))
                ok = false
            }
            if case .call = snapshot.controllers[presented].attachment {
                snapshot.controllers[presented].presentation = presentation
            } else if let style = presentation.modalStyle, let range = presentation.styleRange {
                // Re-presenting an existing view controller: its own entry was checked, the call's style not yet.
                checkModalStyle(style, at: range)
            }
            // Every error of the call is reported; a call with one is not kept (the snapshot is
            // not given out).
            guard let from, let fromPair, ok else { return }
            var call = Call(action: .present(controller: presented, from: from, via: via, timing: timing),
                            range: reader.range(resolvedNode), verbRange: verbRange)
            call.fromRange = reader.range(fromPair.value)
            call.presentation = presentation
            call.id = callID
            snapshot.calls.append(call)
        }
    }

    /// `address: 0x7fcb1ac38ec0`: the instance's address as a paste printed it (runtime messages show it).
    mutating func readAddress(_ node: Int) -> String? {
        guard let text = reader.string(node, what: "`address`") else { return nil }
        let digits = text.utf8.dropFirst(2)
        guard text.hasPrefix("0x") || text.hasPrefix("0X"), !digits.isEmpty, digits.count <= 16,
              digits.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 | 0x20 >= 97 && $0 | 0x20 <= 102) }) else {
            reader.error("input/schema", "`address` must be a hexadecimal address like 0x7fcb1ac38ec0", at: reader.range(node))
            return nil
        }
        return "0x" + String(decoding: digits, as: UTF8.self).lowercased()
    }
}
