import Foundation
import Testing
@testable import ModalLint

/// The loader against the YAML test suite (github.com/yaml/yaml-test-suite, data release, in
/// `shared/yaml-test-suite/` beside the repository): every error case is rejected with a located
/// `input/syntax` diagnostic, every valid case loads and gives the suite's event stream (anchors,
/// tags and scalar styles aside, which the node tree does not keep). Where libyaml 0.2.5 or
/// the loader's own checks disagree with the suite, the case is listed in `disagreements`
/// with the reason; a listed case that starts to agree fails too, so the list stays true.
enum YAMLTestSuite {
    struct Case: Sendable, CustomTestStringConvertible {
        /// `2JQS`, or `2G84/01` for a numbered sub-case.
        var id: String
        var title: String
        var input: [UInt8]
        var isError: Bool
        var events: [String]
        var testDescription: String { "\(id) \(title)" }
    }

    enum Disagreement: Sendable {
        /// A valid case the loader rejects.
        case rejectsValid(String)
        /// An error case the loader accepts.
        case acceptsInvalid(String)
        /// A valid case the loader accepts with other events.
        case otherEvents(String)

        var reason: String {
            switch self {
            case .rejectsValid(let reason), .acceptsInvalid(let reason), .otherEvents(let reason): reason
            }
        }
    }

    static let disagreements: [String: Disagreement] = [
        // Valid YAML that libyaml 0.2.5 rejects.
        "2JQS": .rejectsValid("libyaml 0.2.5 rejects an empty implicit key (`: a`) in a block mapping"),
        "2LFX": .rejectsValid("libyaml 0.2.5 rejects a reserved directive (`%FOO`) instead of ignoring it"),
        "2SXE": .rejectsValid("libyaml 0.2.5 ends an anchor name at `:`, which YAML 1.2 allows inside it"),
        "4ABK": .rejectsValid("libyaml 0.2.5 rejects a flow mapping entry with an omitted value (`omitted value:,`)"),
        "4MUZ/00": .rejectsValid("libyaml 0.2.5 rejects a flow mapping `:` on the line after its quoted key"),
        "4MUZ/01": .rejectsValid("libyaml 0.2.5 rejects a flow mapping `:` on the line after its quoted key"),
        "4MUZ/02": .rejectsValid("libyaml 0.2.5 rejects a flow mapping `:` on the line after its plain key"),
        "58MP": .rejectsValid("libyaml 0.2.5 rejects a flow plain scalar starting with `:` (`{x: :x}`)"),
        "5MUD": .rejectsValid("libyaml 0.2.5 rejects a flow mapping `:` on the line after its key"),
        "5T43": .rejectsValid("libyaml 0.2.5 rejects a value adjacent to `:` after a quoted flow key (`\"key\":value`)"),
        "6BCT": .rejectsValid("libyaml 0.2.5 rejects a tab as separation after a block sequence indicator (`-\\tbaz`)"),
        "6CA3": .rejectsValid("libyaml 0.2.5 rejects tabs before a top-level flow collection"),
        "6LVF": .rejectsValid("libyaml 0.2.5 rejects a reserved directive (`%FOO`) instead of ignoring it"),
        "6M2F": .rejectsValid("libyaml 0.2.5 rejects an explicit mapping entry with an empty key after another entry (`: *a`)"),
        "7Z25": .rejectsValid("libyaml 0.2.5 requires `---` for a bare document after a `...` document end"),
        "8XYN": .rejectsValid("libyaml 0.2.5 allows only ASCII letters, digits, `-` and `_` in anchor names"),
        "96NN/00": .rejectsValid("libyaml 0.2.5 rejects a tab starting the content of a literal block scalar"),
        "96NN/01": .rejectsValid("libyaml 0.2.5 rejects a tab starting the content of a literal block scalar"),
        "9SA2": .rejectsValid("libyaml 0.2.5 rejects a multi-line double-quoted implicit key in a flow mapping"),
        "A2M4": .rejectsValid("libyaml 0.2.5 rejects a tab as separation after a block sequence indicator"),
        "BEC7": .rejectsValid("libyaml 0.2.5 rejects `%YAML 1.3` instead of parsing with a warning"),
        "CFD4": .rejectsValid("libyaml 0.2.5 rejects an empty implicit key in a single-pair flow sequence entry (`[ : x ]`)"),
        "DBG4": .rejectsValid("libyaml 0.2.5 rejects a flow plain scalar starting with `::`"),
        "DK3J": .rejectsValid("libyaml 0.2.5 rejects a zero-indented folded scalar after `--- >`"),
        "DK95/00": .rejectsValid("libyaml 0.2.5 rejects a tab after the indentation of a plain value's continuation"),
        "DK95/03": .rejectsValid("libyaml 0.2.5 rejects a line holding only a space and a tab before the first key"),
        "DK95/04": .rejectsValid("libyaml 0.2.5 rejects a line holding only a tab between mapping entries"),
        "FP8R": .rejectsValid("libyaml 0.2.5 rejects a zero-indented folded scalar after `--- >`"),
        "FRK4": .rejectsValid("libyaml 0.2.5 rejects completely empty flow nodes (`? foo :,` and `: bar`)"),
        "HM87/00": .rejectsValid("libyaml 0.2.5 rejects a flow plain scalar starting with `:` (`[:x]`)"),
        "HWV9": .rejectsValid("libyaml 0.2.5 rejects a stream holding only a document end marker (`...`)"),
        "K3WX": .rejectsValid("libyaml 0.2.5 rejects a flow mapping `:` on the line after a key and a comment"),
        "M2N8/00": .rejectsValid("libyaml 0.2.5 rejects an explicit key whose content is an empty implicit key (`? : x`)"),
        "M7A3": .rejectsValid("libyaml 0.2.5 requires `---` for a bare document after a `...` document end"),
        "MUS6/05": .rejectsValid("libyaml 0.2.5 rejects the reserved directive `%YAM` instead of ignoring it"),
        "MUS6/06": .rejectsValid("libyaml 0.2.5 rejects the reserved directive `%YAMLL` instead of ignoring it"),
        "NHX8": .rejectsValid("libyaml 0.2.5 rejects an empty implicit key (`:`) in a block mapping"),
        "NJ66": .rejectsValid("libyaml 0.2.5 rejects a multi-line plain implicit key in a flow mapping"),
        "NKF9": .rejectsValid("libyaml 0.2.5 rejects empty implicit keys (`: empty key`)"),
        "Q5MG": .rejectsValid("libyaml 0.2.5 rejects a tab before a top-level flow mapping"),
        "QT73": .rejectsValid("libyaml 0.2.5 rejects a stream holding only a comment and a document end marker"),
        "R4YG": .rejectsValid("libyaml 0.2.5 rejects a tab in the content of a block scalar with an indentation indicator"),
        "S3PD": .rejectsValid("libyaml 0.2.5 rejects an empty implicit key (`: # Both empty`) in a block mapping"),
        "SM9W/01": .rejectsValid("libyaml 0.2.5 rejects a stream holding only `:` (an empty key with an empty value)"),
        "UKK6/00": .rejectsValid("libyaml 0.2.5 rejects an empty implicit key in a block sequence entry (`- :`)"),
        "UT92": .rejectsValid("libyaml 0.2.5 rejects a flow plain scalar continued on a line starting with `%`"),
        "VJP3/01": .rejectsValid("libyaml 0.2.5 rejects a flow mapping `:` on the line after its key"),
        "W4TN": .rejectsValid("libyaml 0.2.5 reads `%!PS-Adobe-2.0` at the start of a line in a block scalar as a directive"),
        "W5VH": .rejectsValid("libyaml 0.2.5 allows only ASCII letters, digits, `-` and `_` in anchor and alias names"),
        "Y79Y/001": .rejectsValid("libyaml 0.2.5 rejects a tab on an otherwise empty line of a literal block scalar"),
        "Y79Y/010": .rejectsValid("libyaml 0.2.5 rejects a tab as separation between nested block sequence indicators (`-\\t-1`)"),
        // Invalid YAML that libyaml 0.2.5 accepts.
        "9C9N": .acceptsInvalid("libyaml 0.2.5 does not check that flow sequence lines are indented more than the block key"),
        "9HCY": .acceptsInvalid("libyaml 0.2.5 accepts a directive after a bare document without a `...` document end"),
        "9JBA": .acceptsInvalid("libyaml 0.2.5 accepts a comment without a space before it after a flow sequence (`]#invalid`)"),
        "CVW2": .acceptsInvalid("libyaml 0.2.5 accepts a comment without a space before it after a flow comma (`,#invalid`)"),
        "DK95/01": .acceptsInvalid("libyaml 0.2.5 accepts a tab as indentation of a double-quoted scalar's continuation line"),
        "EB22": .acceptsInvalid("libyaml 0.2.5 accepts a directive after a document without a `...` document end"),
        "G5U8": .acceptsInvalid("libyaml 0.2.5 reads `-` in a flow sequence as a plain scalar"),
        "MUS6/00": .acceptsInvalid("libyaml 0.2.5 accepts a comment without a space before it after a directive (`1.1#...`)"),
        "MUS6/01": .acceptsInvalid("libyaml 0.2.5 accepts a second `%YAML` directive after `---` without a `...` document end"),
        "QB6E": .acceptsInvalid("libyaml 0.2.5 does not check the indentation of a multi-line double-quoted scalar"),
        "RHX7": .acceptsInvalid("libyaml 0.2.5 accepts a directive after a document without a `...` document end"),
        "S98Z": .acceptsInvalid("libyaml 0.2.5 accepts a block scalar whose leading empty lines are more indented than its content"),
        "SU5Z": .acceptsInvalid("libyaml 0.2.5 accepts a comment without a space before it after a quoted scalar (`\"value\"#`)"),
        "X4QW": .acceptsInvalid("libyaml 0.2.5 accepts a comment without a space before it after a block scalar indicator (`>#`)"),
        "Y79Y/003": .acceptsInvalid("libyaml 0.2.5 accepts a tab as indentation inside a flow sequence in a block sequence"),
        "YJV2": .acceptsInvalid("libyaml 0.2.5 reads `-` in a flow sequence as a plain scalar"),
        // Valid YAML that libyaml 0.2.5 reads differently.
        "652Z": .otherEvents("libyaml 0.2.5 reads `?foo` in a flow mapping as an explicit key `foo`, not the plain scalar `?foo`"),
        "HM87/01": .otherEvents("libyaml 0.2.5 reads `[?x]` as a single-pair mapping with key `x`, not the plain scalar `?x`"),
        "JEF9/02": .otherEvents("libyaml 0.2.5 drops the kept final line break of a `|+` scalar ending in a line of spaces"),
        "L24T/01": .otherEvents("libyaml 0.2.5 keeps the trailing spaces of a last line of spaces in a literal scalar without its break"),
        "UKK6/02": .otherEvents("libyaml 0.2.5 reports an empty node tagged `!` as not implicitly typed"),
        "Y2GN": .otherEvents("libyaml 0.2.5 ends the anchor `&an:chor` at `:` and reads `:chor value` as the value"),
    ]

    /// Why the suite's tests skip when it is not found.
    static let absent: Comment = "needs the YAML test suite: ../shared/yaml-test-suite beside the repository, or MODALLINT_YAML_TEST_SUITE"

    /// `MODALLINT_YAML_TEST_SUITE`, else `shared/yaml-test-suite` beside the repository or
    /// beside its parent (a worktree).
    static let directory: URL? = {
        var candidates: [URL] = []
        if let given = ProcessInfo.processInfo.environment["MODALLINT_YAML_TEST_SUITE"] {
            candidates.append(URL(fileURLWithPath: given))
        }
        let parent = Fixtures.root.deletingLastPathComponent()
        candidates.append(parent.appendingPathComponent("shared/yaml-test-suite"))
        candidates.append(parent.deletingLastPathComponent().appendingPathComponent("shared/yaml-test-suite"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("229Q/in.yaml").path) }
    }()

    static let cases: [Case] = {
        guard let directory else { return [] }
        let manager = FileManager.default
        var result: [Case] = []
        let names = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let caseDirectory = directory.appendingPathComponent(name)
            var title = ""
            if let data = manager.contents(atPath: caseDirectory.appendingPathComponent("===").path) {
                title = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            }
            var directories: [(String, URL)] = [(name, caseDirectory)]
            if !manager.fileExists(atPath: caseDirectory.appendingPathComponent("in.yaml").path) {
                let subcases = ((try? manager.contentsOfDirectory(atPath: caseDirectory.path)) ?? []).sorted()
                directories = subcases.map { ("\(name)/\($0)", caseDirectory.appendingPathComponent($0)) }
            }
            for (id, url) in directories {
                guard let input = manager.contents(atPath: url.appendingPathComponent("in.yaml").path),
                      let events = manager.contents(atPath: url.appendingPathComponent("test.event").path) else { continue }
                var caseTitle = title
                if let data = manager.contents(atPath: url.appendingPathComponent("===").path) {
                    caseTitle = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
                }
                result.append(Case(
                    id: id, title: caseTitle, input: [UInt8](input),
                    isError: manager.fileExists(atPath: url.appendingPathComponent("error").path),
                    events: String(decoding: events, as: UTF8.self).split(separator: "\n").map(String.init)))
            }
        }
        return result
    }()

    // MARK: event streams

    /// The suite's events reduced to what the node tree keeps: `+MAP`, `+SEQ`, `-MAP`, `-SEQ`,
    /// `=VAL :plain` or `=VAL "other`, and `=ALI #n` where n is the ordinal of the anchored
    /// node among all node events.
    static func normalized(_ events: [String]) -> [String] {
        var result: [String] = []
        var anchors: [String: Int] = [:]
        var ordinal = 0
        for event in events {
            var words = event.split(separator: " ", maxSplits: 1, omittingEmptySubsequences: false)
            let kind = String(words.removeFirst())
            var rest = words.first.map(String.init) ?? ""
            switch kind {
            case "+MAP", "+SEQ", "=VAL":
                // Properties first: `{}`/`[]` (flow), `&anchor`, `<tag>`.
                var anchor: String?
                var tag: String?
                while true {
                    if rest.hasPrefix("{}") || rest.hasPrefix("[]") {
                        rest = String(rest.dropFirst(2).drop { $0 == " " })
                    } else if rest.hasPrefix("&") {
                        let end = rest.firstIndex(of: " ") ?? rest.endIndex
                        anchor = String(rest[rest.index(after: rest.startIndex)..<end])
                        rest = String(rest[end...].drop { $0 == " " })
                    } else if rest.hasPrefix("<") {
                        let end = rest.firstIndex(of: ">").map { rest.index(after: $0) } ?? rest.endIndex
                        tag = String(rest[..<end])
                        rest = String(rest[end...].drop { $0 == " " })
                    } else {
                        break
                    }
                }
                if let anchor { anchors[anchor] = ordinal }
                ordinal += 1
                if kind == "=VAL" {
                    // libyaml reports a plain scalar as implicitly typed only without a tag
                    // (or with the non-specific `!`).
                    let style = rest.first ?? ":"
                    let isPlain = style == ":" && (tag == nil || tag == "<!>")
                    result.append("=VAL " + (isPlain ? ":" : "\"") + rest.dropFirst())
                } else {
                    result.append(kind)
                }
            case "=ALI":
                let name = String(rest.dropFirst())
                result.append("=ALI #\(anchors[name].map(String.init) ?? "?")")
                ordinal += 1
            case "-MAP", "-SEQ":
                result.append(kind)
            default:
                break  // stream and document markers
            }
        }
        return result
    }

    /// The loaded tree as the same reduced events, in document order.
    static func events(of document: YAMLDocument) -> [String] {
        var isChild = Array(repeating: false, count: document.nodes.count)
        for (index, node) in document.nodes.enumerated() where node.kind == .mapping || node.kind == .sequence {
            for child in document.items(index) { isChild[Int(child)] = true }
        }
        var result: [String] = []
        for top in document.nodes.indices where !isChild[top] {
            // (node, whether its start was written): an explicit stack, children pushed reversed.
            var stack: [(node: Int, opened: Bool)] = [(top, false)]
            while let (index, opened) = stack.popLast() {
                let node = document.nodes[index]
                let name = node.kind == .mapping ? "MAP" : "SEQ"
                switch node.kind {
                case .scalar:
                    result.append("=VAL " + (node.isPlain ? ":" : "\"") + escaped(document.scalar(index)))
                case .alias:
                    result.append("=ALI #\(node.first)")
                case .mapping, .sequence:
                    if opened {
                        result.append("-" + name)
                    } else {
                        result.append("+" + name)
                        stack.append((index, true))
                        for child in document.items(index).reversed() { stack.append((Int(child), false)) }
                    }
                }
            }
        }
        return result
    }

    /// The suite's escapes for scalar values.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\0": result += "\\0"
            case "\u{08}": result += "\\b"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}

@Test("the YAML test suite is there",
      .enabled(if: ProcessInfo.processInfo.environment["CI"] != nil, "checked in CI only (CI set), where ../shared/yaml-test-suite must be present"))
func yamlTestSuiteIsPresent() {
    #expect(YAMLTestSuite.cases.count == 402, "expected the 402 cases of shared/yaml-test-suite")
}

@Test("YAML test suite case", .enabled(if: YAMLTestSuite.directory != nil, YAMLTestSuite.absent), arguments: YAMLTestSuite.cases)
func yamlTestSuiteCase(_ testCase: YAMLTestSuite.Case) {
    let loaded = YAMLLoader.load(testCase.input, limits: .default, allowingMultipleDocuments: true)
    let lineCount = SourceLines.split(testCase.input).count
    // Accepted or not, every diagnostic points into the file.
    for diagnostic in loaded.diagnostics {
        #expect(diagnostic.rule.hasPrefix("input/"))
        #expect((1...lineCount).contains(diagnostic.range.start.line) && diagnostic.range.start.column >= 1,
                "\(diagnostic.rule) at \(diagnostic.range.start.line):\(diagnostic.range.start.column) is outside the file")
    }
    let accepted = loaded.document != nil
    let disagreement = YAMLTestSuite.disagreements[testCase.id]
    if testCase.isError {
        if case .acceptsInvalid = disagreement {
            #expect(accepted, "listed as accepted by libyaml 0.2.5, now rejected: update the list")
        } else {
            #expect(!accepted, "an error case loads")
            #expect(loaded.diagnostics.contains { $0.rule == "input/syntax" },
                    "rejected, but not as a syntax error: \(loaded.diagnostics.map { "\($0.rule) \($0.message)" })")
        }
        return
    }
    if case .rejectsValid = disagreement {
        #expect(!accepted, "listed as rejected, now loads: update the list")
        return
    }
    #expect(accepted, "a valid case is rejected: \(loaded.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.message)" })")
    guard let document = loaded.document else { return }
    let expected = YAMLTestSuite.normalized(testCase.events)
    let actual = YAMLTestSuite.events(of: document)
    if case .otherEvents = disagreement {
        #expect(actual != expected, "listed as giving other events, now agrees: update the list")
    } else {
        #expect(actual == expected)
    }
}

@Test("every listed disagreement names a case and gives a reason", .enabled(if: YAMLTestSuite.directory != nil, YAMLTestSuite.absent))
func yamlTestSuiteDisagreementsAreReal() {
    let ids = Set(YAMLTestSuite.cases.map(\.id))
    for (id, disagreement) in YAMLTestSuite.disagreements {
        #expect(ids.contains(id), "\(id) is not a case")
        #expect(!disagreement.reason.isEmpty)
    }
}
