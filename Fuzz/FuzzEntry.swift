// The one libFuzzer entry point of the fuzz binary: scripts/fuzz builds the library once with
// every target (the instrumented build takes minutes; the targets share all of it) and picks
// the target through MODALLINT_FUZZ_TARGET.

import Foundation

private enum FuzzTarget {
    static let run: @Sendable ([UInt8]) -> Void = {
        switch ProcessInfo.processInfo.environment["MODALLINT_FUZZ_TARGET"] {
        case "lint": return LintFuzzTarget.run
        case "import": return ImportFuzzTarget.run
        #if canImport(SwiftParser)
        case "swift": return SwiftFuzzTarget.run
        #endif
        case let other: fatalError("MODALLINT_FUZZ_TARGET must be lint, import or swift, not \(other ?? "unset")")
        }
    }()
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzTarget.run(data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? [])
    return 0
}
