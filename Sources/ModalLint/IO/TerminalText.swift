/// The one escaping of untrusted text (from snapshots, pastes, file names, arguments) on its
/// way to a person: a terminal, a CI log, an annotation. Characters that could act instead
/// of being seen are written visibly as `\u{HEX}`, Swift's own spelling:
///
/// - control characters: C0 (ESC starts colour, cursor and OSC title/hyperlink sequences;
///   CR and backspace overwrite what was printed), DEL and C1 (U+0080-U+009F, among them
///   the 8-bit CSI U+009B);
/// - line and paragraph separators (U+2028, U+2029), which some viewers break lines at;
/// - format characters (Unicode category Cf): bidi overrides and isolates (U+202A-U+202E,
///   U+2066-U+2069) that make `Evil` print as `liveE`, and the zero-width characters
///   (U+200B-U+200D, U+2060, U+FEFF) that make two different class names print alike.
///
/// Text for machines (JSON, SARIF, the YAML `import` writes) is never escaped this way: it
/// stays exact, and its own format quotes it.
public enum TerminalText {
    /// Whether `scalar` must be escaped before it is shown.
    @inline(__always)
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value >= 0x20 && value < 0x7F { return false }
        if value < 0xA0 { return true }  // C0, DEL, C1
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: return true
        default: return false
        }
    }

    /// `text` with every unsafe character written as `\u{HEX}`. `keepingNewlines` keeps LF
    /// (for multi-line text the caller indents itself).
    public static func escape(_ text: String, keepingNewlines: Bool = false) -> String {
        // Most text is plain printable ASCII (with its line breaks, when kept): one pass over
        // the bytes in place, no copy.
        if isPrintableASCII(text, allowingNewlines: keepingNewlines) { return text }
        // Then text with safe non-ASCII (`…`, `→` in messages): checked without building a copy.
        if !text.unicodeScalars.contains(where: { isUnsafe($0) && !(keepingNewlines && $0 == "\n") }) { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if keepingNewlines && scalar == "\n" || !isUnsafe(scalar) {
                result.append(scalar)
            } else {
                result.append(contentsOf: escaped(scalar).unicodeScalars)
            }
        }
        return String(result)
    }

    /// Whether every byte is printable ASCII (or LF, when `allowingNewlines`).
    static func isPrintableASCII(_ text: String, allowingNewlines: Bool) -> Bool {
        var text = text
        return text.withUTF8 { isPrintableASCII($0, allowingNewlines: allowingNewlines) }
    }

    /// The same for bytes: eight at a time while all are 0x20 to 0x7E, then one by one from
    /// the first word that holds another (an LF, when allowed, is taken there). Reports test
    /// every message, note and fix they show.
    static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>, allowingNewlines: Bool) -> Bool {
        guard let base = bytes.baseAddress else { return true }
        let raw = UnsafeRawPointer(base)
        var position = 0
        while position + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)
            // A byte below 0x20 borrows when 0x20 is taken from it, where its top bit was clear;
            // a byte from 0x7F up has its top bit set, or sets it when one is added. Either
            // test may also fire beside a byte that fails (a borrow or a carry into the next
            // byte), never when all eight pass.
            let below = (word &- ByteWords.repeating(0x20)) & ~word
            let above = word | (word &+ ByteWords.repeating(0x01))
            if (below | above) & 0x8080_8080_8080_8080 != 0 { break }
            position += 8
        }
        while position < bytes.count {
            let byte = bytes[position]
            if (byte < 0x20 || byte >= 0x7F) && !(allowingNewlines && byte == 0x0A) { return false }
            position += 1
        }
        return true
    }

    /// How one unsafe character is shown: `\u{1B}`.
    public static func escaped(_ scalar: Unicode.Scalar) -> String {
        "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }

    /// The width, in characters, `scalars` take once escaped.
    public static func escapedCount(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
        scalars.reduce(0) { $0 + (isUnsafe($1) ? escaped($1).unicodeScalars.count : 1) }
    }
}
