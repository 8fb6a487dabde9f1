/// The reading of `OpenStepPlist`'s text: one pass, one byte at a time, containers on a stack.
extension OpenStepPlist {
    /// The property list in `bytes`, or where and why it is not one.
    static func parse(_ bytes: [UInt8]) -> Result<OpenStepPlist, Failure> {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = Parser(bytes: buffer)
            return parser.parse()
        }
    }

    /// The parse: a cursor over the bytes that keeps the line and column as it moves, and a
    /// stack of the containers open around it.
    private struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var at = 0
        var line: Int32 = 1
        var column: Int32 = 1
        var plist = OpenStepPlist()
        /// The values of the open containers, innermost last; `Open.pendingStart` says where
        /// each one's begin.
        var pending: [Int32] = []

        enum Expect { case key, equals, value, separator }
        struct Open {
            var node: Int
            var pendingStart: Int
            var expect: Expect
        }

        init(bytes: UnsafeBufferPointer<UInt8>) {
            self.bytes = bytes
            // A UTF-8 byte order mark is not part of the first line.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { at = 3 }
        }

        var position: SourcePosition { SourcePosition(line: Int(line), column: Int(column)) }

        func failure(_ message: String) -> Result<OpenStepPlist, Failure> {
            .failure(Failure(message: message, position: position))
        }

        @inline(__always) mutating func advance() {
            let byte = bytes[at]
            at += 1
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }

        /// Skips blanks and comments; a message when a block comment never ends.
        mutating func skipTrivia() -> String? {
            while at < bytes.count {
                let byte = bytes[at]
                if byte == 0x20 || (0x09...0x0D).contains(byte) {
                    advance()
                } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") {
                    while at < bytes.count, bytes[at] != UInt8(ascii: "\n") { advance() }
                } else if byte == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "*") {
                    let start = position
                    advance()
                    advance()
                    while at < bytes.count, !(bytes[at] == UInt8(ascii: "*") && at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "/")) {
                        advance()
                    }
                    guard at < bytes.count else { return "a comment opened at \(start.line):\(start.column) never ends" }
                    advance()
                    advance()
                } else {
                    return nil
                }
            }
            return nil
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
                 UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "~"):
                true
            default:
                byte >= 0x80
            }
        }

        mutating func addNode(_ kind: Kind, line: Int32, column: Int32, first: Int, count: Int) -> Int {
            plist.nodes.append(Node(kind: kind, line: line, column: column, first: Int32(first), count: Int32(count)))
            return plist.nodes.count - 1
        }

        /// A bare or quoted string, or `<data>`, at the cursor; nil with a message otherwise.
        mutating func scalar() -> (node: Int?, problem: String?) {
            let (startLine, startColumn) = (line, column)
            let first = plist.text.count
            let byte = bytes[at]
            if Self.isBare(byte) {
                let start = at
                while at < bytes.count, Self.isBare(bytes[at]) { advance() }
                plist.text.append(contentsOf: bytes[start..<at])
                return (addNode(.string, line: startLine, column: startColumn, first: first, count: at - start), nil)
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                advance()
                while at < bytes.count, bytes[at] != byte {
                    if bytes[at] == UInt8(ascii: "\\") {
                        advance()
                        guard at < bytes.count else { break }
                        unescape()
                    } else {
                        // The run up to the next quote or backslash, copied whole.
                        let start = at
                        while at < bytes.count, bytes[at] != byte, bytes[at] != UInt8(ascii: "\\") { advance() }
                        plist.text.append(contentsOf: bytes[start..<at])
                    }
                }
                guard at < bytes.count else { return (nil, "a string opened at \(startLine):\(startColumn) never ends") }
                advance()
                return (addNode(.string, line: startLine, column: startColumn, first: first, count: plist.text.count - first), nil)
            }
            if byte == UInt8(ascii: "<") {
                advance()
                while at < bytes.count, bytes[at] != UInt8(ascii: ">") {
                    let digit = bytes[at]
                    guard digit.isHexDigit || digit == 0x20 || (0x09...0x0D).contains(digit) else {
                        return (nil, "data holds only hexadecimal digits")
                    }
                    if digit.isHexDigit { plist.text.append(digit) }
                    advance()
                }
                guard at < bytes.count else { return (nil, "data opened at \(startLine):\(startColumn) never ends") }
                advance()
                return (addNode(.data, line: startLine, column: startColumn, first: first, count: plist.text.count - first), nil)
            }
            return (nil, "expected a value, found \(Self.describe(byte))")
        }

        /// The escape after a backslash, appended decoded (`\n`, `\"`, `\U20AC`, `\012`).
        mutating func unescape() {
            let byte = bytes[at]
            advance()
            switch byte {
            case UInt8(ascii: "n"): plist.text.append(0x0A)
            case UInt8(ascii: "t"): plist.text.append(0x09)
            case UInt8(ascii: "r"): plist.text.append(0x0D)
            case UInt8(ascii: "a"): plist.text.append(0x07)
            case UInt8(ascii: "b"): plist.text.append(0x08)
            case UInt8(ascii: "f"): plist.text.append(0x0C)
            case UInt8(ascii: "v"): plist.text.append(0x0B)
            case UInt8(ascii: "U"), UInt8(ascii: "u"):
                var value: UInt32 = 0
                var digits = 0
                while digits < 4, at < bytes.count, let digit = Self.hexValue(bytes[at]) {
                    value = value * 16 + digit
                    digits += 1
                    advance()
                }
                appendScalar(value)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(byte - UInt8(ascii: "0"))
                var digits = 1
                while digits < 3, at < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[at]) {
                    value = value * 8 + UInt32(bytes[at] - UInt8(ascii: "0"))
                    digits += 1
                    advance()
                }
                appendScalar(value)
            default:
                // `\"`, `\\`, `\'` and any other byte stand for themselves.
                plist.text.append(byte)
            }
        }

        mutating func appendScalar(_ value: UInt32) {
            let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
            plist.text.append(contentsOf: String(scalar).utf8)
        }

        static func hexValue(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        static func describe(_ byte: UInt8) -> String {
            if (0x21...0x7E).contains(byte) { return "`\(Character(Unicode.Scalar(byte)))`" }
            let hex = String(byte, radix: 16, uppercase: true)
            return "byte 0x" + (hex.count == 1 ? "0" : "") + hex
        }

        mutating func parse() -> Result<OpenStepPlist, Failure> {
            var open: [Open] = []
            var topValue: Int?
            while true {
                if let problem = skipTrivia() { return failure(problem) }
                guard at < bytes.count else { break }
                let byte = bytes[at]
                guard let top = open.last else {
                    // The top level: one value, then nothing.
                    guard topValue == nil else { return failure("nothing may follow the top-level value, found \(Self.describe(byte))") }
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                        open.append(openContainer(byte))
                        continue
                    }
                    let (node, problem) = scalar()
                    guard let node else { return failure(problem!) }
                    topValue = node
                    continue
                }
                let isDictionary = plist.nodes[top.node].kind == .dictionary
                switch top.expect {
                case .key:
                    if byte == UInt8(ascii: "}") {
                        close(&open)
                        if open.isEmpty { topValue = plist.root }
                        continue
                    }
                    let (node, problem) = scalar()
                    guard let node else { return failure(problem!) }
                    guard plist.nodes[node].kind == .string else { return failure("a key must be a string") }
                    pending.append(Int32(node))
                    open[open.count - 1].expect = .equals
                case .equals:
                    guard byte == UInt8(ascii: "=") else { return failure("expected `=` after a key, found \(Self.describe(byte))") }
                    advance()
                    open[open.count - 1].expect = .value
                case .value:
                    if !isDictionary, byte == UInt8(ascii: ")") {
                        close(&open)
                        if open.isEmpty { topValue = plist.root }
                        continue
                    }
                    if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "(") {
                        guard open.count < OpenStepPlist.maxDepth else {
                            return failure("nested more than \(OpenStepPlist.maxDepth) deep")
                        }
                        open[open.count - 1].expect = .separator
                        open.append(openContainer(byte))
                        continue
                    }
                    let (node, problem) = scalar()
                    guard let node else { return failure(problem!) }
                    pending.append(Int32(node))
                    open[open.count - 1].expect = .separator
                case .separator:
                    if isDictionary {
                        guard byte == UInt8(ascii: ";") else { return failure("expected `;` after a value, found \(Self.describe(byte))") }
                        advance()
                        open[open.count - 1].expect = .key
                    } else if byte == UInt8(ascii: ",") {
                        advance()
                        open[open.count - 1].expect = .value
                    } else if byte == UInt8(ascii: ")") {
                        close(&open)
                        if open.isEmpty { topValue = plist.root }
                    } else {
                        return failure("expected `,` or `)` after an item, found \(Self.describe(byte))")
                    }
                }
            }
            guard open.isEmpty else {
                let node = open[open.count - 1].node
                let kind = plist.nodes[node].kind == .dictionary ? "a dictionary" : "an array"
                return failure("\(kind) opened at \(plist.nodes[node].line):\(plist.nodes[node].column) never ends")
            }
            guard let topValue else { return failure("the file holds no value") }
            plist.root = topValue
            return .success(plist)
        }

        mutating func openContainer(_ byte: UInt8) -> Open {
            let kind: Kind = byte == UInt8(ascii: "{") ? .dictionary : .array
            let node = addNode(kind, line: line, column: column, first: 0, count: 0)
            advance()
            return Open(node: node, pendingStart: pending.count, expect: kind == .dictionary ? .key : .value)
        }

        /// Ends the innermost container: its values move from `pending` to `children`, and it
        /// becomes a value of the one around it.
        mutating func close(_ open: inout [Open]) {
            let closing = open.removeLast()
            advance()
            let first = plist.children.count
            plist.children.append(contentsOf: pending[closing.pendingStart...])
            pending.removeSubrange(closing.pendingStart...)
            plist.nodes[closing.node].first = Int32(first)
            plist.nodes[closing.node].count = Int32(plist.children.count - first)
            if open.isEmpty {
                plist.root = closing.node
            } else {
                pending.append(Int32(closing.node))
            }
        }
    }
}

private extension UInt8 {
    var isHexDigit: Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(self) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(self)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(self)
    }
}
