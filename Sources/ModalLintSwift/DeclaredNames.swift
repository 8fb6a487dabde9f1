/// The type names a Swift file may declare or extend, read from its bytes without parsing it:
/// the lazy parse (`SwiftFrontEnd.settle`) parses a file that adds nothing but type
/// declarations only when the project index is asked about one of these names.
///
/// A superset by construction, never a guess that can miss: every identifier after `class`,
/// `struct`, `enum`, `actor`, `protocol` or `extension` counts (in strings too), each part of a
/// dotted name, with and without backticks; the keywords are found by their bytes alone
/// (`FileWords`). What this does not read (a non-ASCII byte right before or after such a
/// keyword, or in a name; an extended type that does not start with a name, `extension
/// [Int]`) marks the file `mayDeclareAnything`: it is parsed whenever the index is asked
/// anything.
struct DeclaredNames: Sendable {
    private(set) var names: Set<String> = []
    private(set) var mayDeclareAnything = false
    /// The names' hash values, found while the file is read (on the parallel pass): the check
    /// against the names asked, over every unparsed file, then hashes no string.
    private var hashes: [Int] = []

    /// `keywords`: where a declaration keyword occurs in `bytes` (`FileWords.declarationWordRanges`).
    init(_ bytes: [UInt8], keywords: [Range<Int>]) {
        bytes.withUnsafeBufferPointer { text in
            for keyword in keywords { read(text, keyword: keyword) }
        }
        hashes = names.map(\.hashValue)
    }

    init(_ bytes: [UInt8]) {
        self.init(bytes, keywords: FileWords(bytes).declarationWordRanges)
    }

    /// Names asked about, and their hash values.
    struct Queries {
        let names: Set<String>
        fileprivate let hashes: Set<Int>
        init(_ names: Set<String>) {
            self.names = names
            hashes = Set(names.map(\.hashValue))
        }
    }

    /// Whether the file may declare or extend one of the names asked.
    func mayDeclare(anyOf queried: Queries) -> Bool {
        if queried.names.isEmpty { return false }
        if mayDeclareAnything { return true }
        return hashes.contains { queried.hashes.contains($0) } && !names.isDisjoint(with: queried.names)
    }

    private static let extensionKeyword = Array("extension".utf8)

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        FileWords.isIdentifierByte(byte) && !(byte >= 0x30 && byte <= 0x39)
    }

    /// A keyword (one of `FileWords.declarationWords`, found by its bytes alone): where an
    /// ASCII identifier byte is not glued to it, its names read; glued to a byte that is not
    /// ASCII (a non-breaking space, say, which the parser may read apart), the file may
    /// declare anything.
    private mutating func read(_ text: UnsafeBufferPointer<UInt8>, keyword: Range<Int>) {
        let start = keyword.lowerBound, end = keyword.upperBound
        for neighbour in [start > 0 ? text[start - 1] : 0x20, end < text.count ? text[end] : 0x20] {
            if neighbour >= 0x80 {
                mayDeclareAnything = true
                return
            }
            if FileWords.isIdentifierByte(neighbour) { return }
        }
        readNames(text, after: end, isExtension: UnsafeBufferPointer(rebasing: text[keyword]).elementsEqual(Self.extensionKeyword))
    }

    /// After a keyword: the names of a (possibly dotted) type.
    private mutating func readNames(_ bytes: UnsafeBufferPointer<UInt8>, after keywordEnd: Int, isExtension: Bool) {
        var index = skipTrivia(bytes, from: keywordEnd)
        var readAny = false
        while index < bytes.count {
            var start = index
            var end: Int
            if bytes[index] == UInt8(ascii: "`") {
                guard let closing = Self.backtickedEnd(bytes, at: index) else { break }
                start = index + 1
                end = closing - 1
                index = closing
            } else if Self.isIdentifierStart(bytes[index]) {
                end = index
                while end < bytes.count, FileWords.isIdentifierByte(bytes[end]) { end += 1 }
                index = end
            } else {
                break
            }
            let name = UnsafeBufferPointer(rebasing: bytes[start..<end])
            if name.contains(where: { $0 >= 0x80 }) { mayDeclareAnything = true }
            let text = String(decoding: name, as: UTF8.self)
            names.insert(text)
            names.insert("`" + text + "`")
            readAny = true
            let next = skipTrivia(bytes, from: index)
            guard next < bytes.count, bytes[next] == UInt8(ascii: "."), next + 1 < bytes.count else { break }
            index = skipTrivia(bytes, from: next + 1)
        }
        // `class` and the rest always name what they declare; an extended type may not start with a name.
        if isExtension, !readAny { mayDeclareAnything = true }
    }

    /// Spaces, line breaks and comments from `index`; a non-ASCII byte there is not read past.
    private mutating func skipTrivia(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r") || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), let end = Self.commentEnd(bytes, at: index) {
                index = end
            } else {
                if byte >= 0x80 { mayDeclareAnything = true }
                break
            }
        }
        return index
    }

    /// Past a `//` or (nested) `/* */` comment starting at `index`; nil when none starts there.
    private static func commentEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard index + 1 < bytes.count else { return nil }
        if bytes[index + 1] == UInt8(ascii: "/") {
            var end = index + 2
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            return end
        }
        guard bytes[index + 1] == UInt8(ascii: "*") else { return nil }
        var depth = 1
        var end = index + 2
        while end < bytes.count, depth > 0 {
            if bytes[end] == UInt8(ascii: "*"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "/") {
                depth -= 1
                end += 2
            } else if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else {
                end += 1
            }
        }
        return end
    }

    /// Past the closing backtick of a backticked name on the same line; nil when there is none.
    private static func backtickedEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        var end = index + 1
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "`"): return end + 1
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"): return nil
            default: end += 1
            }
        }
        return nil
    }
}
