/// How serious a finding is. Ordered so that `>=` means "at least as serious".
public enum Severity: String, Sendable, Codable, Comparable, CaseIterable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// One step of the path a rule walked (host lookup, size chain, ownership chain).
public struct PathStep: Sendable, Hashable {
    public var range: SourceRange
    public var note: String
    /// The file the step is in, where it is not the finding's own (a Swift finding's path
    /// through the app delegate and the view controllers that lead to its call).
    public var file: String?

    public init(range: SourceRange, note: String, file: String? = nil) {
        self.range = range
        self.note = note
        self.file = file
    }
}

extension PathStep {
    /// Paths name at most this many steps: a finding's size must not grow with the depth of a
    /// hierarchy (every one of 100,000 calls may fail from 500 levels down).
    public static let maxSteps = 64

    /// `items`, or past `maxSteps` the nearest and the farthest of them around one item made
    /// by `elision` from how many are left out.
    public static func elide<Item>(_ items: [Item], elision: (_ left: Int) -> Item) -> [Item] {
        guard items.count > maxSteps else { return items }
        let head = maxSteps / 2
        let tail = maxSteps - head - 1
        return Array(items.prefix(head)) + [elision(items.count - head - tail)] + Array(items.suffix(tail))
    }

    /// `steps`, or the nearest and the farthest of them with one step saying how many are left out.
    public static func elided(_ steps: [PathStep]) -> [PathStep] {
        elide(steps) { PathStep(range: steps[maxSteps / 2].range, note: "… \($0) more …") }
    }
}

/// A finding, as plain data. Produced by the loader, the schema decoder and the rules;
/// the driver stamps the file; reporters only format it.
public struct Diagnostic: Sendable, Hashable {
    public var rule: String
    public var severity: Severity
    public var message: String
    /// The framework's own message, verbatim, where the runtime prints one.
    public var runtimeMessage: String?
    public var file: String
    public var range: SourceRange
    public var path: [PathStep]
    public var fix: String?
    /// A line-independent name for where the problem is (a view-controller id or class
    /// path, a key path): the key of baselines and SARIF fingerprints.
    public var logicalLocation: String

    public init(
        rule: String, severity: Severity, message: String, runtimeMessage: String? = nil,
        file: String = "", range: SourceRange, path: [PathStep] = [], fix: String? = nil,
        logicalLocation: String = ""
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.runtimeMessage = runtimeMessage
        self.file = file
        self.range = range
        self.path = path
        self.fix = fix
        self.logicalLocation = logicalLocation
    }

    /// The deterministic report order: file, line, column, rule, then message.
    public static func reportOrder(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.range.start != rhs.range.start { return lhs.range.start < rhs.range.start }
        if lhs.rule != rhs.rule { return lhs.rule < rhs.rule }
        return lhs.message < rhs.message
    }
}

extension Array where Element == Diagnostic {
    /// Sorts in `Diagnostic.reportOrder`, stably. The standard sort moves a diagnostic by copy
    /// at every step of its insertion runs (its eight references retained and released each
    /// time); this sorts their positions and moves each diagnostic once.
    mutating func sortInReportOrder() {
        guard count > 1 else { return }
        let order = reportOrderIndices()
        if order.indices.elementsEqual(order) { return }
        self = order.map { self[$0] }
    }

    /// Whether a stable sort in `Diagnostic.reportOrder` would leave them as they are: no
    /// diagnostic comes before the one ahead of it. (A report's findings usually are: each
    /// file's were sorted as it was linted.)
    var isInReportOrder: Bool {
        indices.dropFirst().allSatisfy { !Diagnostic.reportOrder(self[$0], self[$0 - 1]) }
    }

    /// The positions of these diagnostics in `Diagnostic.reportOrder`, stably.
    func reportOrderIndices() -> [Int] {
        withUnsafeBufferPointer { buffer in
            // The position breaks ties: stable whatever the sort's own guarantee.
            [Int](buffer.indices).sorted { left, right in
                if Diagnostic.reportOrder(buffer[left], buffer[right]) { return true }
                return !Diagnostic.reportOrder(buffer[right], buffer[left]) && left < right
            }
        }
    }

    /// These diagnostics in report order (see `sortInReportOrder`).
    func sortedInReportOrder() -> [Diagnostic] {
        var sorted = self
        sorted.sortInReportOrder()
        return sorted
    }
}
