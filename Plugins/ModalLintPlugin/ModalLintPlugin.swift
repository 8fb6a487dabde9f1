import Foundation
import PackagePlugin

/// `swift package modallint [PATHS or modallint arguments]`: runs modallint, built from this
/// package, in the package that depends on it, with no install (as SwiftLint's command
/// plugin does). No arguments: `lint` over the package directory. A first argument that is a
/// modallint subcommand (`rules`, `explain`, `schema`...) is passed as is; anything else is
/// given to `lint`. Exit status 1 or 2 fails the command.
@main
struct ModalLintPlugin: CommandPlugin {
    static let subcommands: Set<String> = ["lint", "extract", "rules", "explain", "tree", "import", "graph", "diagnose", "schema"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "modallint")
        var arguments = arguments
        if arguments.first.map({ !Self.subcommands.contains($0) && !$0.hasPrefix("--version") && $0 != "--help" }) ?? true {
            arguments.insert("lint", at: 0)
        }
        if arguments == ["lint"] { arguments.append(context.package.directoryURL.path) }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            Diagnostics.error("modallint exited with status \(process.terminationStatus)")
            throw ExitStatus(code: process.terminationStatus)
        }
    }

    struct ExitStatus: Error, CustomStringConvertible {
        var code: Int32
        var description: String { "modallint exited with status \(code)" }
    }
}
