import ModalLint

/// UIKit presents of view controllers kept in the owner's stored properties.
extension SnapshotWriter {
    /// A property the owner makes an alert or activity controller in, and whose popover and
    /// style no code of the owner touches: presented as made, without an anchor. A local also
    /// kept in such properties is judged the same way; in one the owner configures, its
    /// anchor is unknown.
    func judgeKeptInProperties(_ presented: inout PresentedValue, owner: String?) {
        guard let owner, let facts = index.type(owner) else { return }
        if case .property(_, let name) = presented.type, let sheet = facts.sheets[name], !facts.popoverConfigured.contains(name) {
            presented.type = .known(sheet.type)
            presented.actionSheet = sheet.actionSheet
            presented.anchored = false
            presented.uikitStyle = .none
        }
        if presented.escapedTo.contains(where: facts.popoverConfigured.contains) { presented.anchored = nil }
    }
}

/// One level into helpers (`PresentHelper`): the present a helper makes, judged at its call.
extension SnapshotWriter {
    /// The helper a call reaches: a method of the owner's class chain, of a protocol it
    /// conforms to (an extension's method), or of an extension of UIViewController.
    func helper(_ callee: String, of owner: String) -> PresentHelper? {
        var candidates = [owner]
        if let chain = index.classChain(owner) { candidates += chain.dropFirst().map(\.name) }
        candidates += index.ancestors(owner)
        candidates.append("UIViewController")
        for name in candidates {
            if let helper = index.type(name)?.presentHelpers[callee] { return helper }
        }
        return nil
    }

    /// The UIKit present a call makes through a helper that leaves the anchor and the style to
    /// its caller, as if written at the call.
    func presentThroughHelper(_ call: HelperCallFact) -> PresentFact? {
        guard !call.checksIdiom, index.idiomMembers.isDisjoint(with: call.namesAsked), let helper = helper(call.callee, of: call.owner),
              !helper.decidesItself, index.idiomMembers.isDisjoint(with: helper.namesAsked) else { return nil }
        var presented: PresentedValue
        switch helper.kind {
        case .presentsArgument(let position):
            guard case .controller(let type, let actionSheet, let anchored)? = call.arguments[position] else { return nil }
            presented = PresentedValue(type: .known(type), text: type, actionSheet: actionSheet, anchored: anchored)
        case .makesWithStyle(let type, let position):
            guard case .actionSheetStyle? = call.arguments[position] else { return nil }
            presented = PresentedValue(type: .known(type), text: type, actionSheet: true, anchored: false)
        }
        presented.uikitStyle = .none
        // The present reaches UIKit from the owner, like one written at the call.
        var present = PresentFact(owner: call.owner, member: call.member, via: .uikit, presented: presented, lifetime: .kept,
                                  range: call.range, checksIdiom: false)
        present.onSelf = true
        return present
    }
}
