extension String {
    /// This text with each listed ASCII byte replaced by its text, in one pass over the UTF-8.
    /// (Foundation's `replacingOccurrences(of:with:)` goes through NSString, UTF-16 and a
    /// locale-aware search: a GitHub report of 100,000 view controllers spent a third of its
    /// time there, escaping.) An ASCII byte is always a whole Unicode scalar, so this replaces
    /// scalars: a `[` followed by a combining mark is replaced too, as SARIF and GitHub read it.
    /// The bytes are read in place and copied in runs between replacements: a SARIF log calls
    /// this for every message and path step.
    func replacingASCII(_ replacements: KeyValuePairs<UInt8, String>) -> String {
        let replaced = ASCIISet(replacements.lazy.map(\.key))
        var text = self
        let result: [UInt8]? = text.withUTF8 { bytes in
            var at = 0
            while at < bytes.count, !replaced.contains(bytes[at]) { at += 1 }
            guard at < bytes.count else { return nil }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            Self.append(bytes, from: at, replacing: replacements, replaced, to: &out)
            return out
        }
        guard let result else { return self }
        return String(decoding: result, as: UTF8.self)
    }

    /// `replacingASCII`'s text appended to `out`, without a String of its own: for a text
    /// made of several replaced parts (a SARIF message: the message, each path step, the fix).
    func appendReplacingASCII(_ replacements: KeyValuePairs<UInt8, String>, to out: inout [UInt8]) {
        let replaced = ASCIISet(replacements.lazy.map(\.key))
        var text = self
        text.withUTF8 { Self.append($0, from: 0, replacing: replacements, replaced, to: &out) }
    }

    /// `bytes` onto `out`, each byte in `replaced` (none before `first`) as its replacement.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int,
                               replacing replacements: KeyValuePairs<UInt8, String>, _ replaced: ASCIISet,
                               to out: inout [UInt8]) {
        var at = first
        var runStart = 0
        while at < bytes.count {
            if replaced.contains(bytes[at]) {
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<at]))
                for (byte, replacement) in replacements where byte == bytes[at] {
                    out.append(contentsOf: replacement.utf8)
                    break
                }
                runStart = at + 1
            }
            at += 1
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}

/// A set of ASCII bytes in two words (what `replacingASCII` tests every byte against).
struct ASCIISet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(_ bytes: some Sequence<UInt8>) {
        for byte in bytes where byte < 128 {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte &- 64)) != 0
    }
}
