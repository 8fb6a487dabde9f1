/// FNV-1a, 64 bits, over bytes: the one byte hash of the project. Short inputs, no allocation,
/// no `Hasher` (whose seed changes from run to run): the class-name table and the exclude
/// globs' tables key on it, and SARIF fingerprints print it, so its values are a contract.
enum FNV1a {
    static func hash<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        return hash
    }
}
