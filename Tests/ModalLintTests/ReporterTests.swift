import Foundation
import Testing
@testable import ModalLint
import TestSupport

@Test func githubAnnotationsAreWorkflowCommandsEscapedAsGitHubReadsThem() throws {
    let (report, _) = try Fixtures.report("Fixtures/host/missing.yaml")
    let output = GitHubReporter.render(LintRun(files: [report]))
    let lines = output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[0].hasPrefix(
        "::error file=Fixtures/host/missing.yaml,line=9,col=5,endLine=9,endColumn=12,title=modallint (host/missing)::SettingsViewController cannot reach a modal host"))
    #expect(lines[0].contains("%0AFix: install a modal host"))
    #expect(lines[1] == "1 error in 1 file (1 file checked)")

    // A line feed (between a message and its fix) is the runner's %0A; a CR from the input
    // would overwrite the log line once decoded, so it is shown instead (TerminalText).
    #expect(GitHubReporter.escapeData("50% done\r\nnext: a, b") == "50%25 done\\u{D}%0Anext: a, b")
    #expect(GitHubReporter.escapeProperty("dir,1/a:b.yaml") == "dir%2C1/a%3Ab.yaml")
}

/// More annotations of a level than GitHub shows: a final line says so, even with --quiet.
@Test func githubSaysWhenAnnotationsAreHidden() {
    let findings = (0..<12).map { index in
        Diagnostic(rule: "host/own-presenter", severity: .warning, message: "w", file: "a.yaml",
                   range: SourceRange(start: .init(line: index + 1, column: 1), end: .init(line: index + 1, column: 2)))
    }
    let output = GitHubReporter.render(LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: findings)]),
                                       options: ReportOptions(quiet: true))
    let lines = output.split(separator: "\n")
    #expect(lines.count == 13)
    #expect(lines.prefix(12).allSatisfy { $0.hasPrefix("::warning file=a.yaml,") })
    #expect(lines.last == "modallint: GitHub shows at most 10 annotations of each level per step and this run has 12 warnings: see the text report (--format text) or code scanning (--format sarif) for the others")
}

@Test func githubLevelsAndStandardInput() {
    let findings = [
        Diagnostic(rule: "host/missing", severity: .note, message: "n", file: "<stdin>",
                   range: SourceRange(start: .init(line: 3, column: 4), end: .init(line: 3, column: 5))),
    ]
    let output = GitHubReporter.render(LintRun(files: [FileReport(path: "<stdin>", status: .ok, diagnostics: findings)]))
    #expect(output.hasPrefix("::notice title=modallint (host/missing)::<stdin>:3:4: n\n"))
}

@Test func outputPairs() {
    typealias Plan = OutputPlan
    func pair(_ tokens: [Plan.Token]) -> String {
        switch Plan.pair(tokens) {
        case .success(let reports): reports.map { "\($0.format.rawValue)>\($0.destination ?? "stdout")" }.joined(separator: " ")
        case .failure(let problem): "error: " + problem.message
        }
    }
    #expect(pair([]) == "text>stdout")
    #expect(pair([.output("r.txt")]) == "text>r.txt")
    #expect(pair([.output("r.json"), .format(.json)]) == "json>r.json", "one of each pairs in any order")
    #expect(pair([.format(.sarif), .output("a.sarif"), .format(.text)]) == "sarif>a.sarif text>stdout")
    #expect(pair([.format(.sarif), .output("a.sarif"), .format(.github), .format(.json), .output("r.json")])
        == "sarif>a.sarif github>stdout json>r.json")
    #expect(pair([.format(.text), .output("-"), .format(.sarif), .output("a.sarif")]) == "text>stdout sarif>a.sarif")
    #expect(pair([.format(.sarif), .format(.text)])
        == "error: only one report can go to standard output: give the other --format options an --output FILE")
    #expect(pair([.output("a"), .format(.sarif), .format(.text)])
        == "error: --output a comes before any --format: put each --output after its --format")
    #expect(pair([.format(.sarif), .output("a"), .output("b"), .format(.text)])
        == "error: --output b follows --format sarif, which already has an --output")
    #expect(pair([.format(.sarif), .output("a"), .format(.json), .output("a")]) == "error: --output a is given twice")
}

@Test func baselinedCountAppearsInTheSummaryOnlyWhenSomethingWasHidden() {
    var run = LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [])])
    #expect(run.summaryLine == "no problems (1 file checked)")
    #expect(!JSONReporter.render(run).contains("baselined"))
    run.baselined = 2
    #expect(run.summaryLine == "no problems (1 file checked, 2 baselined)")
    #expect(JSONReporter.render(run).contains("\"baselined\" : 2"))
}

@Test func suppressedCountAppearsInTheJSONSummaryOnlyWhenACommentHidSomething() throws {
    let finding = Diagnostic(rule: "host/missing", severity: .error, message: "m", file: "a.yaml", range: .fileStart)
    var run = LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [])])
    #expect(!JSONReporter.render(run).contains("suppressed"))
    // Two hidden by comments, one by the baseline (the baseline's are `baselined`, not `suppressed`).
    run.files[0].suppressed = [SuppressedFinding(finding: finding, kind: .inSource),
                               SuppressedFinding(finding: finding, kind: .inSource),
                               SuppressedFinding(finding: finding, kind: .external)]
    run.baselined = 1
    let object = try JSONSerialization.jsonObject(with: Data(JSONReporter.render(run).utf8)) as? [String: Any]
    let summary = object?["summary"] as? [String: Int]
    #expect(summary == ["errors": 0, "warnings": 0, "notes": 0, "files": 1, "baselined": 1, "suppressed": 2])
    #expect(run.summaryLine == "no problems (1 file checked, 2 suppressed, 1 baselined)")
}

@Test func failOnDecidesTheOutcome() {
    let warning = Diagnostic(rule: "host/own-presenter", severity: .warning, message: "w", range: .fileStart)
    let run = LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [warning])])
    #expect(FindingFilter.outcome(run, failOn: .error) == .clean)
    #expect(FindingFilter.outcome(run, failOn: .warning) == .findings)
    #expect(FindingFilter.outcome(run, failOn: nil) == .clean)
    let invalid = LintRun(files: [FileReport(path: "a.yaml", status: .invalid, diagnostics: [])])
    #expect(FindingFilter.outcome(invalid, failOn: nil) == .invalidInput)
}

/// The text report written in parts on several threads is the one-thread text: on every
/// fixture's findings together (parts that cut files: a file's lines split once for both),
/// and on one file with forty findings on one line and more around it (a part goes on to the
/// end of a source line). Named so that scripts/sanitizers runs it under ThreadSanitizer.
@Test func parallelTextReportPartsAreTheOneThreadReport() throws {
    var run = try Fixtures.run()
    let text = (1...30).map { "line \($0) with some words: a, b, c" }.joined(separator: "\n") + "\n"
    run.sources["many.yaml"] = Array(text.utf8)
    let findings = (1...30).flatMap { line in
        (1...(line == 7 ? 40 : 2)).map { column in
            Diagnostic(rule: "host/own-presenter", severity: .warning, message: "finding \(column)",
                       runtimeMessage: "first paragraph\nstill first\n\nsecond paragraph", file: "many.yaml",
                       range: SourceRange(start: .init(line: line, column: column % 30 + 1), end: .init(line: line, column: 31)))
        }
    }.sorted(by: Diagnostic.reportOrder)
    run.files.append(FileReport(path: "many.yaml", status: .ok, diagnostics: findings))
    #expect(run.diagnostics.count > 4 * TextReporter.minimumPart)
    let one = TextReporter.render(run, options: ReportOptions(jobs: 1))
    #expect(one.contains("= runtime: first paragraph\n") && one.contains("still first") && !one.contains("second paragraph"))
    for jobs in [2, 3, 8] {
        #expect(TextReporter.render(run, options: ReportOptions(jobs: jobs)) == one, "\(jobs) threads")
        #expect(TextReporter.render(run, options: ReportOptions(colors: true, jobs: jobs))
            == TextReporter.render(run, options: ReportOptions(colors: true, jobs: 1)), "\(jobs) threads, colors")
        // GitHub's commands too, written in parts on as many threads.
        #expect(GitHubReporter.render(run, options: ReportOptions(jobs: jobs), sourceRoot: "/repo", workingDirectory: "/repo")
            == GitHubReporter.render(run, options: ReportOptions(jobs: 1), sourceRoot: "/repo", workingDirectory: "/repo"),
            "\(jobs) threads, github")
    }
    #expect(TextReporter.firstParagraph(of: "a\n\nb\n\nc") == "a")
    #expect(TextReporter.firstParagraph(of: "\n\nb") == "")
    #expect(TextReporter.firstParagraph(of: "a\nb\n") == "a\nb\n")
    #expect(TextReporter.firstParagraph(of: "é\n\n") == "é")
}

/// The lines a text report quotes are the lines `split` gives, whatever ends them.
@Test func quotedLinesAreTheSplitLines() {
    let texts = ["", "one", "one\n", "\u{FEFF}a\nb\r\nc\rd\u{85}e\u{2028}f\u{2029}g\n\nh", "\n\n\n", "x\r\n\r\ny",
                 "\n\n\nx\n\n\r\n\ny\n\n\n\u{2028}\n\nz\n\n"]
    for text in texts {
        // Sparse lines too: the runs of empty lines between them are skipped in a loop of their own.
        let split = SourceLines.split(Array(text.utf8))
        for first in 0...(split.count + 1) {
            for second in first...(split.count + 2) {
                let found = SourceLines.lines([first, second], in: Array(text.utf8))
                for number in Set([first, second]) {
                    let expected = number >= 1 && number <= split.count ? split[number - 1] : nil
                    #expect(found[number].map(Array.init) == expected.map(Array.init), "\(text.debugDescription) lines \(first), \(second)")
                }
                #expect(found.count == Set([first, second]).filter { $0 >= 1 && $0 <= split.count }.count)
            }
        }
    }
    for text in texts {
        let bytes = Array(text.utf8)
        let split = SourceLines.split(bytes)
        let everyLine = Array(0...(split.count + 2))
        let found = SourceLines.lines(everyLine + [split.count, 1, 1].sorted(), in: bytes)
        for number in everyLine {
            let expected = number >= 1 && number <= split.count ? split[number - 1] : nil
            #expect(found[number].map(Array.init) == expected.map(Array.init), "\(text.debugDescription) line \(number)")
        }
        #expect(SourceLines.lines([2], in: bytes).keys.sorted() == (split.count >= 2 ? [2] : []))
    }
}

@Test func asciiReplacementMatchesScalarByScalarReplacement() {
    let replacements: KeyValuePairs<UInt8, String> = [UInt8(ascii: "["): "\\[", UInt8(ascii: "]"): "\\]", UInt8(ascii: "\\"): "\\\\",
                                                      UInt8(ascii: "\n"): "%0A", UInt8(ascii: "~"): ""]
    func byScalars(_ text: String, _ table: [(key: UInt8, value: String)] = Array(replacements)) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replacement = table.first(where: { UInt32($0.key) == scalar.value })?.value {
                out += replacement
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
    var generator = SystemRandomNumberGenerator.Seeded(seed: 0xE5CA_9E)
    let alphabet: [String] = ["[", "]", "\\", "\n", "~", "a", "é", "\u{301}", "日", "👩‍👩‍👧", " ", "\r\n", "\u{7F}"]
    let plain = ["a", "é", "日", " ", "bcdefgh", "\u{7F}"]
    var texts = ["", "plain", "[", "]]", "[link](1)", "~~~", "a\\b"]
    for _ in 0..<300 {
        texts.append((0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }.joined())
        // Long runs without a replaced byte, one now and then: the eight-bytes-at-a-time search.
        texts.append((0..<Int.random(in: 0...40, using: &generator)).map { _ in
            Int.random(in: 0..<12, using: &generator) == 0 ? alphabet.randomElement(using: &generator)! : plain.randomElement(using: &generator)!
        }.joined())
    }
    for text in texts {
        #expect(text.replacingASCII(replacements) == byScalars(text), "\(Array(text.unicodeScalars))")
    }
    // Sets of one to four bytes (searched a word at a time) and of five (a byte at a time).
    let all = Array(replacements)
    for size in 1...5 {
        let subset = Array(all.prefix(size))
        for text in texts {
            let expected = byScalars(text, subset)
            let pairs: KeyValuePairs<UInt8, String> = switch size {
            case 1: [subset[0].key: subset[0].value]
            case 2: [subset[0].key: subset[0].value, subset[1].key: subset[1].value]
            case 3: [subset[0].key: subset[0].value, subset[1].key: subset[1].value, subset[2].key: subset[2].value]
            case 4: [subset[0].key: subset[0].value, subset[1].key: subset[1].value, subset[2].key: subset[2].value,
                     subset[3].key: subset[3].value]
            default: replacements
            }
            #expect(text.replacingASCII(pairs) == expected, "\(size): \(Array(text.unicodeScalars))")
            var appended = Array("x".utf8)
            text.appendReplacingASCII(pairs, to: &appended)
            #expect(appended == Array(("x" + expected).utf8), "\(size): \(Array(text.unicodeScalars))")
        }
    }
}
