// libFuzzer target `swift`: bytes -> Swift files (cut at `//---` lines) -> SwiftParser ->
// project index and presentation graph -> facts -> rules -> reports, and the same files through
// `extract`, then `SwiftRunInvariants`. Built by scripts/fuzz with the library and the Swift
// front end's sources when swift-syntax has been built (`swift build`).

#if canImport(SwiftParser)
enum SwiftFuzzTarget {
    static func run(_ bytes: [UInt8]) {
        let problems = SwiftRunInvariants.violations(SwiftRunInvariants.files(in: bytes))
        if !problems.isEmpty { fatalError(problems.joined(separator: "\n")) }
    }
}
#endif
