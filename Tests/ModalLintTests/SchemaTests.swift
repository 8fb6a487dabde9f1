import Foundation
import Testing
@testable import ModalLint

/// The JSON Schemas under schemas/ are generated (`make docs`, `modallint schema`) and
/// agree with the decoder: every clean fixture validates, every `input/schema` fixture fails.
@Test("committed schemas are the generated ones", arguments: JSONSchemas.Kind.allCases)
func committedSchemasAreFresh(_ kind: JSONSchemas.Kind) throws {
    let url = Fixtures.root.appendingPathComponent("schemas/" + JSONSchemas.fileName(kind))
    let committed = try String(contentsOf: url, encoding: .utf8)
    #expect(committed == JSONSchemas.render(kind), "schemas/\(JSONSchemas.fileName(kind)) is stale: run `make docs`")
}

enum SchemaCheck {
    static var canValidate: Bool {
        SARIF.python(["-c", "import jsonschema, yaml"]).status == 0
    }

    /// Validates YAML or JSON files against a schema: one line `PASS path` or `FAIL path: why` each.
    /// PyYAML loads with duplicate keys refused (as the YAML language server reports them) and
    /// one document per file: those problems fail before the schema is consulted.
    static let script = """
        import json, sys, yaml, jsonschema
        class Strict(yaml.SafeLoader):
            pass
        def mapping(loader, node, deep=False):
            keys = set()
            for key_node, _ in node.value:
                key = loader.construct_object(key_node, deep=deep)
                if key in keys:
                    raise yaml.constructor.ConstructorError(None, None, "duplicate key %r" % (key,), key_node.start_mark)
                keys.add(key)
            return yaml.SafeLoader.construct_mapping(loader, node, deep)
        Strict.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, mapping)
        validator = jsonschema.Draft7Validator(json.load(open(sys.argv[1])))
        for path in sys.argv[2:]:
            try:
                text = open(path, encoding="utf-8").read()
                value = json.loads(text) if path.endswith(".json") else yaml.load(text, Loader=Strict)
            except Exception as error:
                print("FAIL", path + ":", "load:", str(error).splitlines()[0])
                continue
            errors = list(validator.iter_errors(value))
            print(("FAIL " + path + ": " + errors[0].message[:200]) if errors else ("PASS " + path))
        """

    static func verdicts(_ kind: JSONSchemas.Kind, _ paths: [String]) -> [String: String] {
        let schema = Fixtures.root.appendingPathComponent("schemas/" + JSONSchemas.fileName(kind)).path
        let outcome = SARIF.python(["-c", script, schema] + paths)
        var result: [String: String] = [:]
        for line in outcome.output.split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let rest = String(parts[1])
            let path = rest.hasSuffix(":") || parts[0] == "PASS" ? rest : String(rest.prefix { $0 != ":" })
            result[path.hasSuffix(":") ? String(path.dropLast()) : path] = String(line)
        }
        return result
    }
}

@Test("the snapshot schema accepts every clean fixture and rejects every input/schema fixture",
      .enabled(if: SchemaCheck.canValidate, "python3 with jsonschema and PyYAML is missing"))
func snapshotSchemaAgreesWithTheDecoder() throws {
    let clean = Fixtures.all.filter { $0.hasSuffix(".clean.yaml") }
        .map { Fixtures.root.appendingPathComponent($0).path }
    let broken = Fixtures.all.filter { $0.hasPrefix("Fixtures/input/schema") && !$0.hasSuffix(".clean.yaml") }
        .map { Fixtures.root.appendingPathComponent($0).path }
    #expect(clean.count > 40 && broken.count >= 4)
    let verdicts = SchemaCheck.verdicts(.snapshot, clean + broken)
    for path in clean {
        #expect(verdicts[path]?.hasPrefix("PASS") == true, "\(verdicts[path] ?? "no verdict for \(path)")")
    }
    for path in broken {
        #expect(verdicts[path]?.hasPrefix("FAIL") == true, "\(verdicts[path] ?? "no verdict for \(path)")")
    }
}

@Test("the report and configuration schemas accept what modallint writes and reads",
      .enabled(if: SchemaCheck.canValidate, "python3 with jsonschema and PyYAML is missing"))
func reportAndConfigSchemas() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-schema-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [FileReport] = []
    for path in Fixtures.all {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        files.append(Linter.lint(bytes, path: path))
    }
    var run = LintRun(files: files)
    let report = directory.appendingPathComponent("report.json")
    try Data(JSONReporter.render(run).utf8).write(to: report)
    FindingFilter.applyBaseline(Baseline(run: run), to: &run)
    let baselined = directory.appendingPathComponent("baselined.json")
    try Data(JSONReporter.render(run).utf8).write(to: baselined)
    let reports = SchemaCheck.verdicts(.report, [report.path, baselined.path])
    #expect(reports.values.allSatisfy { $0.hasPrefix("PASS") }, "\(reports)")

    let good = directory.appendingPathComponent("good.yml"), bad = directory.appendingPathComponent("bad.yml")
    try Data("modallint: 1\nrules:\n  host/own-presenter: \"off\"\n  host: warning\nexclude: [\"Snapshots/legacy/**\"]\nenvironment: {sdk: \"16.0\"}\n".utf8).write(to: good)
    try Data("rules:\n  host/nope: warning\n".utf8).write(to: bad)
    let configs = SchemaCheck.verdicts(.config, [good.path, bad.path])
    #expect(configs[good.path]?.hasPrefix("PASS") == true, "\(configs)")
    #expect(configs[bad.path]?.hasPrefix("FAIL") == true, "\(configs)")
    // What the decoder accepts, the configuration schema accepts too.
    #expect(ConfigurationFile.parse(Array(try Data(contentsOf: good)), path: good.path).file != nil)
}
