import Foundation
import Testing
@testable import ModalLint

@Test func registryHasUniqueIDsAndCompleteMetadata() {
    let ids = RuleRegistry.metadata.map(\.id)
    #expect(Set(ids).count == ids.count)
    for rule in RuleRegistry.metadata {
        #expect(rule.id.split(separator: "/").count == 2, "\(rule.id) is family/name")
        #expect(!rule.summary.isEmpty && !rule.explanation.isEmpty && !rule.fix.isEmpty && !rule.source.isEmpty, "\(rule.id)")
    }
}

/// One rule per file in family folders: every rule file is registered, and the reverse.
@Test func registryMatchesRuleFiles() throws {
    let rulesDirectory = Fixtures.root.appendingPathComponent("Sources/ModalLint/Rules")
    var declared: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: rulesDirectory.path)
    while let entry = enumerator?.nextObject() as? String {
        guard entry.hasSuffix(".swift") else { continue }
        let text = try String(contentsOf: rulesDirectory.appendingPathComponent(entry), encoding: .utf8)
        for line in text.split(separator: "\n") where line.contains("id: \"") && !line.contains("\\(") {
            if let start = line.range(of: "id: \""), let end = line[start.upperBound...].firstIndex(of: "\"") {
                declared.append(String(line[start.upperBound..<end]))
            }
        }
    }
    #expect(Set(declared) == Set(RuleRegistry.metadata.map(\.id)))
}

/// The generated parts of the man page and README match the metadata.
@Test func generatedDocumentationIsFresh() throws {
    let rules = RuleRegistry.metadata
    let man = try String(contentsOf: Fixtures.root.appendingPathComponent("man/modallint.1"), encoding: .utf8)
    #expect(man.contains(RuleDocumentation.mdoc(rules)), "man/modallint.1 is stale: run scripts/gen-docs")
    let readme = try String(contentsOf: Fixtures.root.appendingPathComponent("README.md"), encoding: .utf8)
    #expect(readme.contains(RuleDocumentation.markdown(rules)), "README.md is stale: run scripts/gen-docs")
    let page = try String(contentsOf: Fixtures.root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    #expect(page == RuleDocumentation.markdownPage(rules), "docs/rules.md is stale: run scripts/gen-docs")
    for rule in rules {
        #expect(page.contains("<a id=\"\(RuleDocumentation.anchor(rule))\"></a>"), "docs/rules.md has no anchor for \(rule.id)")
    }
}

/// `wrap` and `indent` work in bytes; these are the Character-based versions they replaced,
/// kept to check that every rule's help text comes out the same.
private func wrapByCharacters(_ text: String, width: Int = 80) -> String {
    text.components(separatedBy: "\n").map { paragraph in
        var lines: [String] = []
        var line = ""
        for word in paragraph.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = String(word)
            } else {
                line += line.isEmpty ? String(word) : " " + word
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }.joined(separator: "\n")
}

private func indentByCharacters(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : "    " + $0 }
        .joined(separator: "\n") + (text.hasSuffix("\n") ? "" : "\n")
}

@Test func helpTextIsWrappedAndIndentedAsByCharacters() {
    var texts = RuleRegistry.rules.flatMap {
        [$0.metadata.explanation, $0.metadata.triggeringExample, $0.metadata.cleanExample, $0.metadata.swiftExample]
    }
    texts += [
        "", " ", "\n", "\n\n", "a", "  leading and  doubled  spaces ", "trailing newline\n",
        String(repeating: "x", count: 200) + " short " + String(repeating: "y", count: 81),
        String(repeating: "naïve café résumé ", count: 12), String(repeating: "日本語 ", count: 40),
        "emoji 👩‍👩‍👧 " + String(repeating: "w ", count: 50), "tab\tseparated words stay\tone",
    ]
    for text in texts {
        #expect(RuleDocumentation.wrap(text) == wrapByCharacters(text), "wrap: \(text.prefix(40))")
        #expect(RuleDocumentation.wrap(text, width: 7) == wrapByCharacters(text, width: 7), "wrap 7: \(text.prefix(40))")
        #expect(RuleDocumentation.indent(text) == indentByCharacters(text), "indent: \(text.prefix(40))")
    }
}

/// Every limit the code sets on what input can make expensive is listed in modallint(1)
/// LIMITS with the diagnostic it produces (the number, then what it bounds and says, in one
/// entry).
@Test func limitsAreListedInTheManPage() throws {
    let man = try String(contentsOf: Fixtures.root.appendingPathComponent("man/modallint.1"), encoding: .utf8)
    let start = try #require(man.range(of: ".Sh LIMITS")), end = try #require(man.range(of: ".Sh SECURITY"))
    let limits = String(man[start.upperBound..<end.lowerBound])
    func grouped(_ value: Int) -> String {
        let digits = String(value)
        return digits.enumerated().map { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
    }
    let listed: [(value: Int, says: [String])] = [
        (SuppressionScanner.maxComments, ["# modallint:", "input/suppression"]),
        (DescriptorReserve.minimum, ["free file descriptors", "too many open files"]),
        (PathStep.maxSteps, ["view"]),
    ]
    for (value, says) in listed {
        let number = grouped(value)
        let entry = limits.components(separatedBy: number).dropFirst().first { part in says.allSatisfy { part.prefix(400).contains($0) } }
        #expect(entry != nil, "LIMITS lists \(number) with \(says)")
    }
}
