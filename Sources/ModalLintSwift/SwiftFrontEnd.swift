import Foundation
import ModalLint

/// The Swift source front end: Swift bytes -> syntax trees (parsed in parallel, one file per
/// task) -> a project index over every file of the run -> facts written in the model's words
/// -> the same rules -> the same reporters.
public struct SwiftFrontEnd: SourceFrontEnd {
    public init() {}

    public var fileExtension: String { "swift" }
    public var skippedDirectories: Set<String> { ["Pods", "Carthage", "DerivedData"] }
    public func skipsFile(named name: String) -> Bool { name.hasSuffix(".generated.swift") }

    /// The rules that judge Swift source facts (the others need a whole running hierarchy).
    public static let rules: Set<String> = [
        "lifetime/discarded", "lifetime/observer-token-discarded", "lifetime/observer-retain-cycle",
        "lifetime/observer-not-stopped", "host/system-view-controller", "host/broken-containment",
        "uikit/popover-without-anchor", "uikit/split-view-automatic", "size/not-opted-in", "size/unused",
        "render/conditional-container", "uikit/search-overrides-modal", "size/broken-chain",
        "swiftui/link-without-root", "swiftui/duplicate-link-id", "swiftui/window-level-tie", "swiftui/item-not-cached",
        "uikit/swipe-dismiss-data-loss", "host/missing", "host/no-parent", "host/uikit-presentation", "lifetime/double-dismiss",
        "host/own-presenter", "uikit/detached-presenter", "swiftui/sheet-swipe-data-loss", "swiftui/stale-sheet-content",
        "swiftui/force-unwrap-in-presentation", "swiftui/competing-presentations", "swiftui/popover-far-from-control",
        "swiftui/presentation-on-many-views", "swiftui/presentation-removed-by-opener", "swiftui/presentation-in-menu",
    ]

    /// One file, read and walked.
    struct ScannedFile: Sendable {
        var display: String
        var path: String
        var facts: FileFacts?
        var problems: [Diagnostic]
        var comments: [SourceComment]
        var nextCodeLines: [Int?]
        var lines: Int
        /// A file read and not parsed yet (`scan(lazily: true)`).
        var unparsed: Unparsed?
    }

    struct Unparsed: Sendable {
        var bytes: [UInt8]
        var words: FileWords
        /// For a file whose walk could add nothing but type declarations: the names it may
        /// declare (it is parsed once the project index is asked about one of them, `settle`).
        /// nil for a file parsed right after all are read.
        var declarations: DeclaredNames?
    }

    public func lint(_ files: [(display: String, path: String)], standardInput: (display: String, bytes: [UInt8])?,
                     configuration: Configuration, jobs: Int, keepSources: Bool) -> [(FileReport, [UInt8]?)] {
        var scanned = scan(files, configuration: configuration, jobs: jobs, lazily: true)
        if let standardInput {
            scanned += Self.scan(inMemory: [standardInput], limit: configuration.limits.maxFileBytes)
        }
        return check(scanned, configuration: configuration, jobs: jobs, keepSources: keepSources,
                     inMemory: standardInput.map { [$0.display: $0.bytes] } ?? [:])
    }

    /// Sources that are not files on disk (standard input; the fuzz target's), read as one.
    static func scan(inMemory sources: [(display: String, bytes: [UInt8])], limit: Int, lazily: Bool = false) -> [ScannedFile] {
        BigStackParallel.map(sources.map { ($0.display, $0.bytes) }, jobs: 1) { source in
            let base = ScannedFile(display: source.0, path: "", facts: nil, problems: [], comments: [], nextCodeLines: [], lines: 0)
            return Self.scan(bytes: source.1, into: base, limit: limit, lazily: lazily)
        }
    }

    /// The scanned files of one run -> settled index and graph -> each file's report.
    /// `inMemory`: the bytes of the files with no path, by display name (for the snippets).
    func check(_ scanned: [ScannedFile], configuration: Configuration, jobs: Int, keepSources: Bool,
               inMemory: [String: [UInt8]]) -> [(FileReport, [UInt8]?)] {
        var scanned = scanned
        // Each file's device (the configuration's, else its targets'), once, before the writes.
        let idioms = scanned.map { configuration.idiom(forSource: $0.path.isEmpty ? $0.display : $0.path, shown: $0.display) }
        let written = settle(&scanned, jobs: jobs, idioms: idioms)
        let readable = scanned.contains { $0.facts != nil }
        let files = scanned
        let reports = BigStackParallel.map(Array(files.indices), jobs: jobs) { at -> (FileReport, [UInt8]?) in
            let file = files[at]
            let sourceFacts = written[at]
            var problems = file.problems
            // Exit status 2 only when no Swift file of the run could be read.
            if !readable {
                for index in problems.indices { problems[index].severity = .error }
            }
            let report = SourceLinter.lint(path: file.display, facts: sourceFacts, problems: problems, comments: file.comments,
                                           nextCodeLines: file.nextCodeLines, rules: Self.rules,
                                           configuration: configuration.forSource(file.display))
            guard keepSources, !report.diagnostics.isEmpty else { return (report, nil) }
            if file.path.isEmpty { return (report, inMemory[file.display]) }
            guard let bytes = try? FileDiscovery.read(file.path, limit: configuration.limits.maxFileBytes).get() else {
                return (report, nil)
            }
            return (report, bytes)
        }
        // The files' bytes and facts were made on the workers: freed here, every free would go
        // to another thread's heap (a millisecond over 1,200 files, on the path to the report).
        if jobs > 1 {
            scanned = []
            BackgroundRelease.releaseElsewhere((files, written))
        }
        // A cause in one file folded into its consequence in another (one mistake, one finding).
        let folded = FindingPrecedence.foldAcrossFiles(reports.map(\.0))
        return zip(folded, reports).map { ($0, $1.1) }
    }

    /// One file's facts in the model's words, for the rules; nil when it has none to write.
    /// `idiom`: the file's (`SnapshotWriter.idiom`; `Configuration.idiom(forSource:)`).
    /// `graph`: the run's presentation graph (built with the same index); `readGraph` says
    /// whether the write read it.
    static func write(_ facts: FileFacts, file: String, index: ProjectIndex, idiom: Idiom?,
                      graph: PresentationGraph) -> (facts: SourceFacts?, readGraph: Bool) {
        var writer = SnapshotWriter(index: index, idiom: idiom)
        writer.ownFile = file
        writer.sharedGraph = graph
        writer.add(facts, file: file)
        return (sourceFacts(writer, file: file), writer.graph != nil)
    }

    private static func sourceFacts(_ writer: SnapshotWriter, file: String) -> SourceFacts? {
        guard !writer.isEmpty else { return nil }
        let rendered = writer.render(comments: false)
        // Lines from other files (their Modal Presenter roots) are stand-ins here.
        let own = rendered.origins.filter { $0.value.file == file }
        var sourceFacts = SourceFacts(snapshot: rendered.text, origins: own.mapValues(\.range),
                                      logicalNames: own.mapValues(\.logical))
        sourceFacts.contextLines = Set(rendered.origins.filter(\.value.context).keys)
        sourceFacts.otherFileOrigins = rendered.origins.filter { $0.value.file != file && !$0.value.file.isEmpty }
            .mapValues { FileRange(file: $0.file, range: $0.range) }
        sourceFacts.parts = writer.swiftUIParts().map { part in
            let own = part.origins.filter { $0.value.file == file }
            return SourceFacts(snapshot: part.text, origins: own.mapValues(\.range), logicalNames: own.mapValues(\.logical))
        }
        return sourceFacts
    }

    /// Reads, parses and walks each file. `lazily`: every file is read first, then the files
    /// whose walk can add more than type declarations are parsed, largest first (so that the
    /// threads end together); the others are only read (`ScannedFile.unparsed`), for `settle`.
    func scan(_ files: [(display: String, path: String)], configuration: Configuration, jobs: Int,
              lazily: Bool = false) -> [ScannedFile] {
        let limit = configuration.limits.maxFileBytes
        var scanned = BigStackParallel.map(files, jobs: jobs) { file in
            Self.scan(display: file.display, path: file.path, limit: limit, lazily: lazily)
        }
        guard lazily else { return scanned }
        let next = Self.largestFirst(scanned, scanned.indices.filter {
            scanned[$0].unparsed != nil && scanned[$0].unparsed?.declarations == nil
        })
        let parsed = BigStackParallel.map(next.map { scanned[$0] }, jobs: jobs) { Self.parse($0) }
        for (at, file) in zip(next, parsed) { scanned[at] = file }
        return scanned
    }

}

/// `transform` over `items` on up to `jobs` threads with 64 MiB stacks: SwiftParser and the
/// syntax visitors recurse as deep as the (parser-bounded) nesting of the code, more than a
/// dispatch worker's 512 KiB stack holds. Results keep the input order. The threads are joined
/// (not detached, as Foundation's `Thread` is) so that nothing of a map outlives its return:
/// a detached thread still releasing its closure looked like a leak to the fuzzer's LeakSanitizer.
enum BigStackParallel {
    /// What one thread runs; not generic, so that the C entry point captures nothing.
    final class Job {
        let run: () -> Void
        init(_ run: @escaping () -> Void) { self.run = run }
    }

    static let stackBytes = 64 << 20

    static func map<Item: Sendable, T>(_ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> T) -> [T] {
        let results = ParallelMap.Results<T>(count: items.count)
        let job = Job {
            while true {
                let index = results.claim()
                guard index < items.count else { break }
                results.store(transform(items[index]), at: index)
            }
        }
        let workers = max(1, min(jobs, items.count))
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackBytes)
        var threads: [pthread_t] = []
        for _ in 0..<workers {
            var thread = pthread_t()
            let context = Unmanaged.passRetained(job).toOpaque()
            let created = pthread_create(&thread, &attributes, { context in
                Unmanaged<Job>.fromOpaque(context!).takeRetainedValue().run()
                return nil
            }, context)
            if created == 0 {
                threads.append(thread)
            } else {
                // No thread to be had (a process limit): this one does the work, on its own stack.
                Unmanaged<Job>.fromOpaque(context).release()
                job.run()
            }
        }
        for thread in threads { pthread_join(thread, nil) }
        return results.values.map { $0! }
    }
}
