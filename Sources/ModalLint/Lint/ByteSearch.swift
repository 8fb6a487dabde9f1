#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension UnsafeBufferPointer<UInt8> {
    /// Byte equality through `memcmp` (vectorized; a byte loop costs several instructions a byte).
    public func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard count > 0, let base = baseAddress, let otherBase = other.baseAddress else { return true }
        return memcmp(base, otherBase, count) == 0
    }

    /// Every index that holds `byte`, ascending, found with `memchr` (vectorized: a byte loop
    /// takes several instructions a byte).
    public func indices(of byte: UInt8) -> [Int] {
        var result: [Int] = []
        guard let base = baseAddress else { return result }
        var from = 0
        while from < count, let found = memchr(base + from, Int32(byte), count - from) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            result.append(index)
            from = index + 1
        }
        return result
    }

    /// Whether `needle` occurs in these bytes.
    func contains(bytes needle: UnsafeBufferPointer<UInt8>) -> Bool {
        firstOffset(of: needle) != nil
    }

    /// Where `needle` first occurs in these bytes (0 for an empty one): `memchr` to each
    /// candidate first byte, `memcmp` for the rest (both vectorized; a byte loop costs several
    /// instructions a byte).
    func firstOffset(of needle: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let needleBase = needle.baseAddress, let first = needle.first else { return 0 }
        guard let base = baseAddress, count >= needle.count else { return nil }
        let lastStart = count - needle.count
        var from = 0
        while from <= lastStart, let found = memchr(base + from, Int32(first), lastStart - from + 1) {
            let index = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needleBase, needle.count) == 0 { return index }
            from = index + 1
        }
        return nil
    }
}
