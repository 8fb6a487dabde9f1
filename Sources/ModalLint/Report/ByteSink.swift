#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where `JSONWriter` appends bytes: an array, or a `ByteSink`.
protocol ByteOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteOutput where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// A growable run of bytes, appended to in place: for the reports' writers and the batches of
/// libyaml's events. An array's `append(contentsOf:)` of a few bytes (a key, an indent, the
/// text between two escapes) pays its bookkeeping each time, and a report is made of such
/// appends. Its storage is only reached through `append` and `contents`, on one thread at a
/// time (a batch of events changes threads whole, through a lock).
final class ByteSink: ByteOutput, @unchecked Sendable {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = Self.reallocate(nil, capacity: self.capacity)
    }

    deinit { free(base) }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    /// Room for `count` bytes at the end, written by `write`, which returns how many it wrote:
    /// what the JSON writer puts between two values (a comma, a line break, the indent, a key)
    /// checked for room once rather than once a piece.
    @inline(__always)
    func withRoom(_ count: Int, _ write: (UnsafeMutablePointer<UInt8>) -> Int) {
        if self.count + count > capacity { grow(toHold: self.count + count) }
        self.count += write(base + self.count)
    }

    func append(_ other: ByteSink) {
        append(bytes: UnsafeBufferPointer(start: other.base, count: other.count))
    }

    /// Grown with `realloc`: a large sink lives in its own mapping, which glibc moves with
    /// `mremap` instead of copying it into new memory, so that each byte's page is faulted in
    /// once, not again at every doubling; from 4 MiB up on huge pages.
    @inline(never)
    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        base = Self.reallocate(base, capacity: newCapacity)
        capacity = newCapacity
        HugePages.advise(UnsafeMutableRawBufferPointer(start: base, count: capacity))
    }

    private static func reallocate(_ pointer: UnsafeMutablePointer<UInt8>?, capacity: Int) -> UnsafeMutablePointer<UInt8> {
        guard let memory = realloc(pointer, capacity) else { fatalError("out of memory (\(capacity) bytes)") }
        return memory.bindMemory(to: UInt8.self, capacity: capacity)
    }

    /// The bytes so far, in place: valid until the next append or `removeAll`.
    var contents: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    /// Empties it, keeping its memory.
    func removeAll() { count = 0 }
}

/// Bytes in the pieces they were written in, in order: a report's long arrays are written in
/// parts on other threads, and each part is handed over whole. Joining them would copy the
/// whole report (into one sink, out to an array, and again for its final newline), each time
/// into memory faulted in for it.
public struct BytePieces: @unchecked Sendable {
    // Each sink is no longer appended to once it is here.
    private(set) var pieces: [ByteSink] = []

    init() {}

    init(_ bytes: [UInt8]) {
        let sink = ByteSink(capacity: bytes.count)
        bytes.withUnsafeBufferPointer { sink.append(bytes: $0) }
        append(sink)
    }

    mutating func append(_ piece: ByteSink) {
        if piece.count > 0 { pieces.append(piece) }
    }

    public var count: Int { pieces.reduce(0) { $0 + $1.count } }

    /// The pieces joined, for callers that want one array (tests, strings).
    public var joined: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for piece in pieces { bytes.append(contentsOf: piece.contents) }
        return bytes
    }
}

/// A report's text as it is written (the text report's, GitHub's): strings, numbers and
/// spaces appended to a `ByteSink` in place.
struct TextBytes {
    let sink: ByteSink

    init(capacity: Int) {
        sink = ByteSink(capacity: capacity)
    }

    mutating func append(_ byte: UInt8) { sink.append(byte) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { sink.append(bytes: $0) }
    }

    mutating func append(_ number: Int) {
        var out = sink
        JSONWriter.integer(number, into: &out)
    }

    mutating func appendSpaces(_ count: Int) {
        var out = sink
        JSONWriter.indent(max(0, count), into: &out)
    }

    /// `TerminalText.escape(text)`: printable ASCII, the usual text, is copied as it is.
    mutating func appendPrintable(_ text: String) {
        var text = text
        let copied = text.withUTF8 { bytes -> Bool in
            guard TerminalText.isPrintableASCII(bytes, allowingNewlines: false) else { return false }
            sink.append(bytes: bytes)
            return true
        }
        if !copied { append(TerminalText.escape(text)) }
    }

    /// `text` with a line break and `indent` spaces for each line break in it.
    mutating func append(_ text: String, replacingNewlinesWithIndent indent: Int) {
        var text = text
        text.withUTF8 { bytes in
            var runStart = 0
            for position in bytes.indices where bytes[position] == UInt8(ascii: "\n") {
                sink.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...position]))
                appendSpaces(indent)
                runStart = position + 1
            }
            sink.append(bytes: UnsafeBufferPointer(rebasing: bytes[runStart...]))
        }
    }

    /// The number of decimal digits of a line number (`String(number).count`).
    static func digitCount(_ number: Int) -> Int {
        var count = number < 0 ? 2 : 1
        var rest = number.magnitude
        while rest >= 10 {
            rest /= 10
            count += 1
        }
        return count
    }
}
