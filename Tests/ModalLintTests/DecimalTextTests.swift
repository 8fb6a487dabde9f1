import Testing
@testable import ModalLint
import TestSupport

/// `DecimalText.value` answers exactly what `Double(String)` answers, or leaves it to it.
@Test("plain decimals read as Double(String) reads them")
func decimalsMatchDoubleParsing() {
    var random = SystemRandomNumberGenerator.Seeded(seed: 0xD0_0B1E)
    var texts = ["0", "-0", "7", "007", "0.1", "0.3", "-12.5", "375", "812.0", "1.", ".5", "+5", "1e3", "-", "",
                 "1.2.3", "12a", "999999999999999", "9999999999999999", "0.000000000000001", "123456789.012345",
                 "1234567890123456", "-0.0", "4.35", "2.675", "0.1000000000000001"]
    for _ in 0..<20_000 {
        let integerDigits = Int.random(in: 1...9, using: &random)
        let fractionDigits = Int.random(in: 0...8, using: &random)
        var text = Bool.random(using: &random) ? "-" : ""
        for _ in 0..<integerDigits { text += String(Int.random(in: 0...9, using: &random)) }
        if fractionDigits > 0 {
            text += "."
            for _ in 0..<fractionDigits { text += String(Int.random(in: 0...9, using: &random)) }
        }
        texts.append(text)
    }
    var fastPathTaken = 0
    for text in texts {
        let fast = Array(text.utf8).withUnsafeBufferPointer { DecimalText.value($0) }
        if let fast {
            fastPathTaken += 1
            let expected = Double(text)
            #expect(expected != nil, "\(text) is not a number for Double(String)")
            #expect(fast.bitPattern == expected?.bitPattern, "\(text): \(fast) vs \(String(describing: expected))")
        }
    }
    #expect(fastPathTaken > 19_000)
    for text in ["1.", ".5", "+5", "1e3", "-", "", "1.2.3", "12a", "9999999999999999", "1234567890123456"] {
        #expect(Array(text.utf8).withUnsafeBufferPointer { DecimalText.value($0) } == nil, "\(text) takes the general path")
    }
}
