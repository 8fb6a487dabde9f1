import Foundation
import Testing

/// `--format xcode`: compiler-style lines with absolute paths, which Xcode and SwiftPM place
/// at their lines; the runtime message, fix and path as notes, each at its own file.
@Test func xcodeFormatWritesCompilerDiagnosticsWithAbsolutePaths() throws {
    let outcome = try CLI.run(["lint", "--format", "xcode", "Fixtures/host/uikit-presentation.yaml"])
    #expect(outcome.status == 1)
    let file = CLI.root.appendingPathComponent("Fixtures/host/uikit-presentation.yaml").path
    let lines = outcome.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("\(file):17:24: error: UINavigationController is presented as a page sheet") == true, "\(lines)")
    #expect(lines.first?.hasSuffix(" [uikit/swipe-dismiss-data-loss]") == true)
    // The runtime message's first line; the rest (advice) is in the other reports and `explain`.
    #expect(lines.contains("\(file):24:5: note: runtime: Found a presentingViewController (<AppRootViewController>) when attempting to find the modal host."))
    #expect(!lines.contains { $0.contains("For more info, visit") })
    #expect(lines.contains { $0.hasPrefix("\(file):24:5: note: fix: present the UINavigationController with modalPresenter") })
    #expect(lines.contains("\(file):21:28: note: EditorViewController (unsaved changes)"))
    // Every line is one diagnostic Xcode can read; no summary.
    for line in lines {
        #expect(line.hasPrefix("\(file):") && line.range(of: #"^[^:]+:\d+:\d+: (error|warning|note): "#, options: .regularExpression) != nil, "\(line)")
    }
}

@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func xcodeFormatPlacesPathStepsInTheirOwnFiles() throws {
    let outcome = try CLI.run(["lint", "--format", "xcode", "Fixtures/swift/apps/no-host"])
    let app = CLI.root.appendingPathComponent("Fixtures/swift/apps/no-host").path
    #expect(outcome.stdout.contains("\(app)/FeedViewController.swift:8:26: error: FeedViewController cannot reach a modal host"), "\(outcome.stdout)")
    #expect(outcome.stdout.contains("\(app)/SceneDelegate.swift:14:9: note: UITabBarController (root of window"), "\(outcome.stdout)")
}

/// A clean run prints nothing (Xcode shows no issue) and exits 0; standard input keeps the
/// name it was given, resolved to an absolute path.
@Test func xcodeFormatCleanRunAndStandardInput() throws {
    let clean = try CLI.run(["lint", "--format", "xcode", "Fixtures/host/missing.clean.yaml"])
    #expect(clean.status == 0 && clean.stdout.isEmpty, "\(clean.stdout)")
    let snapshot = try String(contentsOf: CLI.root.appendingPathComponent("Fixtures/host/missing.yaml"), encoding: .utf8)
    let named = try CLI.run(["lint", "--format", "xcode", "--stdin-filename", "Snapshots/checkout.yaml", "-"], stdin: snapshot)
    #expect(named.stdout.hasPrefix(CLI.root.appendingPathComponent("Snapshots/checkout.yaml").path + ":"), "\(named.stdout)")
    let unnamed = try CLI.run(["lint", "--format", "xcode", "-"], stdin: snapshot)
    #expect(unnamed.stdout.hasPrefix("<stdin>:"), "\(unnamed.stdout)")
}

/// The command plugin passes a first argument that is a subcommand as is: its list is the
/// command line's, `extract` included (the full build's, with the Swift front end).
@Test(.enabled(if: CLI.hasSwiftFrontEnd, "built without the Swift front end"))
func commandPluginKnowsEverySubcommand() throws {
    let plugin = try String(contentsOf: CLI.root.appendingPathComponent("Plugins/ModalLintPlugin/ModalLintPlugin.swift"), encoding: .utf8)
    let help = try CLI.run(["--help"]).stdout
    let listed = help.components(separatedBy: "SUBCOMMANDS:").last ?? ""
    // A subcommand's line starts two spaces in; its summary's wrapped lines start further in.
    let names = listed.split(separator: "\n").filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") }
        .compactMap { $0.split(separator: " ").first.map(String.init) }.filter { $0.allSatisfy(\.isLowercase) }
    #expect(names.contains("extract") && names.contains("lint"), "\(names)")
    for name in names { #expect(plugin.contains("\"\(name)\""), "the command plugin does not pass `\(name)` through") }
}
