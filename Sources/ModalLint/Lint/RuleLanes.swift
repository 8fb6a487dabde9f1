/// The rules of one large model on two threads. After the parse the other core is idle, and the
/// rules are much work: the presentation replay they share, and some forty rules besides. The
/// shared analyses are computed first, two at a time where one does not need the other
/// (`LintContext.init`); then each thread takes the next rule until none is left.
enum RuleLanes {
    /// Both cores (this is the part after the parse; the parsing thread is done).
    static let count = 2
    /// Below this, handing rules to another thread costs more than it saves.
    static let minimumControllers = 4_096

    /// The lanes a model's rules run on: `lanes` from `minimumControllers` view controllers on, else one.
    static func lanes(for snapshot: Snapshot, lanes: Int = count, minimumControllers: Int = minimumControllers) -> Int {
        snapshot.controllers.count >= minimumControllers ? lanes : 1
    }
}
