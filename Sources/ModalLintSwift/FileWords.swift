import ModalLint

/// Where, in one file, the words occur that decide what is walked: found in one pass over the
/// bytes for all of them (a search per word would read the bytes again for each word).
///
/// - A walk finds nothing in a file without its words (`mentions`): the render, search and
///   Modal Presenter walks and the comment search are skipped there, and the fact walk reads
///   declarations only.
/// - A member's body adds no fact unless one of `bodyWords` starts inside it (`bodyMention`):
///   every identifier a body fact is matched on, `nil` (a dropped token), and the keywords of a
///   type declared inside a body. Most bodies of a large app are left unwalked (a walk costs as
///   much as a parse) and no fact changes; of a body whose only such word is `nil`, only its
///   `name = nil` assignments are read.
struct FileWords: Sendable {
    /// The identifiers the fact visits compare a body's tokens with (`SwiftVocabulary`;
    /// `FactCollector.bodyWords` holds parts of some, for the file-level check), `nil`, and the
    /// type keywords. Each
    /// counts only as a whole identifier: `present` in `UIViewRepresentable` or
    /// `presentationLocation` starts no fact.
    static let bodyWords: [StaticString] = SwiftVocabulary.wholeIdentifierWords
    /// Workflow's `render(state:context:)`, named as a whole identifier (`renderer`,
    /// `UIGraphicsImageRenderer` hold none).
    static let renderWords: [StaticString] = ["render"]
    static let searchWords: [StaticString] = ["SearchController", "searchController", "isModalInPresentation"]
    /// A Modal Presenter root or link: `modalPresenterRoot`, `ModalPresenterLink`, and the
    /// `rootID:`/`linkID:` labels of their configurations (a link is kept only with a literal
    /// `linkID`).
    static let swiftUIWords: [StaticString] = ["odalPresenter", "rootID", "linkID"]
    /// An item-driven modal method declares parameters named `link` and `item`: both, as
    /// whole identifiers (`link` alone, a URL's usual name, sent one file in twenty of a
    /// browser app through a whole walk for nothing).
    static let swiftUIMethodWords: [StaticString] = ["link", "item"]
    /// SwiftUI's own presentations and the editing controls of the views they present, as
    /// whole identifiers (`UITextField`, `actionSheet` hold none). An alert by its
    /// `isPresented:` label, not by `alert`, a UIKit file's usual name for its controller (it
    /// sent five to twenty times more files through the walk); an item-driven alert is judged
    /// by no rule.
    static let swiftUIPresentationWords: [StaticString] = [
        "sheet", "fullScreenCover", "popover", "interactiveDismissDisabled", "TextField", "TextEditor", "SecureField", "Toggle",
        "isPresented", "confirmationDialog", "inspector", "presentationDetents",
    ]
    /// swift-modals' module (`import Modals`): a run that never names it looks for no modal
    /// host. Read from every file, parsed or not; it makes no walk run.
    static let modalsWords: [StaticString] = ["Modals"]
    /// Words that count only as a whole identifier, at the file level too: each collector
    /// that looks for one compares whole token texts with it.
    static let wholeIdentifierWords: [StaticString] = renderWords + swiftUIMethodWords + modalsWords + swiftUIPresentationWords
    /// The marker of a suppression comment (`Comments.find`).
    static let commentWords: [StaticString] = ["modallint:"]
    /// The keywords a type's name follows (`DeclaredNames`): each place one occurs is kept,
    /// whatever is around it.
    static let declarationWords: [StaticString] = ["class", "struct", "enum", "actor", "protocol", "extension"]

    /// Every word looked for, each once.
    private static let words: [[UInt8]] = {
        var result: [[UInt8]] = []
        for word in bodyWords + FactCollector.bodyWords + renderWords + searchWords + swiftUIWords + swiftUIMethodWords + commentWords
            + declarationWords + modalsWords + swiftUIPresentationWords {
            let bytes = word.withUTF8Buffer { Array($0) }
            if !result.contains(bytes) { result.append(bytes) }
        }
        return result
    }()
    /// The words in one flat table, for the scan: bytes, where each starts, whether a body word.
    private static let flatBytes: [UInt8] = words.flatMap { $0 }
    private static let flatStarts: [Int] = words.reduce(into: [0]) { $0.append($0.last! + $1.count) }
    private static let isBodyWord: [Bool] = {
        let body = Set(bodyWords.map(index))
        return words.indices.map { body.contains($0) }
    }()
    private static let isDeclarationWord: [Bool] = {
        let declaration = Set(declarationWords.map(index))
        return words.indices.map { declaration.contains($0) }
    }()
    private static let isWholeIdentifierWord: [Bool] = {
        let whole = Set(wholeIdentifierWords.map(index))
        precondition(whole.isDisjoint(with: bodyWords.map(index)), "a body word's starts are judged by startsBodyFact")
        return words.indices.map { whole.contains($0) }
    }()
    /// Word indices by first byte (those of byte b at `byFirst[firstStarts[b]..<firstStarts[b + 1]]`).
    private static let (firstStarts, byFirst): ([Int], [Int]) = {
        var starts = [0], indices: [Int] = []
        for byte in 0..<256 {
            indices += words.indices.filter { Int(words[$0][0]) == byte }
            starts.append(indices.count)
        }
        return (starts, indices)
    }()
    /// The first two bytes of every word, a bit each, indexed by the two bytes themselves
    /// (8 KB): most positions are rejected with one load and one bit test, without hashing.
    private static let pairs: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: (1 << 16) / 64)
        for word in words {
            let pair = Int(word[0]) | Int(word[1]) << 8
            bits[pair >> 6] |= 1 << UInt64(pair & 63)
        }
        return bits
    }()
    /// The first three bytes of every word, hashed to a bit each: of the positions the pairs
    /// let through (every `re`, `st` and `in`), the triples keep few. (Pairs first, then
    /// triples: the pair test is a load and needs no hash, and the triples drop most of what it
    /// passes.)
    private static let triples: [UInt64] = {
        var bits = [UInt64](repeating: 0, count: tripleSlots / 64)
        for word in words {
            precondition(word.count >= 3, "the scan finds words by their first three bytes")
            let slot = tripleSlot(UInt32(word[0]) << 16 | UInt32(word[1]) << 8 | UInt32(word[2]))
            bits[slot >> 6] |= 1 << UInt64(slot & 63)
        }
        return bits
    }()
    /// 8 KB of bits: a few dozen words leave a random position one chance in a thousand.
    private static let tripleSlots = 1 << 16

    @inline(__always)
    private static func tripleSlot(_ triple: UInt32) -> Int {
        Int((triple &* 0x9E37_79B1) >> 16)
    }

    fileprivate static func index(_ word: StaticString) -> Int {
        word.withUTF8Buffer { bytes in words.firstIndex { $0.elementsEqual(bytes) }! }
    }

    /// Which words occur anywhere.
    private var found: [Bool]
    /// Where a body word starts, ascending, and whether that word is `nil`.
    private var bodyWordStarts: [Int] = []
    private var bodyWordIsNil: [Bool] = []
    /// Where one of `declarationWords` occurs, ascending.
    private(set) var declarationWordRanges: [Range<Int>] = []

    init(_ bytes: [UInt8]) {
        var found = [Bool](repeating: false, count: Self.words.count)
        var starts: [Int] = []
        var startIsNil: [Bool] = []
        var declarationRanges: [Range<Int>] = []
        bytes.withUnsafeBufferPointer { text in
            guard text.count >= 3, let base = text.baseAddress else { return }
            Self.pairs.withUnsafeBufferPointer { pairs in
            Self.triples.withUnsafeBufferPointer { triples in
            Self.flatBytes.withUnsafeBufferPointer { flat in
            Self.flatStarts.withUnsafeBufferPointer { flatStarts in
            Self.firstStarts.withUnsafeBufferPointer { firstStarts in
            Self.byFirst.withUnsafeBufferPointer { byFirst in
            Self.isBodyWord.withUnsafeBufferPointer { isBodyWord in
            Self.isWholeIdentifierWord.withUnsafeBufferPointer { isWholeIdentifierWord in
            Self.isDeclarationWord.withUnsafeBufferPointer { isDeclarationWord in
                var position = -1
                while true {
                    position = Self.nextCandidate(after: position, in: base, end: text.count - 2, pairs: pairs.baseAddress!,
                                                  triples: triples.baseAddress!)
                    guard position >= 0 else { break }
                    let first = base[position]
                    for candidate in firstStarts[Int(first)]..<firstStarts[Int(first) + 1] {
                        let index = byFirst[candidate]
                        let word = UnsafeBufferPointer(rebasing: flat[flatStarts[index]..<flatStarts[index + 1]])
                        guard position + word.count <= text.count,
                              UnsafeBufferPointer(rebasing: text[position..<position + word.count]).hasSameBytes(as: word)
                        else { continue }
                        if isDeclarationWord[index] { declarationRanges.append(position..<position + word.count) }
                        if isWholeIdentifierWord[index], !Self.isWholeIdentifier(at: position, count: word.count, in: text) { continue }
                        found[index] = true
                        if isBodyWord[index], starts.last != position, Self.startsBodyFact(word, at: position, in: text) {
                            starts.append(position)
                            startIsNil.append(index == Self.nilIndex)
                        }
                    }
                }
            }
            }
            }
            }
            }
            }
            }
            }
            }
        }
        self.found = found
        declarationWordRanges = declarationRanges
        bodyWordStarts = starts
        bodyWordIsNil = startIsNil
    }
    private static let nilIndex = index("nil")

    /// The first position after `position` (and before `end`) whose first two bytes pass
    /// `pairs` and first three `triples`, or -1. The hot loop, on its own so that its few
    /// values stay in registers: a load and a bit test per byte, no bounds checks, no retains.
    @inline(never)
    private static func nextCandidate(after position: Int, in base: UnsafePointer<UInt8>, end: Int,
                                      pairs: UnsafePointer<UInt64>, triples: UnsafePointer<UInt64>) -> Int {
        var next = position &+ 1
        while next < end {
            let pair = Int(UnsafeRawPointer(base + next).loadUnaligned(as: UInt16.self).littleEndian)
            if pairs[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0 {
                let slot = tripleSlot(UInt32(base[next]) << 16 | UInt32(base[next &+ 1]) << 8 | UInt32(base[next &+ 2]))
                if triples[slot &>> 6] & (1 &<< UInt64(slot & 63)) != 0 { return next }
            }
            next &+= 1
        }
        return -1
    }

    /// Whether a body word found at `position` can start a fact: as a whole identifier, and
    /// - `nil` only as `name = nil` (`!= nil`, `== nil`, `?? nil`, `return nil` add none): it
    ///   counts when the text before it, past spaces and line breaks, is an `=` that is not
    ///   part of `==`, `!=`, `<=`, `>=`, or when a comment may come between;
    /// - a type keyword only as a declaration: followed by white space.
    private static func startsBodyFact(_ word: UnsafeBufferPointer<UInt8>, at position: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        if word.elementsEqual(nilWord) {
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
        let after = position + word.count
        guard position == 0 || !isIdentifierByte(text[position - 1]) else { return false }
        if typeKeywords.contains(where: { word.elementsEqual($0) }) {
            return after < text.count && (text[after] == 0x20 || text[after] == 0x09 || text[after] == 0x0A || text[after] == 0x0D)
        }
        return after >= text.count || !isIdentifierByte(text[after])
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

    private static func isWholeIdentifier(at position: Int, count: Int, in text: UnsafeBufferPointer<UInt8>) -> Bool {
        (position == 0 || !isIdentifierByte(text[position - 1])) && (position + count >= text.count || !isIdentifierByte(text[position + count]))
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || byte >= 0x80 || (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
    }

    /// Some of the words above, each looked up once: not a word's place looked up again per
    /// file and question.
    struct Group: Sendable {
        fileprivate let indices: [Int]
        init(_ words: [StaticString]) { indices = words.map(FileWords.index) }
    }
    /// The groups the front end asks about for every file.
    static let factBodyGroup = Group(FactCollector.bodyWords)
    static let nilGroup = Group(["nil"])
    static let renderGroup = Group(renderWords)
    static let searchGroup = Group(searchWords)
    static let swiftUIGroup = Group(swiftUIWords)
    static let swiftUIMethodGroup = Group(swiftUIMethodWords)
    static let swiftUIPresentationGroup = Group(swiftUIPresentationWords)
    static let commentGroup = Group(commentWords)
    static let modalsGroup = Group(modalsWords)

    /// Whether any word of `group` occurs in the file.
    func mentions(_ group: Group) -> Bool {
        group.indices.contains { found[$0] }
    }

    /// Whether every word of `group` occurs in the file.
    func mentionsAll(_ group: Group) -> Bool {
        group.indices.allSatisfy { found[$0] }
    }

    /// Whether any of `words` (all of them among the lists above) occurs in the file.
    func mentions(anyOf words: [StaticString]) -> Bool {
        mentions(Group(words))
    }

    /// The body words that start within `range` (one running past its end counts: walking a
    /// body for nothing is only slower).
    enum BodyMention: Equatable {
        case none
        /// Only `nil`, at these offsets (`name = nil`).
        case onlyNil([Int])
        /// Another word (with or without `nil`).
        case other
    }

    func bodyMention(in range: Range<Int>) -> BodyMention {
        var at = firstStart(atOrAfter: range.lowerBound)
        var nils: [Int] = []
        while at < bodyWordStarts.count, bodyWordStarts[at] < range.upperBound {
            guard bodyWordIsNil[at] else { return .other }
            nils.append(bodyWordStarts[at])
            at += 1
        }
        return nils.isEmpty ? .none : .onlyNil(nils)
    }

    /// The index of the first body word start at or after `offset`.
    private func firstStart(atOrAfter offset: Int) -> Int {
        var low = 0, high = bodyWordStarts.count
        while low < high {
            let middle = (low + high) / 2
            if bodyWordStarts[middle] < offset { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
