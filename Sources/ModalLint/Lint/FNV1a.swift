/// FNV-1a, 64 bits, over bytes: the one byte hash of the project. Short inputs, no allocation,
/// no `Hasher` (whose seed changes from run to run): the class-name table and the exclude
/// globs' tables key on it, and SARIF fingerprints print it, so its values are a contract.
enum FNV1a {
    static let offsetBasis: UInt64 = 0xcbf2_9ce4_8422_2325

    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash = offsetBasis
        combine(bytes, into: &hash)
        return hash
    }

    /// Continues `hash` over `bytes`: hashing parts in turn equals hashing them joined.
    static func combine<Bytes: Sequence<UInt8>>(_ bytes: Bytes, into hash: inout UInt64) {
        // A String's UTF-8 read in place: through its view it would go byte by byte, and a
        // SARIF fingerprint hashes a finding's rule, file and logical location.
        let start = hash
        if let contiguous = bytes.withContiguousStorageIfAvailable({ buffer in
            var hash = start
            for byte in buffer { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash
        }) {
            hash = contiguous
            return
        }
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
