import ArgumentParser
import ModalLint

struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of snapshots, of .modallint.yml, or of the JSON report.",
        discussion: "The same schemas are committed under schemas/ and ship in the release tarball; point an editor's YAML support at them with `# yaml-language-server: $schema=URL`.")

    @Argument(help: "snapshot, config or report.")
    var kind: JSONSchemas.Kind

    func run() throws {
        try Terminal.standardOutput(JSONSchemas.render(kind))
    }
}

extension JSONSchemas.Kind: ExpressibleByArgument {}
