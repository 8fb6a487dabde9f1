#if canImport(Glibc)
import Glibc
#endif

/// Transparent huge pages for the C allocator's memory, for a run over large snapshots.
///
/// On Linux in `madvise` mode (the usual default), only memory advised with `MADV_HUGEPAGE`
/// gets 2 MiB pages. The big arrays are advised where they are made (`HugePages`), but most of
/// a large lint's fresh memory comes from `malloc` (the model's lists and boxes, libyaml's
/// buffers, the replay's tables), 4 KiB page by page, each a page fault. glibc advises its own
/// heaps when the tunable `glibc.malloc.hugetlb=1` is set, and tunables are read only when a
/// process starts: so a `lint` naming a large snapshot starts itself again, once, with the
/// tunables added to the environment, before any thread starts or any snapshot is read. Two
/// arenas (`glibc.malloc.arena_max=2`, one per core) keep the partly used huge pages of a heap
/// per thread from adding to the peak, which huge pages alone would push past the target of 3x
/// the file. The restart is cheap beside the page faults it saves: it comes before anything is
/// read.
public enum HugePageRestart {
    /// Below this, a restart costs more than the huge pages save.
    public static let minimumBytes = 8 << 20
    static let tunables = ["glibc.malloc.hugetlb=1", "glibc.malloc.arena_max=2"]
    /// Set in the restarted process: never restart twice.
    static let marker = "MODALLINT_RESTARTED"

    /// Restarts the process when it lints a snapshot of `minimumBytes` or more and nothing has
    /// decided already; returns when it does not (or when the restart failed).
    public static func restartIfUseful(arguments: [String], candidates: [String]) {
        #if os(Linux)
        guard getenv(marker) == nil, getenv("MODALLINT_NO_HUGE_PAGES") == nil else { return }
        let current = getenv("GLIBC_TUNABLES").map { String(cString: $0) }
        // What the environment sets already stands (a user's own choice of either).
        let added = tunables.filter { tunable in
            !(current ?? "").contains(tunable.prefix { $0 != "=" })
        }
        // The cheap checks first: most runs name no large file, and stop at a `stat` each.
        guard added.contains(where: { $0.hasPrefix("glibc.malloc.hugetlb") }),
              candidates.contains(where: { isLargeFile($0) }), systemAdvisesHugePages() else { return }
        let value = ([current ?? ""].filter { !$0.isEmpty } + added).joined(separator: ":")
        guard setenv("GLIBC_TUNABLES", value, 1) == 0, setenv(marker, "1", 1) == 0 else { return }
        var pointers = arguments.map { strdup($0) }
        pointers.append(nil)
        execv("/proc/self/exe", pointers)
        // Still here: run as is, with the environment as it was.
        for pointer in pointers { free(pointer) }
        if let current { setenv("GLIBC_TUNABLES", current, 1) } else { unsetenv("GLIBC_TUNABLES") }
        unsetenv(marker)
        #endif
    }

    #if os(Linux)
    /// THP in `madvise` mode: `always` needs no advice, `never` takes none.
    private static func systemAdvisesHugePages() -> Bool {
        guard let file = fopen("/sys/kernel/mm/transparent_hugepage/enabled", "r") else { return false }
        defer { fclose(file) }
        var buffer = [CChar](repeating: 0, count: 128)
        guard fgets(&buffer, Int32(buffer.count), file) != nil else { return false }
        let line = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: line, as: UTF8.self).contains("[madvise]")
    }

    private static func isLargeFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG && Int(status.st_size) >= minimumBytes
    }
    #endif
}
