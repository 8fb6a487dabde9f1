/// YAML text for untrusted strings (class names, ids, titles): a plain scalar only when no
/// YAML 1.1 or 1.2 reader can take it for anything but that string, otherwise a
/// double-quoted scalar with every character a reader could change or reject escaped.
enum YAMLText {
    /// Plain scalars that YAML 1.1 (and some 1.2 schemas) read as booleans or null.
    private static let reserved: Set<String> = [
        "y", "n", "yes", "no", "on", "off", "true", "false", "null",
    ]

    static func scalar(_ text: String) -> String {
        isPlainSafe(text) ? text : quoted(text)
    }

    /// Plain when it starts with an ASCII letter or `_` (so never a number, a null `~`, an
    /// indicator or a `.inf`), continues with letters, digits, `_`, `.`, `-` (nothing that
    /// starts a comment, ends a key, or delimits flow context), and is no reserved word.
    static func isPlainSafe(_ text: String) -> Bool {
        guard let first = text.utf8.first, isLetter(first) || first == UInt8(ascii: "_") else { return false }
        for byte in text.utf8 where !(isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_")
                                      || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")) {
            return false
        }
        return !reserved.contains(text.lowercased())
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\0": out += "\\0"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            // Line breaks in YAML 1.1: a reader would fold them.
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                if needsEscape(scalar) {
                    out += scalar.value <= 0xFF ? "\\x" + hex(scalar.value, width: 2) : "\\u" + hex(scalar.value, width: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
        return out
    }

    /// Outside YAML's printable set (C0 and C1 controls, DEL, the non-characters U+FFFE and
    /// U+FFFF), or a byte-order mark, which a reader may drop.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF || value == 0xFFFE || value == 0xFFFF
    }

    /// One line of comment text: anything that could end the line, or that a reader could
    /// reject, becomes `?`.
    static func comment(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) || scalar == "\u{2028}" || scalar == "\u{2029}" {
                out += "?"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A number as the snapshot's readers take it: whole numbers without a fraction; nil for
    /// infinities and NaN, which a snapshot cannot hold.
    static func number(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func hex(_ value: UInt32, width: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
