/// Interns view-controller class names: one shared `ViewControllerClass` per distinct name.
/// A name already seen is found from the scalar's bytes, so the common case makes no
/// String: a snapshot names each of its few hundred classes thousands of times. The table
/// is open addressing on a hash of the bytes a word at a time (`wordHash`), then a byte
/// compare: no `Hasher`, no allocation per lookup, and no reference counted (the names are in
/// one array, not an array each, which cost a count up and down per lookup).
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
        let hash = Self.wordHash(bytes)
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
        hashes.append(utf8.withUnsafeBufferPointer(Self.wordHash))
        if classes.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for index in classes.indices { place(index) }
        } else {
            place(classes.count - 1)
        }
        return made
    }

    /// A hash of the bytes eight at a time, for the table only (nothing outside it sees the
    /// value): FNV-1a's multiply per byte makes a chain as long as the name, on every lookup.
    static func wordHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        guard let base = bytes.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            hash = (hash ^ word) &* multiplier
            hash ^= hash >> 29
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < bytes.count {
            tail |= UInt64(base[offset]) << shift
            shift += 8
            offset += 1
        }
        hash = (hash ^ tail) &* multiplier
        return hash ^ (hash >> 32)
    }

    private mutating func place(_ index: Int) {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hashes[index]) & mask
        while slots[slot] >= 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(index)
    }
}
