/// The three lookup-failure rules differ only in which of the framework's messages the
/// failure traps with; they share this.
enum HostLookupFindings {
    static func findings(_ kind: HostFailureKind, rule: RuleMetadata, in context: LintContext,
                         into result: inout FindingCollector) {
        for event in context.replay.events {
            guard case .modalPresent(let site, _, _, _, .failed(let failure), _) = event, failure.kind == kind else {
                continue
            }
            let snapshot = context.snapshot
            let (message, fix) = HostFailureText.message(failure, snapshot: snapshot)
            let where_ = context.location(of: site)
            result.append(context.diagnostic(
                rule, at: where_.range, message,
                runtimeMessage: HostFailureText.runtimeMessage(failure, snapshot: snapshot),
                path: HostFailureText.path(failure, snapshot: snapshot), fix: fix, logicalLocation: where_.logical))
        }
    }
}
