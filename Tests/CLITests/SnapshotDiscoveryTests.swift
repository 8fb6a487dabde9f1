import Foundation
import Testing

/// `modallint lint .` at a repository root lints snapshots, not every YAML file there.
@Test func directoriesLintSnapshotsOnlyAndNamedFilesAlways() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    let snapshots = root.appendingPathComponent("Snapshots")
    try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
    try Data(contentsOf: CLI.root.appendingPathComponent("Fixtures/host/missing.clean.yaml"))
        .write(to: snapshots.appendingPathComponent("a.yaml"))
    // Only the format marker: a snapshot (and a broken one, reported as such).
    try Data("modallint: 1\nname: half written\n".utf8).write(to: snapshots.appendingPathComponent("b.yml"))
    // XcodeGen, a workflow-like file, the shipped hook file: not snapshots.
    try Data("name: App\noptions:\n  bundleIdPrefix: com.example\n".utf8).write(to: root.appendingPathComponent("project.yml"))
    try Data("on: [push]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n".utf8).write(to: root.appendingPathComponent("ci.yaml"))
    try Data(contentsOf: CLI.root.appendingPathComponent(".pre-commit-hooks.yaml")).write(to: root.appendingPathComponent("hooks.yaml"))
    // Bitrise's configuration: a top-level `workflows`, but a mapping (a snapshot's is a list).
    try Data("format_version: '8'\nworkflows:\n  primary:\n    steps:\n    - script: {}\n".utf8)
        .write(to: root.appendingPathComponent("bitrise.yml"))

    let walked = try CLI.run(["lint", "--no-config", "--verbose", "."], in: root)
    #expect(walked.status == 2, "b.yml is a snapshot without windows: \(walked.stdout)")
    #expect(walked.stdout.contains("Snapshots/b.yml:1:1: error:"))
    #expect(!walked.stdout.contains("project.yml") && !walked.stdout.contains("ci.yaml") && !walked.stdout.contains("hooks.yaml"))
    #expect(!walked.stdout.contains("bitrise.yml"))
    #expect(walked.stdout.hasSuffix("(2 files checked, 4 other YAML skipped)\n"))
    #expect(walked.stderr.contains("modallint: skipped bitrise.yml: not a snapshot (no top-level `modallint:`, `windows:` or `workflows:` list, or `swiftui:` mapping)"))
    #expect(walked.stderr.contains("modallint: skipped ci.yaml: not a snapshot"))
    #expect(walked.stderr.contains("modallint: skipped hooks.yaml: not a snapshot"))
    #expect(walked.stderr.contains("modallint: skipped project.yml: not a snapshot"))
    #expect(!(try CLI.run(["lint", "--no-config", "."], in: root)).stderr.contains("skipped"), "listed only with --verbose")

    // Named: always linted, unless --only-snapshots (for hooks that pass file names).
    let named = try CLI.run(["lint", "--no-config", "project.yml"], in: root)
    #expect(named.status == 2 && named.stdout.contains("project.yml:"))
    let hook = try CLI.run(["lint", "--no-config", "--only-snapshots", "project.yml", "ci.yaml", "Snapshots/a.yaml"], in: root)
    #expect(hook.status == 0 && hook.stdout == "no problems (1 file checked, 2 other YAML skipped)\n", "\(hook.stdout)")
    let hookFile = try String(contentsOf: CLI.root.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
    // The shipped hooks walk the whole repository (which skips what is not a snapshot, as
    // above), once: no file names, no parallel batches.
    #expect(hookFile.contains("entry: modallint lint .\n") && hookFile.contains("entry: modallint lint --report-only-staged .\n"))
    #expect(hookFile.components(separatedBy: "\n  pass_filenames: false\n").count == 3)
    #expect(hookFile.components(separatedBy: "\n  require_serial: true\n").count == 3)
}

@Test func schemaSubcommandPrintsTheCommittedSchemas() throws {
    for kind in ["snapshot", "config", "report"] {
        let printed = try CLI.run(["schema", kind])
        #expect(printed.status == 0)
        let committed = try String(contentsOf: CLI.root.appendingPathComponent("schemas/\(kind).schema.json"), encoding: .utf8)
        #expect(printed.stdout == committed, "\(kind)")
    }
    #expect(try CLI.run(["schema", "snapshots"]).status == 2)
}
