#if canImport(Glibc)
import Glibc
#endif

/// The big arrays (the file's bytes, the node tree, the model) are written page by page as
/// they fill, and on Linux each new 4 KiB page is a page fault: at 100,000 view controllers
/// about 14,000 of them, an eighth of the run. Asking for transparent huge pages on their
/// reserved capacity makes that a few hundred. Only advice: where it is unavailable (other
/// systems, THP off) nothing changes, and untouched capacity still costs no memory.
enum HugePages {
    /// Below this, an allocation holds no aligned 2 MiB page anyway.
    static let minimumBytes = 4 << 20

    static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
        guard buffer.count >= minimumBytes, let base = buffer.baseAddress else { return }
        let page = 4096
        let start = (Int(bitPattern: base) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: base) + buffer.count) & ~(page - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, end - start, MADV_HUGEPAGE)
        #endif
    }
}

extension Array {
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
