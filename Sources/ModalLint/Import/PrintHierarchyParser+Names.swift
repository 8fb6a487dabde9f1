// Reading the text between `<` and `>`: class names, addresses, Swift demangling, excerpts.

extension PrintHierarchyImporter.Parser {
    /// The class name in the text between `<` and `>`: drops a
    /// description after `;`, the address (` 0x...`, `: 0x...`) and a
    /// trailing colon.
    static func className(_ inner: String) -> String? {
        var s = Substring(inner)
        var depth = 0
        if let semicolon = s.firstIndex(where: { c in
            if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
            return c == ";" && depth == 0
        }) {
            s = s[..<semicolon]
        }
        s = trimmed(s)
        if let space = s.lastIndex(where: isSpace), isAddress(s[s.index(after: space)...]) {
            s = trimmed(s[..<space])
        } else if let colon = s.lastIndex(of: ":"), isAddress(s[s.index(after: colon)...]) {
            s = s[..<colon]
        }
        while s.last == ":" { s = s.dropLast() }
        s = trimmed(s)
        return s.isEmpty ? nil : String(s)
    }

    /// The address in the text between `<` and `>` (`Class 0x1f`, `Class: 0x1f; ...`), lowercased.
    static func address(_ inner: String) -> String? {
        var s = Substring(inner)
        if let semicolon = s.firstIndex(of: ";") { s = s[..<semicolon] }
        s = trimmed(s)
        guard let cut = s.lastIndex(where: { isSpace($0) || $0 == ":" }) else { return nil }
        let candidate = s[s.index(after: cut)...]
        return isAddress(candidate) ? candidate.lowercased() : nil
    }

    private static func isSpace(_ c: Character) -> Bool {
        c == " " || c == "\t" || c == "\u{A0}" || c == "\u{0B}" || c == "\u{0C}"
    }

    private static func trimmed(_ s: Substring) -> Substring {
        var s = s
        while let f = s.first, isSpace(f) { s = s.dropFirst() }
        while let l = s.last, isSpace(l) { s = s.dropLast() }
        return s
    }

    private static func isAddress(_ s: Substring) -> Bool {
        let u = Array(s.utf8)
        guard u.count > 2, u.count <= 18, u[0] == UInt8(ascii: "0"), u[1] == UInt8(ascii: "x") || u[1] == UInt8(ascii: "X") else { return false }
        return u[2...].allSatisfy { b in
            (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
        }
    }

    /// `_TtC<len><module><len><class>` (and nested `_TtCC...`) -> `Module.Class`;
    /// anything else (generics, private discriminators, ...) as is.
    static func demangled(_ name: String) -> String {
        let u = Array(name.utf8)
        guard u.count > 4, u[0] == UInt8(ascii: "_"), u[1] == UInt8(ascii: "T"), u[2] == UInt8(ascii: "t"), u[3] == UInt8(ascii: "C") else { return name }
        var i = 3
        var classes = 0
        while i < u.count, u[i] == UInt8(ascii: "C") { classes += 1; i += 1 }
        var parts: [String] = []
        while i < u.count {
            guard u[i] >= UInt8(ascii: "1"), u[i] <= UInt8(ascii: "9") else { return name }
            var length = 0
            while i < u.count, u[i] >= UInt8(ascii: "0"), u[i] <= UInt8(ascii: "9") {
                length = length * 10 + Int(u[i] - UInt8(ascii: "0"))
                if length > u.count { return name }
                i += 1
            }
            guard length > 0, i + length <= u.count else { return name }
            let identifier = u[i..<(i + length)]
            guard identifier.allSatisfy(PrintHierarchyImporter.isIdentifierByte) else { return name }
            parts.append(String(decoding: identifier, as: UTF8.self))
            i += length
        }
        guard parts.count == classes + 1 else { return name }
        return parts.joined(separator: ".")
    }

    static func excerpt(_ s: String) -> String {
        let limit = 80
        if s.unicodeScalars.count <= limit { return s }
        return String(String.UnicodeScalarView(s.unicodeScalars.prefix(limit))) + "…"
    }
}
