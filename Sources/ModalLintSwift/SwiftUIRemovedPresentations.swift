import ModalLint
import SwiftSyntax

/// A presentation modifier written in a branch (`if`, `else`, a `switch` case) that the action
/// raising its binding ends: the fact `swiftui/presentation-removed-by-opener` reads. The branch's
/// condition and the action's assignments are read as the compiler reads them (literals,
/// `!`, `&&`, `||`, `==`, `!=`, `if let`, a `switch` over enum cases), and the condition is
/// evaluated with three values: only one that the assignments make certainly false counts.
/// Anything else (a call, a model's property, a value the syntax does not tell) is unknown, and
/// unknown is silent.
enum SwiftUIRemovedPresentations {
    /// A value an action assigns, as far as its syntax tells.
    enum Assigned: Sendable, Equatable {
        /// `some`: not `nil`, its value unknown (an item binding when it presents).
        case bool(Bool), none, enumCase(String), literal(String), some, toggled, other

        /// A value known not to be `nil`.
        var isSome: Bool? {
            switch self {
            case .none: false
            case .bool, .enumCase, .literal, .some: true
            case .toggled, .other: nil
            }
        }

        init(_ expression: ExprSyntax) {
            if let boolean = expression.as(BooleanLiteralExprSyntax.self) {
                self = .bool(boolean.literal.tokenKind == .keyword(.true))
            } else if expression.is(NilLiteralExprSyntax.self) {
                self = .none
            } else if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
                self = .enumCase(member.declName.baseName.text)
            } else if expression.is(IntegerLiteralExprSyntax.self) {
                self = .literal(expression.trimmedSourceText)
            } else if let string = expression.as(StringLiteralExprSyntax.self),
                      string.segments.allSatisfy({ $0.is(StringSegmentSyntax.self) }) {
                self = .literal(string.trimmedSourceText)
            } else {
                self = .other
            }
        }

        /// Whether two values are equal: nil when the syntax does not tell.
        func equals(_ other: Assigned) -> Bool? {
            switch (self, other) {
            case (.none, .none): return true
            case (.none, _): return other.isSome.map { !$0 }
            case (_, .none): return isSome.map { !$0 }
            case (.bool(let left), .bool(let right)): return left == right
            case (.enumCase(let left), .enumCase(let right)): return left == right
            case (.literal(let left), .literal(let right)): return left == right
            default: return nil
            }
        }
    }

    /// One statement list's assignments (`name = value`, `name.toggle()`), the last one per name.
    typealias Action = [String: Assigned]

    /// A branch's condition, as far as it is read.
    indirect enum Condition: Sendable {
        case name(String), not(Condition), and([Condition]), or([Condition])
        case equals(String, Assigned, negated: Bool)
        /// `if let x` or `if let y = x`.
        case bound(String)
        /// A `switch` over `x` whose matched case is one of these enum cases.
        case matches(String, cases: [String])
        case unknown

        /// The names it reads.
        var names: [String] {
            var found: [String] = []
            var pending = [self]
            while let condition = pending.popLast() {
                switch condition {
                case .name(let name), .bound(let name), .equals(let name, _, _), .matches(let name, _): found.append(name)
                case .not(let inner): pending.append(inner)
                case .and(let parts), .or(let parts): pending += parts
                case .unknown: break
                }
            }
            return found
        }

        /// Its value once `action` has run: nil when the assignments do not decide it.
        func value(after action: Action) -> Bool? {
            switch self {
            case .name(let name):
                if case .bool(let value)? = action[name] { return value }
                return nil
            case .not(let inner): return inner.value(after: action).map { !$0 }
            case .and(let parts):
                let values = parts.map { $0.value(after: action) }
                if values.contains(false) { return false }
                return values.allSatisfy { $0 == true } ? true : nil
            case .or(let parts):
                let values = parts.map { $0.value(after: action) }
                if values.contains(true) { return true }
                return values.allSatisfy { $0 == false } ? false : nil
            case .equals(let name, let literal, let negated):
                guard let assigned = action[name], let equal = assigned.equals(literal) else { return nil }
                return equal != negated
            case .bound(let name): return action[name]?.isSome
            case .matches(let name, let cases):
                guard case .enumCase(let value)? = action[name] else { return nil }
                return cases.contains(value)
            case .unknown: return nil
            }
        }

        /// `x` or `!x` (any number of `!`): the name, when the condition is one flag read as is.
        var flagRead: String? {
            var current = self
            for _ in 0..<8 {
                switch current {
                case .name(let name): return name
                case .not(let inner): current = inner
                default: return nil
                }
            }
            return nil
        }
    }

    /// The modifier's view is shown while `condition` has the value `holds`.
    struct Requirement: Sendable {
        var condition: Condition
        var holds: Bool

        /// The names whose assignment in `action` ends the branch; empty when it stays (or
        /// that is unknown). A toggled flag read as is (`if x`, `if !x`) flips what holds now.
        func ended(by action: Action) -> [String] {
            let read = Set(condition.names).filter { action[$0] != nil }
            guard !read.isEmpty else { return [] }
            if let flag = condition.flagRead, action[flag] == .toggled { return [flag] }
            // Each condition of a shown `if` holds now: one read as is and toggled no longer does.
            if holds, case .and(let parts) = condition,
               let flag = parts.lazy.compactMap(\.flagRead).first(where: { action[$0] == .toggled }) {
                return [flag]
            }
            guard let value = condition.value(after: action), value != holds else { return [] }
            return read.sorted()
        }
    }

    /// Conditions nested deeper than this are not read (unknown): bounds the work input can ask.
    static let maxDepth = 8

    // MARK: - Reading the syntax

    /// Adds one change to what a statement list assigns (the last value per name).
    static func record(_ name: String, _ value: ExprSyntax?, into action: inout Action) {
        if let value {
            action[name] = Assigned(value)
        } else {
            // A second toggle undoes the first: unknown from here on.
            action[name] = action[name] == nil ? .toggled : .other
        }
    }

    /// The branches the modifier's view is in, innermost first, up to the declaration that holds
    /// it. A condition reading a name that a closure's, a function's or an `if let`'s parameter
    /// declares between it and the type is dropped (that name is not the view's state).
    static func requirements(of modifier: FunctionCallExprSyntax) -> [Requirement] {
        var found: [Requirement] = []
        var current = Syntax(modifier)
        while let parent = current.parent {
            if parent.is(MemberBlockItemSyntax.self) || parent.is(SourceFileSyntax.self) { break }
            if let choice = parent.as(IfExprSyntax.self) {
                drop(&found, declaredBy: boundNames(choice.conditions))
                if current.keyPathInParent == \IfExprSyntax.body {
                    found.append(Requirement(condition: condition(choice.conditions), holds: true))
                } else if current.keyPathInParent == \IfExprSyntax.elseBody {
                    found.append(Requirement(condition: condition(choice.conditions), holds: false))
                }
            } else if let entry = parent.as(SwitchCaseSyntax.self), current.keyPathInParent == \SwitchCaseSyntax.statements,
                      let choice = parent.parent?.parent?.as(SwitchExprSyntax.self) {
                if let requirement = requirement(entry, of: choice) { found.append(requirement) }
            } else if let closure = parent.as(ClosureExprSyntax.self) {
                drop(&found, declaredBy: parameterNames(closure))
            } else if let function = parent.as(FunctionDeclSyntax.self) {
                drop(&found, declaredBy: function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
            } else if let list = parent.as(CodeBlockItemListSyntax.self), !found.isEmpty {
                // Locals declared before the statement holding the view.
                var locals: [String] = []
                for item in list {
                    if item.id == current.id { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    locals += declaration.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
                }
                drop(&found, declaredBy: locals)
            }
            current = parent
        }
        return found
    }

    private static func drop(_ requirements: inout [Requirement], declaredBy names: [String]) {
        guard !names.isEmpty, !requirements.isEmpty else { return }
        let declared = Set(names)
        requirements.removeAll { !declared.isDisjoint(with: $0.condition.names) }
    }

    private static func parameterNames(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: return names.map(\.name.text)
        case .parameterClause(let clause)?: return clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: return []
        }
    }

    /// The names an `if let`/`if var` declares.
    private static func boundNames(_ conditions: ConditionElementListSyntax) -> [String] {
        conditions.compactMap { $0.condition.as(OptionalBindingConditionSyntax.self)?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// A `switch` case over a state name: shown while the subject is one of its enum cases (a
    /// `default` while it is none of the others' cases). Patterns with values, `where`
    /// clauses or `@unknown` cases make it unknown.
    private static func requirement(_ entry: SwitchCaseSyntax, of choice: SwitchExprSyntax) -> Requirement? {
        guard let subject = SwiftUIPresentationCollector.assignedName(choice.subject) else { return nil }
        func cases(_ label: SwitchCaseSyntax) -> [String]? {
            guard case .case(let items) = label.label else { return nil }
            var names: [String] = []
            for item in items.caseItems {
                guard item.whereClause == nil, let pattern = item.pattern.as(ExpressionPatternSyntax.self),
                      let member = pattern.expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
                names.append(member.declName.baseName.text)
            }
            return names
        }
        if let own = cases(entry) { return Requirement(condition: .matches(subject, cases: own), holds: true) }
        guard case .default = entry.label, entry.attribute == nil else { return nil }
        var others: [String] = []
        for other in choice.cases {
            guard let label = other.as(SwitchCaseSyntax.self) else { return nil }
            if label.id == entry.id { continue }
            guard let names = cases(label) else { return nil }
            others += names
        }
        return Requirement(condition: .matches(subject, cases: others), holds: false)
    }

    /// An `if`'s conditions: all of them hold.
    static func condition(_ conditions: ConditionElementListSyntax) -> Condition {
        let parts = conditions.map { element -> Condition in
            switch element.condition {
            case .expression(let expression): return condition(expression, depth: 0)
            case .optionalBinding(let binding):
                let source = binding.initializer?.value
                if let source { return SwiftUIPresentationCollector.assignedName(source).map(Condition.bound) ?? .unknown }
                return binding.pattern.as(IdentifierPatternSyntax.self).map { .bound($0.identifier.text) } ?? .unknown
            default: return .unknown
            }
        }
        return parts.count == 1 ? parts[0] : .and(parts)
    }

    static func condition(_ expression: ExprSyntax, depth: Int) -> Condition {
        guard depth < maxDepth else { return .unknown }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return condition(only.expression, depth: depth + 1)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return .not(condition(prefix.expression, depth: depth + 1))
        }
        if let name = SwiftUIPresentationCollector.assignedName(expression) { return .name(name) }
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return .unknown }
        let elements = Array(sequence.elements)
        // Unfolded `a || b && c == .x`: `||` binds loosest, then `&&`, then the comparisons.
        func operatorText(_ element: ExprSyntax) -> String? { element.as(BinaryOperatorExprSyntax.self)?.operator.text }
        func split(_ items: ArraySlice<ExprSyntax>, at text: String) -> [ArraySlice<ExprSyntax>] {
            var parts: [ArraySlice<ExprSyntax>] = []
            var start = items.startIndex
            for index in items.indices where operatorText(items[index]) == text {
                parts.append(items[start..<index])
                start = index + 1
            }
            parts.append(items[start..<items.endIndex])
            return parts
        }
        func comparison(_ items: ArraySlice<ExprSyntax>) -> Condition {
            let items = Array(items)
            if items.count == 1 { return condition(items[0], depth: depth + 1) }
            guard items.count == 3, let text = operatorText(items[1]), text == "==" || text == "!=" else { return .unknown }
            for (side, other) in [(items[0], items[2]), (items[2], items[0])] {
                if let name = SwiftUIPresentationCollector.assignedName(side) {
                    let literal = Assigned(other)
                    guard literal != .other else { continue }
                    return .equals(name, literal, negated: text == "!=")
                }
            }
            return .unknown
        }
        let alternatives = split(elements[...], at: "||").map { alternative -> Condition in
            let all = split(alternative, at: "&&").map(comparison)
            return all.count == 1 ? all[0] : .and(all)
        }
        return alternatives.count == 1 ? alternatives[0] : .or(alternatives)
    }
}
