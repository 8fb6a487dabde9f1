// libFuzzer target: bytes -> loader -> schema decoder -> engine and rules -> text and JSON
// reports, the path every linted file takes. Built by scripts/fuzz together with the library
// sources (one module), so it sees what the tests see.

/// Fails loudly when a finding is not located inside the file: a report must always point
/// somewhere a user can go.
private func checkLocated(_ diagnostic: Diagnostic, lineCount: Int) {
    let range = diagnostic.range
    precondition(range.start.line >= 1 && range.start.column >= 1, "unlocated: \(diagnostic)")
    precondition(range.start.line <= lineCount + 1, "past the end: \(diagnostic)")
    precondition(
        range.end.line > range.start.line || (range.end.line == range.start.line && range.end.column >= range.start.column),
        "inverted range: \(diagnostic)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func lintFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let path = "fuzz.yaml"
    let report = Linter.lint(bytes, path: path)
    let lineCount = SourceLines.split(bytes).count
    for diagnostic in report.diagnostics { checkLocated(diagnostic, lineCount: lineCount) }
    precondition(report.status == .ok || report.diagnostics.contains { $0.rule.hasPrefix("input/") && $0.severity == .error },
                 "a file rejected without an input/ error")
    let run = LintRun(files: [report], sources: [path: bytes])
    _ = TextReporter.render(run)
    _ = TextReporter.render(run, options: ReportOptions(colors: true, quiet: false))
    _ = JSONReporter.render(run)
    return 0
}
