/// Words and paths the UIKit rules share.
enum UIKitFindings {
    /// Who called present and whom UIKit made the presenting view controller, as path steps.
    static func presentPath(_ presentation: UIKitPresentation, in context: LintContext) -> [PathStep] {
        let controllers = context.snapshot.controllers
        var steps = [PathStep(range: controllers[presentation.caller].classRange,
                              note: String(concatenating: "\(context.name(presentation.caller)) (calls present)"))]
        if presentation.presenter != presentation.caller {
            steps.append(PathStep(range: controllers[presentation.presenter].classRange,
                                  note: String(concatenating: "\(context.name(presentation.presenter)) (UIKit's presenting view controller)")))
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
            ? String(concatenating: "\(presenter) (\(caller)'s nearest ancestor that defines a presentation context)")
            : String(concatenating: "\(presenter) (the outermost ancestor of \(caller))")
    }

    /// For each view controller a `remove` or `dismiss` call tears down, the first such call
    /// (`teardown(by:in:)` words it): the words are made for the findings that name one only.
    static func teardowns(in snapshot: Snapshot) -> [ControllerID: Int] {
        var result: [ControllerID: Int] = [:]
        for index in snapshot.calls.indices {
            switch snapshot.calls[index].action {
            case .remove(let controller), .dismiss(let controller, _):
                if result[controller] == nil { result[controller] = index }
            case .present: continue
            }
        }
        return result
    }

    /// How the call at `index` tore its view controller down: "dismissed by the call at line 14".
    static func teardown(by index: Int, in snapshot: Snapshot) -> String {
        let verb = if case .remove = snapshot.calls[index].action { "removed" } else { "dismissed" }
        return String(concatenating: "\(verb) by the call at line \(snapshot.calls[index].verbRange.start.line)")
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
