/// A stored `SourceRange` kept as a `CompactRange`, read and written as a whole range: the
/// model's ranges (a view controller's, a call's, a presentation's), millions of them in a large
/// snapshot. `CompactSourceRange.Optional` for an optional one.
@propertyWrapper
public struct CompactSourceRange: Sendable, Hashable {
    private var storage: CompactRange

    public init(wrappedValue: SourceRange) { storage = CompactRange(wrappedValue) }

    public var wrappedValue: SourceRange {
        get { storage.range }
        set { storage = CompactRange(newValue) }
    }

    /// In 16 bytes, nil as a start no file has (`CompactRange?` takes 20, with padding 24).
    @propertyWrapper
    public struct Optional: Sendable, Hashable {
        private var storage: CompactRange

        public init(wrappedValue: SourceRange?) { storage = wrappedValue.map(CompactRange.init) ?? .none }

        public var wrappedValue: SourceRange? {
            get { storage == .none ? nil : storage.range }
            set { storage = newValue.map(CompactRange.init) ?? .none }
        }
    }
}

/// A `SourceRange` in 16 bytes instead of 32: lines and columns fit in 32 bits (files are
/// at most `LoaderLimits.maxFileBytes`, far below 4 GiB).
struct CompactRange: Sendable, Hashable {
    var startLine: UInt32
    var startColumn: UInt32
    var endLine: UInt32
    var endColumn: UInt32

    /// What `CompactSourceRange.Optional` keeps for nil: no line of a file is the 4,294,967,295th.
    static let none = CompactRange(startLine: .max, startColumn: .max, endLine: .max, endColumn: .max)

    private init(startLine: UInt32, startColumn: UInt32, endLine: UInt32, endColumn: UInt32) {
        (self.startLine, self.startColumn, self.endLine, self.endColumn) = (startLine, startColumn, endLine, endColumn)
    }

    init(_ range: SourceRange) {
        startLine = UInt32(truncatingIfNeeded: range.start.line)
        startColumn = UInt32(truncatingIfNeeded: range.start.column)
        endLine = UInt32(truncatingIfNeeded: range.end.line)
        endColumn = UInt32(truncatingIfNeeded: range.end.column)
    }

    var range: SourceRange {
        SourceRange(
            start: SourcePosition(line: Int(startLine), column: Int(startColumn)),
            end: SourcePosition(line: Int(endLine), column: Int(endColumn)))
    }
}
