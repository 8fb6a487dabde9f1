// libFuzzer target `lint`: bytes -> loader -> schema decoder -> engine and rules -> text and
// JSON reports, the path every linted file takes. Built by scripts/fuzz together with the
// library sources (one module). A broken report invariant is a crash, so the fuzzer keeps the input.

enum LintFuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let path = "fuzz.yaml"
        let report = Linter.lint(bytes, path: path)
        let problems = ReportInvariants.violations(of: report, bytes: bytes)
        if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
        let run = LintRun(files: [report], sources: [path: bytes])
        _ = TextReporter.render(run)
        _ = TextReporter.render(run, options: ReportOptions(colors: true, quiet: false))
        _ = JSONReporter.render(run)
    }
}
