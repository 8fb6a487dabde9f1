import Foundation
import Testing
@testable import ModalLint
@testable import ModalLintSwift

/// Project discovery end to end: small app projects under `Fixtures/projects/` (an Xcode
/// project with an iPhone-only app and an iPad-capable extension sharing a file, XcodeGen,
/// SwiftPM, Tuist, an Info.plist, and bad projects), each linted as a run; `--verbose`'s lines
/// and the text report compared with `<name>.out` beside the directory
/// (`MODALLINT_RECORD=swift` rewrites them).
enum ProjectFixtureRuns {
    static let directory = "Fixtures/projects"
    static let all = ["xcode", "xcodegen", "swiftpm", "tuist", "info-plist",
                      "bad/conflicting", "bad/malformed", "bad/missing-plist", "bad/unknown-family"].map { "\(directory)/\($0)" }

    static func popoverFiles(_ run: LintRun) -> Set<String> {
        Set(run.diagnostics.filter { $0.rule == "uikit/popover-without-anchor" }.map(\.file))
    }

    static func text(_ run: LintRun) -> String {
        (run.projectDiscovery?.verboseLines ?? []).map { "modallint: \($0)\n" }.joined() + TextReporter.render(run)
    }
}

@Test("project fixture output matches", arguments: ProjectFixtureRuns.all)
func projectFixtureOutputMatches(_ project: String) throws {
    try SwiftFixtures.expect(ProjectFixtureRuns.text(SwiftFixtures.run([project])), matches: project + ".out", recording: project)
}

/// The popover finding of a file only the iPhone-only app compiles is gone; the one in the file
/// the iPad-capable extension shares stays, and so does the one in a file no target compiles.
@Test func popoverFindingsFollowTheTargetsThatCompileEachFile() {
    let base = "\(ProjectFixtureRuns.directory)/xcode"
    let run = SwiftFixtures.run([base])
    #expect(ProjectFixtureRuns.popoverFiles(run) == ["\(base)/Shared/ShareSheet.swift", "\(base)/Receipts/Legacy.swift"])
    #expect(run.projectDiscovery?.phoneFiles == 3 && run.projectDiscovery?.padFiles == 2)
    #expect(run.projectDiscovery?.testOnlyFiles == 1 && run.projectDiscovery?.unmatchedFiles == 1)
    let all: Set = ["\(base)/Shared/ShareSheet.swift", "\(base)/Receipts/Legacy.swift",
                    "\(base)/Shop/CheckoutViewController.swift", "\(base)/Receipts/ReceiptViewController.swift"]

    // Discovery off: every file on iPad, as before.
    var off = Configuration()
    off.discoversProjects = false
    let undiscovered = SwiftFixtures.run([base], configuration: off)
    #expect(ProjectFixtureRuns.popoverFiles(undiscovered) == all)
    #expect(undiscovered.projectDiscovery?.skipped == "--no-project, or `project: false` in the configuration")

    // The configuration's `environment` wins over what the project says, both ways.
    var pad = Configuration()
    pad.environmentDefaults.idiom = .pad
    #expect(ProjectFixtureRuns.popoverFiles(SwiftFixtures.run([base], configuration: pad)) == all)
    var phone = Configuration()
    phone.environmentDefaults.idiom = .phone
    let onPhone = SwiftFixtures.run([base], configuration: phone)
    #expect(ProjectFixtureRuns.popoverFiles(onPhone).isEmpty)
    #expect(onPhone.projectDiscovery?.skipped == "the configuration's `environment` names the idiom")
}

/// A file named on its own is judged by the project above it (up to the git work tree), and
/// so is standard input named by --stdin-filename.
@Test func aFileNamedAloneOrReadFromStandardInputFindsItsProject() throws {
    let checkout = "\(ProjectFixtureRuns.directory)/xcode/Shop/CheckoutViewController.swift"
    let named = SwiftFixtures.run([checkout])
    #expect(ProjectFixtureRuns.popoverFiles(named).isEmpty)
    #expect(named.projectDiscovery?.phoneFiles == 1)

    let bytes = try [UInt8](Data(contentsOf: SwiftFixtures.root.appendingPathComponent(checkout)))
    var session = LintSession(configuration: Configuration(), jobs: 1, keepSources: false, workingDirectory: SwiftFixtures.root.path)
    session.sourceFrontEnd = SwiftFrontEnd()
    session.standardInputPath = checkout
    let fromInput = session.run([.standardInput(bytes)])
    #expect(fromInput.files.map(\.path) == [checkout])
    #expect(ProjectFixtureRuns.popoverFiles(fromInput).isEmpty)
    session.standardInputPath = "Elsewhere/CheckoutViewController.swift"
    #expect(ProjectFixtureRuns.popoverFiles(session.run([.standardInput(bytes)])) == ["Elsewhere/CheckoutViewController.swift"])
}

@Test("the iPhone-only target's file is silenced, the iPad one's is not", arguments: [
    ("xcodegen", "Notes/NotesViewController.swift", ["Shared/ShareButton.swift", "Shared/NotePreview.swift"]),
    ("swiftpm", "Sources/PhoneApp/TipsViewController.swift", ["Sources/Kit/KitViewController.swift"]),
    ("tuist", "Phone/CardsViewController.swift", ["Universal/DeckViewController.swift"]),
])
func manifestsSayWhereTheirTargetsRun(_ project: String, _ silenced: String, _ kept: [String]) {
    let base = "\(ProjectFixtureRuns.directory)/\(project)"
    let found = ProjectFixtureRuns.popoverFiles(SwiftFixtures.run([base]))
    #expect(found == Set(kept.map { "\(base)/\($0)" }))
    #expect(!found.contains("\(base)/\(silenced)"))
    var off = Configuration()
    off.discoversProjects = false
    #expect(ProjectFixtureRuns.popoverFiles(SwiftFixtures.run([base], configuration: off)).contains("\(base)/\(silenced)"))
}

/// A bad project never costs a finding: its files keep the default (iPad), and the project
/// file gets a located `input/project` warning, which the configuration can turn off.
@Test("a bad project is a warning and keeps its findings", arguments: ["bad/conflicting", "bad/malformed", "bad/missing-plist", "bad/unknown-family"])
func badProjectsKeepTheirFindings(_ project: String) {
    let base = "\(ProjectFixtureRuns.directory)/\(project)"
    let run = SwiftFixtures.run([base])
    #expect(ProjectFixtureRuns.popoverFiles(run) == ["\(base)/App/MenuViewController.swift"])
    let warnings = run.diagnostics.filter { $0.rule == "input/project" }
    #expect(warnings.count == 1)
    #expect(warnings.first?.file == "\(base)/App.xcodeproj/project.pbxproj")
    #expect(warnings.first?.severity == .warning)
    #expect(FindingFilter.outcome(run, failOn: .error) == .findings)
    var quiet = Configuration()
    quiet.disabledRules = ["input/project"]
    #expect(!SwiftFixtures.run([base], configuration: quiet).diagnostics.contains { $0.rule == "input/project" })
}

/// The JSON report and the SARIF run's properties name the project files and the settings taken.
@Test func reportsNameTheProjectsRead() throws {
    let run = SwiftFixtures.run(["\(ProjectFixtureRuns.directory)/xcode"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(JSONReporter.render(run).utf8)) as? [String: Any])
    let projects = try #require(json["projects"] as? [String: Any])
    #expect(projects["files"] as? [String: Int] == ["iPad": 2, "iPhone": 3, "noTarget": 1, "testOnly": 1])
    let read = try #require(projects["read"] as? [[String: Any]])
    #expect(read.map { $0["file"] as? String } == ["\(ProjectFixtureRuns.directory)/xcode/Shop.xcodeproj/project.pbxproj"])
    let targets = try #require(read.first?["targets"] as? [[String: Any]])
    #expect(targets.first?["name"] as? String == "Shop")
    #expect(targets.first?["deviceFamilySource"] as? String == "TARGETED_DEVICE_FAMILY = 1 (Debug, Release)")
    #expect(targets.first?["idiom"] as? String == "phone")
    #expect(targets.first?["deploymentTarget"] as? String == "15.0")

    let sarifText = SARIFReporter.render(run, sourceRoot: SwiftFixtures.root.path, workingDirectory: SwiftFixtures.root.path)
    let sarif = try #require(try JSONSerialization.jsonObject(with: Data(sarifText.utf8)) as? [String: Any])
    let properties = try #require((sarif["runs"] as? [[String: Any]])?.first?["properties"] as? [String: Any])
    let sarifProjects = try #require(properties["projects"] as? [String: Any])
    #expect(sarifProjects["files"] as? [String: Int] == ["iPad": 2, "iPhone": 3, "noTarget": 1, "testOnly": 1])

    // JSONWriter writes what JSONEncoder writes for the same report.
    let foundation = JSONReporter.$encodesWithFoundation.withValue(true) { JSONReporter.render(run) }
    #expect(JSONReporter.render(run) == foundation)
}

/// Snapshots are not Swift source: a run over YAML alone reads no project and reports none.
@Test func snapshotRunsReadNoProject() {
    let run = SwiftFixtures.run(["Fixtures/uikit/popover-without-anchor.yaml"])
    #expect(run.projectDiscovery == nil)
    #expect(!JSONReporter.render(run).contains("\"projects\""))
}
