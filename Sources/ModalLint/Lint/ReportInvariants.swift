/// What must hold for the report of any input, however hostile: the fuzz targets and the
/// robustness tests check it after every lint.
public enum ReportInvariants {
    /// Every broken promise, empty when the report is sound: each finding points inside the
    /// file with a well-ordered range, and a rejected file says why with an `input/` error.
    public static func violations(of report: FileReport, bytes: [UInt8]) -> [String] {
        let lineCount = SourceLines.split(bytes).count
        var problems: [String] = []
        for diagnostic in report.diagnostics {
            let range = diagnostic.range
            let described = "\(diagnostic.rule) at \(range.start.line):\(range.start.column)-\(range.end.line):\(range.end.column)"
            if range.start.line < 1 || range.start.column < 1 { problems.append("\(described): not located") }
            if range.start.line > lineCount { problems.append("\(described): past the last line, \(lineCount)") }
            if range.end < range.start { problems.append("\(described): ends before it starts") }
            // A step in another file (the Swift front end's graph) is that file's to check.
            for step in diagnostic.path where (step.file == nil || step.file == report.path)
                && (step.range.start.line < 1 || step.range.start.line > lineCount) {
                problems.append("\(described): a path step at line \(step.range.start.line) is outside the file")
            }
        }
        if report.status == .invalid,
           !report.diagnostics.contains(where: { $0.rule.hasPrefix("input/") && $0.severity == .error }) {
            problems.append("rejected without an input/ error")
        }
        return problems
    }
}
