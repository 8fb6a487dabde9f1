/// Words and paths the UIKit rules share.
enum UIKitFindings {
    /// Who called present and whom UIKit made the presenting view controller, as path steps.
    static func presentPath(_ presentation: UIKitPresentation, in context: LintContext) -> [PathStep] {
        let controllers = context.snapshot.controllers
        var steps = [PathStep(range: controllers[presentation.caller].classRange,
                              note: "\(context.name(presentation.caller)) (calls present)")]
        if presentation.presenter != presentation.caller {
            steps.append(PathStep(range: controllers[presentation.presenter].classRange,
                                  note: "\(context.name(presentation.presenter)) (UIKit's presenting view controller)"))
        }
        return steps
    }

    /// The presenting view controller, and why UIKit chose it when it is not the caller:
    /// "UINavigationController (the outermost ancestor of InboxViewController)".
    static func presenterPhrase(_ presentation: UIKitPresentation, in context: LintContext) -> String {
        let presenter = context.name(presentation.presenter)
        guard presentation.presenter != presentation.caller else { return presenter }
        let caller = context.name(presentation.caller)
        return presentation.style.usesPresentationContext
            ? "\(presenter) (\(caller)'s nearest ancestor that defines a presentation context)"
            : "\(presenter) (the outermost ancestor of \(caller))"
    }

    /// The line of the first `remove` or `dismiss` call that tore `vc` down, if any.
    static func teardownLine(of vc: ControllerID, in snapshot: Snapshot) -> Int? {
        for call in snapshot.calls {
            switch call.action {
            case .remove(let target), .dismiss(let target, _):
                if target == vc { return call.verbRange.start.line }
            case .present:
                continue
            }
        }
        return nil
    }

    /// From the presented view controller down to `vc` inside it, `vc` annotated with `note`.
    static func subtreePath(_ dismissal: InteractiveDismissal, to vc: ControllerID, in context: LintContext,
                            note: String) -> [PathStep] {
        let snapshot = context.snapshot
        let chain = UIKitAnalysis.writtenPath(to: vc, from: dismissal.presented, in: snapshot)
        return chain.enumerated().map { position, node in
            var notes: [String] = []
            if position == 0 { notes.append("presented as a \(dismissal.describedStyle)") }
            if node == vc { notes.append(note) }
            let text = context.name(node) + (notes.isEmpty ? "" : " (\(notes.joined(separator: "; ")))")
            return PathStep(range: snapshot.controllers[node].classRange, note: text)
        }
    }
}
