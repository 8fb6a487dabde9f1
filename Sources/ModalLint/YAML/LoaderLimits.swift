/// What input may cost. libyaml 0.2.5 bounds none of these, so the loader does.
/// Every limit, when hit, is an `input/limit` diagnostic at the offending place.
public struct LoaderLimits: Sendable, Hashable {
    /// Largest file read, in bytes.
    public var maxFileBytes: Int = 256 * 1024 * 1024
    /// Deepest nesting of YAML collections.
    public var maxDepth: Int = 1_000
    /// Most alias nodes (`*name`) in one file.
    public var maxAliases: Int = 10_000
    /// Most YAML nodes in one file.
    public var maxNodes: Int = 50_000_000
    /// Longest scalar, in bytes.
    public var maxScalarBytes: Int = 1024 * 1024
    /// Most nodes the schema decoder may visit through aliases (the expansion budget):
    /// an alias is never copied, but reading the same aliased subtree many times is bounded.
    public var maxAliasExpansion: Int = 1_000_000
    /// Most entries in `calls`.
    public var maxCalls: Int = 100_000
    /// Most render states of distinct structure in a workflow without `transitions`: every
    /// pair of them is diffed, so 500 is 249,500 diffs (states of one structure count once).
    public var maxDistinctStates: Int = 500

    public init() {}

    public static let `default` = LoaderLimits()
}
