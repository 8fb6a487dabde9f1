import Foundation
import PackagePlugin

/// Lints a target's Swift sources and snapshots on every build and prints the findings as
/// compiler diagnostics (`modallint lint --format xcode`: absolute `file:line:column: error:`
/// lines), which SwiftPM prints and Xcode shows inline. An error-severity finding fails the
/// build, as the crash it predicts would fail the app; warnings and notes do not.
///
/// The command declares no outputs, so SwiftPM runs it on every build (a command with outputs
/// would run only when something consumed them); modallint lints a target in milliseconds.
/// The target's files are linted as one run, so the facts of its files meet (a host installed
/// in one file, the present in another); each file is judged by the nearest `.modallint.yml`,
/// as on the command line.
@main
struct ModalLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(tool: context.tool(named: "modallint").url, files: target.sourceFiles.map(\.url), name: target.name)
    }

    /// The target's Swift files and snapshots (its YAML files that are not snapshots are
    /// skipped, `--only-snapshots`), linted as one run.
    static func commands(tool: URL, files: [URL], name: String) -> [Command] {
        let linted = files.filter { ["swift", "yaml", "yml"].contains($0.pathExtension) }
        guard !linted.isEmpty else { return [] }
        return [.buildCommand(displayName: "modallint \(name)", executable: tool,
                              arguments: ["lint", "--format", "xcode", "--only-snapshots"] + linted.map(\.path),
                              inputFiles: linted, outputFiles: [])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in an Xcode project (Build Phases > Run Build Tool Plug-ins): the target's input
/// files, judged together, with each file's nearest `.modallint.yml`.
extension ModalLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(tool: context.tool(named: "modallint").url, files: target.inputFiles.map(\.url), name: target.displayName)
    }
}
#endif
