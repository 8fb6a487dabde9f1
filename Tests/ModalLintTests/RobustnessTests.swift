import Foundation
import Testing
import TestSupport
@testable import ModalLint

/// Hostile and odd input: every limit, the adversarial shapes of the reliability issue, and
/// every input the fuzzer ever crashed on. Each lint must keep `ReportInvariants`.
enum Robustness {
    static func lint(_ bytes: [UInt8], limits: LoaderLimits = .default) -> FileReport {
        var configuration = Configuration()
        configuration.limits = limits
        let report = Linter.lint(bytes, path: "input.yaml", configuration: configuration)
        let problems = ReportInvariants.violations(of: report, bytes: bytes)
        #expect(problems.isEmpty, "\(problems)")
        return report
    }

    static func lint(_ text: String, limits: LoaderLimits = .default) -> FileReport {
        lint(Array(text.utf8), limits: limits)
    }

    /// The one finding of `rule`, located at `line`:`column`.
    static func expectOne(_ report: FileReport, _ rule: String, at line: Int, _ column: Int,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        let found = report.diagnostics.filter { $0.rule == rule }
        #expect(found.count == 1, "\(report.diagnostics.map { "\($0.rule) \($0.message)" })", sourceLocation: sourceLocation)
        guard let diagnostic = found.first else { return }
        #expect(diagnostic.range.start == SourcePosition(line: line, column: column),
                "\(diagnostic.message) at \(diagnostic.range.start)", sourceLocation: sourceLocation)
    }

    /// A time bound for this build: sanitizers (scripts/sanitizers sets `MODALLINT_TIME_SCALE`)
    /// make everything several times slower, not quadratic.
    static func bound(_ seconds: Double) -> Double {
        seconds * (ProcessInfo.processInfo.environment["MODALLINT_TIME_SCALE"].flatMap(Double.init) ?? 1)
    }

    /// CPU time of this thread: what the work costs, not what the other tests and processes
    /// on the machine take from it (the lint is synchronous, on this thread).
    static func seconds(_ work: () -> Void) -> Double {
        func now() -> Double {
            var time = timespec()
            clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
            return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
        }
        let start = now()
        work()
        return now() - start
    }

    static let host = "windows:\n  - root: {class: Root, id: root, host: true}\n"

    /// A host window root with `count` children, one line each.
    static func siblings(_ count: Int) -> String {
        var text = "windows:\n  - root:\n      class: Root\n      host: true\n      children:\n"
        text.reserveCapacity(count * 32)
        for index in 0..<count { text += "        - {class: C, id: c\(index)}\n" }
        return text
    }
}

// MARK: limits: each an input/limit finding where it was hit

@Test func fileSizeLimit() {
    var limits = LoaderLimits()
    limits.maxFileBytes = 64
    let report = Robustness.lint(Robustness.host + "# " + String(repeating: "x", count: 64), limits: limits)
    Robustness.expectOne(report, "input/limit", at: 1, 1)
    #expect(report.status == .invalid)
}

@Test func fileSizeLimitReadsOneBytePast() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-size-\(UUID().uuidString).yaml")
    try Data(repeating: UInt8(ascii: "#"), count: 1_000).write(to: url)
    defer { try? FileManager.default.removeItem(at: url) }
    guard case .success(let bytes) = FileDiscovery.read(url.path, limit: 100) else {
        Issue.record("cannot read")
        return
    }
    #expect(bytes.count == 101, "reads the limit and one byte more, never the whole file")
}

@Test func nestingLimit() {
    var limits = LoaderLimits()
    limits.maxDepth = 10
    let report = Robustness.lint("windows: " + String(repeating: "[", count: 20) + String(repeating: "]", count: 20), limits: limits)
    // The top mapping is level 1, `windows:` holds levels 2...10; the tenth `[` is one too many.
    Robustness.expectOne(report, "input/limit", at: 1, 19)
}

@Test func defaultNestingLimitNeedsNoDeepStack() {
    // Far past the limit: rejected at level 1000 without recursion.
    let report = Robustness.lint("x: " + String(repeating: "[", count: 100_000))
    Robustness.expectOne(report, "input/limit", at: 1, 1_003)
}

@Test func aliasCountLimit() {
    var limits = LoaderLimits()
    limits.maxAliases = 3
    let report = Robustness.lint("a: &a x\nb: [*a, *a, *a, *a]\n" + Robustness.host, limits: limits)
    Robustness.expectOne(report, "input/limit", at: 2, 17)
}

@Test func billionLaughsFailsInMilliseconds() throws {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent("Fixtures/input/limit-billion-laughs.yaml")))
    var report: FileReport?
    let time = Robustness.seconds { report = Robustness.lint(bytes) }
    #expect(report?.diagnostics.first?.rule == "input/limit")
    #expect(report?.diagnostics.first?.message.contains("aliases expand to more than 1000000 nodes") == true)
    #expect(time < Robustness.bound(0.25), "took \(time) s")
}

@Test func aliasExpansionBudgetInTheLoader() {
    var limits = LoaderLimits()
    limits.maxAliasExpansion = 20
    // Each *b stands for 1 + 3 nodes: the sixth is over 20.
    let report = Robustness.lint("b: &b [1, 2, 3]\nc: [*b, *b, *b, *b, *b, *b]\n" + Robustness.host, limits: limits)
    Robustness.expectOne(report, "input/limit", at: 2, 25)
}

@Test func anAliasIsChargedItsWholeSubtree() {
    // Three aliases only, but each stands for a table of 21 nodes.
    var limits = LoaderLimits()
    limits.maxAliasExpansion = 30
    let styles = (0..<10).map { "s\($0): {usesPreferredContentSize: true}" }.joined(separator: ", ")
    let text = """
        styles: &styles {\(styles)}
        windows:
          - root: {class: Root, host: true, observers: [{workflow: W, modals: [*styles, *styles, *styles]}]}
        """
    let report = Robustness.lint(text, limits: limits)
    #expect(report.diagnostics.contains { $0.rule == "input/limit" && $0.message.contains("aliases expand") })
}

@Test func nodeLimit() {
    var limits = LoaderLimits()
    limits.maxNodes = 10
    let report = Robustness.lint("windows:\n  - root: {class: Root, children: [{class: A}, {class: B}]}\n", limits: limits)
    // Node 11 is the first child's mapping.
    Robustness.expectOne(report, "input/limit", at: 2, 36)
}

@Test func scalarLengthLimit() {
    var limits = LoaderLimits()
    limits.maxScalarBytes = 16
    let report = Robustness.lint("windows:\n  - root: {class: " + String(repeating: "A", count: 17) + "}\n", limits: limits)
    Robustness.expectOne(report, "input/limit", at: 2, 19)
}

@Test func callsLimit() {
    var limits = LoaderLimits()
    limits.maxCalls = 2
    let calls = String(repeating: "  - {dismiss: root}\n", count: 3)
    let report = Robustness.lint(Robustness.host + "calls:\n" + calls, limits: limits)
    Robustness.expectOne(report, "input/limit", at: 4, 3)
}

@Test func findingsPerRuleAreCapped() {
    let calls = String(repeating: "  - {present: X, from: c, via: modals, style: card}\n", count: Linter.maxFindingsPerRule + 5)
    let report = Robustness.lint("windows:\n  - root: {class: Root, children: [{class: C, id: c}]}\ncalls:\n" + calls)
    let missing = report.diagnostics.filter { $0.rule == "host/missing" }
    #expect(missing.count == Linter.maxFindingsPerRule + 1)
    #expect(missing.last?.message == "5 more host/missing findings in this file are not reported (at most 1000 per rule)")
}

/// The cap keeps each rule's first findings in report order whatever order the rules gave
/// them in (interleaved, in runs, out of order), and counts the rest: the same as counting
/// and sorting every finding.
@Test func findingsPerRuleAreCappedInReportOrder() {
    let cap = Linter.maxFindingsPerRule
    func finding(_ rule: String, line: Int) -> Diagnostic {
        Diagnostic(rule: rule, severity: .error, message: "m\(line)",
                   range: SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 2)))
    }
    var findings: [Diagnostic] = []
    for line in stride(from: 3 * cap, to: 0, by: -1) {
        findings.append(finding(line % 3 == 0 ? "a/b" : "c/d", line: line))
        if line % 7 == 0 { findings.append(finding("e/f", line: line)) }
    }
    findings += (0..<40).map { finding("a/b", line: 5 * cap + $0) }
    let capped = Linter.capPerRule(findings)
    // What it keeps, computed the plain way.
    var expected: [Diagnostic] = []
    var seen: [String: Int] = [:]
    let count = Dictionary(grouping: findings, by: \.rule).mapValues(\.count)
    for finding in findings.sortedInReportOrder() {
        seen[finding.rule, default: 0] += 1
        if seen[finding.rule]! <= cap {
            expected.append(finding)
        } else if seen[finding.rule]! == cap + 1 {
            expected.append(Diagnostic(
                rule: finding.rule, severity: finding.severity,
                message: "\(count[finding.rule]! - cap) more \(finding.rule) findings in this file are not reported (at most \(cap) per rule)",
                range: finding.range, fix: "fix the first ones, then lint again", logicalLocation: "file"))
        }
    }
    #expect(capped == expected)
    #expect(capped.filter { $0.rule == "e/f" }.count == count["e/f"]!)
    #expect(Linter.capPerRule(Array(findings.prefix(cap))) == Array(findings.prefix(cap)))
}

/// The first `count` of `findings` in report order (a stable sort), in their own order.
private func firstInReportOrder(_ findings: [Diagnostic], _ count: Int) -> [Diagnostic] {
    findings.reportOrderIndices().prefix(count).sorted().map { findings[$0] }
}

/// Each rule's findings capped as the rule hands them over (`FindingCollector`, with what it
/// left out counted in `capPerRule`) give what the cap over all of them gives: the same first
/// findings, ties (the same place, the same message) kept in the order the rule gave them, and
/// the same summary at the same place.
@Test func cappingEachRuleAsItGoesIsTheSameAsCappingAfterwards() {
    let cap = Linter.maxFindingsPerRule
    var random = SystemRandomNumberGenerator.Seeded(seed: 47)
    func finding(_ rule: String, _ serial: Int) -> Diagnostic {
        let line = Int(random.next() % 700) + 1
        return Diagnostic(rule: rule, severity: .warning, message: "m\(random.next() % 3)",
                          range: SourceRange(start: SourcePosition(line: line, column: 1), end: SourcePosition(line: line, column: 2)),
                          logicalLocation: "\(serial)")
    }
    // Rules give their findings in runs, in no particular order; many share a place and a message.
    let runs: [(rule: String, count: Int)] = [("a/b", 3 * cap), ("c/d", cap + 1), ("e/f", cap + 2), ("g/h", 10)]
    var whole: [Diagnostic] = []
    var early: [Diagnostic] = []
    var leftOut: [String: Int] = [:]
    for run in runs {
        let findings = (0..<run.count).map { finding(run.rule, $0) }
        whole += findings
        var collector = FindingCollector(keepingFirst: cap + 1, of: run.rule)
        collector.append(contentsOf: findings)
        let kept = collector.findings()
        #expect(kept.count == min(run.count, cap + 1))
        #expect(collector.leftOut == run.count - kept.count)
        if collector.leftOut > 0 { leftOut[run.rule] = collector.leftOut }
        early += kept
    }
    #expect(Linter.capPerRule(early, leftOut: leftOut) == Linter.capPerRule(whole))
    #expect(Linter.capPerRule(whole).last { $0.rule == "a/b" }?.message
        == "\(2 * cap) more a/b findings in this file are not reported (at most \(cap) per rule)")
}

/// A collector keeps, of its rule's findings, the first in report order in the order they came
/// (the plain way: a stable sort), with ties and findings of another id among them; kept
/// whole, all of them.
@Test func collectingAsARuleGoesKeepsTheFirstInReportOrder() {
    let cap = Linter.maxFindingsPerRule
    var random = SystemRandomNumberGenerator.Seeded(seed: 4_747)
    func finding(_ rule: String, _ serial: Int) -> Diagnostic {
        let line = Int(random.next() % 900) + 1
        return Diagnostic(rule: rule, severity: .error, message: "m\(random.next() % 3)",
                          range: SourceRange(start: SourcePosition(line: line, column: Int(random.next() % 2) + 1),
                                             end: SourcePosition(line: line, column: 9)),
                          logicalLocation: "\(serial)")
    }
    for count in [0, 1, cap, cap + 1, cap + 2, 4 * cap + 17] {
        let findings = (0..<count).map { finding("a/b", $0) }
        var collector = FindingCollector(keepingFirst: cap + 1, of: "a/b")
        collector.append(contentsOf: findings)
        #expect(collector.findings() == firstInReportOrder(findings, cap + 1))
        #expect(collector.leftOut == max(0, count - cap - 1))
        var whole = FindingCollector()
        whole.append(contentsOf: findings)
        #expect(whole.findings() == findings)
    }
    // Another id among them is kept whole, and the cap over everything is the same.
    let mixed = (0..<(3 * cap)).map { finding($0 % 5 == 0 ? "c/d" : "a/b", $0) }
    var collector = FindingCollector(keepingFirst: cap + 1, of: "a/b")
    collector.append(contentsOf: mixed)
    #expect(collector.findings().filter { $0.rule == "c/d" } == mixed.filter { $0.rule == "c/d" })
    #expect(collector.findings().filter { $0.rule == "a/b" } == firstInReportOrder(mixed.filter { $0.rule == "a/b" }, cap + 1))
    #expect(Linter.capPerRule(collector.findings(), leftOut: ["a/b": collector.leftOut]) == Linter.capPerRule(mixed))
}

/// A suppression can take one of a rule's first findings out, and then the next one is shown:
/// with one, nothing is capped before the suppressions are applied.
@Test func aSuppressionShowsTheFindingPastTheCap() {
    let calls = String(repeating: "  - {present: X, from: c, via: modals, style: card}\n", count: Linter.maxFindingsPerRule + 5)
    let suppressed = "  # modallint: disable-next-line host/missing\n" + calls
    let report = Robustness.lint("windows:\n  - root: {class: Root, children: [{class: C, id: c}]}\ncalls:\n" + suppressed)
    let missing = report.diagnostics.filter { $0.rule == "host/missing" }
    #expect(report.suppressed.count == 1)
    #expect(missing.count == Linter.maxFindingsPerRule + 1)
    #expect(missing.first?.range.start.line == 6)
    #expect(missing.last?.message == "4 more host/missing findings in this file are not reported (at most 1000 per rule)")
}

@Test func deepChainsAreElided() {
    // 200 levels of containment, no host: the path and the framework's list keep 64 entries.
    var text = "windows:\n  - root:\n"
    var indent = "      "
    text += indent + "class: Root\n"
    for level in 0..<200 {
        text += indent + "children:\n" + indent + "  - class: C\(level)\n"
        indent += "    "
    }
    text += indent + "id: deep\ncalls:\n  - {present: X, from: deep, via: modals, style: card}\n"
    let report = Robustness.lint(text)
    let finding = report.diagnostics.first { $0.rule == "host/missing" }
    #expect(finding?.path.count == PathStep.maxSteps)
    #expect(finding?.path[PathStep.maxSteps / 2].note == "… 138 more …")
    #expect(finding?.path.last?.note == "Root (root of window 1)")
    let listed = finding?.runtimeMessage?.split(separator: "\n").filter { $0.hasPrefix("   C") || $0.hasPrefix("   Root") || $0.hasPrefix("   …") }
    #expect(listed?.count == PathStep.maxSteps)
}

// MARK: adversarial shapes

@Test func emptyAndCommentOnlyFiles() {
    for text in ["", "# only a comment\n# and another\n", "\n\n\n", "---\n", "~\n"] {
        let report = Robustness.lint(text)
        #expect(report.status == .invalid)
        #expect(report.diagnostics.map(\.rule) == ["input/schema"], "\(text.debugDescription)")
    }
}

@Test func byteOrderMark() {
    let clean = Robustness.lint([0xEF, 0xBB, 0xBF] + Array(Robustness.host.utf8))
    #expect(clean.status == .ok && clean.diagnostics.isEmpty)
    // Columns do not count the mark, and the snippet does not show it.
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("bogus: 1\nwindows: [{root: {class: A, host: true}}]\n".utf8)
    let report = Robustness.lint(bytes)
    Robustness.expectOne(report, "input/schema", at: 1, 1)
    let text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
    #expect(text.contains("1 | bogus: 1\n  | ^~~~~\n"))
}

@Test func utf16IsRejectedClearly() {
    for mark: [UInt8] in [[0xFF, 0xFE], [0xFE, 0xFF]] {
        let report = Robustness.lint(mark + [0x61, 0x00])
        Robustness.expectOne(report, "input/syntax", at: 1, 1)
        #expect(report.diagnostics.first?.message.contains("UTF-16") == true)
    }
}

@Test func invalidUTF8AndNULBytes() {
    let invalid = Robustness.lint(Array("windows:\n  - root: {class: A".utf8) + [0xC3, 0x28] + Array("}\n".utf8))
    // libyaml points at the byte that breaks the sequence: 0x28, after the lead byte 0xC3.
    Robustness.expectOne(invalid, "input/syntax", at: 2, 21)
    #expect(invalid.diagnostics.first?.message.contains("UTF-8") == true)
    let nul = Robustness.lint(Array("windows:\n  - root: {class: A".utf8) + [0] + Array("}\n".utf8))
    Robustness.expectOne(nul, "input/syntax", at: 2, 20)
}

@Test func tabs() {
    // A tab is not indentation in YAML; inside a line it is shown as one space.
    let indented = Robustness.lint("windows:\n\t- root: {class: A}\n")
    #expect(indented.diagnostics.map(\.rule) == ["input/syntax"])
    #expect(indented.diagnostics.first?.range.start.line == 2)
    let bytes = Array("windows:\n  - root: {class: A,\tbogus: 1}\n".utf8)
    let report = Robustness.lint(bytes)
    Robustness.expectOne(report, "input/schema", at: 2, 22)
    let text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
    #expect(text.contains("2 |   - root: {class: A, bogus: 1}\n  | " + String(repeating: " ", count: 21) + "^~~~~\n"))
}

@Test func lineBreaks() {
    // CRLF, a lone CR (a break in YAML), NEL: the finding is on line 4, and so is its snippet.
    for lineBreak in ["\r\n", "\r", "\u{85}"] {
        let text = ["windows:", "  - root:", "      class: A", "      bogus: 1", ""].joined(separator: lineBreak)
        let bytes = Array(text.utf8)
        let report = Robustness.lint(bytes)
        Robustness.expectOne(report, "input/schema", at: 4, 7)
        let rendered = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
        #expect(rendered.contains("4 |       bogus: 1\n"), "\(lineBreak.debugDescription): \(rendered)")
    }
}

@Test func controlCharactersNeverReachTheTerminal() {
    // An escape sequence in a key would repaint a CI log if printed raw.
    let bytes = Array("windows:\n  - root: {class: A, \"\\e[2Jbogus\\nline\": 1}\n".utf8)
    let report = Robustness.lint(bytes)
    let text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
    #expect(!text.unicodeScalars.contains { $0.value == 0x1B })
    // Shown visibly, as Swift spells them (TerminalText).
    #expect(text.contains("unknown key `\\u{1B}[2Jbogus\\u{A}line`"))
}

@Test func errorsAtTheEndOfAFileWithoutAFinalLineBreak() {
    // libyaml puts the end of such a stream on a line past the last one; reports do not.
    let report = Robustness.lint("windows:\n  - {")
    Robustness.expectOne(report, "input/syntax", at: 2, 6)
    let unclosed = Robustness.lint("windows: [")
    Robustness.expectOne(unclosed, "input/syntax", at: 1, 11)
}

@Test func veryLongLines() {
    let long = String(repeating: "A", count: 1_000_000)
    let clean = Robustness.lint("windows:\n  - root: {class: \(long), host: true}\n")
    #expect(clean.status == .ok)
    let bytes = Array("windows:\n  - root: {class: \(long), bogus: 1}\n".utf8)
    let report = Robustness.lint(bytes)
    Robustness.expectOne(report, "input/schema", at: 2, 1_000_021)
    let text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
    #expect(text.count < 2_000, "the snippet is cut around the column")
    #expect(text.contains("bogus"))
}

@Test func manyFindingsOnOneLongLine() {
    // Each finding shows the same 200 KB line: it is decoded once, not once per finding.
    let keys = (0..<900).map { "k\($0): 1" }.joined(separator: ", ")
    let bytes = Array("windows: [{root: {class: \(String(repeating: "A", count: 200_000)), \(keys)}}]\n".utf8)
    let report = Robustness.lint(bytes)
    #expect(report.diagnostics.count == 900)
    var text = ""
    let time = Robustness.seconds { text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes])) }
    #expect(text.count < 900 * 1_000)
    #expect(time < Robustness.bound(5), "took \(time) s")
}

@Test func multipleDocuments() {
    let report = Robustness.lint(Robustness.host + "---\n" + Robustness.host)
    Robustness.expectOne(report, "input/schema", at: 3, 1)
}

@Test func aliasCannotPutAViewControllerInTwoPlaces() {
    let report = Robustness.lint("""
        windows:
          - root:
              class: Root
              host: true
              children:
                - &a {class: A}
              presented: *a
        """)
    Robustness.expectOne(report, "input/reference", at: 7, 18)
}

@Test func idCyclesThroughCalls() {
    // The root presented by its own child, again and again; a view controller presenting itself.
    var calls = ""
    for _ in 0..<200 {
        calls += "  - {present: root, from: a, via: modals, style: card}\n"
        calls += "  - {present: a, from: a, via: uikit}\n"
        calls += "  - {present: X, from: a, via: uikit, style: currentContext}\n"
    }
    let text = "windows:\n  - root:\n      class: Root\n      id: root\n      host: true\n      children: [{class: A, id: a}]\ncalls:\n" + calls
    let time = Robustness.seconds { _ = Robustness.lint(text) }
    #expect(time < Robustness.bound(5), "took \(time) s")
    let hierarchy = LintContext(snapshot: Linter.load(Array(text.utf8)).snapshot!).replay.hierarchy
    for vc in 0..<hierarchy.count {
        #expect(!hierarchy.chain(from: vc).dropFirst().contains(vc), "a parent cycle through \(vc)")
    }
}

@Test func didYouMeanIsBounded() {
    // 900 unknown ids against 2000 long ids: every look-up would compare with all of them.
    var text = "windows:\n  - root:\n      class: Root\n      host: true\n      children:\n"
    for index in 0..<2_000 { text += "        - {class: C, id: v\(String(repeating: "0", count: 50))\(index)}\n" }
    text += "calls:\n"
    for index in 0..<900 { text += "  - {dismiss: x\(String(repeating: "0", count: 50))\(index)}\n" }
    var report: FileReport?
    let time = Robustness.seconds { report = Robustness.lint(text) }
    #expect(report?.diagnostics.filter { $0.rule == "input/reference" }.count == 900)
    #expect(time < Robustness.bound(10), "took \(time) s (unbounded, it is minutes)")
}

@Test func tenThousandWindows() {
    var text = "windows:\n"
    for index in 0..<10_000 { text += "  - root: {class: R, id: w\(index), host: true}\n" }
    var report: FileReport?
    let time = Robustness.seconds { report = Robustness.lint(text) }
    #expect(report?.status == .ok)
    #expect(time < Robustness.bound(10), "took \(time) s")
}

@Test func siblingsScaleLinearly() {
    // The shape of 1,000,000 siblings (measured in the release build, see Fuzz/README.md) at
    // test size: four times the input must not cost sixteen times the time.
    _ = Robustness.lint(Robustness.siblings(2_000))  // warm up
    let small = Robustness.siblings(10_000), large = Robustness.siblings(40_000)
    let smallTime = Robustness.seconds { #expect(Robustness.lint(small).status == .ok) }
    let largeTime = Robustness.seconds { #expect(Robustness.lint(large).status == .ok) }
    #expect(largeTime < 8 * smallTime + Robustness.bound(0.5), "10k: \(smallTime) s, 40k: \(largeTime) s")
}

// MARK: the fuzzer's findings

enum FuzzRegressions {
    static var files: [String] {
        let base = Fixtures.root.appendingPathComponent("Fuzz/regressions")
        let found = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        // swift/: the Swift front end's, tested beside it (SwiftLimitTests.swift).
        return found.filter { !$0.hasSuffix(".md") && $0.contains(".") && !$0.hasPrefix("swift/") }.sorted()
    }
}

@Test("a crash the fuzzer found stays fixed", arguments: FuzzRegressions.files)
func fuzzRegression(_ file: String) throws {
    let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent("Fuzz/regressions/\(file)")))
    if file.hasPrefix("lint/") {
        let report = Robustness.lint(bytes)
        _ = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
        _ = JSONReporter.render(LintRun(files: [report]))
    } else {
        // What the importer writes is well-formed YAML, and a snapshot when it has view controllers.
        let imported = PrintHierarchyImporter.convert(String(decoding: bytes, as: UTF8.self), sourceName: file)
        let (_, diagnostics) = Linter.load(Array(imported.yaml.utf8))
        #expect(!diagnostics.contains { $0.rule == "input/syntax" }, "\(diagnostics.map(\.message))")
        if imported.controllerCount > 0 {
            #expect(!diagnostics.contains { $0.rule.hasPrefix("input/") }, "\(diagnostics.map(\.message))")
        }
    }
}

// MARK: parallel linting (the ThreadSanitizer run's main subject)

@Test func parallelLintingMatchesSerial() {
    let fixtures = Fixtures.root.appendingPathComponent("Fixtures").path
    func run(jobs: Int) -> String {
        let session = LintSession(configuration: Configuration(), jobs: jobs, keepSources: true,
                                  workingDirectory: Fixtures.root.path)
        let inputs = [LintSession.Input.path(fixtures), .path(fixtures), .standardInput(Array(Robustness.host.utf8))]
        // The text report renders files on `jobs` threads too.
        return JSONReporter.render(session.run(inputs))
            + TextReporter.render(session.run(inputs), options: ReportOptions(jobs: jobs))
    }
    let serial = run(jobs: 1)
    for _ in 0..<3 { #expect(run(jobs: 4) == serial) }
}

/// A file's text kept through its lint for the snippets (up to `maximumKeptText`) or read again
/// afterwards (larger files): the same snippets. The fixtures, and a file large enough to be
/// parsed on two threads and to have its lines indexed beside its rules.
@Test func parallelKeptOrReadAgainTextQuotesTheSameSnippets() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-kept-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = directory.appendingPathComponent("large.yaml")
    let largeText = PipelineComparison.snapshot(windows: 2, children: 5_500)
    #expect(largeText.count >= LintSession.minimumIndexedBytes)
    try Data(largeText).write(to: large)
    let kept = LintSession(configuration: Configuration(), jobs: 2, keepSources: true, workingDirectory: Fixtures.root.path)
    var readAgain = kept
    readAgain.maximumKeptText = 0
    let inputs = [LintSession.Input.path(Fixtures.root.appendingPathComponent("Fixtures").path), .path(large.path)]
    let (keptRun, readAgainRun) = (kept.run(inputs), readAgain.run(inputs))
    #expect(keptRun.sources.count > 50)
    #expect(keptRun.sources.keys.contains { $0.hasSuffix("large.yaml") })
    #expect(keptRun.sources == readAgainRun.sources)
    #expect(TextReporter.render(keptRun) == TextReporter.render(readAgainRun))
}

/// An unknown key is offered a known one only when it could be a typo of it: never by
/// replacing every letter (`q` or `xy` is no `id`; `ud` may be).
@Test func shortUnknownKeysAreNotOfferedAnyShortKey() {
    let (_, diagnostics) = Linter.load(Array("windows:\n  - root: {class: A, q: 1, xy: 2, ud: x}\n".utf8))
    let messages = diagnostics.map(\.message)
    #expect(messages.contains("unknown key `q` in a view controller"))
    #expect(messages.contains("unknown key `xy` in a view controller"))
    #expect(messages.contains("unknown key `ud` in a view controller; did you mean `id`?"))
}

/// `isInReportOrder` (which lets a report skip sorting) is true exactly when sorting would
/// change nothing: over shuffles and prefixes of findings with ties (same place, same rule,
/// same message) and findings in several files.
@Test func inReportOrderIsWhatSortingLeavesAlone() {
    var random = SystemRandomNumberGenerator.Seeded(seed: 29)
    func finding(_ index: Int) -> Diagnostic {
        var finding = Diagnostic(rule: index % 3 == 0 ? "a/b" : "c/d", severity: .warning, message: "m\(index % 4)",
                                 range: SourceRange(start: SourcePosition(line: index % 5 + 1, column: index % 2 + 1),
                                                    end: SourcePosition(line: index % 5 + 1, column: 9)))
        finding.file = index % 7 == 0 ? "b.yaml" : "a.yaml"
        finding.fix = "fix \(index)"
        return finding
    }
    for count in [0, 1, 2, 3, 10, 40] {
        for _ in 0..<30 {
            let findings = (0..<count).map(finding).shuffled(using: &random)
            let sorted = findings.sortedInReportOrder()
            #expect(findings.isInReportOrder == (sorted.map(\.fix) == findings.map(\.fix)), "\(findings.map(\.fix))")
            #expect(sorted.isInReportOrder)
        }
    }
}
