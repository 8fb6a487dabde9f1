/// The rules of one large model on two threads. After the parse, the rules and the report
/// ran on one thread while the other core idled: at 100,000 view controllers the rules were
/// 164M instructions, of which the presentation replay they share is 59M and the rest spread
/// over some forty rules (the largest 15M). The shared analyses are computed first, two at a
/// time where one does not need the other (`LintContext.init`); then each thread takes the
/// next rule until none is left.
enum RuleLanes {
    /// Both cores (this is the part after the parse; the parsing thread is done).
    static let count = 2
    /// Below this, handing rules to another thread costs more than it saves.
    static let minimumControllers = 4_096
}
