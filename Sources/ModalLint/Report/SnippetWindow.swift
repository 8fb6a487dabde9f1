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
    func render(column: Int, rangeWidth: Int) -> (text: String, column: Int, marker: String) {
        let at = min(max(column - 1, 0), scalarCount)
        let cut = scalarCount > Self.width
        let from = cut ? max(0, min(at - Self.before, scalarCount - Self.width)) : 0
        let to = min(scalarCount, from + Self.width)
        let decoded = String(decoding: line[byteIndex(ofScalar: from)..<byteIndex(ofScalar: to)], as: UTF8.self)
        // A tab is one column wide like any character: shown as a space, not escaped.
        let scalars = decoded.unicodeScalars.map { $0 == "\t" ? " " : $0 }
        let offset = min(at - from, scalars.count)
        let shownColumn = TerminalText.escapedCount(scalars[..<offset]) + 1 + (from > 0 ? 1 : 0)
        var text = TerminalText.escape(String(String.UnicodeScalarView(scalars)))
        if from > 0 { text = "…" + text }
        if cut { text += "…" }
        let marked = TerminalText.escapedCount(scalars[offset..<min(scalars.count, offset + max(1, rangeWidth))])
        let shownCount = text.unicodeScalars.count
        let tildes = min(max(1, marked), max(1, shownCount - shownColumn + 2)) - 1
        return (text, shownColumn, "^" + String(repeating: "~", count: tildes))
    }
}
