/// Interns view-controller class names: one shared `ViewControllerClass` per distinct name.
/// A name already seen is found from the scalar's bytes, so the common case makes no
/// String: a snapshot names each of its few hundred classes thousands of times. The table
/// is open addressing on an FNV-1a hash of the bytes, then a byte compare: no `Hasher`, no
/// allocation per lookup.
struct ClassNames {
    private var classes: [ViewControllerClass] = []
    private var names: [[UInt8]] = []
    private var hashes: [UInt64] = []
    /// Indices into `classes`, -1 for an empty slot; the count is a power of two.
    private var slots = [Int32](repeating: -1, count: 1024)

    /// The class these bytes spell, if one was interned before.
    func existing(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewControllerClass? {
        let hash = FNV1a.hash(bytes)
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, names[index].withUnsafeBufferPointer({ $0.hasSameBytes(as: bytes) }) {
                return classes[index]
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    mutating func intern(_ name: String) -> ViewControllerClass {
        let utf8 = Array(name.utf8)
        if let known = utf8.withUnsafeBufferPointer(existing) { return known }
        let made = ViewControllerClass(name)
        classes.append(made)
        names.append(utf8)
        hashes.append(FNV1a.hash(utf8))
        if classes.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for index in classes.indices { place(index) }
        } else {
            place(classes.count - 1)
        }
        return made
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[index]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }
}
