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
/// through its literal prefix or suffix; `**` is a state that stays active. So matching a
/// path costs about its number of components, not the number of patterns.
public struct GlobSet: Sendable {
    private struct Node: Sendable {
        var literal: [Substring: Int] = [:]
        /// Wildcard segments (`a*b`), looked up by their literal suffix, else their literal
        /// prefix; `loose` have neither (`*`, `?x*y`).
        var bySuffix: [Substring: [(segment: [Character], node: Int)]] = [:]
        var suffixLengths: [Int] = []
        var byPrefix: [Substring: [(segment: [Character], node: Int)]] = [:]
        var prefixLengths: [Int] = []
        var loose: [(segment: [Character], node: Int)] = []
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
            if let existing = nodes[node].globstar { return existing }
            nodes.append(Node(isGlobstar: true))
            nodes[node].globstar = next
            return next
        }
        guard let firstWild = segment.firstIndex(where: { $0 == "*" || $0 == "?" }) else {
            if let existing = nodes[node].literal[segment] { return existing }
            nodes.append(Node())
            nodes[node].literal[segment] = next
            return next
        }
        let characters = Array(segment)
        let lastWild = segment.lastIndex(where: { $0 == "*" || $0 == "?" })!
        let suffix = segment[segment.index(after: lastWild)...], prefix = segment[..<firstWild]
        func find(_ list: [(segment: [Character], node: Int)]?) -> Int? { list?.first { $0.segment == characters }?.node }
        if !suffix.isEmpty {
            if let existing = find(nodes[node].bySuffix[suffix]) { return existing }
            nodes.append(Node())
            nodes[node].bySuffix[suffix, default: []].append((characters, next))
            if !nodes[node].suffixLengths.contains(suffix.count) { nodes[node].suffixLengths.append(suffix.count) }
        } else if !prefix.isEmpty {
            if let existing = find(nodes[node].byPrefix[prefix]) { return existing }
            nodes.append(Node())
            nodes[node].byPrefix[prefix, default: []].append((characters, next))
            if !nodes[node].prefixLengths.contains(prefix.count) { nodes[node].prefixLengths.append(prefix.count) }
        } else {
            if let existing = find(nodes[node].loose) { return existing }
            nodes.append(Node())
            nodes[node].loose.append((characters, next))
        }
        return next
    }

    /// Whether any pattern matches `path` (`/`-separated, relative to the patterns' base).
    public func matches(_ path: String) -> Bool {
        if isEmpty { return false }
        // The active states are few (a handful however many patterns), so a list is the set.
        var active: [Int] = []
        var next: [Int] = []
        func activate(_ node: Int, into list: inout [Int]) {
            // A `**` matches no component too: its node is active with the one before it.
            var node = node
            while !list.contains(node) {
                list.append(node)
                guard let following = nodes[node].globstar else { return }
                node = following
            }
        }
        activate(0, into: &active)
        if active.contains(where: { nodes[$0].accepts }) { return true }
        // Split on bytes: splitting the String would walk grapheme clusters.
        for component in path.utf8.split(separator: UInt8(ascii: "/")).lazy.map({ Substring($0) }) {
            next.removeAll(keepingCapacity: true)
            // The component as characters, made only when a wildcard segment is a candidate.
            var characters: [Character]?
            func name() -> [Character] {
                if let characters { return characters }
                characters = Array(component)
                return characters!
            }
            for state in active {
                let node = nodes[state]
                if node.isGlobstar { activate(state, into: &next) }
                if let target = node.literal[component] { activate(target, into: &next) }
                for length in node.suffixLengths where length <= component.count {
                    for (segment, target) in node.bySuffix[component.suffix(length)] ?? []
                    where Glob.segmentMatches(segment, name()) { activate(target, into: &next) }
                }
                for length in node.prefixLengths where length <= component.count {
                    for (segment, target) in node.byPrefix[component.prefix(length)] ?? []
                    where Glob.segmentMatches(segment, name()) { activate(target, into: &next) }
                }
                for (segment, target) in node.loose where Glob.segmentMatches(segment, name()) {
                    activate(target, into: &next)
                }
            }
            // A pattern's final `**` takes the rest of the path: matched.
            if next.contains(where: { nodes[$0].accepts }) { return true }
            if next.isEmpty { return false }
            swap(&active, &next)
        }
        return false
    }
}

extension Glob {
    /// One segment against one path component, `*` and `?` as in `matches`.
    static func segmentMatches(_ segment: [Character], _ name: [Character]) -> Bool {
        // The usual exclude (`*.generated.yaml`, `Snapshot*`): one `*`, no `?`.
        if let star = segment.firstIndex(of: "*"), segment.lastIndex(of: "*") == star, !segment.contains("?") {
            let prefix = segment[..<star], suffix = segment[(star + 1)...]
            return name.count >= prefix.count + suffix.count && name.starts(with: prefix)
                && name[(name.count - suffix.count)...].elementsEqual(suffix)
        }
        return wildcardMatch(segment, name, isWildcard: { $0 == "*" }) { $0 == "?" || $0 == $1 }
    }
}
