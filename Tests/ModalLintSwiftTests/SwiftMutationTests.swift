import Foundation
import Testing
import TestSupport
@testable import ModalLint
@testable import ModalLintSwift

/// Every Swift fixture, cut and patched the way an edit in progress leaves a file (a range
/// dropped, a range doubled, a bracket, quote or keyword typed in), linted and extracted as
/// one run per round: nothing traps, no fact the front end writes fails to load (the
/// "please report this" warning), and what extract writes is a snapshot that loads.
@Test("half-typed Swift: mutated fixtures lint and extract without an internal error", arguments: 0..<6)
func mutatedSwiftFixtures(_ round: Int) throws {
    var random = SystemRandomNumberGenerator.Seeded(seed: 0x5EED_0000 + UInt64(round))
    let insertions = ["{", "}", "(", ")", "[", "]", "\"", "\\(", "class ", "struct ", ":", ",", ".", "= ", "present(",
                      "modalPresenter.", "window?.rootViewController = ", "addChild(", "#if X\n", "/*", "*/", "\n"]
    var files: [String: [UInt8]] = [:]
    for (number, path) in (SwiftFixtures.all + SwiftFixtures.appFiles.map { String($0.dropFirst(SwiftFixtures.root.path.count + 1)) }).enumerated() {
        var bytes = try Array(Data(contentsOf: SwiftFixtures.root.appendingPathComponent(path)))
        for _ in 0..<3 where !bytes.isEmpty {
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...40, using: &random))
            switch Int.random(in: 0..<3, using: &random) {
            case 0: bytes.removeSubrange(start..<end)
            case 1: bytes.insert(contentsOf: bytes[start..<end], at: start)
            default: bytes.insert(contentsOf: Array(insertions.randomElement(using: &random)!.utf8), at: start)
            }
        }
        files["File\(number).swift"] = bytes
    }
    let run = try SwiftScratch.lint(files)
    let internalErrors = run.diagnostics.filter { $0.message.contains("please report") }
    #expect(internalErrors.isEmpty, "\(internalErrors.map { "\($0.file):\($0.range.start.line): \($0.message)" })")

    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-mutated-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    for (name, bytes) in files { try Data(bytes).write(to: directory.appendingPathComponent(name)) }
    let extracted = SwiftExtract.extract([directory.path], workingDirectory: directory.path, jobs: 2)
    let report = Linter.lint(Array(extracted.snapshot.utf8), path: "extracted.yaml")
    let inputProblems = report.diagnostics.filter { $0.rule.hasPrefix("input/") }
    #expect(inputProblems.isEmpty, "\(inputProblems.map { "\($0.range.start.line): \($0.message)" })")
}
