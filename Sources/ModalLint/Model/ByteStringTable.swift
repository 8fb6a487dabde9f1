/// Numbers distinct byte strings 0, 1, 2, ... in the order they are first inserted. Open
/// addressing on a hash of the bytes a word at a time (`wordHash`), then a byte compare: no
/// `Hasher` (SipHash, seeded per table), no allocation per lookup, nothing reference counted
/// per lookup (the strings' bytes are in one array). Strings are equal here when their bytes
/// are, not by Swift's canonical equivalence. What `ClassNames` interns class names with
/// (as the decoder always did, by the scalar's bytes), and call names number their ASCII
/// words with (`WordNumbers`).
struct ByteStringTable: Sendable {
    /// The strings' bytes back to back: string `i` is `bytes[starts[i]..<starts[i + 1]]`.
    private var bytes: [UInt8] = []
    private var starts: [Int] = [0]
    private var hashes: [UInt64] = []
    /// Indices of strings, -1 for an empty slot; the count is a power of two, kept at least
    /// twice the number of strings.
    private var slots: [Int32]

    init(initialSlots: Int = 64) {
        var size = 16
        while size < initialSlots { size *= 2 }
        slots = [Int32](repeating: -1, count: size)
    }

    var count: Int { hashes.count }

    /// The number of the string these bytes spell, if it was inserted.
    func index(of text: UnsafeBufferPointer<UInt8>) -> Int? {
        index(of: text, hash: Self.wordHash(text))
    }

    private func index(of text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] >= 0 {
            let index = Int(slots[slot])
            if hashes[index] == hash, starts[index + 1] - starts[index] == text.count,
               bytes.withUnsafeBufferPointer({
                   UnsafeBufferPointer(rebasing: $0[starts[index]..<starts[index + 1]]).hasSameBytes(as: text)
               }) {
                return index
            }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// The number of these bytes' string, given the next number if it is new.
    mutating func insert(_ text: UnsafeBufferPointer<UInt8>) -> (index: Int, inserted: Bool) {
        let hash = Self.wordHash(text)
        if let known = index(of: text, hash: hash) { return (known, false) }
        bytes.append(contentsOf: text)
        starts.append(bytes.count)
        hashes.append(hash)
        if hashes.count * 2 > slots.count {
            slots = [Int32](repeating: -1, count: slots.count * 2)
            for index in hashes.indices { place(index) }
        } else {
            place(hashes.count - 1)
        }
        return (hashes.count - 1, true)
    }

    /// String `index`'s bytes as a String.
    func string(at index: Int) -> String {
        String(decoding: bytes[starts[index]..<starts[index + 1]], as: UTF8.self)
    }

    /// The same for a String's UTF-8 (read in place for a native string).
    mutating func insert(_ text: String) -> (index: Int, inserted: Bool) {
        var text = text
        return text.withUTF8 { insert($0) }
    }

    /// A hash of the bytes eight at a time, for the table only (nothing outside it sees the
    /// value): FNV-1a's multiply per byte makes a chain as long as the string, on every lookup.
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
