/// Findings as a rule makes them (`Rule.check(_:into:)`): all of them, or (`keepingFirst`, as a
/// file is linted) of those of one rule the first `count` in report order, in the order the rule
/// gave them. A file reports at most `Linter.maxFindingsPerRule` findings of a rule; kept this
/// way, a rule with 12,000 findings holds about 1,000 at a time, not 12,000 until it returns (in
/// a call-heavy snapshot of 1,000,000 view controllers, the memory the rules add went from 28 MB
/// to 10 MB).
public struct FindingCollector {
    /// Findings kept, each with when it came (the order they are handed back in).
    private var kept: [(arrival: Int, finding: Diagnostic)] = []
    private var arrivals = 0
    private let cap: (rule: String, count: Int)?
    /// Positions in `kept` of the capped rule's findings, a heap with the last in report order
    /// on top: a finding that comes after it in report order is dropped at once; one before it
    /// takes its place.
    private var heap: [Int] = []
    /// Findings of the capped rule dropped.
    private(set) var leftOut = 0

    /// Keeps every finding.
    public init() { cap = nil }

    /// Keeps, of the findings of rule `rule`, the first `count` in report order (and every finding
    /// of another rule).
    init(keepingFirst count: Int, of rule: String) {
        precondition(count > 0)
        cap = (rule, count)
    }

    public mutating func append(_ finding: Diagnostic) {
        let arrival = arrivals
        arrivals += 1
        guard let cap, finding.rule == cap.rule else {
            kept.append((arrival, finding))
            return
        }
        if heap.count < cap.count {
            kept.append((arrival, finding))
            heap.append(kept.count - 1)
            siftUp(heap.count - 1)
            return
        }
        leftOut += 1
        // Later than everything kept, a finding that ties with the top goes after it.
        let top = heap[0]
        guard Diagnostic.reportOrder(finding, kept[top].finding) else { return }
        kept[top] = (arrival, finding)
        siftDown(0)
    }

    public mutating func append(contentsOf findings: [Diagnostic]) {
        for finding in findings { append(finding) }
    }

    /// The findings kept, in the order they came.
    public func findings() -> [Diagnostic] {
        guard cap != nil, leftOut > 0 else { return kept.map(\.finding) }
        return kept.sorted { $0.arrival < $1.arrival }.map(\.finding)
    }

    /// Whether the finding at `left` comes after the one at `right` in report order (arrival
    /// breaking ties, as `reportOrderIndices` does).
    private func isLater(_ left: Int, than right: Int) -> Bool {
        let (a, b) = (kept[heap[left]], kept[heap[right]])
        if Diagnostic.reportOrder(b.finding, a.finding) { return true }
        return !Diagnostic.reportOrder(a.finding, b.finding) && a.arrival > b.arrival
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard isLater(child, than: parent) else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            var later = left
            if left + 1 < heap.count, isLater(left + 1, than: left) { later = left + 1 }
            guard isLater(later, than: parent) else { return }
            heap.swapAt(later, parent)
            parent = later
        }
    }
}
