import Foundation
import Testing

/// Swift source through the binary: standard input, extract, and Swift findings in SARIF and
/// GitHub annotations.

extension CLI {
    /// A binary built without the Swift front end (`MODALLINT_NO_SWIFT=1`, as the sanitizer
    /// builds are) has no `extract`: these tests are for the one built with it.
    /// (`extract --help` would not tell: an unknown word is a path for the default `lint`.)
    static let hasSwiftFrontEnd = (try? run(["--help"]).stdout.contains("\n  extract ")) == true
}

@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func swiftFromStandardInputByItsName() throws {
    let source = try String(contentsOf: CLI.root.appendingPathComponent("Fixtures/swift/lifetime/discarded.swift"), encoding: .utf8)
    let named = try CLI.run(["lint", "--stdin-filename", "Sources/Home.swift", "-"], stdin: source, environment: ["NO_COLOR": "1"])
    #expect(named.status == 1)
    #expect(named.stdout.hasPrefix("Sources/Home.swift:7:9: error: the ModalLifetime returned when HomeViewController presents"))
    #expect(named.stdout.contains("[lifetime/discarded]"))
    #expect(named.stdout.contains("7 |         modalPresenter.present(PromoViewController(), style: .card)"), "snippet from standard input")
    // Without a .swift name standard input is a snapshot.
    let unnamed = try CLI.run(["lint", "-"], stdin: source)
    #expect(unnamed.status == 2)
    #expect(unnamed.stdout.contains("[input/"))
    // Syntax errors in standard input's Swift: a located warning, what parses is linted.
    let broken = try CLI.run(["lint", "--stdin-filename", "Broken.swift", "-"], stdin: source + "\nfunc (\n")
    #expect(broken.stdout.contains("Broken.swift:") && broken.stdout.contains("[input/syntax]"))
    #expect(broken.stdout.contains("[lifetime/discarded]"))
}

@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func extractWritesASnapshotTheLinterReads() throws {
    let extracted = try CLI.run(["extract", "Fixtures/swift/lifetime/discarded.swift", "Fixtures/swift/swiftui/link-without-root.swift"])
    #expect(extracted.status == 0, "\(extracted.stderr)")
    #expect(extracted.stdout.contains("modallint: 1"))
    #expect(extracted.stdout.contains("# Fixtures/swift/lifetime/discarded.swift:7"))
    #expect(extracted.stdout.contains("swiftui:"))
    #expect(extracted.stdout.contains("{type: window, id: \"coupon\"}  # Fixtures/swift/swiftui/link-without-root.swift:28"))
    let linted = try CLI.run(["lint", "-"], stdin: extracted.stdout)
    #expect(linted.status == 1)
    #expect(!linted.stdout.contains("[input/"), "\(linted.stdout)")
    #expect(linted.stdout.contains("[lifetime/discarded]") && linted.stdout.contains("[swiftui/link-without-root]"))
    let missing = try CLI.run(["extract", "no/such/dir"])
    #expect(missing.status == 2)
}

/// `extract` reads the configuration `lint` reads: its excludes and the device it names.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func extractFollowsTheConfiguration() throws {
    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try FileManager.default.createDirectory(at: root.appendingPathComponent("Generated"), withIntermediateDirectories: true)
    let sheet = "import UIKit\nfinal class SettingsViewController: UIViewController {\n    func options() {\n"
        + "        present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)\n    }\n}\n"
    try Data(sheet.utf8).write(to: root.appendingPathComponent("Settings.swift"))
    try Data(sheet.replacingOccurrences(of: "Settings", with: "Made").utf8)
        .write(to: root.appendingPathComponent("Generated/Made.swift"))
    try Data("environment: {idiom: phone}\nexclude: [\"Generated/**\"]\n".utf8).write(to: root.appendingPathComponent(".modallint.yml"))

    let configured = try CLI.run(["extract", "."], in: root)
    #expect(configured.status == 0, "\(configured.stderr)")
    #expect(configured.stdout.contains("environment: {idiom: phone}"))
    #expect(configured.stdout.contains("SettingsViewController") && !configured.stdout.contains("MadeViewController"))
    #expect(try CLI.run(["lint", "."], in: root).status == 0, "an iPhone's action sheet is no popover")

    let bare = try CLI.run(["extract", "--no-config", "."], in: root)
    #expect(bare.stdout.contains("environment: {idiom: pad}") && bare.stdout.contains("MadeViewController"))
    #expect(try CLI.run(["extract", "--config", "missing.yml", "."], in: root).status == 2)
}

@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func swiftFindingsInSARIFAndGitHub() throws {
    let sarif = try CLI.run(["lint", "--no-config", "--format", "sarif", "Fixtures/swift/swiftui/link-without-root.swift"])
    #expect(sarif.status == 1)
    let log = try #require(JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
    let run = try #require((log["runs"] as? [[String: Any]])?.first)
    let result = try #require((run["results"] as? [[String: Any]])?.first)
    #expect(result["ruleId"] as? String == "swiftui/link-without-root")
    let location = try #require((result["locations"] as? [[String: Any]])?.first)
    let physical = try #require(location["physicalLocation"] as? [String: Any])
    #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "Fixtures/swift/swiftui/link-without-root.swift")
    #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 28)
    let logical = (location["logicalLocations"] as? [[String: Any]])?.first?["fullyQualifiedName"] as? String
    #expect(logical == "Swift:CartView.body/swiftui/link-without-root")

    let github = try CLI.run(["lint", "--no-config", "--format", "github", "Fixtures/swift/size/broken-chain.swift"])
    #expect(github.status == 1)
    #expect(github.stdout.hasPrefix("::error file=Fixtures/swift/size/broken-chain.swift,line=44,col=27,"))
    #expect(github.stdout.contains("title=modallint (size/broken-chain)::"))
}

/// Project discovery from the command line: the iPhone-only app's action sheet is no finding,
/// `--verbose` says why, and `--no-project` or `project: false` bring it back.
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func projectDiscoveryOnTheCommandLine() throws {
    let project = "Fixtures/projects/xcode"
    let checkout = "\(project)/Shop/CheckoutViewController.swift"
    let discovered = try CLI.run(["lint", "--no-config", "--verbose", project], environment: ["NO_COLOR": "1"])
    #expect(discovered.status == 1)
    #expect(!discovered.stdout.contains(checkout) && discovered.stdout.contains("\(project)/Shared/ShareSheet.swift:8:9"))
    #expect(discovered.stderr.contains("modallint: project \(project)/Shop.xcodeproj/project.pbxproj (xcode), LastUpgradeCheck 1600 (Xcode 16.0)\n"))
    #expect(discovered.stderr.contains("modallint:   target Shop (application): 4 Swift files, judged on iPhone (TARGETED_DEVICE_FAMILY = 1 (Debug, Release))"))

    let off = try CLI.run(["lint", "--no-config", "--verbose", "--no-project", project], environment: ["NO_COLOR": "1"])
    #expect(off.stdout.contains("\(checkout):9:9: error:"))
    #expect(off.stderr.contains("modallint: project discovery: off (--no-project, or `project: false` in the configuration)\n"))

    let root = try CLI.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: root) }
    try Data("project: false\n".utf8).write(to: root.appendingPathComponent("config.yml"))
    let configured = try CLI.run(["lint", "--config", root.appendingPathComponent("config.yml").path, "--format", "json", project])
    let json = try #require(JSONSerialization.jsonObject(with: Data(configured.stdout.utf8)) as? [String: Any])
    #expect((json["projects"] as? [String: Any])?["skipped"] as? String == "--no-project, or `project: false` in the configuration")
    #expect(configured.stdout.contains(checkout))
    try Data("project: maybe\n".utf8).write(to: root.appendingPathComponent("bad.yml"))
    let bad = try CLI.run(["lint", "--config", root.appendingPathComponent("bad.yml").path, project])
    #expect(bad.status == 2 && bad.stdout.contains("`project` must be true or false"))
}

@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func lintHelpSaysItReadsSwift() throws {
    let help = try CLI.run(["lint", "--help"]).stdout
    #expect(help.contains("Lint snapshots and Swift source"))
    #expect(help.contains("*.swift"))
    #expect(help.contains("Name.swift"))
}
