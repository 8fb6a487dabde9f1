/// Interns view-controller class names: one shared `ViewControllerClass` per distinct name.
/// A name already seen is found from the scalar's bytes, so the common case makes no
/// String: a snapshot names each of its few hundred classes thousands of times. The table
/// is open addressing on an FNV-1a hash of the bytes, then a byte compare: no `Hasher`, no
/// allocation per lookup, and no reference counted (the names are in one array, not an array
/// each, which cost a count up and down per lookup).
struct ClassNames {
    private var classes: [ViewControllerClass] = []
    /// The names' bytes back to back: name `i` is `nameBytes[nameStart[i]..<nameStart[i + 1]]`.
    private var nameBytes: [UInt8] = []
    private var nameStart: [Int] = [0]
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
            if hashes[index] == hash, nameStart[index + 1] - nameStart[index] == bytes.count,
               nameBytes.withUnsafeBufferPointer({
                   UnsafeBufferPointer(rebasing: $0[nameStart[index]..<nameStart[index + 1]]).hasSameBytes(as: bytes)
               }) {
                return classes[index]
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The same for `bytes[span]` (a document's scalar). Not `withScalarBytes(_, existing)`:
    /// the method as a closure copied the table, four references counted up and down per call.
    func existing(in bytes: [UInt8], _ span: Range<Int>) -> ViewControllerClass? {
        bytes.withUnsafeBufferPointer { existing(UnsafeBufferPointer(rebasing: $0[span])) }
    }

    mutating func intern(_ name: String) -> ViewControllerClass {
        let utf8 = Array(name.utf8)
        if let known = utf8.withUnsafeBufferPointer(existing) { return known }
        let made = ViewControllerClass(name)
        classes.append(made)
        nameBytes.append(contentsOf: utf8)
        nameStart.append(nameBytes.count)
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
