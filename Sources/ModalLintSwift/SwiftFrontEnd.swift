import Foundation
import ModalLint
import SwiftParser
import SwiftSyntax

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
        "uikit/swipe-dismiss-data-loss",
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
            let base = ScannedFile(display: standardInput.display, path: "", facts: nil, problems: [], comments: [], nextCodeLines: [], lines: 0)
            scanned.append(BigStackParallel.map([base], jobs: 1) { base in
                Self.scan(bytes: standardInput.bytes, into: base, limit: configuration.limits.maxFileBytes)
            }[0])
        }
        let written = settle(&scanned, jobs: jobs)
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
                                           nextCodeLines: file.nextCodeLines, rules: Self.rules, configuration: configuration)
            guard keepSources, !report.diagnostics.isEmpty else { return (report, nil) }
            if file.path.isEmpty { return (report, standardInput?.bytes) }
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
        return reports
    }

    /// One file's facts in the model's words, for the rules; nil when it has none to write.
    static func write(_ facts: FileFacts, file: String, index: ProjectIndex) -> SourceFacts? {
        var writer = SnapshotWriter(index: index)
        writer.ownFile = file
        writer.add(facts, file: file)
        guard !writer.isEmpty else { return nil }
        let rendered = writer.render(comments: false)
        // Lines from other files (their Modal Presenter roots) are stand-ins here.
        let own = rendered.origins.filter { $0.value.file == file }
        var sourceFacts = SourceFacts(snapshot: rendered.text, origins: own.mapValues(\.range),
                                      logicalNames: own.mapValues(\.logical))
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

    /// `files`' indices, the largest unparsed file first.
    static func largestFirst(_ scanned: [ScannedFile], _ files: [Int]) -> [Int] {
        files.map { (at: $0, size: scanned[$0].unparsed?.bytes.count ?? 0) }.sorted { $0.size > $1.size }.map(\.at)
    }

    /// Parses and walks a file `scan(lazily: true)` read.
    static func parse(_ file: ScannedFile) -> ScannedFile {
        guard let unparsed = file.unparsed else { return file }
        var base = file
        base.unparsed = nil
        base.facts = nil
        return parse(unparsed.bytes, words: unparsed.words, into: base)
    }

    /// Each file's facts written in the model's words (`write`), against a project index that
    /// parses the files `scan(lazily: true)` left unparsed only as far as it is asked about a
    /// type they may declare: most files of an app add nothing but declarations that no fact
    /// of the run ever looks up.
    ///
    /// Writing a file's facts is a function of its facts and of the index's answers about the
    /// type names it asks (an answer depends only on the declarations of the name asked; a walk
    /// up an inheritance chain asks each name on the way). Each round writes files, recording
    /// the names each asks, and parses each unparsed file that may declare one of them
    /// (`DeclaredNames`: a superset). The next round writes the files just parsed and those
    /// that asked about a name they declare; every other file would ask the same and be
    /// answered the same. In a round that parses nothing, every name asked has all of its
    /// declarations in the index, so every written fact is what parsing every file gives.
    /// What is lost: a syntax error in a file never parsed is not reported (the file adds
    /// nothing either way).
    func settle(_ scanned: inout [ScannedFile], jobs: Int) -> [SourceFacts?] {
        var written = [SourceFacts?](repeating: nil, count: scanned.count)
        var asked = [Set<String>](repeating: [], count: scanned.count)
        // An unparsed file's facts are empty: writing them writes and asks nothing.
        var writing = scanned.indices.filter { scanned[$0].facts != nil && scanned[$0].unparsed == nil }
        var index = ProjectIndex(scanned.compactMap(\.facts))
        while true {
            let waiting = scanned.indices.filter { scanned[$0].unparsed != nil }
            let records = !waiting.isEmpty
            let files = scanned, asking = index
            let results = BigStackParallel.map(writing, jobs: jobs) { at -> (SourceFacts?, Set<String>) in
                guard let facts = files[at].facts else { return (nil, []) }
                guard records else { return (Self.write(facts, file: files[at].display, index: asking), []) }
                var recording = asking
                let queries = TypeQueries()
                recording.queries = queries
                return (Self.write(facts, file: files[at].display, index: recording), queries.names)
            }
            for (at, result) in zip(writing, results) { (written[at], asked[at]) = result }
            guard records else { return written }
            let queried = DeclaredNames.Queries(asked.reduce(into: Set<String>()) { $0.formUnion($1) })
            let pulled = waiting.filter { scanned[$0].unparsed?.declarations?.mayDeclare(anyOf: queried) == true }
            // The bytes of the files left unparsed go with `scanned` (freeing them here, one by
            // one, took a millisecond on one thread).
            guard !pulled.isEmpty else { return written }
            // Largest first, so that both threads end together.
            let bySize = Self.largestFirst(scanned, pulled)
            let parsed = BigStackParallel.map(bySize.map { scanned[$0] }, jobs: jobs) { Self.parse($0) }
            for (at, file) in zip(bySize, parsed) { scanned[at] = file }
            let declared = Set(parsed.flatMap { $0.facts?.types.map(\.name) ?? [] })
            index.update(declared, from: scanned.compactMap(\.facts))
            let isPulled = Set(pulled)
            writing = scanned.indices.filter { isPulled.contains($0) || !asked[$0].isDisjoint(with: declared) }
        }
    }

    static func problem(_ message: String, at range: SourceRange = .fileStart, fix: String) -> Diagnostic {
        Diagnostic(rule: "input/syntax", severity: .warning, message: message, range: range, fix: fix, logicalLocation: "file")
    }

    static func scan(display: String, path: String, limit: Int, lazily: Bool = false) -> ScannedFile {
        var result = ScannedFile(display: display, path: path, facts: nil, problems: [], comments: [], nextCodeLines: [], lines: 0)
        let bytes: [UInt8]
        switch FileDiscovery.read(path, limit: limit) {
        case .success(let read): bytes = read
        case .failure(let problem):
            result.problems = [Diagnostic(rule: "input/io", severity: .error, message: problem.message, range: .fileStart,
                                          fix: "check the path and its permissions", logicalLocation: "file")]
            return result
        }
        return scan(bytes: bytes, into: result, limit: limit, lazily: lazily)
    }

    /// Whether walking a file with these words can add more than type declarations: a body
    /// word (else the fact walk reads declarations only), a word of the render, search or
    /// Modal Presenter walks, or a suppression comment.
    static func addsMoreThanTypes(_ words: FileWords) -> Bool {
        words.mentions(FileWords.factBodyGroup) || words.mentions(FileWords.renderGroup)
            || words.mentions(FileWords.searchGroup) || words.mentions(FileWords.swiftUIGroup)
            || words.mentionsAll(FileWords.swiftUIMethodGroup) || words.mentions(FileWords.commentGroup)
    }

    /// Checks a file's bytes, then parses and walks them; `lazily`, reads them only (see
    /// `scan(_:configuration:jobs:lazily:)`).
    static func scan(bytes: [UInt8], into base: ScannedFile, limit: Int, lazily: Bool = false) -> ScannedFile {
        var result = base
        guard bytes.count <= limit else {
            result.problems = [problem("the Swift file is larger than \(limit) bytes; it was not linted",
                                       fix: "lint it with a larger limit, or exclude it in .modallint.yml")]
            return result
        }
        if let bad = firstInvalidUTF8(bytes) {
            let table = LineTable(Array(bytes[..<bad]))
            let position = table.position(bad)
            result.problems = [problem("the Swift file is not UTF-8 (invalid byte at line \(position.line)); it was not linted",
                                       at: SourceRange(start: position, end: position),
                                       fix: "save it as UTF-8")]
            return result
        }
        let words = FileWords(bytes)
        guard lazily else { return parse(bytes, words: words, into: result) }
        if addsMoreThanTypes(words) {
            result.unparsed = Unparsed(bytes: bytes, words: words, declarations: nil)
        } else {
            result.facts = FileFacts(file: result.display)
            result.unparsed = Unparsed(bytes: bytes, words: words,
                                       declarations: DeclaredNames(bytes, declarationStarts: words.declarationWordStarts))
        }
        return result
    }

    /// Parses and walks a file's bytes (read and found UTF-8, `words` found in them).
    static func parse(_ bytes: [UInt8], words: FileWords, into base: ScannedFile) -> ScannedFile {
        var result = base
        let lines = LineTable(bytes)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError, let error = FirstError.find(tree, lines: lines) {
            result.problems.append(problem(
                "Swift syntax error (\(error.what)); modallint linted what it could parse in this file",
                at: error.range, fix: "fix the syntax error (the compiler names it)"))
        }
        let skipsBodies = !words.mentions(FileWords.factBodyGroup)
        let collector = FactCollector(lines: lines, skipsBodies: skipsBodies,
                                      bodiesMayDropTokens: skipsBodies && words.mentions(FileWords.nilGroup), words: words)
        collector.walk(tree)
        collector.finish()
        result.facts = collector.facts
        // Each walk below costs about what the parse does, and finds nothing in a file without
        // the words it looks for (most files): those files skip it. The words are the ones
        // each collector matches tokens against, so skipping changes no result.
        if words.mentions(FileWords.renderGroup) {
            let renderCollector = RenderCollector(lines: lines)
            renderCollector.walk(tree)
            result.facts?.renders = renderCollector.renders
        }
        if words.mentions(FileWords.searchGroup) {
            let searchCollector = SearchCollector(lines: lines)
            searchCollector.walk(tree)
            for (name, search) in searchCollector.facts {
                // On the file's first declaration of the type (the index merges the rest).
                if let at = result.facts?.types.firstIndex(where: { $0.name == name }) { result.facts?.types[at].search.merge(search) }
            }
        }
        if words.mentions(FileWords.swiftUIGroup) || words.mentionsAll(FileWords.swiftUIMethodGroup) {
            let swiftUICollector = SwiftUICollector(lines: lines)
            swiftUICollector.walk(tree)
            swiftUICollector.finish()
            result.facts?.swiftUI = swiftUICollector.facts
        }
        result.facts?.file = result.display
        result.comments = Comments.find(tree, lines: lines, mentionsMarker: words.mentions(FileWords.commentGroup))
        // Only suppression comments need it.
        result.nextCodeLines = result.comments.isEmpty ? [] : Comments.nextCodeLines(bytes, lines: lines)
        result.lines = lines.lineCount
        return result
    }

    static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
        var offset = 0
        while offset < bytes.count {
            // Source is mostly ASCII: eight bytes at a time up to the next byte that is not.
            offset = bytes.withUnsafeBytes { raw in
                var at = offset
                while at + 8 <= raw.count, raw.loadUnaligned(fromByteOffset: at, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { at += 8 }
                while at < raw.count, raw[at] < 0x80 { at += 1 }
                return at
            }
            guard offset < bytes.count else { return nil }
            // One scalar, by the standard library's decoder.
            var decoder = UTF8()
            var iterator = bytes[offset...].makeIterator()
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
        return nil
    }
}

/// The first syntax error of a tree: a missing token or unexpected text. Iterative.
enum FirstError {
    static func find(_ tree: SourceFileSyntax, lines: LineTable) -> (what: String, range: SourceRange)? {
        var pending: [Syntax] = [Syntax(tree)]
        while let node = pending.popLast() {
            guard node.hasError else { continue }
            if let unexpected = node.as(UnexpectedNodesSyntax.self) {
                let text = unexpected.trimmedDescription.prefix(30)
                return ("unexpected `\(text)`", lines.range(unexpected))
            }
            if let token = node.as(TokenSyntax.self), token.presence == .missing {
                let range = lines.range(token)
                return ("expected `\(token.text.isEmpty ? "\(token.tokenKind)" : token.text)`", range)
            }
            pending.append(contentsOf: node.children(viewMode: .all).reversed())
        }
        return nil
    }
}

/// `// modallint:` comments, from the tokens' trivia (so one in a string is text).
enum Comments {
    /// `mentionsMarker`: whether the file's bytes hold `modallint:` at all (`FileWords`); most
    /// files have none, and their tokens are not read.
    static func find(_ tree: SourceFileSyntax, lines: LineTable, mentionsMarker: Bool) -> [SourceComment] {
        var result: [SourceComment] = []
        guard mentionsMarker else { return result }
        for token in tree.tokens(viewMode: .sourceAccurate) {
            for (trivia, start) in [(token.leadingTrivia, token.position), (token.trailingTrivia, token.endPositionBeforeTrailingTrivia)] {
                var offset = start.utf8Offset
                for piece in trivia {
                    defer { offset += piece.sourceLength.utf8Length }
                    guard case .lineComment(let text) = piece, text.contains("modallint:") else { continue }
                    let after = text.drop(while: { $0 == "/" }).drop(while: { $0 == " " })
                    guard after.hasPrefix("modallint:") else { continue }
                    let position = lines.position(offset)
                    let lineStart = lines.starts[position.line - 1]
                    let ownLine = lines.bytes[lineStart..<offset].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    result.append(SourceComment(line: position.line, column: position.column,
                                                endColumn: position.column + text.unicodeScalars.count, ownLine: ownLine,
                                                text: Array(text.utf8)))
                }
            }
        }
        return result
    }

    /// For each line (1-based), the next line after it that is neither blank nor only a `//` comment.
    static func nextCodeLines(_ bytes: [UInt8], lines: LineTable) -> [Int?] {
        let count = lines.starts.count
        var result = [Int?](repeating: nil, count: count + 2)
        var next: Int?
        for lineIndex in stride(from: count - 1, through: 0, by: -1) {
            result[lineIndex + 1] = next
            let end = lineIndex + 1 < count ? lines.starts[lineIndex + 1] : bytes.count
            var cursor = lines.starts[lineIndex]
            while cursor < end, bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") { cursor += 1 }
            let blank = cursor >= end || bytes[cursor] == UInt8(ascii: "\n") || bytes[cursor] == UInt8(ascii: "\r")
            let comment = cursor + 1 < end && bytes[cursor] == UInt8(ascii: "/") && bytes[cursor + 1] == UInt8(ascii: "/")
            if !blank, !comment { next = lineIndex + 1 }
        }
        return result
    }
}

/// `transform` over `items` on up to `jobs` threads with 64 MiB stacks: SwiftParser and the
/// syntax visitors recurse as deep as the (parser-bounded) nesting of the code, more than a
/// dispatch worker's 512 KiB stack holds. Results keep the input order.
enum BigStackParallel {
    final class State<T>: @unchecked Sendable {
        var values: [T?]
        var next = 0
        let lock = NSLock()
        init(count: Int) { values = Array(repeating: nil, count: count) }
    }

    static func map<Item: Sendable, T>(_ items: [Item], jobs: Int, _ transform: @escaping @Sendable (Item) -> T) -> [T] {
        let state = State<T>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        let done = DispatchGroup()
        for _ in 0..<workers {
            done.enter()
            let thread = Thread {
                while true {
                    state.lock.lock()
                    let index = state.next
                    state.next += 1
                    state.lock.unlock()
                    guard index < items.count else { break }
                    let value = transform(items[index])
                    state.lock.lock()
                    state.values[index] = value
                    state.lock.unlock()
                }
                done.leave()
            }
            thread.stackSize = 64 << 20
            thread.start()
        }
        done.wait()
        return state.values.map { $0! }
    }
}

