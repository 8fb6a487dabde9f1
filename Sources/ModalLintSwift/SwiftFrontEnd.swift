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
    }

    public func lint(_ files: [(display: String, path: String)], standardInput: (display: String, bytes: [UInt8])?,
                     configuration: Configuration, jobs: Int, keepSources: Bool) -> [(FileReport, [UInt8]?)] {
        var scanned = scan(files, configuration: configuration, jobs: jobs)
        if let standardInput {
            let base = ScannedFile(display: standardInput.display, path: "", facts: nil, problems: [], comments: [], nextCodeLines: [], lines: 0)
            scanned.append(BigStackParallel.map([base], jobs: 1) { base in
                Self.scan(bytes: standardInput.bytes, into: base, limit: configuration.limits.maxFileBytes)
            }[0])
        }
        let index = ProjectIndex(scanned.compactMap(\.facts))
        let readable = scanned.contains { $0.facts != nil }
        return BigStackParallel.map(scanned, jobs: jobs) { file -> (FileReport, [UInt8]?) in
            var sourceFacts: SourceFacts?
            if let facts = file.facts {
                var writer = SnapshotWriter(index: index)
                writer.ownFile = file.display
                writer.add(facts, file: file.display)
                if !writer.isEmpty {
                    let rendered = writer.render(comments: false)
                    // Lines from other files (their Modal Presenter roots) are stand-ins here.
                    let own = rendered.origins.filter { $0.value.file == file.display }
                    sourceFacts = SourceFacts(snapshot: rendered.text, origins: own.mapValues(\.range),
                                              logicalNames: own.mapValues(\.logical))
                    sourceFacts?.parts = writer.swiftUIParts().map { part in
                        let own = part.origins.filter { $0.value.file == file.display }
                        return SourceFacts(snapshot: part.text, origins: own.mapValues(\.range), logicalNames: own.mapValues(\.logical))
                    }
                }
            }
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
    }

    /// Reads, parses and walks each file.
    func scan(_ files: [(display: String, path: String)], configuration: Configuration, jobs: Int) -> [ScannedFile] {
        BigStackParallel.map(files, jobs: jobs) { file in
            Self.scan(display: file.display, path: file.path, limit: configuration.limits.maxFileBytes)
        }
    }

    static func problem(_ message: String, at range: SourceRange = .fileStart, fix: String) -> Diagnostic {
        Diagnostic(rule: "input/syntax", severity: .warning, message: message, range: range, fix: fix, logicalLocation: "file")
    }

    static func scan(display: String, path: String, limit: Int) -> ScannedFile {
        var result = ScannedFile(display: display, path: path, facts: nil, problems: [], comments: [], nextCodeLines: [], lines: 0)
        let bytes: [UInt8]
        switch FileDiscovery.read(path, limit: limit) {
        case .success(let read): bytes = read
        case .failure(let problem):
            result.problems = [Diagnostic(rule: "input/io", severity: .error, message: problem.message, range: .fileStart,
                                          fix: "check the path and its permissions", logicalLocation: "file")]
            return result
        }
        return scan(bytes: bytes, into: result, limit: limit)
    }

    static func scan(bytes: [UInt8], into base: ScannedFile, limit: Int) -> ScannedFile {
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
        let lines = LineTable(bytes)
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
        if tree.hasError, let error = FirstError.find(tree, lines: lines) {
            result.problems.append(problem(
                "Swift syntax error (\(error.what)); modallint linted what it could parse in this file",
                at: error.range, fix: "fix the syntax error (the compiler names it)"))
        }
        let words = FileWords(bytes)
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
