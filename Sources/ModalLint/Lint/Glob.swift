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
            wildcardMatch(Array(segment), Array(name), isWildcard: { $0 == "*" }) { $0 == "?" || $0 == $1 }
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
