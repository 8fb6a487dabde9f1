extension String {
    /// This text with each listed ASCII byte replaced by its text, in one pass over the UTF-8.
    /// (Foundation's `replacingOccurrences(of:with:)` goes through NSString, UTF-16 and a
    /// locale-aware search, for every text a report escapes.) An ASCII byte is always a whole
    /// Unicode scalar, so this replaces scalars: a `[` followed by a combining mark is replaced
    /// too, as SARIF and GitHub read it. The bytes are read in place and copied in runs between
    /// replacements: a SARIF log calls this for every message and path step.
    func replacingASCII(_ replacements: KeyValuePairs<UInt8, String>) -> String {
        replacingASCII(ASCIIReplacements(replacements))
    }

    /// `replacingASCII` with a table made once (for one used on every message).
    func replacingASCII(_ table: ASCIIReplacements) -> String {
        let (replacements, replaced) = (table.pairs, table.bytes)
        var text = self
        let result: [UInt8]? = text.withUTF8 { bytes in
            let at = replaced.firstIndex(in: bytes, from: 0)
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
        appendReplacingASCII(ASCIIReplacements(replacements), to: &out)
    }

    /// `appendReplacingASCII` with a table made once.
    func appendReplacingASCII(_ table: ASCIIReplacements, to out: inout [UInt8]) {
        var text = self
        text.withUTF8 { Self.append($0, from: 0, replacing: table.pairs, table.bytes, to: &out) }
    }

    /// `bytes` onto `out`, each byte in `replaced` (none before `first`) as its replacement.
    private static func append(_ bytes: UnsafeBufferPointer<UInt8>, from first: Int,
                               replacing replacements: KeyValuePairs<UInt8, String>, _ replaced: ASCIISet,
                               to out: inout [UInt8]) {
        var at = replaced.firstIndex(in: bytes, from: first)
        var runStart = 0
        while at < bytes.count {
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<at]))
            for (byte, replacement) in replacements where byte == bytes[at] {
                out.append(contentsOf: replacement.utf8)
                break
            }
            runStart = at + 1
            at = replaced.firstIndex(in: bytes, from: at + 1)
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart...]))
    }
}

/// A replacement table for `replacingASCII` with its set of bytes, made once: made for every
/// text, the set would be built again for every SARIF message part.
struct ASCIIReplacements: Sendable {
    let pairs: KeyValuePairs<UInt8, String>
    let bytes: ASCIISet

    init(_ pairs: KeyValuePairs<UInt8, String>) {
        self.pairs = pairs
        bytes = ASCIISet(pairs.lazy.map { $0.key })
    }
}

/// A set of ASCII bytes in two words (what `replacingASCII` tests every byte against).
struct ASCIISet {
    private var low: UInt64 = 0
    private var high: UInt64 = 0
    /// A set of at most four bytes is searched for eight bytes at a time: each member repeated
    /// in every byte of a word (`members` of them; the unused ones repeat the first). A SARIF
    /// message is long, and holds few bytes to escape.
    private var broadcast0: UInt64 = 0, broadcast1: UInt64 = 0, broadcast2: UInt64 = 0, broadcast3: UInt64 = 0
    private var members = 0

    init(_ bytes: some Sequence<UInt8>) {
        var count = 0
        for byte in bytes where byte < 128 && !contains(byte) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
            let repeated = ByteWords.repeating(byte)
            switch count {
            case 0: (broadcast0, broadcast1, broadcast2, broadcast3) = (repeated, repeated, repeated, repeated)
            case 1: broadcast1 = repeated
            case 2: broadcast2 = repeated
            case 3: broadcast3 = repeated
            default: break
            }
            count += 1
        }
        members = count <= 4 ? count : 0
    }

    /// The first position at or after `start` whose byte is in the set, or `bytes.count`.
    func firstIndex(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var at = start
        if members > 0, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while at + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
                if ByteWords.contains(word, broadcast0) || ByteWords.contains(word, broadcast1)
                    || ByteWords.contains(word, broadcast2) || ByteWords.contains(word, broadcast3) { break }
                at += 8
            }
        }
        while at < bytes.count, !contains(bytes[at]) { at += 1 }
        return at
    }

    @inline(__always) func contains(_ byte: UInt8) -> Bool {
        byte < 64 ? low & (1 << UInt64(byte)) != 0 : byte < 128 && high & (1 << UInt64(byte &- 64)) != 0
    }
}
