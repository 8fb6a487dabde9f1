/// The rules of one large model on two threads. After the parse the other core is idle, and the
/// rules are much work: the presentation replay they share, and some forty rules besides. The
/// shared analyses are computed first, two at a time where one does not need the other
/// (`LintContext.init`); then each thread takes the next rule until none is left.
enum RuleLanes {
    /// Both cores (this is the part after the parse; the parsing thread is done).
    static let count = 2
    /// Below this, handing rules to another thread costs more than it saves.
    static let minimumControllers = 4_096

    /// The rules whose work grows with the findings a large snapshot has most of, largest first
    /// as measured (callgrind, the call-heavy benchmark at 100,000 view controllers: 28M, 13M,
    /// 12M, 9M, 6M, 5M, 4M, 3M, 3M instructions of the rules' 95M).
    /// Each thread takes the next rule when it is done with one: in registry order
    /// `uikit/already-presenting` comes after two thirds of the others, and with those counts one
    /// thread gets it at the end and runs it alone (58M of work on one thread, 36M on the other);
    /// taken first, the others fill in around it (about 48M each).
    static let heavyFirst = [
        "uikit/already-presenting", "host/missing", "host/uikit-presentation", "host/hidden-owner",
        "lifetime/double-dismiss", "host/no-parent", "lifetime/discarded", "size/no-source",
        "host/system-view-controller",
    ]

    /// The positions of `rules` in the order the threads take them: `heavyFirst`, then the
    /// others in registry order. The findings keep registry order whatever this order is.
    static func claimOrder(_ rules: [any Rule]) -> [Int] {
        var heavy: [Int] = []
        var others: [Int] = []
        for index in rules.indices {
            if heavyFirst.contains(rules[index].metadata.id) { heavy.append(index) } else { others.append(index) }
        }
        heavy.sort { heavyFirst.firstIndex(of: rules[$0].metadata.id)! < heavyFirst.firstIndex(of: rules[$1].metadata.id)! }
        return heavy + others
    }
}
