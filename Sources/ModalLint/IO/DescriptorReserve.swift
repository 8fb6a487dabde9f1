#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File descriptors a run needs free when it starts. libdispatch opens its own (an epoll
/// instance, an eventfd) the first time a queue runs, and traps (SIGILL) when it cannot;
/// with fewer free than this, modallint says so and exits 2 instead. Past the start, a file
/// that cannot be opened for want of descriptors is an `input/io` error on that file.
public enum DescriptorReserve {
    public static let minimum = 8

    /// The message to give when fewer than `minimum` descriptors can be opened now, or nil.
    public static func problem() -> String? {
        guard let free = shortfall() else { return nil }
        var limit = rlimit()
        #if canImport(Glibc)
        let resource = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
        #else
        let resource = RLIMIT_NOFILE
        #endif
        let allowed = getrlimit(resource, &limit) == 0 ? " of the \(limit.rlim_cur) that ulimit -n allows" : ""
        return "too many open files: \(free) file descriptor\(free == 1 ? " is" : "s are") free\(allowed); "
            + "modallint needs \(minimum) (raise ulimit -n, or close descriptors the process inherits)"
    }

    /// How many could be opened, when fewer than `minimum`: each is a duplicate of an open
    /// standard stream, closed again at once.
    static func shortfall() -> Int? {
        guard let source = (Int32(0)...2).first(where: { fcntl($0, F_GETFD) != -1 }) else { return nil }
        var opened: [Int32] = []
        opened.reserveCapacity(minimum)
        defer { for descriptor in opened { close(descriptor) } }
        while opened.count < minimum {
            let descriptor = fcntl(source, F_DUPFD_CLOEXEC, 0)
            guard descriptor >= 0 else { return errno == EMFILE || errno == EINVAL ? opened.count : nil }
            opened.append(descriptor)
        }
        return nil
    }
}
