#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a text report needs of a file for its snippets: the lines its findings start on,
/// and every line break, so that line numbers stay what they were. A report on a 100 MB
/// snapshot then holds a few MB of source instead of a second copy of the file on top of
/// what the lint left behind.
enum SnippetSource {
    static func reduce(_ bytes: [UInt8], keepingLines lines: [Int]) -> [UInt8] {
        let wanted = lines.sorted()
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, hasOnlyNewlineBreaks(buffer) else { return bytes }
            var result: [UInt8] = []
            // The line breaks between kept lines are appended a run at a time, not one append
            // per line (180,000 of them at 100,000 view controllers).
            var pendingBreaks = 0
            var next = 0
            var line = 1
            var start = 0
            while true {
                let end = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start)
                    .map { base.distance(to: $0.assumingMemoryBound(to: UInt8.self)) } ?? buffer.count
                while next < wanted.count, wanted[next] < line { next += 1 }
                if next < wanted.count, wanted[next] == line {
                    result.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: pendingBreaks))
                    pendingBreaks = 0
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[start..<end]))
                }
                guard end < buffer.count else {
                    result.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: pendingBreaks))
                    return result
                }
                pendingBreaks += 1
                line += 1
                start = end + 1
            }
        }
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
