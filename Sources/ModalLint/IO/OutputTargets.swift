#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Refuses, before anything is written, a run whose writes would destroy what it reads or
/// what another of its writes produces: `--output` naming an input snapshot, the baseline or
/// the configuration; `--write-baseline X --output X`; one file under two spellings
/// (`r.txt`, `./r.txt`, a symbolic link to it). Files are compared by identity (device and
/// inode) when they exist, and by the path a write would land on (symbolic links followed,
/// `.` and `..` resolved) when they do not.
public enum OutputTargets {
    public struct Write: Sendable {
        /// How the command line named it: `--output r.txt`.
        public var option: String
        public var path: String
        public init(option: String, path: String) {
            self.option = option
            self.path = path
        }
    }

    public struct Read: Sendable {
        /// What it is, for the message: `the input snapshot x.yaml`.
        public var what: String
        public var path: String
        public init(what: String, path: String) {
            self.what = what
            self.path = path
        }
    }

    struct Identity: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    /// The first conflict, as a message; nil when every write is safe. `standardOutput` is
    /// whether a report also goes to standard output (which may be redirected to a file).
    public static func conflict(writes: [Write], reads: [Read], standardOutput: Bool, workingDirectory: String) -> String? {
        var seen: [(write: Write, landing: String, identity: Identity?)] = []
        if standardOutput, let identity = identity(ofDescriptor: STDOUT_FILENO) {
            seen.append((Write(option: "standard output", path: "-"), "", identity))
        }
        for write in writes {
            let landing = landing(write.path, workingDirectory: workingDirectory)
            let identity = identity(of: landing)
            if let earlier = seen.first(where: { $0.landing == landing || (identity != nil && $0.identity == identity) }) {
                let earlierName = earlier.write.path == "-" ? "standard output, which is redirected to it" : "\(earlier.write.option) \(earlier.write.path)"
                return "\(write.option) \(write.path) and \(earlierName) are the same file: one report would overwrite the other"
            }
            for read in reads {
                let readLanding = Self.landing(read.path, workingDirectory: workingDirectory)
                if readLanding == landing || (identity != nil && Self.identity(of: readLanding) == identity) {
                    return "\(write.option) \(write.path) is \(read.what): writing it would destroy what is being read"
                }
            }
            seen.append((write, landing, identity))
        }
        return nil
    }

    /// Where a write to `path` lands: absolute, its last component's symbolic links followed
    /// (as `AtomicFile` does) and its directory resolved by the system when it exists.
    static func landing(_ path: String, workingDirectory: String) -> String {
        let absolute = Paths.absolute(path, workingDirectory: workingDirectory)
        let target = Paths.absolute((try? AtomicFile.finalTarget(of: absolute)) ?? absolute, workingDirectory: "/")
        let directory = Paths.directory(of: target)
        let name = String(target.dropFirst(directory == "/" ? 1 : directory.count + 1))
        guard let resolved = realpath(directory, nil) else { return target }
        defer { free(resolved) }
        let real = String(cString: resolved)
        return real == "/" ? "/" + name : real + "/" + name
    }

    static func identity(of path: String) -> Identity? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    static func identity(ofDescriptor descriptor: Int32) -> Identity? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return Identity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }
}
