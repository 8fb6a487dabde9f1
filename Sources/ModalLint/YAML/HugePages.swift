#if canImport(Glibc)
import Glibc
#endif

/// The big arrays (the file's bytes, the node tree, the model) are written page by page as they
/// fill, and on Linux each new 4 KiB page is a page fault, many of them in a large run. Asking
/// for transparent huge pages on their reserved capacity takes one fault per 2 MiB instead.
/// Only advice: where it is unavailable (other systems, THP off) nothing changes, and untouched
/// capacity still costs no memory.
enum HugePages {
    /// Below this, an allocation holds no aligned 2 MiB page anyway.
    static let minimumBytes = 4 << 20

    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= minimumBytes, let base = buffer.baseAddress else { return }
        PageRelease.advise(MADV_HUGEPAGE, base: UnsafeRawPointer(base), bytes: 0..<buffer.count)
        #endif
    }
}

/// Gives pages back to the system while an array is still alive: the loader does so behind
/// libyaml (the text it has read) and behind the snapshot decoder (the windows it has read), so
/// that text, node tree and model of a large file are not all resident at once. A released page
/// reads as zeros afterwards: only memory that nobody reads again may be released, and only in
/// an array nobody else holds (`Linter`'s release mode guarantees both).
enum PageRelease {
    static let page = 4096

    /// Releases the whole pages inside `bytes` of the buffer at `base` (nothing else); returns
    /// the offset up to which the pages are released, from where the next call should go on.
    @discardableResult
    static func release(base: UnsafeRawPointer, bytes: Range<Int>) -> Int {
        #if os(Linux)
        return advise(MADV_DONTNEED, base: base, bytes: bytes)
        #else
        return bytes.lowerBound
        #endif
    }

    #if os(Linux)
    /// `madvise` over the whole pages inside `bytes` of the buffer at `base`; the offset where
    /// they end (`bytes.lowerBound` when there is none).
    @discardableResult
    static func advise(_ advice: Int32, base: UnsafeRawPointer, bytes: Range<Int>) -> Int {
        let start = (Int(bitPattern: base) + bytes.lowerBound + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + bytes.upperBound) & ~(page - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return bytes.lowerBound }
        _ = madvise(pointer, end - start, advice)
        return end - Int(bitPattern: base)
    }
    #endif
}

extension Array {
    /// Releases the whole pages holding `elements` (see `PageRelease`).
    mutating func releasePages(_ elements: Range<Int>) {
        guard elements.lowerBound < elements.upperBound, elements.upperBound <= count else { return }
        let stride = MemoryLayout<Element>.stride
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            PageRelease.release(base: UnsafeRawPointer(base),
                                bytes: elements.lowerBound * stride..<elements.upperBound * stride)
        }
    }

    /// Advises huge pages for the array's whole capacity (call after `reserveCapacity`).
    mutating func adviseHugePages() {
        let capacity = self.capacity
        withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            HugePages.advise(UnsafeMutableRawBufferPointer(
                start: base, count: capacity * MemoryLayout<Element>.stride))
        }
    }
}
