import Foundation
import ModalLint
import SwiftParser
import SwiftSyntax

/// One file: read, checked, parsed and walked.
extension SwiftFrontEnd {
    /// Parses and walks a file `scan(lazily: true)` read.
    static func parse(_ file: ScannedFile) -> ScannedFile {
        guard let unparsed = file.unparsed else { return file }
        var base = file
        base.unparsed = nil
        base.facts = nil
        return parse(unparsed.bytes, words: unparsed.words, into: base)
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
            || words.mentionsAll(FileWords.swiftUIMethodGroup) || words.mentions(FileWords.swiftUIPresentationGroup)
            || words.mentions(FileWords.commentGroup)
            // Whether it imports swift-modals is read from its syntax (`FileFacts.importsModals`).
            || words.mentions(FileWords.modalsGroup)
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
        // NUL is valid UTF-8, and no Swift file holds one: UTF-16 or UTF-32 without a byte order
        // mark (every other byte NUL) parsed as nothing, and linted as "no problems".
        if let nul = firstNUL(bytes) {
            let position = LineTable(Array(bytes[..<nul])).position(nul)
            result.problems = [problem("the Swift file is not UTF-8 text: it holds a NUL byte (line \(position.line)), as UTF-16 or "
                                       + "UTF-32 without a byte order mark does; it was not linted",
                                       at: SourceRange(start: position, end: position), fix: "save it as UTF-8")]
            return result
        }
        let words = FileWords(bytes)
        guard lazily else { return parse(bytes, words: words, into: result) }
        if addsMoreThanTypes(words) {
            result.unparsed = Unparsed(bytes: bytes, words: words, declarations: nil)
        } else {
            result.facts = FileFacts(file: result.display)
            result.facts?.namesModals = words.mentions(FileWords.modalsGroup)
            result.unparsed = Unparsed(bytes: bytes, words: words,
                                       declarations: DeclaredNames(bytes, keywords: words.declarationWordRanges))
        }
        return result
    }

    /// Parses and walks a file's bytes (read and found UTF-8, `words` found in them).
    static func parse(_ bytes: [UInt8], words: FileWords, into base: ScannedFile) -> ScannedFile {
        var result = base
        let lines = LineTable(bytes)
        // Shapes SwiftParser pays for out of proportion: said where, the file left out, the run intact.
        if let excess = SwiftNesting.excess(in: bytes) {
            let position = lines.position(excess.offset)
            let what: String
            switch excess {
            case .squareBrackets: what = "`[` nested deeper than \(SwiftNesting.maxSquareDepth) levels"
            case .interpolation: what = "string interpolation nested deeper than \(SwiftNesting.maxInterpolationDepth) levels"
            }
            result.problems.append(Diagnostic(
                rule: "input/limit", severity: .warning,
                message: "\(what) (parsing such code costs time or memory out of proportion); this file was not linted",
                range: SourceRange(start: position, end: position),
                fix: "flatten the nesting, or exclude the file in .modallint.yml", logicalLocation: "file"))
            result.facts = FileFacts(file: result.display)
            result.lines = lines.lineCount
            return result
        }
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
        if let cut = collector.facts.callsCutAt {
            result.problems.append(Diagnostic(
                rule: "input/limit", severity: .warning,
                message: "more than \(FactCollector.maxCallsPerFile) presentation calls in this file; those from here on were not checked",
                range: cut, fix: "split the file, or exclude it in .modallint.yml", logicalLocation: "file"))
        }
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
        if words.mentions(FileWords.swiftUIPresentationGroup) {
            let presentationCollector = SwiftUIPresentationCollector(lines: lines)
            presentationCollector.walk(tree)
            presentationCollector.finish()
            result.facts?.swiftUI.presentations = presentationCollector.facts
        }
        result.facts?.dropEmptyNames()
        result.facts?.file = result.display
        result.facts?.setFile(result.display)
        result.facts?.namesModals = words.mentions(FileWords.modalsGroup)
        result.comments = Comments.find(tree, lines: lines, mentionsMarker: words.mentions(FileWords.commentGroup))
        // Only suppression comments need it.
        result.nextCodeLines = result.comments.isEmpty ? [] : Comments.nextCodeLines(bytes, lines: lines)
        result.lines = lines.lineCount
        return result
    }

    static func firstNUL(_ bytes: [UInt8]) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, let found = memchr(base, 0, buffer.count) else { return nil }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
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
                if token.text.isEmpty, case .identifier = token.tokenKind { return ("expected a name", range) }
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
