/// Rule documentation generated from the metadata: `explain`, `modallint rules`, the man
/// page's rule list and the README's table. A test fails when a generated file is stale.
public enum RuleDocumentation {
    public static func explain(_ rule: RuleMetadata) -> String {
        var out = "\(rule.id) (\(rule.severity.rawValue))\n\n\(rule.summary).\n\n"
        out += wrap(rule.explanation) + "\n\n"
        out += "Fix: " + rule.fix + ".\n\n"
        out += "Source: " + rule.source + ".\n"
        if !rule.triggeringExample.isEmpty {
            out += "\nTriggers:\n\n" + indent(rule.triggeringExample)
        }
        if !rule.cleanExample.isEmpty {
            out += "\nClean:\n\n" + indent(rule.cleanExample)
        }
        if !rule.swiftExample.isEmpty {
            out += "\nIn Swift source (modallint lint Sources/):\n\n" + indent(rule.swiftExample)
        }
        return out
    }

    public static func table(_ rules: [RuleMetadata]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            rule.id.padding(toLength: width, withPad: " ", startingAt: 0) + "  "
                + rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0) + "  " + rule.summary
        }.joined(separator: "\n") + "\n"
    }

    public struct Entry: Encodable, JSONWritable {
        var id: String
        var family: String
        var severity: String
        var summary: String
        var explanation: String
        var fix: String
        var source: String

        // Keys in sorted order, as `JSONEncoder` writes the conformance above (the tests compare).
        func write(to json: inout JSONWriter) {
            json.object { json in
                json.field("explanation", explanation)
                json.field("family", family)
                json.field("fix", fix)
                json.field("id", id)
                json.field("severity", severity)
                json.field("source", source)
                json.field("summary", summary)
            }
        }
    }

    public static func json(_ rules: [RuleMetadata]) -> String {
        JSONReporter.encode(rules.map {
            Entry(id: $0.id, family: $0.family, severity: $0.severity.rawValue, summary: $0.summary,
                  explanation: $0.explanation, fix: $0.fix, source: $0.source)
        })
    }

    /// The man page's RULES list, in mdoc.
    public static func mdoc(_ rules: [RuleMetadata]) -> String {
        var out = ".Bl -tag -width Ds\n"
        for rule in rules {
            out += ".It Sy \(rule.id) Pq \(rule.severity.rawValue)\n"
            out += escapeRoff(rule.summary) + ".\n"
        }
        return out + ".El\n"
    }

    /// The README's rule table, in Markdown.
    public static func markdown(_ rules: [RuleMetadata]) -> String {
        var out = "| rule | severity | what it finds |\n|---|---|---|\n"
        for rule in rules {
            out += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.summary.replacingOccurrences(of: "|", with: "\\|")) |\n"
        }
        return out
    }

    /// Where each rule is documented on the web (SARIF `helpUri`): its section of docs/rules.md.
    public static let pageURL = "https://github.com/modallint/modallint/blob/main/docs/rules.md"

    /// The HTML anchor of a rule's section: `host/missing` -> `host-missing`.
    public static func anchor(_ rule: RuleMetadata) -> String {
        // In the UTF-8 (`replacingASCII`): Foundation's search is costly per rule, and a SARIF
        // log names every rule's anchor on every run.
        rule.id.replacingASCII([UInt8(ascii: "/"): "-"])
    }

    public static func helpURL(_ rule: RuleMetadata) -> String { pageURL + "#" + anchor(rule) }

    /// One rule in Markdown: docs/rules.md's section and SARIF's `help.markdown`.
    public static func markdownSection(_ rule: RuleMetadata, headingLevel: Int = 2) -> String {
        var out = String(repeating: "#", count: headingLevel) + " `\(rule.id)` (\(rule.severity.rawValue))\n\n"
        out += sentenceCased(rule.summary) + ".\n\n"
        out += rule.explanation + "\n\n"
        out += "**Fix:** " + rule.fix + ".\n\n"
        out += "**Source:** " + rule.source + ".\n"
        if !rule.triggeringExample.isEmpty {
            out += "\nTriggers:\n\n```yaml\n" + rule.triggeringExample + (rule.triggeringExample.hasSuffix("\n") ? "" : "\n") + "```\n"
        }
        if !rule.cleanExample.isEmpty {
            out += "\nClean:\n\n```yaml\n" + rule.cleanExample + (rule.cleanExample.hasSuffix("\n") ? "" : "\n") + "```\n"
        }
        if !rule.swiftExample.isEmpty {
            out += "\nIn Swift source:\n\n```swift\n" + rule.swiftExample + (rule.swiftExample.hasSuffix("\n") ? "" : "\n") + "```\n"
        }
        return out
    }

    /// docs/rules.md: every rule, each under an anchor SARIF's `helpUri` points to.
    public static func markdownPage(_ rules: [RuleMetadata]) -> String {
        var out = "# modallint rules\n\n"
        out += "<!-- Generated from the rule metadata by scripts/gen-docs (`modallint rules --format docs`); do not edit. -->\n\n"
        out += "`modallint explain RULE` prints the same text. Rule ids are `family/name`.\n"
        for family in rules.map(\.family).reduce(into: [String](), { if !$0.contains($1) { $0.append($1) } }) {
            out += "\n## \(family)\n"
            for rule in rules where rule.family == family {
                out += "\n<a id=\"\(anchor(rule))\"></a>\n\n" + markdownSection(rule, headingLevel: 3)
            }
        }
        return out
    }

    /// The closest name to a mistyped rule id or family.
    public static func closest(_ word: String, among candidates: [String]) -> String? {
        let scored = candidates.map { ($0, SchemaReader.editDistance(word.lowercased(), $0.lowercased())) }
        guard let best = scored.min(by: { ($0.1, $0.0) < ($1.1, $1.0) }), best.1 <= max(2, word.count / 3) else {
            return candidates.first { $0.hasSuffix("/" + word) }
        }
        return best.0
    }

    static func escapeRoff(_ text: String) -> String {
        var result = text.replacingOccurrences(of: "\\", with: "\\e")
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }

    /// Each non-empty line indented by four spaces, ending in a newline. In bytes: split by
    /// Characters, this and `wrap` would be most of what a SARIF log's rules cost on every run.
    static func indent(_ text: String) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + text.utf8.count / 8 + 8)
        var atLineStart = true
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                atLineStart = true
            } else if atLineStart {
                // Four appends: an array literal here was allocated for every line.
                for _ in 0..<4 { out.append(UInt8(ascii: " ")) }
                atLineStart = false
            }
            out.append(byte)
        }
        if out.last != UInt8(ascii: "\n") { out.append(UInt8(ascii: "\n")) }
        return String(decoding: out, as: UTF8.self)
    }

    /// Wraps paragraphs at 80 columns for the terminal: words are what spaces separate, a
    /// line's length is counted in Characters. In bytes, for the reason `indent` gives.
    static func wrap(_ text: String, width: Int = 80) -> String {
        let bytes = Array(text.utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 8)
        var lineLength = 0
        var lineIsEmpty = true
        var index = 0
        while index <= bytes.count {
            if index == bytes.count || bytes[index] == UInt8(ascii: "\n") {
                if index < bytes.count { out.append(UInt8(ascii: "\n")) }
                lineLength = 0
                lineIsEmpty = true
                index += 1
                continue
            }
            if bytes[index] == UInt8(ascii: " ") {
                index += 1
                continue
            }
            var end = index
            var isASCII = true
            while end < bytes.count, bytes[end] != UInt8(ascii: " "), bytes[end] != UInt8(ascii: "\n") {
                if bytes[end] >= 0x80 { isASCII = false }
                end += 1
            }
            let word = bytes[index..<end]
            let wordLength = isASCII ? word.count : String(decoding: word, as: UTF8.self).count
            if !lineIsEmpty, lineLength + 1 + wordLength > width {
                out.append(UInt8(ascii: "\n"))
                lineLength = wordLength
            } else {
                if !lineIsEmpty { out.append(UInt8(ascii: " ")) }
                lineLength += lineIsEmpty ? wordLength : 1 + wordLength
            }
            out += word
            lineIsEmpty = false
            index = end
        }
        return String(decoding: out, as: UTF8.self)
    }
}

import Foundation

extension RuleDocumentation {
    /// The text with its first letter capitalised, unless its first word is an identifier
    /// (`swift-modals`, `dismiss()`, `usesPreferredContentSize`): those stay as written.
    static func sentenceCased(_ text: String) -> String {
        let firstWord = text.prefix { $0 != " " }
        guard !firstWord.isEmpty, firstWord.allSatisfy({ $0 >= "a" && $0 <= "z" }) else { return text }
        return text.prefix(1).uppercased() + text.dropFirst()
    }
}
