import Foundation
import ModalLint

/// The executable's only contact with the terminal. Every write is checked: a full disk or a
/// closed pipe is an I/O error (exit 2, a message on standard error), never a trap.
enum Terminal {
    static func standardOutput(_ text: String) throws(FileProblem) {
        try StandardStreams.writeOutput(text)
    }

    static func standardOutput(bytes: some Collection<UInt8>) throws(FileProblem) {
        try StandardStreams.writeOutput(bytes: bytes)
    }

    static func standardOutput(pieces: BytePieces) throws(FileProblem) {
        try StandardStreams.writeOutput(pieces: pieces)
    }

    /// Messages name paths and quote arguments, which may hold anything: escaped like every
    /// text for people (nothing written to standard error is coloured).
    static func standardError(_ text: String) {
        StandardStreams.writeError(TerminalText.escape(text, keepingNewlines: true))
    }

    /// Colors only on a terminal, and never when NO_COLOR is set (no-color.org).
    static var colorsOnStandardOutput: Bool {
        if let noColor = ProcessInfo.processInfo.environment["NO_COLOR"], !noColor.isEmpty { return false }
        return isatty(STDOUT_FILENO) == 1
    }
}
