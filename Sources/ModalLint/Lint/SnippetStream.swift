#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `SnippetSource.reduce` of a file read a part at a time, for a file too large to keep while it
/// is linted: read whole again after the rules, it would need the model freed first to make
/// room, on the way to the report. Read in parts, the file never takes more than a part of
/// memory beside the model.
///
/// Exact or nothing: a file with a line break other than LF, without a snapshot's top-level key
/// in its first part, or empty, gets nil, and the caller reads it whole as before
/// (`SnippetQuoting`).
struct SnippetStream {
    /// Sorted, each once, from 1.
    private let wanted: [Int]
    private var next = 0
    private var result: [UInt8] = []
    /// The line the next byte belongs to.
    private var line = 1
    private var breaksWritten = 0
    private var inKeptLine = false
    /// The last two bytes read before this part, for a NEL, LS or PS cut by part boundaries.
    private var previousTail: [UInt8] = []
    private(set) var partsSeen = 0
    private let keys: [String]
    private(set) var failed = false

    init(keepingLines lines: [Int], keys: [String]) {
        wanted = Set(lines.filter { $0 >= 1 }).sorted()
        self.keys = keys
    }

    /// The reduced text of the file at `path`, or nil (see the type).
    static func reduce(fileAt path: String, keepingLines lines: [Int], keys: [String], limit: Int,
                       partBytes: Int = 1 << 20) -> [UInt8]? {
        var stream = SnippetStream(keepingLines: lines, keys: keys)
        let problem = SafeFile.readParts(path, limit: limit, partBytes: partBytes) { part in
            stream.feed(part)
            return !stream.failed
        }
        // An empty file (one emptied since it was linted) is quoted as the whole read quotes it.
        guard problem == nil, !stream.failed, stream.partsSeen > 0 else { return nil }
        return stream.finish()
    }

    mutating func feed(_ part: UnsafeBufferPointer<UInt8>) {
        guard !failed, let base = part.baseAddress, !part.isEmpty else { return }
        defer { partsSeen += 1 }
        if partsSeen == 0, !SnippetQuoting.hasTopLevelKey(Array(part), keys) {
            failed = true
            return
        }
        if !onlyNewlineBreaks(part) {
            failed = true
            return
        }
        var at = 0
        while at < part.count {
            if inKeptLine {
                let rest = part.count - at
                if let found = memchr(base + at, Int32(UInt8(ascii: "\n")), rest) {
                    let end = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: part[at..<end]))
                    at = end
                    inKeptLine = false
                } else {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: part[at...]))
                    return
                }
                continue
            }
            if next < wanted.count, wanted[next] == line {
                result.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: line - 1 - breaksWritten))
                breaksWritten = line - 1
                inKeptLine = true
                next += 1
                continue
            }
            // Over the line breaks up to the next kept line's start (or to the part's end).
            let wantedBreaks = next < wanted.count ? wanted[next] - line : Int.max
            let (position, skipped) = Self.skipBreaks(wantedBreaks, in: part, from: at)
            line += skipped
            at = position
        }
    }

    mutating func finish() -> [UInt8] {
        result.append(contentsOf: repeatElement(UInt8(ascii: "\n"), count: line - 1 - breaksWritten))
        breaksWritten = line - 1
        return result
    }

    /// Past at most `count` LFs from `start`: where it stopped (right after the last one passed,
    /// or the part's end) and how many it passed. Eight bytes at a time: counting the LFs of a
    /// word costs a few instructions, far fewer than a `memchr` call per line.
    static func skipBreaks(_ count: Int, in part: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int) {
        guard let base = part.baseAddress else { return (start, 0) }
        var at = start
        var skipped = 0
        let raw = UnsafeRawPointer(base)
        let lineFeeds = ByteWords.repeating(UInt8(ascii: "\n"))
        while at + 8 <= part.count {
            let word = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self)
            let breaks = ByteWords.zeroBytes(word ^ lineFeeds).nonzeroBitCount
            if skipped + breaks >= count { break }
            skipped += breaks
            at += 8
        }
        while at < part.count, skipped < count {
            if base[at] == UInt8(ascii: "\n") { skipped += 1 }
            at += 1
        }
        return (at, skipped)
    }

    /// `SnippetSource.hasOnlyNewlineBreaks` for this part, with the two bytes before it.
    private mutating func onlyNewlineBreaks(_ part: UnsafeBufferPointer<UInt8>) -> Bool {
        guard SnippetSource.hasOnlyNewlineBreaks(part) else { return false }
        let seam = previousTail + part.prefix(2)
        previousTail = Array((previousTail + part.suffix(2)).suffix(2))
        return seam.withUnsafeBufferPointer { SnippetSource.hasOnlyNewlineBreaks($0) }
    }
}
