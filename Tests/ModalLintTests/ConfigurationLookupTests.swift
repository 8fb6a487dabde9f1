import Foundation
import Testing
@testable import ModalLint

/// Each file's configuration: the nearest obeyed `.modallint.yml` at or above its directory.
@Test func configurationLookupTakesTheNearestTrustedFileOncePerDirectory() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-lookup-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: base) }
    for directory in ["ios/App/Home", "ios/Shared", "web"] {
        try FileManager.default.createDirectory(at: base.appendingPathComponent(directory), withIntermediateDirectories: true)
    }
    try Data("rules: {host: off}\n".utf8).write(to: base.appendingPathComponent(".modallint.yml"))
    try Data("rules: {size: off}\n".utf8).write(to: base.appendingPathComponent("ios/.modallint.yml"))
    // Planted: another user's, in a directory anybody can write.
    try Data("rules: {lifetime: off}\n".utf8).write(to: base.appendingPathComponent("ios/Shared/.modallint.yml"))
    let shared = base.appendingPathComponent("ios/Shared").path
    let fileSystem = ConfigurationTrust.FileSystem(
        currentUser: 1000, owner: { $0.hasPrefix(shared) ? 4242 : 1000 }, isWorldWritable: { $0 == shared })
    let loads = LoadCounter()
    var commandLine = Configuration()
    commandLine.disabledRules = ["render"]
    let lookup = ConfigurationLookup(base: commandLine, noProject: true, fileSystem: fileSystem) { path in
        loads.count += 1
        let parsed = ConfigurationFile.parse(Array((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()), path: path)
        return parsed.file.map { .success($0) } ?? .failure(ConfigurationLookup.Rejected(run: LintRun(files: [])))
    }
    func configurationFile(_ file: String) -> String? {
        let index = lookup.index(forFile: base.appendingPathComponent(file).path)
        return lookup.applied[index].path
    }
    let ios = base.appendingPathComponent("ios/.modallint.yml").path
    #expect(configurationFile("ios/App/Home/A.yaml") == ios)
    #expect(configurationFile("ios/App/B.yaml") == ios)
    #expect(configurationFile("ios/Shared/C.yaml") == ios, "the planted file is passed over")
    #expect(configurationFile("web/D.yaml") == base.appendingPathComponent(".modallint.yml").path)
    #expect(configurationFile("E.yaml") == base.appendingPathComponent(".modallint.yml").path)
    #expect(loads.count == 2, "each file read once")
    #expect(lookup.warnings.count == 1 && lookup.warnings[0].contains("belongs to another user (uid 4242)"))
    let judged = lookup.configuration(forFile: base.appendingPathComponent("ios/App/Home/A.yaml").path)
    #expect(judged.severityOverrides.keys.sorted() == ["size"], "the nearest file alone: the root's rules do not add")
    #expect(judged.disabledRules == ["render"] && !judged.discoversProjects, "the command line applies to every file")
    #expect(judged.excludeBase == base.appendingPathComponent("ios").path)
}

private final class LoadCounter: @unchecked Sendable {
    var count = 0
}
