import Testing
@testable import ModalLint

/// `ConcatenatedText` makes the same text as interpolating into a String, whatever the
/// pieces: none, empty ones, beyond ASCII, numbers, and more than its first buffer holds.
@Test func concatenatedTextMatchesInterpolation() {
    let empty = ""
    let name = "CheckoutViewController"
    let wide = "Écran d’accueil 🚀"
    let long = String(repeating: "ModalHostContainerViewController/", count: 40)
    #expect(String(concatenating: "") == "")
    #expect(String(concatenating: "plain literal") == "plain literal")
    #expect(String(concatenating: "\(empty)") == "")
    #expect(String(concatenating: "\(empty)\(empty)x\(empty)") == "x")
    #expect(String(concatenating: "<\(name): \(wide)>") == "<\(name): \(wide)>")
    #expect(String(concatenating: "line \(42), \(-7) times") == "line 42, -7 times")
    #expect(String(concatenating: "\(String(name.dropFirst(8)))!") == "ViewController!")
    #expect(String(concatenating: "a\(long)b\(long)c") == "a\(long)b\(long)c")
    let many = (0..<200).map { "piece \($0) " }.joined()
    var built = ""
    for count in [1, 7, 64] {
        built = String(concatenating: "\(many)\(String(repeating: wide, count: count))")
        #expect(built == many + String(repeating: wide, count: count))
    }
    #expect(built.utf8.count == many.utf8.count + 64 * wide.utf8.count)
    for items in [[], [name], [name, wide, "", long]] {
        #expect(String(concatenating: "[\(items, prefix: "   ", separator: "\n")]")
                == "[" + items.map { "   " + $0 }.joined(separator: "\n") + "]")
        #expect(String(concatenating: "\(items, separator: ", ")") == items.joined(separator: ", "))
    }
}

/// `ByteStringTable` numbers strings by their bytes in the order first inserted, through
/// growth and colliding slots, and finds none it was not given.
@Test func byteStringTableNumbersEachStringOnce() {
    var table = ByteStringTable(initialSlots: 4)
    let words = (0..<5_000).map { "word-\($0 % 2_500)" } + ["", "é", "e\u{301}", "#home", "home"]
    var expected: [[UInt8]: Int] = [:]
    for word in words {
        let (index, inserted) = table.insert(word)
        if let known = expected[Array(word.utf8)] {
            #expect(index == known && !inserted)
        } else {
            #expect(index == expected.count && inserted)
            expected[Array(word.utf8)] = index
        }
    }
    #expect(table.count == expected.count)
    for (bytes, index) in expected {
        #expect(bytes.withUnsafeBufferPointer { table.index(of: $0) } == index)
        #expect(Array(table.string(at: index).utf8) == bytes)
    }
    #expect(Array("word-2500".utf8).withUnsafeBufferPointer { table.index(of: $0) } == nil)
}

/// `WordNumbers` numbers words as Swift compares them: canonically equivalent words (`é` as
/// one scalar or two, the Kelvin sign and `K`) share a number, in either order and whether
/// the ASCII one came before or after the first word beyond ASCII.
@Test func wordNumbersCompareAsSwiftDoes() {
    let orders: [[String]] = [
        ["K", "a", "\u{212A}", "é", "e\u{301}", "a", "K", "b"],
        ["e\u{301}", "\u{212A}", "K", "é", "b", "a"],
        ["CheckoutViewControllerK", "CheckoutViewController\u{212A}", "ReçuViewController", "Rec\u{327}uViewController"],
        (0..<3_000).map { "w\($0 % 1_000)" } + ["\u{212A}", "K", "w7"],
    ]
    for words in orders {
        var numbers = WordNumbers()
        var expected: [String: Int] = [:]
        for word in words {
            let number = numbers.number(word)
            if let known = expected[word] {
                #expect(number == known, "\(word.unicodeScalars.map(\.value))")
            } else {
                #expect(number == expected.count)
                expected[word] = number
            }
        }
    }
}

/// The test for printable ASCII that reports make before showing a text as it is, eight bytes
/// at a time, against the byte-by-byte test: every byte value in every position of a word,
/// beside printable runs of every length, with and without line breaks allowed.
@Test func printableASCIIEightAtATimeIsTheByteTest() {
    func byteByByte(_ bytes: [UInt8], newlines: Bool) -> Bool {
        bytes.allSatisfy { $0 >= 0x20 && $0 < 0x7F || newlines && $0 == 0x0A }
    }
    var inputs: [[UInt8]] = [[]]
    for length in 1...19 { inputs.append([UInt8](repeating: UInt8(ascii: "a"), count: length)) }
    for value in 0...255 {
        for at in 0..<17 {
            var bytes = [UInt8](repeating: UInt8(ascii: "~"), count: 17)
            bytes[at] = UInt8(value)
            inputs.append(bytes)
            bytes[(at + 5) % 17] = 0x0A
            inputs.append(bytes)
            bytes[(at + 5) % 17] = 0x1F
            inputs.append(bytes)
        }
    }
    for bytes in inputs {
        for newlines in [false, true] {
            #expect(bytes.withUnsafeBufferPointer { TerminalText.isPrintableASCII($0, allowingNewlines: newlines) }
                        == byteByByte(bytes, newlines: newlines), "\(bytes) \(newlines)")
        }
    }
}
