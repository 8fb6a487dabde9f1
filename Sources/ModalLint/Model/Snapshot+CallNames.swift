/// Calls' names: line- and position-independent, for logical locations, fingerprints and
/// baselines.
extension Snapshot {
    /// A call's name: `call(id: ID)` for a call with an `id:`; else what it does,
    /// `call(present: X, from: #home, via: modals, style: card)`, `call(dismiss: #x)`, with
    /// ` (2)`, ` (3)` for the second and later calls that read the same. Inserting, moving or
    /// re-indenting other calls leaves a call's name as it was.
    public func callName(_ index: Int) -> String {
        guard callOccurrences.indices.contains(index) else { return "calls[\(index)]" }
        let base = baseName(of: calls[index])
        let occurrence = callOccurrences[index]
        return occurrence == 1 ? base : base + " (\(occurrence))"
    }

    /// Whether every call's occurrence is counted (`nameCalls`), which `callName` reads.
    var callsAreNamed: Bool { callOccurrences.count == calls.count }

    /// Counts every call's occurrence (once, after decoding): linear in the number of calls.
    public mutating func nameCalls() {
        var counts = CallNameCounts()
        callOccurrences = []
        nameCalls(continuing: &counts)
    }

    /// Counts the occurrences of the calls not counted yet, `counts` holding how often each
    /// name was given so far: the streamed read counts the calls as it reads them, during the
    /// parse. No name is built: calls are compared by what their names are made of.
    mutating func nameCalls(continuing counts: inout CallNameCounts) {
        // No `reserveCapacity(calls.count)`: called once per batch of calls read, it would
        // reallocate to each new exact size, copying everything each time.
        guard callOccurrences.count < calls.count else { return }
        for index in callOccurrences.count..<calls.count {
            // Call ids are unique (a repeated one is an error): such a call is its name's first.
            guard calls[index].id == nil else {
                callOccurrences.append(1)
                continue
            }
            let key: CallNameCounts.Key
            switch calls[index].action {
            case .present(let controller, let from, let via, _):
                key = CallNameCounts.Key(verb: via.nameVerb, first: counts.token(controller, in: self),
                                         second: counts.token(from, in: self), style: counts.token(calls[index].nameStyle))
            case .dismiss(let controller, _):
                key = CallNameCounts.Key(verb: 4, first: counts.token(controller, in: self))
            case .remove(let controller):
                key = CallNameCounts.Key(verb: 5, first: counts.token(controller, in: self))
            }
            var occurrence: Int32 = 0
            Self.count(&counts.seen[key, default: 0], into: &occurrence)
            callOccurrences.append(occurrence)
        }
    }

    /// One dictionary access counts and reads (through the `default:` subscript's modify).
    private static func count(_ seen: inout Int32, into occurrence: inout Int32) {
        seen += 1
        occurrence = seen
    }

    private func baseName(of call: Call) -> String {
        if let id = call.id { return "call(id: \(id))" }
        switch call.action {
        case .present(let controller, let from, let via, _):
            // Appended piece by piece: interpolating the style (`"\(style)"`) went through
            // reflection.
            var name = "call(present: "
            name += shortName(controller)
            name += ", from: "
            name += shortName(from)
            name += ", via: "
            name += via.rawValue
            if let style = call.nameStyle {
                name += ", style: "
                name += style
            }
            return name + ")"
        case .dismiss(let controller, _):
            return "call(dismiss: \(shortName(controller)))"
        case .remove(let controller):
            return "call(remove: \(shortName(controller)))"
        }
    }
}

private extension Call {
    /// The style a `present` call's name says: its swift-modals style, else its UIKit one.
    var nameStyle: String? { presentation?.modalStyle ?? presentation?.uikitStyle.map(\.rawValue) }
}

private extension CallVia {
    /// `CallNameCounts.Key.verb` of a `present` through it.
    var nameVerb: UInt8 {
        switch self {
        case .modals: 1
        case .toasts: 2
        case .uikit: 3
        }
    }
}

/// What `Snapshot.nameCalls(continuing:)` has counted: how often each name was given, keyed
/// by small numbers for the words of a name (`shortName`), so that keys are equal exactly
/// when the names are.
struct CallNameCounts {
    struct Key: Hashable {
        /// 1-3: `present` via modals, toasts, UIKit; 4 `dismiss`; 5 `remove`.
        var verb: UInt8
        var first: Int
        var second = -1
        var style = -1
    }
    var seen: [Key: Int32] = [:]
    /// A number for each word of a name: `#id` (by the id), a class's short name, a style.
    /// A short name that starts with `#` reads like an id, and is numbered as one.
    private var idWords: [String: Int] = [:]
    private var classWords: [String: Int] = [:]
    private var styleWords: [String: Int] = [:]

    /// The number of `snapshot.shortName(controller)`, without making that string.
    mutating func token(_ controller: ControllerID, in snapshot: Snapshot) -> Int {
        if let id = snapshot.controllers[controller].id { return Self.number(id, in: &idWords) }
        let name = snapshot.controllers[controller].shortClassName
        return name.utf8.first == UInt8(ascii: "#")
            ? Self.number(String(name.dropFirst()), in: &idWords) : Self.number(name, in: &classWords, odd: true)
    }

    mutating func token(_ style: String?) -> Int {
        style.map { Self.number($0, in: &styleWords) } ?? -1
    }

    /// Numbers of the two name tables never meet: ids' are even, classes' odd (styles have a
    /// field of their own).
    private static func number(_ text: String, in table: inout [String: Int], odd: Bool = false) -> Int {
        if let known = table[text] { return known }
        let next = 2 * table.count + (odd ? 1 : 0)
        table[text] = next
        return next
    }
}
