/// A byte-level look at a Swift file before it is parsed, for the shapes SwiftParser pays for
/// out of proportion: nested `[` (array and dictionary literals and types: the parser tries
/// both readings at each level, time exponential in the depth) and nested string interpolation
/// (memory quadratic in the depth). One linear pass that knows comments and string literals
/// well enough to count code's brackets only; no recursion. Deeper than the limits, the file is
/// not parsed and says where (`input/limit`).
struct SwiftNesting {
    /// Deepest `[` nesting parsed (the parse's time is exponential in the depth, see above).
    static let maxSquareDepth = 16
    /// Deepest string interpolation nesting parsed.
    static let maxInterpolationDepth = 16

    enum Excess: Equatable {
        case squareBrackets(offset: Int)
        case interpolation(offset: Int)

        var offset: Int {
            switch self {
            case .squareBrackets(let offset), .interpolation(let offset): offset
            }
        }
    }

    /// What the scan is inside.
    private enum Context {
        /// Code; inside an interpolation, the `(` still open in it.
        case code(openParentheses: Int)
        /// A string literal: `"""` or `"`, and its raw `#` count.
        case string(multiLine: Bool, hashes: Int)
    }

    /// The first place `bytes` nests past a limit, or nil.
    static func excess(in bytes: [UInt8]) -> Excess? {
        bytes.withUnsafeBufferPointer { text -> Excess? in
            var contexts: [Context] = [.code(openParentheses: 0)]
            var square = 0
            var at = 0
            let count = text.count
            func byte(_ offset: Int) -> UInt8 { offset < count ? text[offset] : 0 }
            while at < count {
                let current = text[at]
                switch contexts[contexts.count - 1] {
                case .code(let open):
                    if current == UInt8(ascii: "/"), byte(at + 1) == UInt8(ascii: "/") {
                        while at < count, text[at] != 0x0A { at += 1 }
                        continue
                    }
                    if current == UInt8(ascii: "/"), byte(at + 1) == UInt8(ascii: "*") {
                        at = skipBlockComment(text, from: at)
                        continue
                    }
                    if current == UInt8(ascii: "#") || current == UInt8(ascii: "\"") {
                        var hashes = 0
                        while byte(at + hashes) == UInt8(ascii: "#") { hashes += 1 }
                        if byte(at + hashes) == UInt8(ascii: "\"") {
                            let quote = at + hashes
                            let multiLine = byte(quote + 1) == UInt8(ascii: "\"") && byte(quote + 2) == UInt8(ascii: "\"")
                            contexts.append(.string(multiLine: multiLine, hashes: hashes))
                            at = quote + (multiLine ? 3 : 1)
                            continue
                        }
                        at += max(hashes, 1)
                        continue
                    }
                    switch current {
                    case UInt8(ascii: "["):
                        square += 1
                        if square > maxSquareDepth { return .squareBrackets(offset: at) }
                    case UInt8(ascii: "]"):
                        square = max(0, square - 1)
                    case UInt8(ascii: "("):
                        if contexts.count > 1 { contexts[contexts.count - 1] = .code(openParentheses: open + 1) }
                    case UInt8(ascii: ")"):
                        // The `)` that closes an interpolation returns to its string.
                        if contexts.count > 1 {
                            if open == 0 { contexts.removeLast() } else { contexts[contexts.count - 1] = .code(openParentheses: open - 1) }
                        }
                    default:
                        break
                    }
                    at += 1
                case .string(let multiLine, let hashes):
                    if current == UInt8(ascii: "\\") {
                        var marks = 0
                        while marks < hashes, byte(at + 1 + marks) == UInt8(ascii: "#") { marks += 1 }
                        guard marks == hashes else { at += 1; continue }
                        let next = at + 1 + hashes
                        if byte(next) == UInt8(ascii: "(") {
                            contexts.append(.code(openParentheses: 0))
                            let depth = contexts.reduce(0) { depth, context in
                                if case .string = context { return depth + 1 }
                                return depth
                            }
                            if depth > maxInterpolationDepth { return .interpolation(offset: at) }
                            at = next + 1
                        } else {
                            // An escaped character, whatever it is (an escaped quote does not close).
                            at = next + 1
                        }
                        continue
                    }
                    if current == UInt8(ascii: "\"") {
                        let quotes = multiLine ? 3 : 1
                        var closes = true
                        for offset in 0..<quotes where byte(at + offset) != UInt8(ascii: "\"") { closes = false }
                        for offset in 0..<hashes where byte(at + quotes + offset) != UInt8(ascii: "#") { closes = false }
                        if closes {
                            contexts.removeLast()
                            at += quotes + hashes
                            continue
                        }
                    }
                    // A single-line string ends at the line's end, closed or not (half-typed code).
                    if !multiLine, current == 0x0A || current == 0x0D { contexts.removeLast() }
                    at += 1
                }
            }
            return nil
        }
    }

    /// Past a `/* ... */` comment (they nest in Swift), from its `/*`.
    private static func skipBlockComment(_ text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var depth = 0
        var at = start
        while at < text.count {
            if text[at] == UInt8(ascii: "/"), at + 1 < text.count, text[at + 1] == UInt8(ascii: "*") {
                depth += 1
                at += 2
            } else if text[at] == UInt8(ascii: "*"), at + 1 < text.count, text[at + 1] == UInt8(ascii: "/") {
                depth -= 1
                at += 2
                if depth == 0 { return at }
            } else {
                at += 1
            }
        }
        return at
    }
}
