import Foundation
import Testing
@testable import ModalLint

enum Suppressed {
    /// A snapshot with a call on `line` of the result that reports `host/missing`.
    static let hierarchy = """
        windows:
          - root:
              class: UINavigationController
              children:
                - {class: SettingsViewController, id: settings}
        calls:

        """
    static func call(_ name: String, comment: String = "") -> String {
        "  - present: \(name)\(comment.isEmpty ? "" : "  " + comment)\n    from: settings\n    via: modals\n    style: card\n"
    }

    /// `rule@line` of each finding.
    static func findings(_ text: String, configuration: Configuration = Configuration()) -> [String] {
        lint(text, configuration: configuration).diagnostics.map { "\($0.rule)@\($0.range.start.line)" }
    }

    static func lint(_ text: String, configuration: Configuration = Configuration()) -> FileReport {
        Linter.lint(Array(text.utf8), path: "t.yaml", configuration: configuration)
    }
}

@Test func withoutSuppressionsEveryCallIsReported() {
    let text = Suppressed.hierarchy + Suppressed.call("A") + Suppressed.call("B")
    #expect(Suppressed.findings(text) == ["host/missing@7", "host/missing@11"])
}

@Test func disableNextLineCoversTheNextCodeLine() {
    let text = Suppressed.hierarchy
        + "  # modallint: disable-next-line host/missing -- known\n\n  # another comment\n"
        + Suppressed.call("A") + Suppressed.call("B")
    #expect(Suppressed.findings(text) == ["host/missing@14"])
}

@Test func trailingDisableNextLineCoversItsOwnLine() {
    let text = Suppressed.hierarchy + Suppressed.call("A", comment: "# modallint: disable-next-line host") + Suppressed.call("B")
    #expect(Suppressed.findings(text) == ["host/missing@11"])
}

@Test func disableAndEnableCoverARange() {
    let text = Suppressed.hierarchy
        + "  # modallint: disable host/missing, host/no-parent\n" + Suppressed.call("A")
        + "  # modallint: enable host/missing\n" + Suppressed.call("B")
    // host/no-parent stays open to the end of the file and suppresses nothing.
    #expect(Suppressed.findings(text) == ["input/unused-suppression@7", "host/missing@13"])
    let all = Suppressed.hierarchy + "# modallint: disable host\n" + Suppressed.call("A") + Suppressed.call("B")
    #expect(Suppressed.findings(all) == [])
    let reopened = Suppressed.hierarchy
        + "# modallint: disable host\n" + Suppressed.call("A") + "# modallint: enable\n" + Suppressed.call("B")
        + "# modallint: disable host/missing\n" + Suppressed.call("C")
    #expect(Suppressed.findings(reopened) == ["host/missing@13"])
}

@Test func unusedSuppressionsAreReportedAtTheSelector() throws {
    let text = Suppressed.hierarchy + "  # modallint: disable-next-line host/own-presenter -- why\n" + Suppressed.call("A")
    let report = Suppressed.lint(text)
    #expect(report.status == .ok)
    let unused = try #require(report.diagnostics.first { $0.rule == "input/unused-suppression" })
    #expect(unused.severity == .warning)
    #expect(unused.message == "`disable-next-line host/own-presenter` suppresses no finding")
    #expect(unused.range.start == SourcePosition(line: 7, column: 34))
    #expect(unused.range.end == SourcePosition(line: 7, column: 52))
    #expect(report.diagnostics.contains { $0.rule == "host/missing" })
}

@Test func suppressionsOfRulesThatAreOffAreNotUnused() {
    let text = Suppressed.hierarchy + "  # modallint: disable-next-line host/missing\n" + Suppressed.call("A")
    var configuration = Configuration()
    configuration.disabledRules = ["host/missing"]
    #expect(Suppressed.findings(text, configuration: configuration) == [])
    // And the unused-suppression rule itself can be turned off.
    var quiet = Configuration()
    quiet.severityOverrides["input/unused-suppression"] = .some(nil)
    #expect(Suppressed.findings(Suppressed.hierarchy + "# modallint: disable host/own-presenter\n" + Suppressed.call("A"),
                                configuration: quiet) == ["host/missing@8"])
}

@Test func hashesInsideScalarsAreNotComments() {
    let text = Suppressed.hierarchy
        + "  - present: \"A # modallint: disable-next-line host\"\n    from: settings\n    via: modals\n    style: card\n"
        + "  - present: 'B # modallint: disable host'  # plain comment # modallint: disable host\n"
        + "    from: settings\n    via: modals\n    style: card\n"
    #expect(Suppressed.findings(text) == ["host/missing@7", "host/missing@11"], "a marker inside a scalar or a comment is no directive")
}

@Test func windowsLineEndingsAndTabs() {
    let text = (Suppressed.hierarchy + "\t# modallint:\tdisable-next-line\thost/missing\n" + Suppressed.call("A"))
        .replacingOccurrences(of: "\n", with: "\r\n")
    // A tab before `#` is allowed in a comment line; YAML forbids tabs only in indentation of nodes.
    #expect(Suppressed.lint(text).diagnostics.filter { $0.rule.hasPrefix("host/") }.isEmpty)
}

@Test func malformedSuppressionsAreLocatedErrorsAndTheRulesStillRun() {
    func problems(_ comment: String) -> [String] {
        let report = Suppressed.lint(Suppressed.hierarchy + comment + "\n" + Suppressed.call("A"))
        #expect(report.status == .invalid, "\(comment)")
        #expect(report.diagnostics.contains { $0.rule == "host/missing" }, "rules still run: \(comment)")
        return report.diagnostics.filter { $0.rule == "input/suppression" }
            .map { "\($0.range.start.line):\($0.range.start.column): \($0.message)" }
    }
    #expect(problems("# modallint: disable-next-line host/mising") == [
        "7:32: no rule or family named `host/mising`; did you mean `host/missing`?",
    ])
    #expect(problems("# modallint: disable-nextline host/missing") == [
        "7:14: unknown directive `disable-nextline`; expected disable-next-line, disable, enable; did you mean `disable-next-line`?",
    ])
    #expect(problems("# modallint:") == ["7:1: `# modallint:` needs a directive: disable-next-line, disable, enable"])
    #expect(problems("# modallint: disable-next-line -- why") == ["7:1: `disable-next-line` needs at least one rule id or family"])
    #expect(problems("# modallint: disable input") == [
        "7:22: `input` cannot be suppressed: findings about the input itself always count",
    ])
    #expect(problems("# modallint: enable host/missing") == ["7:21: `enable host/missing` has no `disable host/missing` before it"])
}

@Test func inputFindingsAreNeverSuppressed() {
    let text = "# modallint: disable host\nwindows:\n  - root: {class: A, bogus: 1}\n"
    let report = Suppressed.lint(text)
    #expect(report.diagnostics.map(\.rule) == ["input/schema"], "no suppression pass on an invalid snapshot")
}

@Test func suppressionMatchingIsLinearInTheNumberOfComments() {
    // Thousands of disable/enable pairs and findings: binary search per finding, no quadratic walk.
    var text = Suppressed.hierarchy
    for index in 0..<2_000 {
        text += "  # modallint: disable host/missing\n" + Suppressed.call("A\(index)") + "  # modallint: enable host/missing\n"
    }
    let clock = ContinuousClock()
    let elapsed = clock.measure { #expect(Suppressed.findings(text).isEmpty) }
    #expect(elapsed < .seconds(20))
}
