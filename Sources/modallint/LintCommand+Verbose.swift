import ModalLint

/// What `lint --verbose` says.
extension LintCommand {
    /// `--verbose`'s lines, on standard error: the YAML skipped, what project discovery read,
    /// each file's configuration, and the baseline entries that hid nothing (to prune).
    func sayVerbosely(_ run: LintRun) {
        for path in run.skipped {
            Terminal.standardError("modallint: skipped \(path): not a snapshot (\(SnapshotDetection.requirement))\n")
        }
        for line in run.projectDiscovery?.verboseLines ?? [] {
            Terminal.standardError("modallint: \(TerminalText.escape(line))\n")
        }
        for report in run.files where report.status == .ok || report.configuration != nil {
            let shown = report.configuration ?? "none"
            Terminal.standardError("modallint: configuration for \(TerminalText.escape(report.path)): \(TerminalText.escape(shown))\n")
        }
        for entry in run.unmatchedBaseline {
            Terminal.standardError("modallint: baseline entry no longer matches: \(TerminalText.escape(entry.rule)) "
                                   + "\(TerminalText.escape(entry.file)) \(TerminalText.escape(entry.logicalLocation))\n")
        }
    }
}
