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
        return match(patternSegments, pathSegments)
    }

    /// `reachable[j]`: the pattern's first i segments can match the path's first j segments.
    static func match(_ pattern: [String], _ path: [String]) -> Bool {
        var reachable = [true] + Array(repeating: false, count: path.count)
        for segment in pattern {
            var next = Array(repeating: false, count: path.count + 1)
            if segment == "**" {
                var any = false
                for j in 0...path.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<path.count where reachable[j] && matchSegment(segment, path[j]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[path.count]
    }

    static func matchSegment(_ pattern: String, _ name: String) -> Bool {
        let pattern = Array(pattern), name = Array(name)
        var reachable = [true] + Array(repeating: false, count: name.count)
        for character in pattern {
            var next = Array(repeating: false, count: name.count + 1)
            if character == "*" {
                var any = false
                for j in 0...name.count {
                    any = any || reachable[j]
                    next[j] = any
                }
            } else {
                for j in 0..<name.count where reachable[j] && (character == "?" || character == name[j]) {
                    next[j + 1] = true
                }
            }
            reachable = next
        }
        return reachable[name.count]
    }
}
