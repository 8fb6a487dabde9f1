extension String {
    /// This text with each listed ASCII byte replaced by its text, in one pass over the UTF-8.
    /// (Foundation's `replacingOccurrences(of:with:)` goes through NSString, UTF-16 and a
    /// locale-aware search: a GitHub report of 100,000 view controllers spent a third of its
    /// time there, escaping.) An ASCII byte is always a whole Unicode scalar, so this replaces
    /// scalars: a `[` followed by a combining mark is replaced too, as SARIF and GitHub read it.
    func replacingASCII(_ replacements: KeyValuePairs<UInt8, String>) -> String {
        var table = [Int8](repeating: -1, count: 128)
        for (index, replacement) in replacements.enumerated() { table[Int(replacement.key)] = Int8(index) }
        let utf8 = self.utf8
        guard utf8.contains(where: { $0 < 128 && table[Int($0)] >= 0 }) else { return self }
        var out: [UInt8] = []
        out.reserveCapacity(utf8.count + 16)
        for byte in utf8 {
            if byte < 128, table[Int(byte)] >= 0 {
                out.append(contentsOf: replacements[Int(table[Int(byte)])].value.utf8)
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
