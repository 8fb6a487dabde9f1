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
