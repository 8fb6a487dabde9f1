/// GitHub-flavoured Markdown, for `$GITHUB_STEP_SUMMARY` and pull-request comments: the
/// summary, a table per file with the fix of each finding, and a Mermaid diagram of each
/// failing path (GitHub renders Mermaid code blocks). Untrusted text (messages, names, paths)
/// is escaped for table cells and for Mermaid labels.
public enum MarkdownReporter {
    /// GitHub truncates a step summary past 1 MiB: diagrams stop here, tables go on.
    static let maxDiagrams = 50

    public static func render(_ run: LintRun) -> String {
        let counts = run.counts
        var out = "## modallint\n\n"
        let icon = counts.errors > 0 ? "❌" : counts.warnings > 0 ? "⚠️" : counts.notes > 0 ? "ℹ️" : "✅"
        out += "\(icon) **\(cell(run.summaryLine))**\n"
        var diagrams = 0
        var undrawn = 0
        for file in run.files where !file.diagnostics.isEmpty {
            out += "\n### `\(code(file.path))`\n\n"
            out += "| | Where | Rule | Finding | Fix |\n|---|---|---|---|---|\n"
            let findings = file.diagnostics.sorted(by: Diagnostic.reportOrder)
            for diagnostic in findings {
                let severity: String
                switch diagnostic.severity {
                case .error: severity = "❌ error"
                case .warning: severity = "⚠️ warning"
                case .note: severity = "ℹ️ note"
                }
                let at = "\(diagnostic.range.start.line):\(diagnostic.range.start.column)"
                out += "| \(severity) | \(at) | `\(code(diagnostic.rule))` | \(cell(diagnostic.message)) | \(cell(diagnostic.fix ?? "")) |\n"
            }
            for diagnostic in findings where diagnostic.severity >= .warning && !diagnostic.path.isEmpty {
                guard diagrams < maxDiagrams else { undrawn += 1; continue }
                diagrams += 1
                out += "\n" + diagram(diagnostic)
            }
        }
        if undrawn > 0 { out += "\n\(undrawn) more failing paths are not drawn (at most \(maxDiagrams)).\n" }
        return out
    }

    /// The failing path as a left-to-right chain, every step red, the finding's place first.
    static func diagram(_ diagnostic: Diagnostic) -> String {
        let line = diagnostic.range.start.line
        // HTML here: entities are read.
        var out = "<details open><summary><code>\(cell(diagnostic.rule))</code> at line \(line): the path</summary>\n\n"
        out += "```mermaid\nflowchart LR\n"
        for (index, step) in diagnostic.path.enumerated() {
            out += "  p\(index)[\(GraphRenderer.mermaidString(mermaidSafe(step.note)))]\n"
            if index > 0 { out += "  p\(index - 1) --> p\(index)\n" }
        }
        out += "  classDef problem stroke:#d1242f,stroke-width:3px\n"
        out += "  class \(diagnostic.path.indices.map { "p\($0)" }.joined(separator: ",")) problem\n"
        out += "```\n"
        if let runtime = diagnostic.runtimeMessage {
            out += "\nAt run time:\n\n" + fenced(TerminalText.escape(runtime, keepingNewlines: true))
        }
        return out + "\n</details>\n"
    }

    /// Text for a table cell: one line, `|` escaped, HTML left inert (`ModalContainer<A>` would
    /// otherwise vanish as a tag), control characters shown as escapes.
    static func cell(_ text: String) -> String {
        escaping(text) { scalar in
            switch scalar {
            case "|": "\\|"
            case "<": "&lt;"
            case ">": "&gt;"
            case "&": "&amp;"
            case "\n": "<br>"
            case "\r": ""
            default: nil
            }
        }
    }

    /// Text inside a backtick code span (a file name in a heading, a rule id in a table): as
    /// it is, for a code span decodes no entity and no HTML (`&lt;` would show as typed);
    /// backticks as `'`, pipes escaped as a table cell needs (GFM takes the backslash out,
    /// even in a code span), line breaks and other unsafe characters as `\u{...}`.
    static func code(_ text: String) -> String {
        escaping(text) { scalar in
            switch scalar {
            case "`": "'"
            case "|": "\\|"
            default: nil
            }
        }
    }

    /// `text` with each scalar `replacement` names replaced, and the others that are unsafe to
    /// show written as the shared escaping does (controls, bidi, zero-width: `TerminalText`).
    private static func escaping(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            if let replaced = replacement(scalar) {
                out += replaced
            } else if TerminalText.isUnsafe(scalar) {
                out += TerminalText.escaped(scalar)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Mermaid labels: control characters as escapes (line breaks are the label's own).
    static func mermaidSafe(_ text: String) -> String {
        TerminalText.escape(text, keepingNewlines: true)
    }

    /// A fenced block whose fence is longer than any backtick run inside.
    static func fenced(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text { run = character == "`" ? run + 1 : 0; longest = max(longest, run) }
        let fence = String(repeating: "`", count: max(3, longest + 1))
        return "\(fence)text\n\(text)\n\(fence)\n"
    }
}
