/// The text searches `diagnose` reads framework messages with, on UTF-8 bytes (`ByteSearch`).
/// Each finding of a run is matched by reading its runtime message back (`Diagnoser.parse`);
/// Foundation's `range(of:)` and `contains(_:)` bridge every String to UTF-16 first, which
/// makes a large paste take far too long. The phrases searched for are ASCII, so a match starts
/// and ends on a character boundary.
extension StringProtocol {
    /// The first occurrence of `phrase`.
    func firstRange(ofText phrase: String) -> Range<Index>? {
        func search(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
            var phrase = phrase
            return phrase.withUTF8 { text.firstOffset(of: $0) }
        }
        guard let offset = utf8.withContiguousStorageIfAvailable(search) ?? Array(utf8).withUnsafeBufferPointer(search) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: phrase.utf8.count)
    }

    func containsText(_ phrase: String) -> Bool { firstRange(ofText: phrase) != nil }
}

extension Substring {
    /// Without the spaces and tabs at either end: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` keeps (general category Zs, and U+0009), without
    /// bridging to NSString, which each finding's runtime message paid once a line.
    func trimmingSpaces() -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\t" || scalar == " " || (scalar.value >= 0x80 && scalar.properties.generalCategory == .spaceSeparator)
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        return String(unicodeScalars[first...last])
    }
}
