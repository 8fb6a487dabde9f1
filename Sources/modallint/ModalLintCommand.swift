import ArgumentParser
import ModalLint

enum ExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let invalidInput: Int32 = 2
    static let internalError: Int32 = 3
}

struct ModalLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "modallint",
        abstract: "Lint and diagnose iOS presentation hierarchies (UIKit, swift-modals, Workflow, SwiftUI Modal Presenter).",
        discussion: "See modallint(1) for the command line and modallint(5) for the snapshot format.",
        version: ModalLintVersion.current,
        subcommands: [LintCommand.self, RulesCommand.self, ExplainCommand.self, TreeCommand.self, ImportCommand.self, GraphCommand.self, DiagnoseCommand.self, SchemaCommand.self] + swiftCommands,
        defaultSubcommand: LintCommand.self
    )

    /// The subcommands `--help` lists, by name (for "did you mean" on a mistyped one).
    static var subcommandNames: [String] {
        var names: [String] = []
        for command in configuration.subcommands {
            let described = command.configuration
            if described.shouldDisplay, let name = described.commandName { names.append(name) }
        }
        return names
    }
}

#if canImport(ModalLintSwift)
let swiftCommands: [any ParsableCommand.Type] = [ExtractCommand.self, SwiftParseFloorCommand.self]
#else
let swiftCommands: [any ParsableCommand.Type] = []
#endif
