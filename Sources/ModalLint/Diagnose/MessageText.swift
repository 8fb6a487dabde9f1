#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The text searches `diagnose` reads framework messages with, on UTF-8 bytes. Each finding
/// of a run is matched by reading its runtime message back (`Diagnoser.parse`); Foundation's
/// `range(of:)` and `contains(_:)` bridge every String to UTF-16 first, which made that
/// 0.4 ms a view controller (38 s for a paste of 99,000). The phrases searched for are
/// ASCII, so a match starts and ends on a character boundary.
extension StringProtocol {
    /// The first occurrence of `phrase`, found with `memchr` and `memcmp`.
    func firstRange(ofText phrase: String) -> Range<Index>? {
        let found: Int?? = utf8.withContiguousStorageIfAvailable { text in
            var phrase = phrase
            return phrase.withUTF8 { Self.offset(of: $0, in: text) }
        }
        guard let offset = found ?? Array(utf8).withUnsafeBufferPointer({ text in
            var phrase = phrase
            return phrase.withUTF8 { Self.offset(of: $0, in: text) }
        }) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: offset)
        return start..<utf8.index(start, offsetBy: phrase.utf8.count)
    }

    func containsText(_ phrase: String) -> Bool { firstRange(ofText: phrase) != nil }

    private static func offset(of needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = needle.first, let needleBase = needle.baseAddress else { return 0 }
        guard let base = text.baseAddress, text.count >= needle.count else { return nil }
        let lastStart = text.count - needle.count
        var from = 0
        while from <= lastStart, let hit = memchr(base + from, Int32(first), lastStart - from + 1) {
            let index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + index, needleBase, needle.count) == 0 { return index }
            from = index + 1
        }
        return nil
    }
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
