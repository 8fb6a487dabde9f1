// libFuzzer target: bytes -> loader -> schema decoder -> engine and rules -> text and JSON
// reports, the path every linted file takes. Built by scripts/fuzz together with the library
// sources (one module). A broken report invariant is a crash, so the fuzzer keeps the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func lintFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let path = "fuzz.yaml"
    let report = Linter.lint(bytes, path: path)
    let problems = ReportInvariants.violations(of: report, bytes: bytes)
    if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    let run = LintRun(files: [report], sources: [path: bytes])
    _ = TextReporter.render(run)
    _ = TextReporter.render(run, options: ReportOptions(colors: true, quiet: false))
    _ = JSONReporter.render(run)
    return 0
}
