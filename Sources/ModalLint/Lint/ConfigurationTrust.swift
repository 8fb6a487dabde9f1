#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which found `.modallint.yml` files are obeyed. Like git's `safe.directory`: a file that
/// belongs to another user, in a directory below one that anybody can write to (such as
/// /tmp), could have been put there by anyone, to switch rules off or exclude everything. It
/// is ignored with a warning. A file named with `--config` is always read: the user chose it.
public enum ConfigurationTrust {
    /// Who owns a path and whether anybody may create entries in it; injectable, so tests
    /// can play another user without root.
    public struct FileSystem: Sendable {
        public var currentUser: uid_t
        public var owner: @Sendable (String) -> uid_t?
        public var isWorldWritable: @Sendable (String) -> Bool

        public init(currentUser: uid_t, owner: @escaping @Sendable (String) -> uid_t?,
                    isWorldWritable: @escaping @Sendable (String) -> Bool) {
            self.currentUser = currentUser
            self.owner = owner
            self.isWorldWritable = isWorldWritable
        }

        public static let system = FileSystem(
            currentUser: geteuid(),
            owner: { path in
                var status = stat()
                return lstat(path, &status) == 0 ? status.st_uid : nil
            },
            isWorldWritable: { path in
                var status = stat()
                return stat(path, &status) == 0 && status.st_mode & S_IWOTH != 0
            })
    }

    /// The nearest `.modallint.yml` in `directory` or above it that may be obeyed, and a
    /// warning for each one passed over.
    public static func find(from directory: String, fileSystem: FileSystem = .system) -> (path: String?, warnings: [String]) {
        var warnings: [String] = []
        var current = Paths.absolute(directory, workingDirectory: "/")
        while true {
            if let candidate = ConfigurationFile.find(from: current) {
                guard let reason = distrust(candidate, fileSystem: fileSystem) else { return (candidate, warnings) }
                warnings.append("ignoring \(TerminalText.escape(candidate)): \(reason); if you trust it, name it with --config")
                let holder = Paths.directory(of: candidate)
                if holder == "/" { return (nil, warnings) }
                current = Paths.directory(of: holder)
            } else {
                return (nil, warnings)
            }
        }
    }

    /// Why a found configuration file is not obeyed, or nil.
    static func distrust(_ path: String, fileSystem: FileSystem) -> String? {
        guard let owner = fileSystem.owner(path), owner != fileSystem.currentUser, owner != 0 else { return nil }
        var directory = Paths.directory(of: path)
        while true {
            if fileSystem.isWorldWritable(directory) {
                return "it belongs to another user (uid \(owner)) and \(TerminalText.escape(directory)) is writable by everyone, so anyone could have put it there"
            }
            if directory == "/" { return nil }
            directory = Paths.directory(of: directory)
        }
    }
}
