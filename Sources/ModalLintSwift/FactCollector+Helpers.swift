import ModalLint
import SwiftSyntax

/// One level into helpers: a method that presents what its caller passes (a view controller,
/// or the style of the alert it makes), judged at each call with what the caller passes.
enum HelperArgument: Sendable {
    case local(String)
    case actionSheetStyle
}

extension FactCollector {
    /// The identifiers of a condition, for `Scope.conditionNames`.
    func noteConditionNames(_ condition: some SyntaxProtocol) {
        guard scopes.count > 1 else { return }
        for token in condition.tokens(viewMode: .sourceAccurate) {
            if case .identifier = token.tokenKind { scopes[scopes.count - 1].conditionNames.insert(token.sourceText) }
        }
    }

    /// `s` of `preferredStyle: s` where `s` is a parameter of the function.
    func styleParameter(_ value: ExprSyntax) -> String? {
        guard scopes.count > 1, let call = value.as(FunctionCallExprSyntax.self),
              let style = call.arguments.first(where: { $0.label?.sourceText == "preferredStyle" }),
              let name = style.expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
              scopes[scopes.count - 1].parameters[name] != nil else { return nil }
        return name
    }

    /// A UIKit present on `self` of a parameter, or of a local made with a parameter's style:
    /// the method is a helper its callers decide for.
    func notePresentHelper(_ present: PresentFact, local: String?, in scope: Scope) {
        guard present.via == .uikit, present.onSelf, present.owner != nil, !scope.signature.isEmpty else { return }
        var kind: PresentHelper.Kind?
        var value: String?
        if let parameter = present.presentedParameter, let position = scope.parameterPositions[parameter] {
            kind = .presentsArgument(position)
            value = parameter
        } else if let local, let style = scope.styleParameters[local], let position = scope.parameterPositions[style],
                  let type = scope.locals[local]?.type {
            kind = .makesWithStyle(type: type, position: position)
            value = local
        }
        guard let kind, let value else { return }
        let passedOn = (scope.uses[value]?.plain ?? 0) > 1
        let decides = passedOn || scope.checksIdiom || scope.popoverTouched.contains(value) || scope.styleSet[value] != nil
        var helper = PresentHelper(kind: kind, decidesItself: decides)
        helper.namesAsked = present.namesAsked
        let signature = scope.signature
        updateType { $0.presentHelpers[signature] = helper }
    }

    /// `f(sheet)` or `self.f(style: .actionSheet)`: a call of a method of the owner's with a
    /// local view controller or the action-sheet style among its arguments.
    func collectHelperCall(_ node: FunctionCallExprSyntax, name: String, base: ExprSyntax?) {
        guard scopes.count > 1, currentType != nil, Self.isSelf(base), node.trailingClosure == nil,
              let first = name.first, first.isLowercase else { return }
        let scope = scopes[scopes.count - 1]
        var arguments: [Int: HelperArgument] = [:]
        var labels = ""
        for (position, argument) in node.arguments.enumerated() {
            labels += (argument.label?.sourceText ?? "_") + ":"
            let expression = argument.expression
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil,
               member.declName.baseName.sourceText == "actionSheet" {
                arguments[position] = .actionSheetStyle
            } else if let local = expression.as(DeclReferenceExprSyntax.self)?.baseName.sourceText,
                      scope.locals[scope.key(local)]?.type != nil {
                arguments[position] = .local(scope.key(local))
            }
        }
        guard !arguments.isEmpty else { return }
        scopes[scopes.count - 1].pendingHelperCalls.append((name + "(" + labels + ")", arguments, lines.range(node),
                                                           node.position.utf8Offset))
    }

    /// The scope's helper calls with what each local argument is where the call is made.
    func flushHelperCalls(_ scope: Scope) {
        guard let owner = currentType else { return }
        for call in scope.pendingHelperCalls {
            var arguments: [Int: HelperCallFact.Argument] = [:]
            for (position, argument) in call.arguments {
                switch argument {
                case .actionSheetStyle:
                    arguments[position] = .actionSheetStyle
                case .local(let key):
                    guard let known = scope.locals[key], let type = known.type else { continue }
                    // Passed here and nowhere else: what the caller did to it is all it has.
                    let escapes = (scope.uses[key]?.plain ?? 0) > 1
                    let anchored: Bool? = escapes || anchors(key, at: call.offset, in: scope) || scope.styleSet[key] != nil ? nil : false
                    arguments[position] = .controller(type: type, actionSheet: known.actionSheet, anchored: anchored)
                }
            }
            facts.helperCalls.append(HelperCallFact(owner: owner, member: scope.member, callee: call.callee, arguments: arguments,
                                                    range: call.range, checksIdiom: scope.checksIdiom,
                                                    namesAsked: scope.conditionNames.sorted()))
        }
    }
}
