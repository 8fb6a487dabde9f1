/// Typed, located reads of YAML nodes for the snapshot and configuration schemas. Every
/// failed read leaves one `input/...` diagnostic at the node and returns nil, so a caller
/// can go on and report every independent problem in one run.
struct SchemaReader {
    let document: YAMLDocument
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
        case .scalar: document.isNull(node) ? "null" : "scalar `\(document.scalar(node))`"
        case .sequence: "sequence"
        case .mapping: "mapping"
        case .alias: "alias"
        }
    }

    /// The (key, value) pairs of a mapping whose keys are all allowed; unknown and
    /// non-scalar keys are reported (with a did-you-mean) and skipped.
    mutating func mapping(_ node: Int, what: String, allowed: [String], misplaced: [String: String] = [:])
        -> [(key: String, keyNode: Int, value: Int)]?
    {
        let node = resolve(node)
        guard document.kind(node) == .mapping else {
            error("input/schema", "\(what) must be a mapping, not a \(typeName(node))", at: range(node))
            return nil
        }
        var result: [(key: String, keyNode: Int, value: Int)] = []
        for (keyNode, value) in document.pairs(node) {
            let key = resolve(keyNode)
            guard document.kind(key) == .scalar else {
                error("input/schema", "keys of \(what) must be scalars", at: range(keyNode))
                continue
            }
            let name = document.scalar(key)
            if allowed.contains(name) {
                result.append((name, keyNode, value))
            } else if let reason = misplaced[name] {
                error("input/schema", "`\(name)` \(reason)", at: range(keyNode))
            } else {
                var message = "unknown key `\(name)` in \(what)"
                if let suggestion = suggestion(for: name, among: allowed) {
                    message += "; did you mean `\(suggestion)`?"
                }
                error("input/schema", message, at: range(keyNode),
                      fix: "known keys: " + allowed.joined(separator: ", "))
            }
        }
        return result
    }

    mutating func requireKeys(_ pairs: [(key: String, keyNode: Int, value: Int)], _ required: [String], in node: Int, what: String) -> Bool {
        var ok = true
        for key in required where !pairs.contains(where: { $0.key == key }) {
            error("input/schema", "\(what) is missing the required key `\(key)`", at: range(node))
            ok = false
        }
        return ok
    }

    mutating func sequence(_ node: Int, what: String) -> [Int]? {
        let node = resolve(node)
        if document.isNull(node) { return [] }
        guard document.kind(node) == .sequence else {
            error("input/schema", "\(what) must be a sequence, not a \(typeName(node))", at: range(node))
            return nil
        }
        return document.items(node).map { Int($0) }
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
           let value = Double(document.scalar(node)), value.isFinite {
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
        let allowed = Value.allCases.map(\.rawValue)
        if document.kind(resolved) == .scalar, let value = Value(rawValue: document.scalar(resolved)) {
            return value
        }
        var message = "\(what) must be one of \(allowed.joined(separator: ", ")), not \(typeName(resolved))"
        if document.kind(resolved) == .scalar, let guess = suggestion(for: document.scalar(resolved), among: allowed) {
            message += "; did you mean `\(guess)`?"
        }
        error("input/schema", message, at: range(resolved))
        return nil
    }

    /// An `environment` mapping (snapshots and the configuration file share it).
    mutating func environment(_ node: Int) -> Environment.Defaults {
        var result = Environment.Defaults()
        guard let pairs = mapping(node, what: "`environment`", allowed: ["sdk", "os", "idiom", "width"]) else {
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
        let budget = max(2, word.count / 3)
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
