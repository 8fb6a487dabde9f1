/// The part of a source line a finding shows: at most `width` code points around the
/// column, escaped for the terminal (`TerminalText`), with the column and the marker's width
/// moved to match what is printed. Only the window is decoded, so one 250 MB line costs a
/// scan of its bytes, not a quarter of a gigabyte of characters.
struct SnippetWindow {
    static let width = 160
    static let before = 40
    /// One byte offset kept per this many code points, so finding a column is a short scan.
    static let stride = 4096

    let line: ArraySlice<UInt8>
    /// The byte index of code point `k * stride`.
    private var checkpoints: [Int] = []
    private(set) var scalarCount = 0

    init(_ line: ArraySlice<UInt8>) {
        self.line = line
        var count = 0
        for index in line.indices where line[index] & 0xC0 != 0x80 {
            if count % Self.stride == 0 { checkpoints.append(index) }
            count += 1
        }
        scalarCount = count
    }

    /// The byte index where code point `k` starts (the line's end past the last).
    func byteIndex(ofScalar k: Int) -> Int {
        guard k < scalarCount else { return line.endIndex }
        var index = checkpoints[k / Self.stride]
        var remaining = k % Self.stride
        while remaining > 0 {
            index += 1
            if line[index] & 0xC0 != 0x80 { remaining -= 1 }
        }
        return index
    }

    /// The text to print, the 1-based column of the marker in it, and the marker.
    func render(column: Int, rangeWidth: Int, anyText: Bool = false) -> (text: String, column: Int, marker: String) {
        let at = min(max(column - 1, 0), scalarCount)
        let cut = scalarCount > Self.width
        let from = cut ? max(0, min(at - Self.before, scalarCount - Self.width)) : 0
        let to = min(scalarCount, from + Self.width)
        let bytes = line[byteIndex(ofScalar: from)..<byteIndex(ofScalar: to)]
        // A tab is one column wide like any character: shown as a space, not escaped.
        let text: String, offset: Int, shownColumn: Int, marked: Int
        if !anyText, bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F || $0 == 0x09 }) {
            // Printable ASCII, the usual line: a character per byte, nothing to escape; the
            // same result as for any text (`anyText`, which the tests compare) at a fraction of
            // the cost, and a text report makes one for every finding.
            text = String(decoding: bytes.map { $0 == 0x09 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
            offset = min(at - from, bytes.count)
            shownColumn = offset + 1
            marked = min(bytes.count, offset + max(1, rangeWidth)) - offset
        } else {
            let scalars = String(decoding: bytes, as: UTF8.self).unicodeScalars.map { $0 == "\t" ? " " : $0 }
            text = TerminalText.escape(String(String.UnicodeScalarView(scalars)))
            offset = min(at - from, scalars.count)
            shownColumn = TerminalText.escapedCount(scalars[..<offset]) + 1
            marked = TerminalText.escapedCount(scalars[offset..<min(scalars.count, offset + max(1, rangeWidth))])
        }
        let shown = (from > 0 ? "…" : "") + text + (cut ? "…" : "")
        let column = shownColumn + (from > 0 ? 1 : 0)
        let tildes = min(max(1, marked), max(1, shown.unicodeScalars.count - column + 2)) - 1
        return (shown, column, "^" + TextReporter.repeated(UInt8(ascii: "~"), count: tildes))
    }
}
