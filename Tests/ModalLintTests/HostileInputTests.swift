import Foundation
import Testing
@testable import ModalLint

/// Hostile text and shapes, checked in the library: escaping for people, snippets of huge
/// lines, files that are no snapshot, configuration files planted by others, and the rule
/// passes that were quadratic.

@Test func terminalTextEscapesControlBidiAndInvisibleCharactersVisibly() {
    let cases: [(String, String)] = [
        ("plain ASCII stays", "plain ASCII stays"),
        ("é 漢字 🙂 stay", "é 漢字 🙂 stay"),
        ("\u{1B}[2J", "\\u{1B}[2J"),                 // ESC: colours, cursor, clear
        ("\u{1B}]0;title\u{07}", "\\u{1B}]0;title\\u{7}"),  // OSC title, BEL
        ("a\rb\u{08}c", "a\\u{D}b\\u{8}c"),           // CR and backspace overwrite
        ("\u{7F}\u{85}\u{9B}", "\\u{7F}\\u{85}\\u{9B}"),  // DEL, NEL, 8-bit CSI
        ("a\u{2028}b\u{2029}", "a\\u{2028}b\\u{2029}"),
        ("\u{202E}exe.txt", "\\u{202E}exe.txt"),      // bidi override
        ("\u{2066}x\u{2069}\u{200E}", "\\u{2066}x\\u{2069}\\u{200E}"),
        ("Log\u{200B}in\u{200D}\u{FEFF}\u{2060}", "Log\\u{200B}in\\u{200D}\\u{FEFF}\\u{2060}"),  // zero-width
        ("tab\there", "tab\\u{9}here"),
    ]
    for (input, shown) in cases {
        #expect(TerminalText.escape(input) == shown, "\(input.debugDescription)")
    }
    #expect(TerminalText.escape("two\nlines\u{1B}", keepingNewlines: true) == "two\nlines\\u{1B}")
    #expect(TerminalText.escape("two\nlines") == "two\\u{A}lines")
}

@Test func githubAnnotationsLetNoControlOrBidiCharacterThrough() {
    let message = "Evil\u{1B}[31m\u{9B}2J\u{7F}\u{2028}::warning::\u{202E}x"
    let escaped = GitHubReporter.escapeData(message)
    #expect(!escaped.unicodeScalars.contains { TerminalText.isUnsafe($0) })
    #expect(escaped == "Evil\\u{1B}[31m\\u{9B}2J\\u{7F}\\u{2028}::warning::\\u{202E}x")
    #expect(!GitHubReporter.escapeProperty("a\u{1B}b.yaml").contains("\u{1B}"))
}

@Test func textReportsEscapeMessagesAndSnippetsAndKeepTheCaretOnTheColumn() {
    // A bidi override and a zero-width space before the bad key: escaped, the caret moved with them.
    let bytes = Array("windows:\n  - root: {class: \"A\u{202E}\u{200B}\", host: true, bogus: 1}\n".utf8)
    let report = Linter.lint(bytes, path: "input.yaml")
    let text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
    #expect(!text.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{200B}" })
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let snippet = lines.first { $0.hasPrefix("2 |") }
    let caret = lines.first { $0.contains("^") }
    #expect(snippet != nil && caret != nil, "no snippet or caret in \(text)")
    guard let snippet, let caret else { return }
    #expect(snippet == "2 |   - root: {class: \"A\\u{202E}\\u{200B}\", host: true, bogus: 1}")
    let column = caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
    let bogus = snippet.range(of: "bogus").map { snippet.distance(from: snippet.startIndex, to: $0.lowerBound) }
    #expect(column == bogus, "\(text)")
    #expect(caret.hasSuffix("^~~~~"))
}

@Test func aSnippetOfAHugeLineIsAWindowAroundTheColumn() {
    // One line of 900 KB (the 250 MB case scaled down, a scalar under the 1 MiB limit): the
    // snippet decodes a window, not the line.
    let padding = String(repeating: "x", count: 900_000)
    let bytes = Array("windows: [{root: {class: A, host: true, id: \"\(padding)\", bogus: 2}}]\n".utf8)
    let report = Linter.lint(bytes, path: "input.yaml")
    let text = TextReporter.render(LintRun(files: [report], sources: ["input.yaml": bytes]))
    #expect(text.utf8.count < 10_000, "a bounded report: \(text.utf8.count) bytes")
    let lines = text.split(separator: "\n").map(String.init)
    let snippets = lines.filter { $0.hasPrefix("1 |") }
    #expect(!snippets.isEmpty)
    for line in snippets { #expect(line.unicodeScalars.count < SnippetWindow.width + 10) }
    #expect(lines.contains { $0.contains("bogus") && $0.hasPrefix("1 |") })
}

@Test func snippetWindowsMapColumnsThroughEscapes() {
    let line = Array("ab\u{1B}cd".utf8)
    let window = SnippetWindow(line[...])
    let (text, column, marker) = window.render(column: 4, rangeWidth: 2)
    #expect(text == "ab\\u{1B}cd")
    #expect(column == 9)  // after `ab\u{1B}`
    #expect(marker == "^~")
    // A column in the middle of a long multi-byte line: checkpoints find it.
    let long = Array((String(repeating: "é", count: 10_000) + "TARGET" + String(repeating: "é", count: 10_000)).utf8)
    let far = SnippetWindow(long[...])
    let shown = far.render(column: 10_001, rangeWidth: 6)
    let scalars = Array(shown.text.unicodeScalars)
    #expect(String(String.UnicodeScalarView(scalars[(shown.column - 1)..<(shown.column + 5)])) == "TARGET")
}

/// The printable-ASCII shortcut gives what the general path gives: short and long lines,
/// tabs, columns before, inside and past the line, ranges past its end.
@Test func snippetWindowsOfPrintableASCIIMatchTheGeneralPath() {
    let words = "  - class: Checkout\tSummaryViewController # a comment, with words"
    let lines = ["", "x", "\t\t", words, String(repeating: words, count: 4), String(repeating: "a\tb ", count: 300)]
    for line in lines {
        let window = SnippetWindow(Array(line.utf8)[...])
        for column in [0, 1, 2, 5, 39, 40, 41, 100, 161, 200, 1_000, 1_499, 1_500, 1_501, 5_000] {
            for width in [0, 1, 3, 40, 159, 160, 161, 10_000] {
                let fast = window.render(column: column, rangeWidth: width)
                let general = window.render(column: column, rangeWidth: width, anyText: true)
                #expect(fast == general, "\(line.prefix(20))… column \(column) width \(width)")
            }
        }
    }
}

@Test func filesThatAreNoSnapshotAreQuotedNoFurtherThanTheToken() {
    let secret = Array("aws_secret_access_key=hunter2-SECRET\nregion: somewhere hunter3\n".utf8)
    let report = Linter.lint(secret, path: "credentials")
    let kept = SnippetQuoting.source(secret, diagnostics: report.diagnostics)
    let text = TextReporter.render(LintRun(files: [report], sources: ["credentials": kept]))
    #expect(!text.contains("hunter"), "\(text)")
    #expect(!report.diagnostics.contains { $0.message.contains("hunter") })
    // A snapshot is quoted a line at a time, as ever.
    let snapshot = Array("windows:\n  - root: {class: A, host: true, bogus: secretish}\n".utf8)
    let snapshotReport = Linter.lint(snapshot, path: "s.yaml")
    let quoted = TextReporter.render(LintRun(files: [snapshotReport], sources: ["s.yaml": SnippetQuoting.source(snapshot, diagnostics: snapshotReport.diagnostics)]))
    #expect(quoted.contains("bogus: secretish"))
}

@Test func messagesQuoteAScalarNoFurtherThanItsFirstWord() {
    let long = String(repeating: "k", count: 200)
    let report = Linter.lint(Array("windows: \"\(long) and more\"\n".utf8), path: "x.yaml")
    let message = report.diagnostics.first?.message ?? ""
    #expect(message.contains("`" + String(repeating: "k", count: 40) + "…`"), "\(message)")
    #expect(!message.contains("and more"))
}

@Test func utf32IsNamedAsUnsupported() {
    for bytes: [UInt8] in [[0xFF, 0xFE, 0x00, 0x00, 0x61, 0, 0, 0], [0x00, 0x00, 0xFE, 0xFF, 0, 0, 0, 0x61]] {
        let report = Linter.lint(bytes, path: "x.yaml")
        #expect(report.diagnostics.count == 1)
        #expect(report.diagnostics.first?.rule == "input/syntax")
        #expect(report.diagnostics.first?.message.contains("UTF-32 is not supported") == true, "\(report.diagnostics.map(\.message))")
    }
}

@Test func configurationFilesOtherUsersCouldHavePlantedAreIgnored() throws {
    // No root needed: the owner and the world-writable check are injected. The configuration
    // file is real; the file system says it belongs to uid 4242, in a directory like /tmp.
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-trust-\(UUID().uuidString)")
    let project = base.appendingPathComponent("shared/project")
    try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
    try Data("rules: {host: off}\n".utf8).write(to: project.appendingPathComponent(".modallint.yml"))
    let me: uid_t = 1000
    func fileSystem(owner: uid_t, worldWritable: String?) -> ConfigurationTrust.FileSystem {
        ConfigurationTrust.FileSystem(currentUser: me, owner: { _ in owner },
                                      isWorldWritable: { path in worldWritable.map { path == $0 } ?? false })
    }
    let shared = base.appendingPathComponent("shared").path
    let planted = ConfigurationTrust.find(from: project.path, fileSystem: fileSystem(owner: 4242, worldWritable: shared))
    #expect(planted.path == nil)
    #expect(planted.warnings.count == 1)
    #expect(planted.warnings.first?.contains("belongs to another user (uid 4242)") == true)
    #expect(planted.warnings.first?.contains("writable by everyone") == true)
    // Mine, or root's, or another user's in a directory nobody else can write: obeyed.
    for (owner, writable) in [(me, shared), (0, shared), (4242, nil)] as [(uid_t, String?)] {
        let found = ConfigurationTrust.find(from: project.path, fileSystem: fileSystem(owner: owner, worldWritable: writable))
        #expect(found.path?.hasSuffix("shared/project/.modallint.yml") == true && found.warnings.isEmpty)
    }
    // The real check on this machine: the temporary directory's own file is ours.
    #expect(ConfigurationTrust.find(from: project.path).path?.hasSuffix(".modallint.yml") == true)
}

@Test func manyRenderStatesOfFewShapesAreComparedByClass() {
    // 3,000 states without transitions, of two shapes: 4.5 million pairs before, a handful of diffs now.
    var yaml = "workflows:\n  - name: Big\n    renders:\n"
    for index in 0..<3_000 {
        if index % 2 == 0 {
            yaml += "      - {state: s\(index), screen: {type: AnyScreen, content: BaseScreen}}\n"
        } else {
            yaml += "      - {state: s\(index), screen: {type: AnyScreen, content: {type: ModalContainer, base: BaseScreen, modals: [{key: m, style: card, screen: M}]}}}\n"
        }
    }
    let report = Linter.lint(Array(yaml.utf8), path: "big.yaml")
    let findings = report.diagnostics.filter { $0.rule == "render/conditional-container" }
    #expect(findings.count == 1_000 + 1, "capped per rule, then one line saying how many more")
    #expect(findings.first?.message.contains("1497 more") == true || findings.contains { $0.message.contains("more") }, "\(findings.first?.message ?? "")")
    // The same answer as comparing pair by pair, on a small case: state s1 changes against s0 and s2.
    let small = Linter.lint(Array(yaml.split(separator: "\n").prefix(3 + 4).joined(separator: "\n").utf8), path: "small.yaml")
    let smallFindings = small.diagnostics.filter { $0.rule == "render/conditional-container" }
    #expect(smallFindings.count == 2, "\(smallFindings.map(\.message))")
    #expect(smallFindings.allSatisfy { $0.message.contains("states `s0` and `s2`") }, "\(smallFindings.map(\.message))")
}

@Test func tooManyDistinctStatesWithoutTransitionsIsALimit() {
    var limits = LoaderLimits.default
    limits.maxRenderComparison = 200
    var yaml = "workflows:\n  - name: Wide\n    renders:\n"
    for index in 0..<11 { yaml += "      - {state: s\(index), screen: Screen\(index)}\n" }
    var configuration = Configuration()
    configuration.limits = limits
    let report = Linter.lint(Array(yaml.utf8), path: "wide.yaml", configuration: configuration)
    #expect(report.status == .invalid)
    // 11 states of one screen each: 2 x 10 x 11 = 220 screens visited.
    #expect(report.diagnostics.contains { $0.rule == "input/limit" && $0.message.contains("11 render states of distinct structure") },
            "\(report.diagnostics.map(\.message))")
    // With transitions, only the listed pairs count.
    let listed = yaml + "    transitions: [[s0, s1]]\n"
    #expect(Linter.lint(Array(listed.utf8), path: "wide.yaml", configuration: configuration).status == .ok)
    // A hub: one big state listed against many small ones costs the big one each time.
    var hub = "workflows:\n  - name: Hub\n    renders:\n      - {state: hub, screen: {type: ModalContainer, base: Base, modals: ["
    hub += (0..<50).map { "{key: k\($0), style: card, screen: M\($0)}" }.joined(separator: ", ") + "]}}\n"
    for index in 0..<11 { hub += "      - {state: s\(index), screen: Tiny\(index)}\n" }
    hub += "    transitions: [" + (0..<11).map { "[hub, s\($0)]" }.joined(separator: ", ") + "]\n"
    let hubReport = Linter.lint(Array(hub.utf8), path: "hub.yaml", configuration: configuration)
    #expect(hubReport.diagnostics.contains { $0.rule == "input/limit" && $0.message.contains("its listed `transitions`") },
            "\(hubReport.diagnostics.map(\.message))")
}

@Test func linksReachingManyRootsListAFewAndCountTheRest() {
    let count = 2_000
    var yaml = "swiftui:\n  roots:\n"
    for _ in 0..<count { yaml += "    - {type: overlay, id: shared}\n" }
    yaml += "  links:\n"
    for index in 0..<count { yaml += "    - {type: overlay, root: shared, id: link\(index % 1000)}\n" }
    let report = Linter.lint(Array(yaml.utf8), path: "links.yaml")
    let ambiguous = report.diagnostics.filter { $0.rule == "swiftui/ambiguous-root" }
    #expect(!ambiguous.isEmpty)
    #expect(ambiguous.allSatisfy { $0.path.count <= SwiftUIMatching.maxListedRoots })
    #expect(ambiguous.first?.message.contains("reaches \(count) overlay roots") == true, "\(ambiguous.first?.message ?? "")")
    let duplicates = report.diagnostics.filter { $0.rule == "swiftui/duplicate-link-id" }
    #expect(duplicates.first?.message.contains("\(count - SwiftUIMatching.maxListedRoots) more roots") == true,
            "\(duplicates.first?.message ?? "")")
}
