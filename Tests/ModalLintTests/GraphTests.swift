import Foundation
import Testing
@testable import ModalLint

enum GraphChecks {
    /// One of each kind of picture: UIKit and swift-modals, a paste, calls, SwiftUI, Workflow.
    static let samples = [
        "Fixtures/host/uikit-presentation.yaml", "Fixtures/host/missing-second-window.yaml",
        "Fixtures/import/01.txt", "Fixtures/host/nested-hosts.clean.yaml", "Fixtures/host/shared-presentation.yaml",
        "Fixtures/host/present-while-dismissing.yaml", "Fixtures/uikit/popover-without-anchor-retry.yaml",
        "Fixtures/swiftui/link-without-root.yaml", "Fixtures/swiftui/ambiguous-root.yaml",
        "Fixtures/render/modal-kind-changed-three-states.yaml", "Fixtures/render/conditional-container-transitions.yaml",
        "Fixtures/host/container-without-host-generic.yaml",
    ]

    static func graph(_ path: String, _ format: GraphRenderer.Format) throws -> String {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        let loaded = HierarchyInput.load(bytes, path: path)
        let snapshot = try #require(loaded.snapshot)
        return GraphRenderer.render(snapshot, diagnostics: Linter.check(snapshot), format: format,
                                    lookupFailures: loaded.wasPaste)
    }

    /// The strongest check of Mermaid short of running mermaid.js (not available from PyPI or
    /// Debian without Node): every line is a statement of the flowchart grammar this renderer
    /// uses, every edge joins declared nodes, subgraphs are balanced, and every linkStyle index
    /// names an edge.
    static func mermaidProblems(_ text: String) -> [String] {
        var problems: [String] = []
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.first == "flowchart TD" || lines.first == "flowchart LR" else { return ["does not start with `flowchart TD` or `LR`"] }
        if lines.last == "" { lines.removeLast() }
        let id = "[A-Za-z][A-Za-z0-9_]*"
        let quoted = "\"[^\"\\n]*\""
        let node = try! Regex("^ +(\(id))(\\[\(quoted)\\]|\\[/\(quoted)/\\]|>\(quoted)\\]|\\[\\[\(quoted)\\]\\]|\\(\\[\(quoted)\\]\\))$")
        let edge = try! Regex("^ +(\(id)) (-->|-- \(quoted) -->|-\\.->|-\\. \(quoted) \\.->|==>|== \(quoted) ==>) (\(id))$")
        let subgraph = try! Regex("^ +subgraph \(id)\\[\(quoted)\\]$")
        let classDef = try! Regex("^ +classDef \(id) [a-z-]+:[^ ]+$")
        let classLine = try! Regex("^ +class (\(id)(,\(id))*) \(id)$")
        let linkStyle = try! Regex("^ +linkStyle ([0-9]+(,[0-9]+)*) [a-z-]+:[^ ]+$")
        var declared: Set<String> = []
        var used: [String] = []
        var edges = 0
        var depth = 0
        var styled: [Int] = []
        for line in lines.dropFirst() {
            if let match = try? node.wholeMatch(in: line) {
                declared.insert(String(match.output[1].substring!))
            } else if let match = try? edge.wholeMatch(in: line) {
                used += [String(match.output[1].substring!), String(match.output[3].substring!)]
                edges += 1
            } else if (try? subgraph.wholeMatch(in: line)) != nil {
                depth += 1
            } else if line == "  end" {
                depth -= 1
                if depth < 0 { problems.append("`end` without subgraph") }
            } else if (try? classDef.wholeMatch(in: line)) != nil {
            } else if let match = try? classLine.wholeMatch(in: line) {
                used += match.output[1].substring!.split(separator: ",").map(String.init)
            } else if let match = try? linkStyle.wholeMatch(in: line) {
                styled += match.output[1].substring!.split(separator: ",").compactMap { Int($0) }
            } else {
                problems.append("not a statement: \(line)")
            }
        }
        if depth != 0 { problems.append("unbalanced subgraphs") }
        for name in used where !declared.contains(name) { problems.append("\(name) is used but not declared") }
        for index in styled where index >= edges { problems.append("linkStyle \(index) names no edge") }
        if Set(styled).count != styled.count { problems.append("an edge is styled twice") }
        return problems
    }
}

/// Graphviz must accept each picture (CI installs it; without it this test says so and skips).
@Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dot")
      || FileManager.default.isExecutableFile(atPath: "/usr/local/bin/dot")
      || FileManager.default.isExecutableFile(atPath: "/opt/homebrew/bin/dot"),
      "needs Graphviz's dot (apt-get install graphviz)"),
      arguments: GraphChecks.samples)
func graphvizAcceptsTheGraph(_ path: String) throws {
    let binary = ["/usr/bin/dot", "/usr/local/bin/dot", "/opt/homebrew/bin/dot"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }!
    let dot = try GraphChecks.graph(path, .dot)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["-Tsvg"]
    let input = Pipe(), output = Pipe(), errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(dot.utf8))
    try input.fileHandleForWriting.close()
    let svg = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    #expect(process.terminationStatus == 0, "\(path): \(stderr)")
    #expect(stderr.isEmpty, "\(path): Graphviz warns: \(stderr)")
    #expect(svg.contains("<svg"), "\(path)")
}

@Test(arguments: GraphChecks.samples)
func mermaidIsWellFormed(_ path: String) throws {
    let problems = GraphChecks.mermaidProblems(try GraphChecks.graph(path, .mermaid))
    #expect(problems.isEmpty, "\(path): \(problems)")
}

@Test func mermaidCheckRejectsBrokenText() {
    #expect(!GraphChecks.mermaidProblems("flowchart TD\n  a --> b\n").isEmpty)
    #expect(!GraphChecks.mermaidProblems("flowchart TD\n  a[\"A\"]\n  subgraph s[\"S\"]\n").isEmpty)
    #expect(GraphChecks.mermaidProblems("flowchart TD\n  a[\"A\"]\n  b[\"B\"]\n  a --> b\n  linkStyle 0 stroke:#000\n").isEmpty)
}

@Test func graphDrawsCallsWithVerdictsAndNoRepeatedColor() throws {
    let dot = try GraphChecks.graph("Fixtures/host/shared-presentation.yaml", .dot)
    // An edge from each presenter to the call's view controller, labelled with the verdict.
    #expect(dot.contains("vc2 -> vc4 [style=bold, color=\"#8250df\", label=\"call 1 (line 13): modal sheet ✓\""))
    #expect(dot.contains("call 2 (line 17): modal sheet ✗ host/shared-presentation"))
    // The view controller written inline in `calls:` has its label.
    #expect(dot.contains("vc4 [label=\"ComposeViewController\\n#compose\""))
    #expect(dot.contains("legend [label=\"Legend"))
    for line in dot.split(separator: "\n") {
        #expect(line.components(separatedBy: " color=").count <= 2, "\(line)")
    }
}

@Test func graphMarksWhatTreeMarksInAPaste() throws {
    let dot = try GraphChecks.graph("Fixtures/import/01.txt", .dot)
    let red = dot.split(separator: "\n").filter { $0.hasPrefix("  vc") && !$0.contains("->") && $0.contains("#d1242f") }
    #expect(red.count == 8)
    #expect(dot.contains("✗ host/uikit-presentation"))
}

@Test func graphDrawsSwiftUIAndWorkflowStates() throws {
    let swiftUI = try GraphChecks.graph("Fixtures/swiftui/ambiguous-root.yaml", .mermaid)
    #expect(swiftUI.contains("root0[["))
    #expect(swiftUI.contains("link0(["))
    let workflow = try GraphChecks.graph("Fixtures/render/modal-kind-changed-three-states.yaml", .dot)
    #expect(workflow.contains("subgraph cluster_w0r0"))
    #expect(workflow.contains("subgraph cluster_w0r2"))
    #expect(workflow.contains("label=\"transition\""))
}
