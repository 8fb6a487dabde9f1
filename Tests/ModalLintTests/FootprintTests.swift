import Testing
@testable import ModalLint

// Snapshots hold up to millions of view controllers and YAML nodes; these sizes are what
// keeps peak memory proportional to the file (Benchmarks/README.md). Growing one is fine
// when measured: change the bound with the reason.
@Test func modelValuesStayCompact() {
    #expect(MemoryLayout<ViewController>.stride <= 104)
    #expect(MemoryLayout<YAMLDocument.Node>.stride <= 28)
}
