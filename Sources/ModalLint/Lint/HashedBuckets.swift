/// Buckets of values under 64-bit hashes the caller has already computed (`GlobSet`'s FNV-1a of
/// a segment's bytes), in an open-addressing table indexed by the hash itself: a lookup hashes
/// nothing again. (A `Dictionary` keyed by the hash would run each key through SipHash once
/// more, for every segment of every path.) Equal hashes share a bucket; the caller checks each
/// candidate in full.
struct HashedBuckets<Value: Sendable>: Sendable {
    private var hashes: [UInt64] = []
    private var buckets: [[Value]] = []
    /// 1 + the index of the bucket a slot holds, 0 for an empty slot; a power of two in size,
    /// kept at most half full.
    private var slots: [Int32] = []

    var isEmpty: Bool { hashes.isEmpty }

    /// The values added under `hash`, if any.
    subscript(hash: UInt64) -> [Value]? {
        guard let at = index(of: hash) else { return nil }
        return buckets[at]
    }

    mutating func append(_ value: Value, under hash: UInt64) {
        if let at = index(of: hash) {
            buckets[at].append(value)
            return
        }
        hashes.append(hash)
        buckets.append([value])
        if slots.count < 2 * hashes.count { rebuild(size: max(16, 4 * hashes.count)) } else { place(hashes.count - 1) }
    }

    private func index(of hash: UInt64) -> Int? {
        guard !slots.isEmpty else { return nil }
        let mask = slots.count - 1
        var slot = Self.start(hash, mask)
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if hashes[entry - 1] == hash { return entry - 1 }
            slot = (slot + 1) & mask
        }
    }

    private mutating func place(_ bucket: Int) {
        let mask = slots.count - 1
        var slot = Self.start(hashes[bucket], mask)
        while slots[slot] != 0 { slot = (slot + 1) & mask }
        slots[slot] = Int32(bucket + 1)
    }

    private mutating func rebuild(size: Int) {
        var power = 16
        while power < size { power *= 2 }
        slots = [Int32](repeating: 0, count: power)
        for bucket in hashes.indices { place(bucket) }
    }

    /// The high half folded in: FNV-1a's low bits alone follow only the bytes' low bits.
    private static func start(_ hash: UInt64, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: hash ^ (hash >> 32)) & mask
    }
}
