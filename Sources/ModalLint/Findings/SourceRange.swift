/// A 1-based line/column position in a snapshot. Columns count Unicode code points,
/// as libyaml's marks do (and as SARIF's `unicodeCodePoints` column kind expects).
public struct SourcePosition: Sendable, Hashable, Comparable, Codable {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}

/// A source range; `end` is exclusive (the column just after the last character).
public struct SourceRange: Sendable, Hashable, Codable {
    public var start: SourcePosition
    public var end: SourcePosition

    public init(start: SourcePosition, end: SourcePosition) {
        self.start = start
        self.end = end
    }

    public static let fileStart = SourceRange(
        start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 1))
}
