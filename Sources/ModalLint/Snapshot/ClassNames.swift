/// Interns view-controller class names: one shared `ViewControllerClass` per distinct name.
/// A name already seen is found from the scalar's bytes (a byte hash, then a byte compare),
/// so the common case makes no String: a snapshot names each of its few hundred classes
/// thousands of times.
struct ClassNames {
    private var byHash: [UInt64: [(utf8: [UInt8], class: ViewControllerClass)]] = [:]

    /// The class these bytes spell, if one was interned before.
    func existing(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewControllerClass? {
        byHash[Self.hash(bytes)]?.first { entry in
            entry.utf8.withUnsafeBufferPointer { $0.hasSameBytes(as: bytes) }
        }?.class
    }

    mutating func intern(_ name: String) -> ViewControllerClass {
        let utf8 = Array(name.utf8)
        let hash = utf8.withUnsafeBufferPointer(Self.hash)
        if let known = byHash[hash]?.first(where: { $0.utf8 == utf8 }) { return known.class }
        let made = ViewControllerClass(name)
        byHash[hash, default: []].append((utf8, made))
        return made
    }

    /// FNV-1a, 64 bits: short inputs, no allocation, good enough spread for a few hundred keys.
    private static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        return hash
    }
}
