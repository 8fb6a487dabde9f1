internal import CYAML

/// Hands libyaml a text its reader would pass through unchanged straight into the parser's
/// working buffer, so that its scanner reads the text in place.
///
/// Why: libyaml's reader (`yaml_parser_update_buffer`, reader.c) copies the input into a raw
/// buffer and then decodes and checks it one character at a time into the working buffer the
/// scanner reads: about a fifth of libyaml's instructions over a snapshot (callgrind over the
/// floor program, `Benchmarks/yaml_floor.c`: 338M of 1,590M at call-heavy 100k). For UTF-8
/// text of characters the reader accepts, each in its shortest form, that decoding writes out
/// the very bytes it read, so the scanner sees exactly what it would have seen; any other text
/// (a byte-order mark at its start, malformed UTF-8, a character the reader rejects) keeps the
/// reader, and with it libyaml's own checks and messages.
///
/// What this relies on, in libyaml's reader from 0.1 to 0.2.5 (unchanged on its master): the
/// scanner asks for characters only through `CACHE`, which calls `yaml_parser_update_buffer`
/// when `unread` falls short, and that function returns at once, asking the read handler for
/// nothing, once `eof` is set and the raw buffer is empty: the state the reader itself leaves at
/// the end of the input, after it has appended the final `'\0'`. The working buffer is libyaml's
/// allocation (`yaml_parser_delete` frees it), so the parser's own is put back before that.
enum LibYAMLDirectInput {
    /// Zero bytes after the text: the final `'\0'` the reader appends, and room for the
    /// scanner's look-ahead past it (it compares up to four characters at once).
    static let padding = 8

    /// The parser's own working buffer, to be put back by `restore` before `yaml_parser_delete`.
    struct SavedBuffer {
        fileprivate let start: UnsafeMutablePointer<yaml_char_t>?
        fileprivate let end: UnsafeMutablePointer<yaml_char_t>?
    }

    /// Whether libyaml's reader would copy `text` unchanged: UTF-8 without a byte-order mark
    /// at its start (which the reader would skip), every character one the reader accepts
    /// (reader.c: a tab, a line break, printable ASCII, NEL, and the ranges U+00A0...U+D7FF,
    /// U+E000...U+FFFD, U+10000...U+10FFFF), each written in its shortest form (the reader
    /// rejects the others). Such text the reader re-encodes to the very same bytes.
    static func readsUnchanged(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = text.baseAddress else { return true }
        let count = text.count
        if count >= 3, base[0] == 0xEF, base[1] == 0xBB, base[2] == 0xBF { return false }
        var index = 0
        // Sixteen bytes at a time while they are plain ASCII (the common case): the lanes
        // outside the set are counted, not branched on.
        let space = SIMD16<UInt8>(repeating: 0x20)
        let delete = SIMD16<UInt8>(repeating: 0x7F)
        let tab = SIMD16<UInt8>(repeating: 0x09)
        let lineFeed = SIMD16<UInt8>(repeating: 0x0A)
        let carriageReturn = SIMD16<UInt8>(repeating: 0x0D)
        let raw = UnsafeRawPointer(base)
        while index < count {
            if index + 16 <= count {
                let lanes = raw.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let printable = (lanes .>= space) .& (lanes .< delete)
                let breakOrTab = (lanes .== lineFeed) .| (lanes .== tab) .| (lanes .== carriageReturn)
                if all(printable .| breakOrTab) {
                    index += 16
                    continue
                }
            }
            // One character at a time up to the end of this block.
            let blockEnd = min(index + 16, count)
            while index < blockEnd {
                guard let width = acceptedCharacterWidth(base + index, available: count - index) else { return false }
                index += width
            }
        }
        return true
    }

    /// The width of the character at `start` when the reader accepts it as written, else nil.
    private static func acceptedCharacterWidth(_ start: UnsafePointer<UInt8>, available: Int) -> Int? {
        let lead = start[0]
        if lead < 0x80 {
            return (lead >= 0x20 && lead < 0x7F) || lead == 0x0A || lead == 0x09 || lead == 0x0D ? 1 : nil
        }
        let width: Int
        var value: UInt32
        switch lead {
        case 0xC0...0xDF: (width, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (width, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF7: (width, value) = (4, UInt32(lead & 0x07))
        default: return nil
        }
        guard width <= available else { return nil }
        for offset in 1..<width {
            let trailing = start[offset]
            guard trailing & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(trailing & 0x3F)
        }
        let shortest = switch width {
        case 2: value >= 0x80
        case 3: value >= 0x800
        default: value >= 0x10000
        }
        let accepted = value == 0x85 || (0xA0...0xD7FF).contains(value) || (0xE000...0xFFFD).contains(value)
            || (0x10000...0x10FFFF).contains(value)
        return shortest && accepted ? width : nil
    }

    /// Points a parser just given its input (`yaml_parser_set_input_string`) at `buffer`, whose
    /// first `textCount` bytes passed `readsUnchanged` and which holds at least `padding` zero bytes
    /// after them. The buffer must outlive the parse.
    static func install(_ parser: UnsafeMutablePointer<yaml_parser_t>, buffer: UnsafeMutableBufferPointer<UInt8>,
                        textCount: Int) -> SavedBuffer {
        precondition(buffer.count >= textCount + padding, "the text has no room for libyaml's final NUL")
        let saved = SavedBuffer(start: parser.pointee.buffer.start, end: parser.pointee.buffer.end)
        guard let base = buffer.baseAddress else { return saved }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        parser.pointee.buffer.start = base
        parser.pointee.buffer.pointer = base
        // The text and the reader's final '\0', as the reader leaves them at the end of the input.
        parser.pointee.buffer.last = base + textCount + 1
        parser.pointee.buffer.end = base + buffer.count
        // The reader counts characters here, bytes are as many or more; only `CACHE` reads the
        // count, and with `eof` set a shortfall asks the reader for nothing.
        parser.pointee.unread = textCount + 1
        parser.pointee.eof = 1
        parser.pointee.raw_buffer.pointer = parser.pointee.raw_buffer.start
        parser.pointee.raw_buffer.last = parser.pointee.raw_buffer.start
        // Nothing is left for the read handler, should anything call it.
        parser.pointee.input.string.current = parser.pointee.input.string.end
        return saved
    }

    /// Gives the parser back its own working buffer (for `yaml_parser_delete` to free).
    static func restore(_ parser: UnsafeMutablePointer<yaml_parser_t>, _ saved: SavedBuffer) {
        parser.pointee.buffer.start = saved.start
        parser.pointee.buffer.end = saved.end
        parser.pointee.buffer.pointer = saved.start
        parser.pointee.buffer.last = saved.start
    }
}
