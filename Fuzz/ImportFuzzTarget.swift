// libFuzzer target `import`: any text -> PrintHierarchyImporter (`modallint import`) -> the
// snapshot it writes, loaded back. The importer reads what a debugger printed, so it must never
// crash, hang or blow its memory on any text, and what it writes must always be well-formed
// YAML that loads as a snapshot whenever it holds a view controller.

enum ImportFuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let imported = PrintHierarchyImporter.convert(String(decoding: bytes, as: UTF8.self), sourceName: "fuzz.txt")
        for problem in imported.problems where problem.line < 1 || problem.column < 1 {
            fatalError("unlocated import problem: \(problem)")
        }
        let (_, diagnostics) = Linter.load(Array(imported.yaml.utf8))
        if diagnostics.contains(where: { $0.rule == "input/syntax" })
            || (imported.controllerCount > 0 && diagnostics.contains { $0.rule.hasPrefix("input/") && $0.severity == .error }) {
            fatalError("the imported snapshot does not load: \(diagnostics.map(\.message))\n\(imported.yaml)")
        }
    }
}
