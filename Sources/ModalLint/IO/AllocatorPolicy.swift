#if os(Linux)
internal import CYAML
#endif

/// How the C allocator keeps memory that was freed. glibc gives the top of a heap back to the
/// system as soon as 128 KiB of it are free and takes it again on the next allocation: linting
/// many small snapshots does that again and again (`brk`, and `madvise` plus `mprotect` in the
/// second thread's heap), each time faulting in and zeroing the same pages again and, with two
/// threads, interrupting the other core to flush its address translations. Up to 32 MiB of
/// freed memory stays with the process; more goes back, so that a large file's freed model does
/// not add to the peak of what follows (keeping much more raises a large text report's peak).
public enum AllocatorPolicy {
    /// Call once, first thing: later heaps follow it.
    public static func keepFreedMemory() {
        #if os(Linux)
        // Only the top of a heap beyond this much free space goes back to the system.
        _ = mallopt(M_TRIM_THRESHOLD, 32 << 20)
        // Each time a heap grows, it grows by this much more (untouched, it costs nothing).
        _ = mallopt(M_TOP_PAD, 8 << 20)
        #endif
    }
}
