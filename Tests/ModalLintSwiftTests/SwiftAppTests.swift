import Foundation
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// The seed scenarios as small apps (`Fixtures/swift/apps/<name>/`: a delegate, a host, view
/// controllers in files of their own), each linted as a whole run, its text report compared
/// with `<name>.out` beside the directory (`MODALLINT_RECORD=1` rewrites it).
@Test("Swift app output matches", arguments: SwiftFixtures.apps)
func swiftAppOutputMatches(_ app: String) throws {
    try SwiftFixtures.expect(TextReporter.render(SwiftFixtures.run([app])), matches: app + ".out", recording: app)
}

@Test("a seed app has findings, its clean twin none", arguments: SwiftFixtures.apps)
func swiftAppTwins(_ app: String) {
    let run = SwiftFixtures.run([app])
    let findings = run.diagnostics.filter { !$0.rule.hasPrefix("input/") }
    if app.hasSuffix(".clean") {
        #expect(findings.isEmpty, "\(app): \(findings.map { "\($0.rule) \($0.file):\($0.range.start.line)" })")
    } else {
        #expect(!findings.isEmpty, "\(app) reports nothing")
        #expect(run.diagnostics.allSatisfy { $0.severity != .warning || $0.rule != "input/schema" })
    }
}

/// Every output format places the same findings at the same Swift lines, path steps in
/// other files included.
@Test("a seed app's findings are the same in every format", arguments: SwiftFixtures.apps.filter { !$0.hasSuffix(".clean") })
func swiftAppFormatsAgree(_ app: String) throws {
    let run = SwiftFixtures.run([app])
    let expected = Set(run.diagnostics.map { "\($0.rule) \($0.file):\($0.range.start.line):\($0.range.start.column)" })

    let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(run).utf8)) as? [String: Any])
    let entries = try #require(json["diagnostics"] as? [[String: Any]])
    let fromJSON = Set(entries.map { "\($0["rule"]!) \($0["file"]!):\($0["line"]!):\($0["column"]!)" })
    #expect(fromJSON == expected)

    let sarifText = SARIFReporter.render(run, sourceRoot: SwiftFixtures.root.path, workingDirectory: SwiftFixtures.root.path)
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
    let results = try #require(((sarif["runs"] as? [[String: Any]])?.first?["results"]) as? [[String: Any]])
    var fromSARIF: Set<String> = []
    for result in results {
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((location["artifactLocation"] as? [String: Any])?["uri"] as? String)
        let region = try #require(location["region"] as? [String: Any])
        fromSARIF.insert("\(result["ruleId"]!) \(uri):\(region["startLine"]!):\(region["startColumn"]!)")
        // Related locations in another file of the app name that file.
        for related in result["relatedLocations"] as? [[String: Any]] ?? [] {
            let relatedURI = ((related["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: Any])?["uri"] as? String
            #expect(relatedURI?.hasPrefix(app + "/") == true, "\(relatedURI ?? "nil")")
        }
    }
    #expect(fromSARIF == expected)

    let github = GitHubReporter.render(run)
    for finding in run.diagnostics {
        #expect(github.contains("file=\(finding.file),line=\(finding.range.start.line),col=\(finding.range.start.column)"),
                "\(finding.rule) not at its line in the GitHub annotations")
    }
}

/// `extract` of a seed app lints to the same findings of the Swift rules as the source.
@Test("an extracted seed app lints to the source's findings", arguments: SwiftFixtures.apps)
func swiftAppExtractAgrees(_ app: String) throws {
    let source = SwiftFixtures.run([app])
    let bySource = source.diagnostics.filter { !$0.rule.hasPrefix("input/") }.map(\.rule).sorted()
    let extracted = SwiftExtract.extract([SwiftFixtures.root.appendingPathComponent(app).path], workingDirectory: SwiftFixtures.root.path)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-extract-\(UUID())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("extracted.yaml")
    try Data(extracted.snapshot.utf8).write(to: file)
    var session = LintSession(configuration: Configuration(), jobs: 1, keepSources: false, workingDirectory: directory.path)
    session.sourceFrontEnd = SwiftFrontEnd()
    let run = session.run([.path(file.path)])
    #expect(!run.diagnostics.contains { $0.rule.hasPrefix("input/") }, "\(run.diagnostics.map(\.message))")
    let byExtract = run.diagnostics.filter { SwiftFrontEnd.rules.contains($0.rule) }.map(\.rule).sorted()
    #expect(byExtract == bySource)
}

/// A name never stands for a type: an app's own `toastPresenter` (no swift-modals import, or a
/// property the view controller declares) is not swift-modals' presenter.
@Test func ownToastPresenterIsNotSwiftModals() throws {
    let withoutModals = """
        import UIKit

        final class FeedViewController: UIViewController {
            let toastPresenter = ToastPresenter()
            func saved() {
                toastPresenter.present(SavedToast(), style: .banner)
            }
        }

        """
    #expect(try SwiftScratch.lint(["Feed.swift": Array(withoutModals.utf8)]).diagnostics.isEmpty)
    let ownProperty = "import Modals\n" + withoutModals
    #expect(try SwiftScratch.lint(["Feed.swift": Array(ownProperty.utf8)]).diagnostics.isEmpty)
    let swiftModals = ownProperty.replacingOccurrences(of: "    let toastPresenter = ToastPresenter()\n", with: "")
    let run = try SwiftScratch.lint(["Feed.swift": Array(swiftModals.utf8)])
    #expect(run.diagnostics.map(\.rule) == ["lifetime/discarded"])
}

/// Half-typed code (a file in the middle of an edit) keeps every finding the rest of it shows:
/// a name or an inherited type not written yet, an argument not written yet.
@Test func halfTypedCodeKeepsItsFindings() throws {
    let sources = [
        "class Home: UIViewController, {\n    func showPromo() {\n        modalPresenter.present(PromoViewController(), style: .card)\n    }\n}\n",
        "class : UIViewController {\n    func showPromo() {\n        modalPresenter.present(PromoViewController(), style: .)\n    }\n}\n",
        "final class Home: UIViewController {\n    func a() { modalPresenter.present(, style: .card) }\n"
            + "    func showPromo() {\n        modalPresenter.present(PromoViewController(), style: .card)\n    }\n}\n",
    ]
    for source in sources {
        let run = try SwiftScratch.lint(["Home.swift": Array(("import Modals\n" + source).utf8)])
        #expect(run.diagnostics.contains { $0.rule == "lifetime/discarded" }, "\(source): \(run.diagnostics.map(\.message))")
        #expect(!run.diagnostics.contains { $0.rule == "input/schema" }, "\(source): \(run.diagnostics.map(\.message))")
    }
}
