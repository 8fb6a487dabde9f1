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
    /// Most entries in `calls`: one per view controller, as many as a snapshot at the file size
    /// limit holds (each call costs the replay a bounded walk, so the bound is the file's).
    public var maxCalls: Int = 1_000_000
    /// Most screens that comparing a workflow's render states may visit: each compared pair of
    /// states (of distinct structure: states of one structure are compared once) costs the
    /// screens of both. Every pair without `transitions`, the listed pairs with them.
    public var maxRenderComparison: Int = 10_000_000

    public init() {}

    public static let `default` = LoaderLimits()
}
