import ModalLint

/// What must hold when the Swift front end lints and extracts any source, however broken: the
/// fuzz target `swift` and the tests of its seeds and regressions check it. Half-typed files are
/// what an editor integration sends on every keystroke.
enum SwiftRunInvariants {
    /// A line `//---` splits a fuzz input into files of one run, so that the cross-file facts
    /// (a host installed in one file, the present in another) are exercised too.
    static let fileSeparator: [UInt8] = Array("\n//---\n".utf8)

    /// Every broken promise of linting `sources` as one run and extracting them; empty when sound.
    static func violations(_ sources: [(display: String, bytes: [UInt8])]) -> [String] {
        let configuration = Configuration()
        let limit = configuration.limits.maxFileBytes
        let bytesByName = Dictionary(sources.map { ($0.display, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let reports = SwiftFrontEnd().check(SwiftFrontEnd.scan(inMemory: sources, limit: limit, lazily: true),
                                            configuration: configuration, jobs: 1, keepSources: true, inMemory: bytesByName)
        var problems: [String] = []
        for ((report, _), source) in zip(reports, sources) {
            problems += ReportInvariants.violations(of: report, bytes: source.bytes).map { "\(source.display): \($0)" }
            // The front end wrote a snapshot its own decoder rejects: our bug, whatever the input.
            problems += report.diagnostics.filter { $0.message.contains("please report this") }.map { "\(source.display): \($0.message)" }
        }
        let run = LintRun(files: reports.map(\.0), sources: bytesByName)
        _ = TextReporter.render(run)
        _ = JSONReporter.render(run)

        let extracted = SwiftExtract.snapshot(of: SwiftFrontEnd.scan(inMemory: sources, limit: limit),
                                              configuration: configuration, problems: [])
        let (_, diagnostics) = Linter.load(Array(extracted.snapshot.utf8))
        let rejected = diagnostics.filter { $0.rule.hasPrefix("input/") && $0.severity == .error }
        if !rejected.isEmpty {
            problems.append("the extracted snapshot does not load: \(rejected.map(\.message))\n\(extracted.snapshot)")
        }
        return problems
    }

    /// `bytes` cut at each separator line, as files A.swift, B.swift, ... (at most 8).
    static func files(in bytes: [UInt8]) -> [(display: String, bytes: [UInt8])] {
        var parts: [[UInt8]] = []
        var start = 0
        var at = 0
        while at + fileSeparator.count <= bytes.count, parts.count < 7 {
            if bytes[at] == fileSeparator[0], bytes[at..<at + fileSeparator.count].elementsEqual(fileSeparator) {
                parts.append(Array(bytes[start...at]))
                start = at + fileSeparator.count
                at = start
            } else {
                at += 1
            }
        }
        parts.append(Array(bytes[start...]))
        return parts.enumerated().map { (display: "\(Character(Unicode.Scalar(UInt8(65 + $0.offset)))).swift", bytes: $0.element) }
    }
}
