import Foundation
import Testing
@testable import ModalLint

@Test func markdownHasATablePerFileTheFixAndAMermaidPathPerFinding() throws {
    let (first, _) = try Fixtures.report("Fixtures/host/uikit-presentation.yaml")
    let (second, _) = try Fixtures.report("Fixtures/host/missing.yaml")
    let clean = FileReport(path: "clean.yaml", status: .ok, diagnostics: [])
    let output = MarkdownReporter.render(LintRun(files: [first, second, clean]))
    #expect(output.hasPrefix("## modallint\n\n❌ **3 errors in 2 files (3 files checked)**\n"))
    #expect(output.components(separatedBy: "| | Where | Rule | Finding | Fix |").count == 3)
    #expect(output.contains("### `Fixtures/host/missing.yaml`"))
    #expect(!output.contains("clean.yaml"))
    #expect(output.contains("| install a modal host near the root"))
    // Each failing path is a Mermaid block the grammar check accepts.
    let blocks = output.components(separatedBy: "```mermaid\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
    #expect(blocks.count == 3)
    for block in blocks { #expect(GraphChecks.mermaidProblems(block).isEmpty, "\(block)") }
}

@Test func markdownEscapesUntrustedTextInCells() {
    let range = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2))
    let hostile = Diagnostic(rule: "host/missing", severity: .error, message: "A|B\nC <script> \u{1B}[31m",
                             runtimeMessage: "```", range: range,
                             path: [PathStep(range: range, note: "X\"<Y>")], fix: "f", logicalLocation: "x")
    let output = MarkdownReporter.render(LintRun(files: [FileReport(path: "a|b.yaml", status: .ok, diagnostics: [hostile])]))
    #expect(output.contains("A\\|B<br>C &lt;script&gt; \\u{1B}[31m"))  // TerminalText, as everywhere
    #expect(!output.contains("\u{1B}"))
    #expect(output.contains("### `a\\|b.yaml`"))
    #expect(output.contains("````text\n```\n````"))
    #expect(output.contains("p0[\"X#quot;#lt;Y#gt;\"]"))
}

/// A code span shows its text as typed: an entity there is shown as `&lt;`, not as `<`.
@Test func markdownFileNamesInCodeSpansAreNotEntities() {
    let range = SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2))
    let finding = Diagnostic(rule: "host/missing", severity: .error, message: "m", range: range, logicalLocation: "x")
    let output = MarkdownReporter.render(LintRun(files: [FileReport(path: "Snapshots/<A&B>\nx`y.yaml", status: .ok, diagnostics: [finding])]))
    #expect(output.contains("### `Snapshots/<A&B>\\u{A}x'y.yaml`\n"), "\(output)")
    #expect(!output.contains("&lt;") && !output.contains("&amp;"), "\(output)")
}

@Test func markdownWithoutFindingsIsOneLine() {
    let output = MarkdownReporter.render(LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [])]))
    #expect(output == "## modallint\n\n✅ **no problems (1 file checked)**\n")
}
