import ModalLint

/// Where, in one file, the words occur that decide what is walked: found in one pass over
/// the bytes for all of them (a search per word cost 8% of a lint of a large app).
///
/// - A walk finds nothing in a file without its words (`mentions`): the render, search and
///   Modal Presenter walks are skipped there, and the fact walk reads declarations only.
/// - A member's body adds no fact unless one of `bodyWords` starts inside it (`bodyMentions`):
///   every word a body fact is matched on (`FactCollector.bodyWords`), `nil` (a dropped
///   token), and the keywords of a type declared inside a body. Most bodies of a large app
///   are left unwalked (the walk cost about what the parse does) and no fact changes.
struct FileWords: Sendable {
    static let bodyWords: [StaticString] = FactCollector.bodyWords + ["nil", "class", "struct", "enum", "actor", "protocol"]
    static let renderWords: [StaticString] = ["render"]
    static let searchWords: [StaticString] = ["SearchController", "searchController", "isModalInPresentation"]
    static let swiftUIWords: [StaticString] = ["odalPresenter", "link", "rootID"]

    /// Every word looked for, each once.
    private static let words: [[UInt8]] = {
        var result: [[UInt8]] = []
        for word in bodyWords + renderWords + searchWords + swiftUIWords {
            let bytes = word.withUTF8Buffer { Array($0) }
            if !result.contains(bytes) { result.append(bytes) }
        }
        return result
    }()
    private static let bodyWordIndices = Set(bodyWords.map(index))
    /// Word indices by first byte, and the first two bytes any word starts with (a bit each):
    /// most positions are rejected with one table read.
    private static let byFirstByte: [[Int]] = {
        var table = [[Int]](repeating: [], count: 256)
        for (index, word) in words.enumerated() { table[Int(word[0])].append(index) }
        return table
    }()
    private static let pairs: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: 65_536 / 64)
        for word in words where word.count >= 2 {
            let pair = Int(word[0]) << 8 | Int(word[1])
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()

    private static func index(_ word: StaticString) -> Int {
        word.withUTF8Buffer { bytes in words.firstIndex { $0.elementsEqual(bytes) }! }
    }

    /// Which words occur anywhere.
    private var found: [Bool]
    /// Where a body word starts, ascending.
    private var bodyWordStarts: [Int] = []

    init(_ bytes: [UInt8]) {
        let words = Self.words, byFirstByte = Self.byFirstByte, pairs = Self.pairs, bodyIndices = Self.bodyWordIndices
        var found = [Bool](repeating: false, count: words.count)
        var starts: [Int] = []
        bytes.withUnsafeBufferPointer { text in
            guard text.count >= 2, let base = text.baseAddress else { return }
            pairs.withUnsafeBufferPointer { pairs in
            // The hot loop: one table read per position, no bounds checks.
            var second = base[0]
            for position in 0..<(text.count - 1) {
                let first = second
                second = base[position + 1]
                let pair = Int(first) << 8 | Int(second)
                guard pairs[pair >> 6] & (1 << UInt64(pair & 63)) != 0 else { continue }
                for index in byFirstByte[Int(text[position])] {
                    let word = words[index]
                    guard position + word.count <= text.count,
                          word.withUnsafeBufferPointer({ UnsafeBufferPointer(rebasing: text[position..<position + word.count]).hasSameBytes(as: $0) })
                    else { continue }
                    found[index] = true
                    if bodyIndices.contains(index), starts.last != position,
                       Self.startsBodyFact(word, at: position, in: text) {
                        starts.append(position)
                    }
                }
            }
            }
        }
        self.found = found
        bodyWordStarts = starts
    }

    /// Whether a body word found at `position` can start a fact. Most do wherever they occur;
    /// two kinds occur in most bodies for nothing:
    /// - `nil` adds a fact only as `name = nil` (`!= nil`, `== nil`, `?? nil`, `return nil`
    ///   add none): it counts when the text before it, past spaces and line breaks, is an `=`
    ///   that is not part of `==`, `!=`, `<=`, `>=`, or when a comment may come between;
    /// - a type keyword only as a declaration: a whole word followed by white space
    ///   (`enumerated()` is not one).
    private static func startsBodyFact(_ word: [UInt8], at position: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        if word == Self.nilWord {
            var before = position - 1
            while before >= 0, text[before] == 0x20 || text[before] == 0x09 || text[before] == 0x0A || text[before] == 0x0D {
                before -= 1
            }
            guard before >= 0 else { return false }
            if text[before] == UInt8(ascii: "/") { return true }
            guard text[before] == UInt8(ascii: "=") else { return lineHasComment(endingAt: before, in: text) }
            guard before >= 1 else { return true }
            return !"=!<>".utf8.contains(text[before - 1])
        }
        if Self.typeKeywords.contains(word) {
            let after = position + word.count
            let wholeAfter = after < text.count && (text[after] == 0x20 || text[after] == 0x09 || text[after] == 0x0A || text[after] == 0x0D)
            let wholeBefore = position == 0 || !Self.isIdentifierByte(text[position - 1])
            return wholeBefore && wholeAfter
        }
        return true
    }

    /// Whether the line holding `end` has `//` before it (a comment between `=` and `nil`).
    private static func lineHasComment(endingAt end: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = end
        while index > 0, text[index] != 0x0A {
            if text[index] == UInt8(ascii: "/"), text[index - 1] == UInt8(ascii: "/") { return true }
            index -= 1
        }
        return false
    }

    private static let nilWord = Array("nil".utf8)
    private static let typeKeywords: [[UInt8]] = ["class", "struct", "enum", "actor", "protocol"].map { Array($0.utf8) }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// Whether any of `words` (all of them among the lists above) occurs in the file.
    func mentions(anyOf words: [StaticString]) -> Bool {
        words.contains { found[Self.index($0)] }
    }

    /// Whether a body word starts within `range` (one running past its end counts: walking a
    /// body for nothing is only slower).
    func bodyMentions(in range: Range<Int>) -> Bool {
        var low = 0, high = bodyWordStarts.count
        while low < high {
            let middle = (low + high) / 2
            if bodyWordStarts[middle] < range.lowerBound { low = middle + 1 } else { high = middle }
        }
        return low < bodyWordStarts.count && bodyWordStarts[low] < range.upperBound
    }
}
