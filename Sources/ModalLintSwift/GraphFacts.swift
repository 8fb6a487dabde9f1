import ModalLint

/// A view controller value as the code makes it: its type and the view controllers it is
/// made with, as far as one function shows. Built from syntax only: a name stands for what
/// was assigned to it, never for what its spelling suggests.
indirect enum ViewValue: Sendable, Equatable {
    /// `T(label: value, ...)`: the arguments that are values this front end can follow
    /// (view controllers made in place, locals holding one, the owner's properties), by label
    /// (`""` for an unlabeled one), and the values given to it after it was made (a local's
    /// `viewControllers = [...]`, `pushViewController(_:)` on it).
    case made(type: String, arguments: [ValueArgument], range: SourceRange)
    /// `x` or `self.x` where `x` is not a local: a stored property of the type the code is in.
    case property(String)
    /// A parameter of an initializer of the type: the value given under this argument label
    /// where the type is made (`RootViewController(content: HomeViewController())`).
    case argument(String)
    /// `[a, b]`: an array literal (`viewControllers = [...]`).
    case list([ViewValue])
    /// Anything else: a parameter, a call's result, a value from another type.
    case unknown

    /// Values nest at most this deep: what a user writes cannot make the walks below deeper.
    static let maxDepth = 8

    var madeType: String? {
        if case .made(let type, _, _) = self { return type }
        return nil
    }

    /// The values given under `label` (a list's elements one by one).
    func values(labelled label: String) -> [ViewValue] {
        guard case .made(_, let arguments, _) = self else { return [] }
        var result: [ViewValue] = []
        for argument in arguments where argument.label == label {
            if case .list(let elements) = argument.value { result += elements } else { result.append(argument.value) }
        }
        return result
    }

    /// The same value with `value` given under `label` too (a local configured after it was made).
    func adding(_ value: ViewValue, label: String) -> ViewValue {
        guard case .made(let type, var arguments, let range) = self else { return self }
        arguments.append(ValueArgument(label: label, value: value))
        return .made(type: type, arguments: arguments, range: range)
    }

    /// The same value with what it holds under `label` replaced (`viewControllers = [...]`).
    func replacing(_ label: String, with value: ViewValue) -> ViewValue {
        guard case .made(let type, var arguments, let range) = self else { return self }
        arguments.removeAll { $0.label == label }
        arguments.append(ValueArgument(label: label, value: value))
        return .made(type: type, arguments: arguments, range: range)
    }
}

struct ValueArgument: Sendable, Equatable {
    var label: String
    var value: ViewValue
}

/// What a type does with another view controller, as its code shows: the edges of the
/// presentation graph (`PresentationGraph`).
struct GraphEdge: Sendable {
    enum Kind: Sendable, Equatable {
        /// `addChild(_:)` (contained), or its view added without `addChild(_:)` (not contained).
        case child(contained: Bool)
        /// `navigationController?.pushViewController(_:animated:)` or `show(_:sender:)`: the
        /// value joins the navigation stack this view controller is in.
        case push
        /// UIKit `present(_:animated:)` from this view controller, with the style set on the
        /// value where it is presented (nil: not set, or not a literal).
        case presents(style: String?)
        /// swift-modals `modalPresenter.present(_:style:)` from this view controller.
        case modal
    }
    var kind: Kind
    var target: ViewValue
    var range: SourceRange
    var file: String
}

/// `window.rootViewController = value`, where the code shows `window` to be a `UIWindow`.
struct WindowRootFact: Sendable {
    enum Window: Sendable, Equatable {
        /// A stored property of the owner; its declared type is checked with the index.
        case property(owner: String, name: String)
        /// A local made with `UIWindow(...)` (or declared as one), named by where it is declared.
        case local(String)
    }
    var window: Window
    var value: ViewValue
    var range: SourceRange
    var file: String
    var member: String
}

/// One statement of a method, as far as a ModalLifetime kept in a property or local goes:
/// the method's top-level statements in order (`DoubleDismissCheck`).
enum TokenEvent: Sendable {
    /// `token.dismiss()` or `token?.dismiss()`.
    case dismiss(String, SourceRange)
    /// `token = ...` (nil or a new token): what was dismissed before is not this token.
    case assign(String)
    /// A method of the same type called with no arguments (`closeEditor()`), to be read one level deep.
    case call(String, SourceRange)
    /// Anything that may leave the method early or repeat (a `return`, a `throw`, a loop) ends
    /// what the sequence proves.
    case barrier
}

extension FileFacts {
    /// Names the file in the facts that the index carries to other files' writes.
    mutating func setFile(_ file: String) {
        for at in windowRoots.indices { windowRoots[at].file = file }
        for at in types.indices {
            for edge in types[at].edges.indices { types[at].edges[edge].file = file }
            for token in types[at].tokenPresents.keys { types[at].tokenPresents[token]?.file = file }
        }
    }
}
