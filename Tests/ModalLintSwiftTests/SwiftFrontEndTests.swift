import Foundation
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// The Swift fixtures (`Fixtures/swift/<family>/<name>.swift`): linted through the same
/// session as `modallint lint`, the text report compared with the `.out` beside each.
/// `MODALLINT_RECORD=1` (or `=swift`) rewrites them. The generic YAML fixture test lives in
/// ModalLintTests, which does not link swift-syntax (the sanitizer and fuzz builds link only
/// the core).
enum SwiftFixtures {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var all: [String] {
        let base = root.appendingPathComponent("Fixtures/swift").path
        guard case .success(let files) = FileDiscovery.expand(base, source: SwiftFrontEnd()) else { return [] }
        return files.filter { $0.hasSuffix(".swift") }.map { String($0.dropFirst(root.path.count + 1)) }
            .filter { !$0.hasPrefix(appsDirectory + "/") }
    }

    /// The Swift files of the apps.
    static var appFiles: [String] {
        let base = root.appendingPathComponent(appsDirectory).path
        guard case .success(let files) = FileDiscovery.expand(base, source: SwiftFrontEnd()) else { return [] }
        return files.filter { $0.hasSuffix(".swift") }
    }

    /// Small apps of several files (`Fixtures/swift/apps/<name>/`), each linted as a whole.
    static let appsDirectory = "Fixtures/swift/apps"

    static var apps: [String] {
        let base = root.appendingPathComponent(appsDirectory)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: base.path)) ?? []
        return names.filter { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: base.appendingPathComponent(name).path, isDirectory: &isDirectory) && isDirectory.boolValue
        }.sorted().map { "\(appsDirectory)/\($0)" }
    }

    static func run(_ relativePaths: [String], configuration: Configuration = Configuration()) -> LintRun {
        var session = LintSession(configuration: configuration, jobs: 2, keepSources: true, workingDirectory: root.path)
        session.sourceFrontEnd = SwiftFrontEnd()
        return session.run(relativePaths.map { .path(root.appendingPathComponent($0).path) })
    }

    static func recording(_ path: String) -> Bool {
        guard let value = ProcessInfo.processInfo.environment["MODALLINT_RECORD"], !value.isEmpty else { return false }
        return value == "1" || value == "swift" || path.hasPrefix("Fixtures/\(value)/")
    }

    /// `text` compared with the `.out` file at `expected` (relative to the root), or written
    /// there when `path` is being recorded (never on CI).
    static func expect(_ text: String, matches expected: String, recording path: String) throws {
        let expectedURL = root.appendingPathComponent(expected)
        if recording(path), ProcessInfo.processInfo.environment["CI"] == nil {
            try Data(text.utf8).write(to: expectedURL)
            return
        }
        let committed = try String(contentsOf: expectedURL, encoding: .utf8)
        #expect(text == committed, "\(path): output differs from \(expectedURL.lastPathComponent)")
    }
}

@Test("Swift fixture output matches", arguments: SwiftFixtures.all)
func swiftFixtureOutputMatches(_ path: String) throws {
    try SwiftFixtures.expect(TextReporter.render(SwiftFixtures.run([path])), matches: String(path.dropLast(".swift".count)) + ".out",
                             recording: path)
}

@Test("every Swift rule has a triggering and a clean Swift fixture, and a Swift example", arguments: SwiftFrontEnd.rules.sorted())
func swiftRuleHasFixtures(_ id: String) throws {
    let triggered = SwiftFixtures.run(["Fixtures/swift/\(id).swift"])
    #expect(triggered.diagnostics.contains { $0.rule == id }, "Fixtures/swift/\(id).swift does not report \(id)")
    let clean = SwiftFixtures.run(["Fixtures/swift/\(id).clean.swift"])
    #expect(!clean.diagnostics.contains { $0.rule == id }, "Fixtures/swift/\(id).clean.swift reports \(id)")
    let rule = try #require(RuleRegistry.rule(id)?.metadata)
    #expect(!rule.swiftExample.isEmpty, "\(id) has no Swift example for explain")
}

@Test("each rule's Swift example triggers it", arguments: SwiftFrontEnd.rules.sorted())
func swiftExampleTriggers(_ id: String) throws {
    let rule = try #require(RuleRegistry.rule(id)?.metadata)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-swift-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("Example.swift")
    try Data(rule.swiftExample.utf8).write(to: file)
    var session = LintSession(configuration: Configuration(), jobs: 1, keepSources: false, workingDirectory: directory.path)
    session.sourceFrontEnd = SwiftFrontEnd()
    let run = session.run([.path(file.path)])
    #expect(run.diagnostics.contains { $0.rule == id }, "the Swift example of \(id): \(run.diagnostics.map(\.message))")
}
