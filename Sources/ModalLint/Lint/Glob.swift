/// The glob patterns of `exclude` in `.modallint.yml`, matched against `/`-separated paths
/// relative to the configuration file's directory:
///
/// - `*` matches any characters but `/`, `?` one character but `/`, `**` as a whole segment
///   any number of segments (none included);
/// - a pattern without `/` matches a name at any depth (`legacy` is `**/legacy`);
/// - a pattern that matches a directory matches everything below it (`Fixtures/legacy`).
///
/// Matching is dynamic programming over segments and characters: no backtracking, so no
/// pattern costs more than the product of the two lengths.
public enum Glob {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = Substring(pattern)
        while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
        if pattern.hasPrefix("/") { pattern = pattern.drop { $0 == "/" } }
        var patternSegments = pattern.split(separator: "/").map(String.init)
        if !pattern.contains("/") { patternSegments.insert("**", at: 0) }
        patternSegments.append("**")  // everything below a matched directory
        let pathSegments = path.split(separator: "/").map(String.init)
        return wildcardMatch(patternSegments, pathSegments, isWildcard: { $0 == "**" }) { segment, name in
            segmentMatches(Array(segment), Array(name))
        }
    }

    /// Whether `pattern` matches all of `subject`, a wildcard element matching any run of
    /// subject elements (none included). `reachable[j]`: the pattern elements so far can
    /// match the subject's first j elements. Used for segments (`**`) and characters (`*`).
    static func wildcardMatch<P, S>(_ pattern: [P], _ subject: [S], isWildcard: (P) -> Bool,
                                    matches: (P, S) -> Bool) -> Bool {
        var reachable = [true] + Array(repeating: false, count: subject.count)
        for element in pattern {
            var next = Array(repeating: false, count: subject.count + 1)
            if isWildcard(element) {
                var any = false
                for j in 0...subject.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<subject.count where reachable[j] && matches(element, subject[j]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[subject.count]
    }
}

/// Many exclude patterns compiled once (`Glob`'s semantics, same results): a trie over the
/// patterns' segments, run as an automaton over a path's components. A literal segment is
/// one hash lookup whatever the number of patterns; a segment with `*` or `?` is found
/// through the hash of its longer literal end (prefix or suffix); `**` is a state that stays
/// active. So matching a path costs about its number of components, not the number of patterns.
public struct GlobSet: Sendable {
    private struct Wild: Sendable {
        var characters: [Character]
        /// Set when the segment is printable ASCII, where a byte is a character.
        var bytes: [UInt8]?
        var node: Int
    }

    private struct Node: Sendable {
        /// Literal segments, compared as Strings (canonical equivalence, as `Glob` does).
        var literal: [Substring: Int] = [:]
        /// The printable ASCII ones again, by the hash of their bytes: a component in
        /// printable ASCII is looked up here, where equal bytes are equal strings, without
        /// String's Unicode hashing and comparison (most of matching 1,000 patterns).
        var asciiLiteral = HashedBuckets<(bytes: [UInt8], node: Int)>()
        /// A literal segment not in printable ASCII: it may equal a printable ASCII name
        /// (`\u{212A}`, the Kelvin sign, is `K`), so such names are looked up in `literal` too.
        var hasOtherLiteral = false
        /// Wildcard segments (`a*b`), and indices of those in printable ASCII by the hash of
        /// their literal prefix or suffix (whichever is longer), or in `loose` when neither.
        var wild: [Wild] = []
        var bySuffix = HashedBuckets<Int>()
        var suffixLengths: [Int] = []
        var byPrefix = HashedBuckets<Int>()
        var prefixLengths: [Int] = []
        var loose: [Int] = []
        /// The node after a `**` segment; it stays active for any number of components.
        var globstar: Int?
        var isGlobstar = false
        /// A whole pattern ends here (after its final `**`: everything below matches too).
        var accepts = false
    }

    private var nodes = [Node()]
    public let isEmpty: Bool

    public init(_ patterns: [String]) {
        isEmpty = patterns.isEmpty
        for pattern in patterns { add(pattern) }
    }

    private mutating func add(_ pattern: String) {
        var pattern = Substring(pattern)
        while pattern.hasPrefix("./") { pattern = pattern.dropFirst(2) }
        if pattern.hasPrefix("/") { pattern = pattern.drop { $0 == "/" } }
        var segments = pattern.split(separator: "/")
        if !pattern.contains("/") { segments.insert("**", at: 0) }
        segments.append("**")  // everything below a matched directory
        var node = 0
        for segment in segments { node = child(of: node, segment) }
        nodes[node].accepts = true
    }

    private mutating func child(of node: Int, _ segment: Substring) -> Int {
        let next = nodes.count
        if segment == "**" {
            // `**/**` matches what `**` does: a run of them is one state, however long.
            if nodes[node].isGlobstar { return node }
            if let existing = nodes[node].globstar { return existing }
            nodes.append(Node(isGlobstar: true))
            nodes[node].globstar = next
            return next
        }
        guard segment.contains(where: { $0 == "*" || $0 == "?" }) else {
            if let existing = nodes[node].literal[segment] { return existing }
            nodes.append(Node())
            nodes[node].literal[segment] = next
            let bytes = Array(segment.utf8)
            if bytes.allSatisfy(Self.isPrintableASCII) {
                nodes[node].asciiLiteral.append((bytes, next), under: FNV1a.hash(bytes))
            } else {
                nodes[node].hasOtherLiteral = true
            }
            return next
        }
        let characters = Array(segment)
        if let existing = nodes[node].wild.first(where: { $0.characters == characters }) { return existing.node }
        nodes.append(Node())
        let bytes = Array(segment.utf8)
        let printable = bytes.allSatisfy(Self.isPrintableASCII)
        let index = nodes[node].wild.count
        nodes[node].wild.append(Wild(characters: characters, bytes: printable ? bytes : nil, node: next))
        let isWild = { (byte: UInt8) in byte == UInt8(ascii: "*") || byte == UInt8(ascii: "?") }
        let prefix = bytes.prefix { !isWild($0) }, suffix = bytes.reversed().prefix { !isWild($0) }.reversed()
        if !printable || (prefix.isEmpty && suffix.isEmpty) {
            nodes[node].loose.append(index)
        } else if prefix.count >= suffix.count {
            nodes[node].byPrefix.append(index, under: FNV1a.hash(prefix))
            if !nodes[node].prefixLengths.contains(prefix.count) { nodes[node].prefixLengths.append(prefix.count) }
        } else {
            nodes[node].bySuffix.append(index, under: FNV1a.hash(suffix))
            if !nodes[node].suffixLengths.contains(suffix.count) { nodes[node].suffixLengths.append(suffix.count) }
        }
        return next
    }

    private static func isPrintableASCII(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }

    /// Whether any pattern matches `path` (`/`-separated, relative to the patterns' base).
    public func matches(_ path: String) -> Bool {
        if isEmpty { return false }
        // The active states are few (a handful however many patterns), so a list is the set;
        // past `StateList.listed` of them (`**/a/**/a/...` on `a/a/...` keeps one per `**`)
        // a hash set answers membership, so a step costs its states, not their square.
        var active = StateList()
        var next = StateList()
        func activate(_ node: Int, into list: inout StateList) {
            // A `**` matches no component too: its node is active with the one before it.
            var node = node
            while list.insert(node) {
                guard let following = nodes[node].globstar else { return }
                node = following
            }
        }
        activate(0, into: &active)
        if active.states.contains(where: { nodes[$0].accepts }) { return true }
        // Split on bytes: splitting the String would walk grapheme clusters.
        for componentBytes in path.utf8.split(separator: UInt8(ascii: "/")) {
            let component = Substring(componentBytes)
            next.removeAll()
            let bytes = Array(componentBytes)
            // In printable ASCII a byte is a character, and candidates come from the tables;
            // otherwise every wildcard segment is tried on the characters (rare names).
            let printable = bytes.allSatisfy(Self.isPrintableASCII)
            // Once per component, not per active state.
            let hash = printable ? FNV1a.hash(bytes) : 0
            var characters: [Character]?
            func wildMatches(_ wild: Wild) -> Bool {
                if printable, let segment = wild.bytes { return Glob.segmentMatches(segment, bytes) }
                if characters == nil { characters = Array(component) }
                return Glob.segmentMatches(wild.characters, characters!)
            }
            // Fields are read in place (`nodes[state].literal`): a copy of the node would retain
            // and release each of its tables, for every path and state.
            for state in active.states {
                if nodes[state].isGlobstar { activate(state, into: &next) }
                if printable {
                    if !nodes[state].asciiLiteral.isEmpty {
                        for candidate in nodes[state].asciiLiteral[hash] ?? [] where candidate.bytes == bytes {
                            activate(candidate.node, into: &next)
                        }
                    }
                    if nodes[state].hasOtherLiteral, let target = nodes[state].literal[component] {
                        activate(target, into: &next)
                    }
                } else if !nodes[state].literal.isEmpty, let target = nodes[state].literal[component] {
                    activate(target, into: &next)
                }
                if nodes[state].wild.isEmpty { continue }
                if !printable {
                    for wild in nodes[state].wild where wildMatches(wild) { activate(wild.node, into: &next) }
                    continue
                }
                for length in nodes[state].prefixLengths where length <= bytes.count {
                    for index in nodes[state].byPrefix[FNV1a.hash(bytes[..<length])] ?? []
                    where wildMatches(nodes[state].wild[index]) {
                        activate(nodes[state].wild[index].node, into: &next)
                    }
                }
                for length in nodes[state].suffixLengths where length <= bytes.count {
                    for index in nodes[state].bySuffix[FNV1a.hash(bytes[(bytes.count - length)...])] ?? []
                    where wildMatches(nodes[state].wild[index]) {
                        activate(nodes[state].wild[index].node, into: &next)
                    }
                }
                for index in nodes[state].loose where wildMatches(nodes[state].wild[index]) {
                    activate(nodes[state].wild[index].node, into: &next)
                }
            }
            // A pattern's final `**` takes the rest of the path: matched.
            if next.states.contains(where: { nodes[$0].accepts }) { return true }
            if next.states.isEmpty { return false }
            swap(&active, &next)
        }
        return false
    }
}

/// The automaton's active states, in the order they were reached, each once.
private struct StateList {
    static let listed = 16
    private(set) var states: [Int] = []
    private var set: Set<Int> = []

    /// Adds `state`; false when it was there.
    mutating func insert(_ state: Int) -> Bool {
        if states.count < Self.listed {
            if states.contains(state) { return false }
        } else {
            if set.isEmpty { set = Set(states) }
            guard set.insert(state).inserted else { return false }
        }
        states.append(state)
        return true
    }

    mutating func removeAll() {
        states.removeAll(keepingCapacity: true)
        set.removeAll(keepingCapacity: true)
    }
}

extension Glob {
    /// One segment against one path component, `*` and `?` as in `matches`.
    static func segmentMatches(_ segment: [Character], _ name: [Character]) -> Bool {
        segmentMatches(segment, name, star: "*", question: "?")
    }

    /// The same on bytes, where each byte is a character (printable ASCII).
    static func segmentMatches(_ segment: [UInt8], _ name: [UInt8]) -> Bool {
        segmentMatches(segment, name, star: UInt8(ascii: "*"), question: UInt8(ascii: "?"))
    }

    private static func segmentMatches<Element: Equatable>(_ segment: [Element], _ name: [Element],
                                                           star: Element, question: Element) -> Bool {
        // The usual exclude (`*.generated.yaml`, `Snapshot*`): one `*`, no `?`.
        if let index = segment.firstIndex(of: star), segment.lastIndex(of: star) == index, !segment.contains(question) {
            let prefix = segment[..<index], suffix = segment[(index + 1)...]
            return name.count >= prefix.count + suffix.count && name.starts(with: prefix)
                && name[(name.count - suffix.count)...].elementsEqual(suffix)
        }
        return wildcardMatch(segment, name, isWildcard: { $0 == star }) { $0 == question || $0 == $1 }
    }
}
