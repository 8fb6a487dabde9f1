/// Plain decimals (`375`, `-12.5`) read without `Double(String)`, which is costly per number
/// (sizes are written on thousands of view controllers).
enum DecimalText {
    /// Exactly representable powers of ten: 10^22 is the largest.
    private static let powersOfTen: [Double] = (0...22).reduce(into: []) { powers, exponent in
        powers.append(exponent == 0 ? 1 : powers[exponent - 1] * 10)
    }

    /// The value of `-?[0-9]+(\.[0-9]+)?` with at most 15 digits, else nil (the caller then asks
    /// `Double(String)`). Exact, as `Double(String)` is: the digits as an integer are below 2^53
    /// and the power of ten is exact, so the one division rounds correctly (Clinger's fast path).
    static func value(_ bytes: UnsafeBufferPointer<UInt8>) -> Double? {
        var position = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { position = 1 }
        var digits: UInt64 = 0
        var digitCount = 0
        var fractionDigits = 0
        var sawPoint = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
                digits = digits * 10 + UInt64(byte - UInt8(ascii: "0"))
                digitCount += 1
                if sawPoint { fractionDigits += 1 }
            } else if byte == UInt8(ascii: "."), !sawPoint, digitCount > 0 {
                sawPoint = true
            } else {
                return nil
            }
            guard digitCount <= 15 else { return nil }
            position += 1
        }
        guard digitCount > 0, !sawPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(digits) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}
