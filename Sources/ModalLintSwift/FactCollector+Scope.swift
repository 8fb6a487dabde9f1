import ModalLint
import SwiftSyntax

/// A function body's scope: what it writes about its locals, and how that is resolved when it ends.
extension FactCollector {
    /// What one function body writes about its local names, resolved when the body ends.
    struct Scope {
        var member: String
        /// Locals made with a type's initializer: name -> (type, action sheet).
        var locals: [String: (type: String?, actionSheet: Bool?)] = [:]
        /// How often each name is used (one table for both counts: one lookup per use).
        var uses: [String: Uses] = [:]
        var popoverTouched: Set<String> = []
        /// Each touch of a local's popoverPresentationController: the byte ranges of the
        /// conditional blocks around it (an `if` on something else, a loop, a closure, a case).
        var popoverTouches: [String: [[Range<Int>]]] = [:]
        /// Locals assigned to stored properties of the owner (`self.sheet = sheet`).
        var escapes: [String: Set<String>] = [:]
        var styleSet: [String: String?] = [:]
        var checksIdiom = false
        var pendingPresents: [(PresentFact, local: String?, token: String?)] = []
        var pendingObservers: [(ObserverFact, local: String?)] = []
        var pendingSubviews: [(child: String, local: Bool, range: SourceRange)] = []
        /// Locals whose `preferredContentSize` is touched.
        var sizeTouched: Set<String> = []
        /// Locals made with `UINavigationController(rootViewController:)` -> the root's type.
        var navigationRoots: [String: String] = [:]
        /// `presentationController` or `isModalInPresentation` read or set in the body.
        var swipeGuardTouched = false
        /// A static member's name, and the types its body constructs (style providers).
        var staticName: String?
        var constructed: [String] = []
        /// The view controller values locals hold (`ViewValue`), as far as the walk has read.
        var values: [String: ViewValue] = [:]
        /// The blocks open in the function, innermost last: each local name declared in one ->
        /// its key in the tables above (the name itself for its first declaration in the
        /// function, `name#2` for a second one in another block, ...), so that a local of the
        /// same name in another block is another local.
        var visible: [[String: String]] = [[:]]
        var declarations: [String: Int] = [:]

        /// The key of the declaration of `name` visible here (the name itself when none is).
        func key(_ name: String) -> String {
            for block in visible.reversed() {
                if let key = block[name] { return key }
            }
            return name
        }

        /// Declares `name` in the innermost block.
        mutating func declare(_ name: String) -> String {
            let count = declarations[name, default: 0] + 1
            declarations[name] = count
            let key = count == 1 ? name : "\(name)#\(count)"
            visible[visible.count - 1][name] = key
            return key
        }
        /// Locals that hold a window this function made -> the window's key.
        var windows: [String: String] = [:]
        /// The function's parameters: internal name -> argument label; and their positions.
        var parameters: [String: String] = [:]
        var parameterPositions: [String: Int] = [:]
        /// The member's own key (`name(labels:)`), as calls name it; its name alone.
        var signature = ""
        var baseName = ""
        /// The names in the body's conditions (`isPad` of `if controller.isPad`, of a ternary).
        var conditionNames: Set<String> = []
        /// A member whose value is a `Bool` (a function returning one, a computed property).
        var isBoolean = false
        /// Locals made with a style that is a parameter (`preferredStyle: style`) -> that parameter.
        var styleParameters: [String: String] = [:]
        var pendingHelperCalls: [(callee: String, arguments: [Int: HelperArgument], range: SourceRange, offset: Int)] = []
        /// An initializer's: its parameters are the arguments its type is made with.
        var isInitializer = false
    }

    /// The uses of one name in a scope.
    struct Uses {
        /// Not as the base of a member access: passed, assigned, returned.
        var plain = 0
        /// Every use, member accesses on it included (`lifetime.dismiss()`).
        var all = 0

        mutating func count(plain isPlain: Bool) {
            all += 1
            if isPlain { plain += 1 }
        }
    }

    /// What a scope gathered, resolved once it ends: its presents, observers and subviews.
    func flush(_ scope: Scope) {
        for (var present, local, token) in scope.pendingPresents {
            // A token kept in a local that is never used again is freed when the scope ends.
            if let token { present.lifetime = (scope.uses[token]?.all ?? 0) == 0 ? .discarded : .unknown }
            if let local {
                // A value that escapes (passed on, returned, captured) may be configured elsewhere;
                // one kept in a property of the owner is judged with what the owner does to it.
                let kept = scope.escapes[local] ?? []
                let escapes = (scope.uses[local]?.plain ?? 0) - kept.count > 1
                present.presented.escapedTo = kept.sorted()
                if present.via == .uikit {
                    present.presented.anchored = escapes || anchors(local, at: present.offset, in: scope) ? nil : false
                    if let style = scope.styleSet[local] { present.presented.uikitStyle = .some(style) }
                    if escapes { present.presented.uikitStyle = .some(nil) }
                }
                if let known = scope.locals[local] {
                    if let type = known.type { present.presented.type = .known(type) }
                    present.presented.actionSheet = known.actionSheet
                }
                present.presented.sizeSetElsewhere = escapes || scope.sizeTouched.contains(local)
                if let root = scope.navigationRoots[local] { present.presented.navigationRoot = root }
            }
            present.checksIdiom = scope.checksIdiom
            if present.via == .uikit { present.namesAsked = scope.conditionNames.sorted() }
            present.presented.swipeGuardTouched = scope.swipeGuardTouched
            addPresentEdge(present)
            notePresentHelper(present, local: local, in: scope)
            facts.presents.append(present)
        }
        flushHelperCalls(scope)
        for (var observer, local) in scope.pendingObservers {
            if let local { observer.token = (scope.uses[local]?.all ?? 0) == 0 ? .discarded : .unknown }
            facts.observers.append(observer)
        }
        for subview in scope.pendingSubviews {
            guard let owner = currentType else { continue }
            let child: ViewValue = subview.local ? (scope.values[subview.child] ?? .unknown) : .property(subview.child)
            if child != .unknown {
                updateType { $0.edges.append(GraphEdge(kind: .child(contained: false), target: child, range: subview.range, file: "")) }
            }
            // A local's type is known here; a stored property's once the index has every file.
            let childType: String? = subview.local ? (scope.locals[subview.child]?.type ?? nil) : nil
            if subview.local, childType == nil { continue }
            facts.uncontained.append(UncontainedFact(owner: owner, member: scope.member, child: subview.child,
                                                     childType: childType, range: subview.range))
        }
    }
}
