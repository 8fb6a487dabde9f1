import ArgumentParser
import Foundation

// Exit statuses (cli.md): usage errors are 2 like every other input problem, not
// ArgumentParser's 64; an unexpected error is 3.
do {
    var command = try ModalLintCommand.parseAsRoot()
    try command.run()
} catch let status as ExitCode {
    exit(status.rawValue)
} catch {
    let code = ModalLintCommand.exitCode(for: error)
    if code == .success { ModalLintCommand.exit(withError: error) }  // --help, --version
    FileHandle.standardError.write(Data((ModalLintCommand.fullMessage(for: error) + "\n").utf8))
    exit(code == .validationFailure ? ExitStatus.invalidInput : ExitStatus.internalError)
}
