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
        return occurrence == 1 ? base : String(concatenating: "\(base) (\(Int(occurrence)))")
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
            callOccurrences.append(counts.count(key))
        }
    }

    private func baseName(of call: Call) -> String {
        if let id = call.id { return String(concatenating: "call(id: \(id))") }
        switch call.action {
        case .present(let controller, let from, let via, _):
            // `via` by its raw value: interpolating the enum itself goes through reflection.
            if let style = call.nameStyle {
                return String(concatenating: "call(present: \(shortName(controller)), from: \(shortName(from)), via: \(via.rawValue), style: \(style))")
            }
            return String(concatenating: "call(present: \(shortName(controller)), from: \(shortName(from)), via: \(via.rawValue))")
        case .dismiss(let controller, _):
            return String(concatenating: "call(dismiss: \(shortName(controller)))")
        case .remove(let controller):
            return String(concatenating: "call(remove: \(shortName(controller)))")
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
/// when the names are. Its tables hash without `Hasher`: SipHash, for three words and a key a
/// call, was most of the time naming the calls took (`ByteStringTable`).
struct CallNameCounts {
    struct Key {
        /// 1-3: `present` via modals, toasts, UIKit; 4 `dismiss`; 5 `remove`.
        var verb: UInt8
        var first: Int
        var second = -1
        var style = -1
    }
    /// Each key given so far, by the bytes of its four fields (`ByteStringTable` numbers them),
    /// and how often it was given.
    private var keys = ByteStringTable(initialSlots: 256)
    private var occurrences: [Int32] = []
    /// A number for each word of a name: `#id` (by the id), a class's short name, a style.
    /// A short name that starts with `#` reads like an id, and is numbered as one.
    private var idWords = WordNumbers()
    private var classWords = WordNumbers()
    private var styleWords = WordNumbers()

    /// Counts one more name made of `key`: how often it was given, this one included.
    mutating func count(_ key: Key) -> Int32 {
        // The fields as four whole words: no padding bytes between them.
        let (index, inserted) = withUnsafeBytes(of: (Int(key.verb), key.first, key.second, key.style)) { raw in
            keys.insert(raw.assumingMemoryBound(to: UInt8.self))
        }
        if inserted { occurrences.append(0) }
        occurrences[index] += 1
        return occurrences[index]
    }

    /// The number of `snapshot.shortName(controller)`, without making that string.
    mutating func token(_ controller: ControllerID, in snapshot: Snapshot) -> Int {
        if let id = snapshot.controllers[controller].id { return 2 * idWords.number(id) }
        let name = snapshot.controllers[controller].shortClassName
        // Numbers of the two name tables never meet: ids' are even, classes' odd (styles
        // have a field of their own).
        return name.utf8.first == UInt8(ascii: "#")
            ? 2 * idWords.number(String(name.dropFirst())) : 2 * classWords.number(name) + 1
    }

    mutating func token(_ style: String?) -> Int {
        style.map { styleWords.number($0) } ?? -1
    }
}

/// Numbers words 0, 1, 2, ... as Swift compares Strings (canonical equivalence: `é` written
/// as one scalar or two is one word), without `Hasher` for ASCII words, the usual case. An
/// ASCII word equals only its own bytes, but a word beyond ASCII may equal an ASCII one
/// (U+212A KELVIN SIGN is `K`): once a word beyond ASCII is met, every word is also kept in a
/// `Dictionary`, which compares as Swift does.
struct WordNumbers {
    private var asciiWords = ByteStringTable()
    /// The number of `asciiWords`' string `i`.
    private var asciiNumbers: [Int] = []
    /// Every word numbered, once a word beyond ASCII was.
    private var canonicalWords: [String: Int]?
    private var count = 0

    mutating func number(_ word: String) -> Int {
        var bytes = word
        return bytes.withUTF8 { utf8 in
            guard Self.isASCII(utf8) else { return numberBeyondASCII(word) }
            if let known = asciiWords.index(of: utf8) { return asciiNumbers[known] }
            let number = canonicalWords?[word] ?? newNumber()
            _ = asciiWords.insert(utf8)
            asciiNumbers.append(number)
            canonicalWords?[word] = number
            return number
        }
    }

    private mutating func numberBeyondASCII(_ word: String) -> Int {
        if canonicalWords == nil {
            var words: [String: Int] = [:]
            for index in asciiNumbers.indices { words[asciiWords.string(at: index)] = asciiNumbers[index] }
            canonicalWords = words
        }
        if let known = canonicalWords?[word] { return known }
        let number = newNumber()
        canonicalWords?[word] = number
        return number
    }

    private mutating func newNumber() -> Int {
        count += 1
        return count - 1
    }

    /// Eight bytes at a time, then the rest.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var high: UInt64 = 0
        var offset = 0
        while offset + 8 <= bytes.count {
            high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            offset += 8
        }
        while offset < bytes.count {
            high |= UInt64(base[offset])
            offset += 1
        }
        return high & 0x8080_8080_8080_8080 == 0
    }
}
