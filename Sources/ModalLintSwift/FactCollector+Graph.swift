import ModalLint
import SwiftSyntax

/// The presentation graph's raw facts: the values view controllers are made with and kept in,
/// window roots, containment, pushes and presentations, and what each method does with a
/// ModalLifetime it keeps.
extension FactCollector {
    /// Labels of UIKit's and swift-modals' initializers and properties whose value is a child:
    /// `UINavigationController(rootViewController:)`, `viewControllers`,
    /// `ModalHostContainerViewController(content:...)`.
    static let childLabels: Set<String> = ["rootViewController", "viewControllers"]

    /// What `expression` holds, as far as this function shows (`ViewValue`).
    func viewValue(_ expression: ExprSyntax, depth: Int = 0) -> ViewValue {
        guard depth < ViewValue.maxDepth else { return .unknown }
        var expression = expression
        while let inner = expression.as(TryExprSyntax.self)?.expression ?? expression.as(AwaitExprSyntax.self)?.expression
            ?? expression.as(ForceUnwrapExprSyntax.self)?.expression ?? expression.as(OptionalChainingExprSyntax.self)?.expression {
            expression = inner
        }
        if let made = Self.constructedType(expression), let call = expression.as(FunctionCallExprSyntax.self) {
            var arguments: [ValueArgument] = []
            for argument in call.arguments {
                let value = viewValue(argument.expression, depth: depth + 1)
                if value != .unknown { arguments.append(ValueArgument(label: argument.label?.sourceText ?? "", value: value)) }
            }
            return .made(type: made.type, arguments: arguments, range: lines.range(call.calledExpression))
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            return .list(array.elements.map { viewValue($0.expression, depth: depth + 1) })
        }
        if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText {
            if name == "self" { return .unknown }
            if let local = scopes[scopes.count - 1].values[scopes[scopes.count - 1].key(name)] { return local }
            // A local or parameter this walk does not follow is not a property.
            if scopes.count > 1, let label = scopes[scopes.count - 1].parameters[name], scopes[scopes.count - 1].isInitializer {
                return .argument(label)
            }
            if scopes.count > 1, scopes[scopes.count - 1].locals[name] != nil || scopes[scopes.count - 1].parameters[name] != nil {
                return .unknown
            }
            return currentType == nil ? .unknown : .property(name)
        }
        if let member = expression.as(MemberAccessExprSyntax.self),
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self", currentType != nil {
            return .property(member.declName.baseName.sourceText)
        }
        return .unknown
    }

    /// The key of the local `base` names (`x` of `x.member`, `x?.member`), if it is a plain name.
    func localKey(_ base: ExprSyntax?) -> String? {
        Self.localName(base).map { scopes[scopes.count - 1].key($0) }
    }

    /// Whether `base` is this view controller itself: no receiver, or `self`.
    static func isSelf(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        return base.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self"
    }

    /// `navigationController` (or `self.navigationController`, optional or not).
    static func isOwnNavigationController(_ base: ExprSyntax?) -> Bool {
        var base = base
        if let optional = base?.as(OptionalChainingExprSyntax.self) { base = optional.expression }
        if let forced = base?.as(ForceUnwrapExprSyntax.self) { base = forced.expression }
        return selfOrLocalName(base) == "navigationController"
            && (base?.is(DeclReferenceExprSyntax.self) == true || base?.as(MemberAccessExprSyntax.self) != nil)
    }

    /// A local whose value this walk follows (`let navigation = UINavigationController(...)`).
    func followedLocal(_ base: ExprSyntax?) -> String? {
        guard scopes.count > 1, let key = localKey(base), scopes[scopes.count - 1].values[key]?.madeType != nil else { return nil }
        return key
    }

    func addEdge(_ kind: GraphEdge.Kind, _ target: ViewValue, at node: some SyntaxProtocol) {
        guard target != .unknown else { return }
        updateType { $0.edges.append(GraphEdge(kind: kind, target: target, range: lines.range(node), file: "")) }
    }

    /// `addChild`, `pushViewController`, `setViewControllers`: containment and navigation.
    func collectContainment(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        guard let first = node.arguments.first?.expression else { return }
        switch name {
        case "addChild" where Self.isSelf(base):
            addEdge(.child(contained: true), viewValue(first), at: node)
        case "pushViewController":
            let value = viewValue(first)
            if let local = followedLocal(base) {
                let at = scopes.count - 1
                scopes[at].values[local] = scopes[at].values[local]?.adding(value, label: "viewControllers")
            } else if Self.isOwnNavigationController(base) {
                addEdge(.push, value, at: node)
            } else if Self.isSelf(base) {
                addEdge(.child(contained: true), value, at: node)
            }
        case "setViewControllers":
            let value = viewValue(first)
            if let local = followedLocal(base) {
                let at = scopes.count - 1
                scopes[at].values[local] = scopes[at].values[local]?.replacing("viewControllers", with: value)
            } else if Self.isSelf(base), case .list(let children) = value {
                for child in children { addEdge(.child(contained: true), child, at: node) }
            }
        default:
            break
        }
    }

    /// `lhs = rhs`: window roots, a local's children, a property's value, an initializer
    /// parameter kept in a property.
    func collectAssignment(_ target: ExprSyntax, _ value: ExprSyntax, at node: SequenceExprSyntax) {
        let at = scopes.count - 1
        if let member = target.as(MemberAccessExprSyntax.self) {
            let property = member.declName.baseName.sourceText
            let base = member.base
            switch property {
            case "rootViewController":
                collectWindowRoot(base, viewValue(value), at: node)
                return
            case "viewControllers":
                let children = viewValue(value)
                if let local = followedLocal(base) {
                    scopes[at].values[local] = scopes[at].values[local]?.replacing("viewControllers", with: children)
                } else if base?.as(DeclReferenceExprSyntax.self)?.baseName.sourceText == "self", case .list(let list) = children {
                    for child in list { addEdge(.child(contained: true), child, at: node) }
                }
                return
            default:
                break
            }
            guard Self.isSelf(base), base != nil else { return }
            notePropertyAssignment(property, value)
            return
        }
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.sourceText else { return }
        let key = scopes[at].key(name)
        if scopes.count > 1, scopes[at].locals[key] != nil {
            scopes[at].values[key] = viewValue(value)
            if let made = Self.constructedType(value), made.type == "UIWindow" { scopes[at].windows[key] = windowKey(node) }
            return
        }
        if scopes.count > 1, scopes[at].parameters[name] != nil || scopes[at].values[name] != nil { return }
        notePropertyAssignment(name, value)
    }

    /// `self.x = value` in the type's code: the value the property holds (a parameter kept by an
    /// initializer is read by `noteInitializerStores`).
    private func notePropertyAssignment(_ property: String, _ value: ExprSyntax) {
        guard currentType != nil else { return }
        var kept: MadeController?
        if let made = Self.constructedType(value) {
            kept = MadeController(type: made.type, actionSheet: made.actionSheet)
        } else if scopes.count > 1, let name = value.as(DeclReferenceExprSyntax.self)?.baseName.sourceText {
            let at = scopes.count - 1
            let key = scopes[at].key(name)
            if let known = scopes[at].locals[key] {
                scopes[at].escapes[key, default: []].insert(property)
                if let type = known.type { kept = MadeController(type: type, actionSheet: known.actionSheet) }
            }
        }
        if let kept {
            updateType { facts in
                facts.sheets[property] = facts.sheets[property].map { $0 == kept ? $0 : MadeController(type: $0.type, actionSheet: nil) } ?? kept
            }
        }
        let held = viewValue(value)
        guard held.madeType != nil else { return }
        updateType { $0.propertyValues[property] = $0.propertyValues[property].map { $0 == held ? held : .unknown } ?? held }
    }

    private func windowKey(_ node: some SyntaxProtocol) -> String {
        let start = lines.range(node).start
        return "\(start.line):\(start.column)"
    }

    /// `window.rootViewController = value`: the window a local made with `UIWindow(...)` (or
    /// declared a `UIWindow`), or a stored property of the owner (its type checked with the index).
    private func collectWindowRoot(_ base: ExprSyntax?, _ value: ViewValue, at node: SequenceExprSyntax) {
        guard value != .unknown else { return }
        let scope = scopes[scopes.count - 1]
        var window: WindowRootFact.Window?
        if let name = Self.localName(base), scopes.count > 1, scope.locals[scope.key(name)] != nil || scope.parameters[name] != nil {
            if let key = scope.windows[scope.key(name)] { window = .local(key) }
        } else if let name = Self.selfOrLocalName(base), name != "self", let owner = currentType {
            window = .property(owner: owner, name: name)
        }
        guard let window else { return }
        facts.windowRoots.append(WindowRootFact(window: window, value: value, range: lines.range(node), file: "", member: scope.member))
    }

    /// A local window: declared `UIWindow` or made with `UIWindow(...)`.
    func noteLocalWindow(_ name: String, declared: String?, made: String?, at node: some SyntaxProtocol) {
        guard declared == "UIWindow" || made == "UIWindow" else { return }
        scopes[scopes.count - 1].windows[name] = windowKey(node)
    }

    /// The parameters of a function or initializer: internal name -> argument label. They
    /// are not properties, whatever their names.
    static func parameters(_ clause: FunctionParameterClauseSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for parameter in clause.parameters {
            let label = parameter.firstName.sourceText
            let name = parameter.secondName?.sourceText ?? label
            result[name] = label
        }
        return result
    }

}

extension FactCollector {
    /// `self.x = p` (or `x = p`) among an initializer's top-level statements, `p` one of its
    /// parameters: the argument given for `p` is what `x` holds.
    func noteInitializerStores(_ clause: FunctionParameterClauseSyntax, _ body: CodeBlockSyntax) {
        let parameters = Self.parameters(clause)
        guard !parameters.isEmpty else { return }
        for item in body.statements {
            guard let (target, value) = item.item.as(SequenceExprSyntax.self)?.assignmentSides,
                  let property = Self.selfOrLocalName(target), property != "self",
                  let parameter = value.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
                  let label = parameters[parameter] else { continue }
            // `x = p` without `self.` assigns the parameter itself when they share a name.
            if target.is(DeclReferenceExprSyntax.self), parameters[property] != nil { continue }
            updateType { $0.initStores[label] = property }
        }
    }
}

extension FactCollector {
    /// A present from the owner itself, as a graph edge: UIKit's on `self`, swift-modals'
    /// through its own presenter.
    func addPresentEdge(_ present: PresentFact) {
        guard present.owner != nil, present.target != .unknown else { return }
        switch present.via {
        case .uikit where present.onSelf:
            var style: String?
            if case .some(.some(let written)) = present.presented.uikitStyle { style = written }
            updateType { $0.edges.append(GraphEdge(kind: .presents(style: style), target: present.target, range: present.range, file: "")) }
        case .modals where present.ownPresenter:
            updateType { $0.edges.append(GraphEdge(kind: .modal, target: present.target, range: present.range, file: "")) }
        default:
            break
        }
    }
}
