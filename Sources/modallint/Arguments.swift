import ModalLint

/// Command-line arguments that are not UTF-8. Swift decodes them with U+FFFD in place of the
/// bad bytes, so the path no longer names the file and would read as "no such file": such an
/// argument is reported for what it is instead.
enum Arguments {
    static let notUTF8: Set<String> = {
        var found: Set<String> = []
        for index in 0..<Int(CommandLine.argc) {
            guard let pointer = CommandLine.unsafeArgv[index], String(validatingCString: pointer) == nil else { continue }
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
