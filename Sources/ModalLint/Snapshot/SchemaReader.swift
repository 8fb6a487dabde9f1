/// Typed, located reads of YAML nodes for the snapshot and configuration schemas. Every
/// failed read leaves one `input/...` diagnostic at the node and returns nil, so a caller
/// can go on and report every independent problem in one run.
struct SchemaReader {
    /// A `var`: see `SnapshotDecoder.Stream`.
    var document: YAMLDocument
    let limits: LoaderLimits
    var diagnostics: [Diagnostic] = []
    /// Nodes visited beyond the document's own size are alias re-reads: bounded.
    private var visits = 0
    private var suggestionsLeft = 200
    private var suggestionWork = 5_000_000
    private(set) var overBudget = false
    static let maxDiagnostics = 1_000

    init(document: YAMLDocument, limits: LoaderLimits) {
        self.document = document
        self.limits = limits
    }

    var budgetExceeded: Bool { overBudget || diagnostics.count >= Self.maxDiagnostics }

    mutating func error(_ rule: String, _ message: String, at range: SourceRange, fix: String? = nil) {
        guard diagnostics.count < Self.maxDiagnostics else { return }
        diagnostics.append(Diagnostic(
            rule: rule, severity: .error, message: message, range: range, fix: fix, logicalLocation: "schema"))
        if diagnostics.count == Self.maxDiagnostics {
            diagnostics.append(Diagnostic(
                rule: rule, severity: .error,
                message: "too many input errors; stopped reporting after \(Self.maxDiagnostics)",
                range: range, logicalLocation: "schema"))
        }
    }

    func range(_ node: Int) -> SourceRange { document.range(node) }

    /// Follows an alias, charging the alias expansion budget.
    mutating func resolve(_ node: Int) -> Int {
        visits += 1
        let target = document.resolved(node)
        if target != node, !overBudget {
            visits += Int(document.nodes[target].count)
            if visits > document.nodes.count + limits.maxAliasExpansion {
                overBudget = true
                error("input/limit", "aliases expand to more than \(limits.maxAliasExpansion) nodes", at: range(node),
                      fix: "write the repeated part out, or use fewer aliases")
            }
        }
        return target
    }

    func typeName(_ node: Int) -> String {
        switch document.kind(node) {
        case .scalar: document.isNull(node) ? "null" : node == document.root ? "scalar" : "scalar `\(Self.excerpt(document.scalar(node)))`"
        case .sequence: "sequence"
        case .mapping: "mapping"
        case .alias: "alias"
        }
    }

    /// A scalar as a message quotes it: its first word, at most 40 code points. A message
    /// goes into every format, and the scalar may be the text of a file that is no snapshot.
    /// (The root scalar is not quoted at all: it is the whole file.)
    static func excerpt(_ text: String) -> String {
        let word = text.unicodeScalars.prefix { $0 != " " && $0 != "\n" && $0 != "\t" && $0 != "\r" }
        let cut = word.count > 40 || word.count < text.unicodeScalars.count
        return String(String.UnicodeScalarView(word.prefix(40))) + (cut ? "…" : "")
    }

    /// The (key, value) pairs of a mapping whose keys are all allowed; unknown and
    /// non-scalar keys are reported (with a did-you-mean) and skipped.
    mutating func mapping(_ node: Int, what: String, allowed: [String], misplaced: [String: String] = [:])
        -> [(key: String, keyNode: Int, value: Int)]?
    {
        mapping(node, what: what, keys: Names(names: allowed, misplaced: misplaced))
    }

    /// The same with the keys read as an enum, for the mappings a snapshot has most of:
    /// matched through a prepared `KeySet`, and a `switch` over enum cases is a jump, over
    /// strings a chain of comparisons.
    mutating func mapping<Keys: KeyMatching>(_ node: Int, what: String, keys: Keys)
        -> [(key: Keys.Key, keyNode: Int, value: Int)]?
    {
        var pairs: [(key: Keys.Key, keyNode: Int, value: Int)] = []
        return mapping(node, what: what, keys: keys, into: &pairs) ? pairs : nil
    }

    /// The same into `result` (emptied first, its capacity kept), false where the other
    /// returns nil: a caller reading one mapping per view controller reuses one array.
    mutating func mapping<Keys: KeyMatching>(_ node: Int, what: String, keys: Keys,
                                             into result: inout [(key: Keys.Key, keyNode: Int, value: Int)]) -> Bool {
        result.removeAll(keepingCapacity: true)
        let node = resolve(node)
        guard document.kind(node) == .mapping else {
            error("input/schema", "\(what) must be a mapping, not a \(typeName(node))", at: range(node))
            return false
        }
        let children = document.items(node)
        result.reserveCapacity(children.count / 2)
        for position in stride(from: children.startIndex, to: children.endIndex - 1, by: 2) {
            let keyNode = Int(children[position]), value = Int(children[position + 1])
            let key = resolve(keyNode)
            guard document.kind(key) == .scalar else {
                error("input/schema", "keys of \(what) must be scalars", at: range(keyNode))
                continue
            }
            if let known = keys.key(of: key, in: document) {
                result.append((known, keyNode, value))
                continue
            }
            let text = document.scalar(key)
            if let reason = keys.misplaced[text] {
                error("input/schema", "`\(text)` \(reason)", at: range(keyNode))
            } else {
                var message = "unknown key `\(text)` in \(what)"
                if let (meant, hint) = NewcomerHints.key(text, allowed: keys.names) {
                    message += "; " + hint
                    noteMeant(meant, in: node)
                } else if let suggestion = suggestion(for: text, among: keys.names) {
                    message += "; did you mean `\(suggestion)`?"
                }
                error("input/schema", message, at: range(keyNode),
                      fix: "known keys: " + keys.names.joined(separator: ", "))
            }
        }
        return true
    }

    /// Allowed keys as plain names (mappings a snapshot has few of).
    struct Names: KeyMatching {
        let names: [String]
        let misplaced: [String: String]

        /// Compared as bytes, lengths first: no String is made for a known key.
        func key(of scalar: Int, in document: YAMLDocument) -> String? {
            let length = Int(document.nodes[scalar].count)
            return names.first { $0.utf8.count == length && document.scalar(scalar, equals: $0) }
        }
    }

    mutating func requireKeys(_ pairs: [(key: String, keyNode: Int, value: Int)], _ required: [String], in node: Int, what: String) -> Bool {
        requireKeys(pairs, required, in: node, what: what, name: { $0 })
    }

    mutating func requireKeys<Key: RawRepresentable<String> & Equatable>(
        _ pairs: [(key: Key, keyNode: Int, value: Int)], _ required: [Key], in node: Int, what: String
    ) -> Bool {
        requireKeys(pairs, required, in: node, what: what, name: { $0.rawValue })
    }

    private mutating func requireKeys<Key: Equatable>(
        _ pairs: [(key: Key, keyNode: Int, value: Int)], _ required: [Key], in node: Int, what: String,
        name: (Key) -> String
    ) -> Bool {
        var ok = true
        let resolved = document.resolved(node)
        for key in required where !pairs.contains(where: { $0.key == key }) {
            ok = false
            // Written under an API's name, already reported with this key meant: one mistake, one error.
            if meant.node == resolved, meant.keys.contains(name(key)) { continue }
            error("input/schema", "\(what) is missing the required key `\(name(key))`", at: range(node))
        }
        return ok
    }

    /// The keys that unknown keys of the mapping read last were reported as meaning.
    private var meant: (node: Int, keys: [String]) = (-1, [])

    /// `key` is what an unknown or misplaced key of `mapping` (resolved) stands for: its absence is
    /// no second error.
    mutating func noteMeant(_ key: String, in mapping: Int) {
        if meant.node != mapping { meant = (mapping, []) }
        meant.keys.append(key)
    }

    mutating func sequence(_ node: Int, what: String) -> [Int]? {
        items(node, what: what)?.map { Int($0) }
    }

    /// A sequence's items in place (no array is made: the hot paths read many).
    mutating func items(_ node: Int, what: String) -> ArraySlice<UInt32>? {
        itemPositions(node, what: what).map { document.childIndices[$0] }
    }

    /// The same as positions in `document.childIndices`, which hold no reference to it.
    mutating func itemPositions(_ node: Int, what: String) -> Range<Int>? {
        let node = resolve(node)
        if document.isNull(node) { return 0..<0 }
        guard document.kind(node) == .sequence else {
            error("input/schema", "\(what) must be a sequence, not a \(typeName(node))", at: range(node))
            return nil
        }
        return document.itemPositions(node)
    }

    mutating func string(_ node: Int, what: String) -> String? {
        let node = resolve(node)
        guard document.kind(node) == .scalar, !document.isNull(node) else {
            error("input/schema", "\(what) must be a string, not a \(typeName(node))", at: range(node))
            return nil
        }
        let text = document.scalar(node)
        guard !text.isEmpty else {
            error("input/schema", "\(what) must not be empty", at: range(node))
            return nil
        }
        return text
    }

    mutating func bool(_ node: Int, what: String) -> Bool? {
        let node = resolve(node)
        if document.kind(node) == .scalar, document.nodes[node].isPlain {
            switch document.scalar(node) {
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default: break
            }
        }
        error("input/schema", "\(what) must be true or false, not a \(typeName(node))", at: range(node))
        return nil
    }

    mutating func number(_ node: Int, what: String) -> Double? {
        let node = resolve(node)
        if document.kind(node) == .scalar, document.nodes[node].isPlain,
           let value = document.withScalarBytes(node, DecimalText.value) ?? Double(document.scalar(node)),
           value.isFinite {
            return value
        }
        error("input/schema", "\(what) must be a number, not a \(typeName(node))", at: range(node))
        return nil
    }

    mutating func integer(_ node: Int, what: String, in bounds: ClosedRange<Int>) -> Int? {
        let node = resolve(node)
        if document.kind(node) == .scalar, document.nodes[node].isPlain, let value = Int(document.scalar(node)) {
            if bounds.contains(value) { return value }
            error("input/schema", "\(what) must be between \(bounds.lowerBound) and \(bounds.upperBound), not \(value)", at: range(node))
            return nil
        }
        error("input/schema", "\(what) must be a whole number, not a \(typeName(node))", at: range(node))
        return nil
    }

    mutating func version(_ node: Int, what: String) -> OSVersion? {
        let node = resolve(node)
        if document.kind(node) == .scalar, let version = OSVersion(parsing: document.scalar(node)) {
            return version
        }
        error("input/schema", "\(what) must be a version such as 13, 13.0 or \"17.4\", not a \(typeName(node))", at: range(node))
        return nil
    }

    mutating func oneOf<Value: RawRepresentable & CaseIterable>(_ node: Int, what: String, as type: Value.Type) -> Value?
    where Value.RawValue == String {
        let resolved = resolve(node)
        if document.kind(resolved) == .scalar, let value = Value(rawValue: document.scalar(resolved)) {
            return value
        }
        let allowed = Value.allCases.map(\.rawValue)
        var message = "\(what) must be one of \(allowed.joined(separator: ", ")), not \(typeName(resolved))"
        if document.kind(resolved) == .scalar, let value = NewcomerHints.value(document.scalar(resolved), allowed: allowed) {
            message += "; did you mean `\(value)`?"
        } else if document.kind(resolved) == .scalar, let guess = suggestion(for: document.scalar(resolved), among: allowed) {
            message += "; did you mean `\(guess)`?"
        }
        error("input/schema", message, at: range(resolved))
        return nil
    }

    /// An `environment` mapping (snapshots and the configuration file share it).
    mutating func environment(_ node: Int) -> Environment.Defaults {
        var result = Environment.Defaults()
        guard let pairs = mapping(node, what: "`environment`", allowed: SnapshotDecoder.environmentKeys) else {
            return result
        }
        for (key, _, value) in pairs {
            switch key {
            case "sdk": result.sdk = version(value, what: "`sdk`")
            case "os": result.os = version(value, what: "`os`")
            case "idiom": result.idiom = oneOf(value, what: "`idiom`", as: Idiom.self)
            default: result.width = oneOf(value, what: "`width`", as: SizeClass.self)
            }
        }
        return result
    }

    /// The closest candidate by edit distance, if close enough to be a likely typo.
    /// Bounded per file in look-ups and in work (candidates listed, edit-distance cells), so a
    /// file full of typos against a large id space stays fast; `candidates` (often a sort) is
    /// only computed when a look-up can happen.
    mutating func suggestion(for word: String, among candidates: @autoclosure () -> [String]) -> String? {
        guard suggestionsLeft > 0, suggestionWork > 0 else { return nil }
        suggestionsLeft -= 1
        let candidates = candidates()
        // Listing them is usually a sort: charged as one.
        suggestionWork -= candidates.count * 20
        let lowered = word.lowercased()
        let length = min(word.utf8.count, 64)
        var best: (String, Int)?
        // Never more edits than the word has letters: `q` or `xy` is no typo of `id`.
        let budget = min(max(2, word.count / 3), max(0, word.count - 1))
        for candidate in candidates.prefix(5_000) where suggestionWork > 0 {
            let candidateLowered = candidate.lowercased()
            if candidateLowered == lowered { return candidate }
            guard abs(candidate.count - word.count) <= budget else { continue }
            suggestionWork -= (length + 1) * (min(candidate.utf8.count, 64) + 1)
            let distance = Self.editDistance(lowered, candidateLowered)
            if distance <= budget, distance < (best?.1 ?? .max) || (distance == best?.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        return best?.0
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a.utf8.prefix(64)), b = Array(b.utf8.prefix(64))
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// The keys a mapping allows, and which of them a key scalar spells.
protocol KeyMatching {
    associatedtype Key
    /// The names, in order (for messages).
    var names: [String] { get }
    /// Keys that are known but not allowed here, and why (instead of "unknown key").
    var misplaced: [String: String] { get }
    func key(of scalar: Int, in document: YAMLDocument) -> Key?
}

/// The keys a kind of mapping allows, prepared once for matching a scalar's bytes: grouped
/// by length, so a key is compared with the one or two names of its length, not with all.
/// A class: handing one to `mapping` costs one reference count, not one per array inside.
final class KeySet<Key: Sendable>: KeyMatching, Sendable {
    let keys: [Key]
    /// The names, in order (for messages).
    let names: [String]
    let misplaced: [String: String]
    /// Flat tables (no array of arrays: reading one would cost a reference count per key):
    /// the names' bytes back to back, and the indices of `keys` sorted by name length, those
    /// of length `n` at `byLength[lengthStart[n]..<lengthStart[n + 1]]`.
    private let utf8: [UInt8]
    private let start: [Int]
    private let byLength: [Int]
    private let lengthStart: [Int]

    init(_ keys: [Key], misplaced: [String: String] = [:], name: (Key) -> String) {
        self.misplaced = misplaced
        let names = keys.map(name)
        let lengths = names.map(\.utf8.count)
        let byLength = keys.indices.sorted { (lengths[$0], $0) < (lengths[$1], $1) }
        self.keys = keys
        self.names = names
        utf8 = names.flatMap(\.utf8)
        start = lengths.reduce(into: [0]) { $0.append($0.last! + $1) }
        self.byLength = byLength
        lengthStart = (0...(lengths.max() ?? 0) + 1).map { length in
            byLength.firstIndex { lengths[$0] >= length } ?? byLength.count
        }
    }

    /// The node is read once and its bytes compared in place with each name of its length
    /// (through `document.scalar(_:equals:)` it would be read again per name).
    func key(of scalar: Int, in document: YAMLDocument) -> Key? {
        let node = document.nodes[scalar]
        let length = Int(node.count), first = Int(node.first)
        guard node.kind == .scalar, length + 1 < lengthStart.count else { return nil }
        let candidates = lengthStart[length]..<lengthStart[length + 1]
        guard !candidates.isEmpty else { return nil }
        return document.scalarBytes.withUnsafeBufferPointer { text in
            utf8.withUnsafeBufferPointer { names in
                guard first + length <= text.count else { return nil }
                let value = UnsafeBufferPointer(rebasing: text[first..<first + length])
                for position in candidates {
                    let index = byLength[position]
                    let name = UnsafeBufferPointer(rebasing: names[start[index]..<start[index] + length])
                    if value.hasSameBytes(as: name) { return keys[index] }
                }
                return nil
            }
        }
    }
}

extension KeySet where Key: RawRepresentable<String> {
    convenience init(_ keys: [Key], misplaced: [String: String] = [:]) {
        self.init(keys, misplaced: misplaced, name: { $0.rawValue })
    }
}
