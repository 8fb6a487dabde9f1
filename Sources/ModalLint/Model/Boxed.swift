/// Stores an optional value out of line: nil costs one word, not the value's full size.
/// Used for parts of a view controller most nodes lack, so that 1,000,000 of them stay
/// small. Value semantics: the box is copied before it is written when shared.
@propertyWrapper
public struct Boxed<Value: Sendable>: Sendable {
    private final class Storage: @unchecked Sendable {
        // Only mutated through `wrappedValue`'s setter after a uniqueness check.
        var value: Value
        init(_ value: Value) { self.value = value }
    }
    private var storage: Storage?

    public init(wrappedValue: Value?) {
        storage = wrappedValue.map(Storage.init)
    }

    public var wrappedValue: Value? {
        get { storage?.value }
        set {
            guard let newValue else {
                storage = nil
                return
            }
            if storage != nil, isKnownUniquelyReferenced(&storage!) {
                storage!.value = newValue
            } else {
                storage = Storage(newValue)
            }
        }
    }
}

extension Boxed: Equatable where Value: Equatable {
    public static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Boxed: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
