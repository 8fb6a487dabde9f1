/// Stores an optional value out of line: nil costs one word, not the value's full size.
/// Used for parts of a view controller most nodes lack, so that 1,000,000 of them stay
/// small. Value semantics: the box is copied before it is written when shared.
@propertyWrapper
public struct Boxed<Value: Sendable>: Sendable {
    final class Storage: @unchecked Sendable {
        // Only mutated through `wrappedValue`'s setter and `update`, after a uniqueness check:
        // no access can overlap a write, so none is checked at run time.
        @exclusivity(unchecked) var value: Value
        init(_ value: Value) { self.value = value }
    }
    /// Read one field in place through it (`_x.storage?.value.field`): `wrappedValue` copies
    /// the whole value out first, retaining every reference in it.
    private(set) var storage: Storage?

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

    /// Whether there is a value, without copying it out.
    var isEmpty: Bool { storage == nil }

    /// The box, made first when there is none (from `initial`) or when it is shared: a
    /// `_modify` accessor yields a field of its value, changed in place.
    mutating func uniqueStorage(default initial: @autoclosure () -> Value) -> Storage {
        if storage == nil {
            storage = Storage(initial())
        } else if !isKnownUniquelyReferenced(&storage!) {
            storage = Storage(storage!.value)
        }
        return storage!
    }

    /// Changes the value in place, boxing `initial` first when there is none: unlike a
    /// get-change-set, it copies nothing when the box is not shared.
    mutating func update(default initial: @autoclosure () -> Value, _ change: (inout Value) -> Void) {
        change(&uniqueStorage(default: initial()).value)
    }
}

extension Boxed: Equatable where Value: Equatable {
    public static func == (lhs: Boxed, rhs: Boxed) -> Bool { lhs.wrappedValue == rhs.wrappedValue }
}

extension Boxed: Hashable where Value: Hashable {
    public func hash(into hasher: inout Hasher) { hasher.combine(wrappedValue) }
}
