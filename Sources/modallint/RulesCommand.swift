import ArgumentParser
import ModalLint

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules", abstract: "List every rule: id, default severity, summary.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json, mdoc, markdown, docs }

    @Option(help: "Output format: text, json, or the generated documentation: mdoc and markdown fragments, docs (docs/rules.md).")
    var format: Format = .text

    func run() throws {
        let rules = RuleRegistry.metadata
        switch format {
        case .text: try Terminal.standardOutput(RuleDocumentation.table(rules))
        case .json: try Terminal.standardOutput(RuleDocumentation.json(rules))
        case .mdoc: try Terminal.standardOutput(RuleDocumentation.mdoc(rules))
        case .markdown: try Terminal.standardOutput(RuleDocumentation.markdown(rules))
        case .docs: try Terminal.standardOutput(RuleDocumentation.markdownPage(rules))
        }
    }
}

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: what happens at run time, why, the fix, the source, and examples.")

    @Argument(help: "A rule id such as host/missing, or a family such as host.")
    var rule: String

    func run() throws {
        let rules = RuleRegistry.metadata
        if let match = rules.first(where: { $0.id == rule }) {
            try Terminal.standardOutput(RuleDocumentation.explain(match))
            return
        }
        let family = rules.filter { $0.family == rule }
        if !family.isEmpty {
            try Terminal.standardOutput(family.map(RuleDocumentation.explain).joined(separator: "\n---\n\n"))
            return
        }
        var message = "modallint: no rule or family named `\(rule)`"
        if let guess = RuleDocumentation.closest(rule, among: rules.map(\.id) + RuleRegistry.families) {
            message += "; did you mean `\(guess)`?"
        }
        Terminal.standardError(message + "\nmodallint rules lists them all.\n")
        throw ExitCode(ExitStatus.invalidInput)
    }
}
