/// Eight bytes of text as one word, tested without a loop over them: the zero-byte test that
/// JSON quoting, `replacingASCII` and the snippet stream's line count share.
enum ByteWords {
    /// `byte` in each of a word's eight bytes.
    @inline(__always) static func repeating(_ byte: UInt8) -> UInt64 {
        UInt64(byte) &* 0x0101_0101_0101_0101
    }

    /// The top bit of each byte of `word` that is zero, and no other bit: exact, so that its
    /// bits count the zero bytes (a byte's low seven bits plus 0x7F carry into its top bit
    /// unless all are zero; the byte's own top bit rules out the rest).
    @inline(__always) static func zeroBytes(_ word: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & low7) &+ low7) | word | low7)
    }

    /// Not zero exactly when a byte of `word` is the byte `repeated` repeats (`repeating(_:)`);
    /// its bits past the first such byte may be wrong. One operation less than `zeroBytes`:
    /// subtracting 1 from each byte borrows out of the first zero one where it had no top bit
    /// (JSON quoting asks it of every eight bytes of a report's strings, two bytes at a time).
    @inline(__always) static func matches(_ word: UInt64, _ repeated: UInt64) -> UInt64 {
        let matched = word ^ repeated
        return (matched &- repeating(1)) & ~matched & 0x8080_8080_8080_8080
    }

    /// Whether a byte of `word` is the byte `repeated` repeats.
    @inline(__always) static func contains(_ word: UInt64, _ repeated: UInt64) -> Bool {
        matches(word, repeated) != 0
    }
}
