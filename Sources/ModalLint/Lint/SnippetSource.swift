#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a text report needs of a file for its snippets: the lines its findings start on, and
/// every line break, so that line numbers stay what they were. A report on a large snapshot
/// then holds a small part of its source instead of a second copy of the file on top of what
/// the lint left behind.
enum SnippetSource {
    /// Where lines start, found before the findings are known: the start of every
    /// `LineIndex.stride`-th line, and the number of line breaks. Only for a text whose only
    /// line break is LF (nil otherwise). `LintSession` has it made beside a large file's rules,
    /// on a core the parse no longer fills; finding a finding's line from there costs a few
    /// steps, where reading every line up to it (with the check of the line breaks) would come
    /// after the rules. Without one, `reduce` makes it first.
    struct LineIndex: Sendable {
        static let stride = 16
        /// `starts[k]` is where line `k * stride + 1` starts.
        var starts: [Int] = [0]
        var breaks = 0

        init?(_ bytes: [UInt8]) {
            let found: Bool = bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return true }
                guard hasOnlyNewlineBreaks(buffer) else { return false }
                let stride = Self.stride
                starts.reserveCapacity(buffer.count / (64 * stride) + 16)
                var from = 0
                // Breaks until the next indexed line starts.
                var untilIndexed = stride
                while from < buffer.count, let found = memchr(base + from, Int32(UInt8(ascii: "\n")), buffer.count - from) {
                    from = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                    breaks += 1
                    untilIndexed -= 1
                    if untilIndexed == 0 {
                        starts.append(from)
                        untilIndexed = stride
                    }
                }
                return true
            }
            guard found else { return nil }
        }
    }

    /// `reduce` from a `LineIndex` of `bytes`. The line breaks between kept lines are appended
    /// a run at a time.
    static func reduce(_ bytes: [UInt8], keepingLines lines: [Int], index: LineIndex) -> [UInt8] {
        let wanted = lines.sorted()
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return [] }
            var result: [UInt8] = []
            var breaksWritten = 0
            var previous = 0
            for line in wanted where line > previous && line >= 1 && line <= index.breaks + 1 {
                previous = line
                // From the nearest indexed line at or before it.
                let block = (line - 1) / LineIndex.stride
                var start = index.starts[block]
                for _ in 0..<((line - 1) % LineIndex.stride) {
                    let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)!
                    start = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                }
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
                result.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: line - 1 - breaksWritten))
                breaksWritten = line - 1
                result.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
            }
            result.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: index.breaks - breaksWritten))
            return result
        }
    }

    /// The text kept for the snippets of `lines`; the whole text when a line break other than
    /// LF occurs in it.
    static func reduce(_ bytes: [UInt8], keepingLines lines: [Int]) -> [UInt8] {
        guard let index = LineIndex(bytes) else { return bytes }
        return reduce(bytes, keepingLines: lines, index: index)
    }

    /// Whether LF is the only line break. YAML also breaks lines at CR, NEL, LS and PS; a
    /// file with any of them is kept whole rather than risk numbering its lines differently.
    static func hasOnlyNewlineBreaks(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        if memchr(base, 0x0D, buffer.count) != nil { return false }
        // NEL is C2 85; LS and PS are E2 80 A8 and E2 80 A9.
        let otherBreaks: [[UInt8]] = [[0xC2, 0x85], [0xE2, 0x80, 0xA8], [0xE2, 0x80, 0xA9]]
        return !otherBreaks.contains { lineBreak in lineBreak.withUnsafeBufferPointer { buffer.contains(bytes: $0) } }
    }
}
