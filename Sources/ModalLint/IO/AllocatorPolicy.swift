#if os(Linux)
internal import CYAML
#endif

/// How the C allocator keeps memory that was freed. glibc gives the top of a heap back to the
/// system as soon as 128 KiB of it are free and takes it again on the next allocation: linting
/// 1,000 small snapshots did that about 2,000 times (`brk`, and `madvise` plus `mprotect` in
/// the second thread's heap), each time faulting in and zeroing the same pages again and, with
/// two threads, interrupting the other core to flush its address translations. Up to 32 MiB
/// of freed memory now stays with the process; more goes back, so that a large file's freed
/// model does not add to the peak of what follows (256 MiB kept the text report's peak at
/// 1,000,000 view controllers 10% higher). Measured with `strace -c` and `perf stat` on
/// Benchmarks' small files: no heap shrinking left, page faults 6,400 -> 3,200, CPU time
/// 15-20% lower.
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
