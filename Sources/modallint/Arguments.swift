import CProcessArguments
import ModalLint

/// The process's arguments, argv[0] first. Swift's `CommandLine` reads them from
/// /proc/self/cmdline on Linux: without /proc (a chroot, a minimal sandbox) it is empty, and
/// modallint ran as if given nothing, linting the current directory whatever it was asked.
/// glibc hands main's own argv to constructors (CProcessArguments), which works everywhere.
enum ProcessArguments {
    /// Each argument's bytes up to its NUL.
    /// (Unsafe only to the compiler: main's argv lives, unchanged, as long as the process.)
    nonisolated(unsafe) static let pointers: [UnsafePointer<CChar>] = {
        if let saved = modallint_saved_argv(), modallint_saved_argc() > 0 {
            return (0..<Int(modallint_saved_argc())).compactMap { saved[$0].map { UnsafePointer($0) } }
        }
        return (0..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { UnsafePointer($0) } }
    }()

    /// Decoded as Swift decodes them (U+FFFD for bytes that are not UTF-8).
    static let all: [String] = pointers.map { String(cString: $0) }
}

/// Command-line arguments that are not UTF-8. Swift decodes them with U+FFFD in place of the
/// bad bytes, so the path no longer names the file and would read as "no such file": such an
/// argument is reported for what it is instead.
enum Arguments {
    static let notUTF8: Set<String> = {
        var found: Set<String> = []
        for pointer in ProcessArguments.pointers where String(validatingCString: pointer) == nil {
            found.insert(String(cString: pointer))
        }
        return found
    }()

    /// The problem with a path argument, or nil.
    static func problem(_ path: String) -> String? {
        guard notUTF8.contains(path) else { return nil }
        return "the path \(TerminalText.escape(path)) is not UTF-8 (bad bytes shown as \u{FFFD}): "
            + "modallint reads UTF-8 paths only; rename it, or lint the directory that holds it"
    }
}
