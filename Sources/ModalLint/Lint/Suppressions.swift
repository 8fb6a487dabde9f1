import Foundation

/// Inline suppressions: `# modallint:` comments in a snapshot.
///
/// ```yaml
/// # modallint: disable-next-line host/missing -- the host is installed at run time
/// - present: AboutViewController      # modallint: disable-next-line host/missing
/// # modallint: disable host uikit/automatic-style -- legacy screens
/// # modallint: enable
/// ```
///
/// Grammar: `#`, optional spaces, `modallint:`, a directive (`disable-next-line`, `disable`,
/// `enable`), rule ids or families separated by spaces or commas (at least one, except
/// for `enable`), and an optional reason after `--`.
///
/// libyaml does not report comments, so the raw lines are scanned. A `#` is a comment when
/// it starts the line (after indentation) or follows a space or tab, and lies outside every
/// scalar the loader read (so a `#` inside a quoted or block scalar is text, as in YAML).
///
/// - `disable-next-line` alone on its line covers the next line that is neither blank nor
///   only a comment; after other text on a line (a trailing comment) it covers its own line.
/// - `disable` covers from its own line until an `enable` naming the same selector, or an
///   `enable` without selectors, or the end of the file.
///
/// A finding is covered when its range starts on a covered line and its rule matches a
/// selector. `input/...` findings cannot be suppressed.
struct SuppressionSet {
    enum Directive: String, CaseIterable {
        case disableNextLine = "disable-next-line", disable, enable
    }

    /// One selector of one comment: the unit that is used, or reported as unused.
    struct Entry {
        var selector: String
        var directive: Directive
        var lines: ClosedRange<Int>
        /// Where the selector is written (for `input/unused-suppression`).
        var range: SourceRange
        /// The text after `--`, if any (SARIF's justification).
        var reason: String?
        var used = false
    }

    private(set) var entries: [Entry] = []
    /// `disable-next-line` entries by the line they cover.
    private var byLine: [Int: [Int]] = [:]
    /// `disable` regions per selector, sorted by first line. Regions of one selector never
    /// overlap partially (an `enable` closes every open region of its selector at once), so
    /// the last region starting at or before a line is the only one that can cover it.
    private var regions: [String: [Int]] = [:]

    var isEmpty: Bool { entries.isEmpty }

    mutating func add(_ entry: Entry) {
        let index = entries.count
        entries.append(entry)
        if entry.directive == .disableNextLine {
            byLine[entry.lines.lowerBound, default: []].append(index)
        } else {
            regions[entry.selector, default: []].append(index)
        }
    }

    /// Finishes building: regions sorted by their first line.
    mutating func seal() {
        for key in regions.keys {
            regions[key]!.sort { entries[$0].lines.lowerBound < entries[$1].lines.lowerBound }
        }
    }

    /// Whether a finding is suppressed; marks the entry that suppresses it as used.
    /// A line's own `disable-next-line` is credited before a surrounding region.
    mutating func suppress(_ diagnostic: Diagnostic) -> Bool {
        suppressingEntry(diagnostic) != nil
    }

    /// The entry that suppresses a finding, marked as used; nil when none does.
    mutating func suppressingEntry(_ diagnostic: Diagnostic) -> Entry? {
        let line = diagnostic.range.start.line
        let rule = diagnostic.rule
        for index in byLine[line] ?? [] where Configuration.matches(entries[index].selector, rule) {
            entries[index].used = true
            return entries[index]
        }
        let family = String(rule.prefix { $0 != "/" })
        for selector in [rule, family] {
            guard let list = regions[selector] else { continue }
            // Binary search: the last region starting at or before the line.
            var low = 0, high = list.count
            while low < high {
                let middle = (low + high) / 2
                if entries[list[middle]].lines.lowerBound <= line { low = middle + 1 } else { high = middle }
            }
            if low > 0, entries[list[low - 1]].lines.contains(line) {
                entries[list[low - 1]].used = true
                return entries[list[low - 1]]
            }
        }
        return nil
    }
}

/// Finds the `# modallint:` comments of a file (see `SuppressionSet`).
enum SuppressionScanner {
    static let marker = Array("modallint:".utf8)
    /// More comments than this in one file are ignored (and said so), bounding the work.
    static let maxComments = 10_000

    struct Comment {
        var line: Int
        /// Code-point columns of the `#` and just past the comment's text.
        var column: Int
        var endColumn: Int
        var ownLine: Bool
        /// From the `#` to the end of the line; empty for a `#` that is not `# modallint:`.
        var text: [UInt8]
    }

    static func scan(_ bytes: [UInt8], document: YAMLDocument) -> (suppressions: SuppressionSet, diagnostics: [Diagnostic]) {
        // Most files have no such comment: one fast search, and nothing allocated.
        guard mentionsMarker(bytes) else { return (SuppressionSet(), []) }
        let lines = lineRanges(bytes)
        let comments = commentsOutsideScalars(candidates(bytes, lines), document: document)
        var set = SuppressionSet()
        var diagnostics: [Diagnostic] = []
        guard !comments.isEmpty else { return (set, diagnostics) }
        let nextCode = nextCodeLines(bytes, lines)
        /// Open `disable` regions: selector -> entries waiting for their `enable`.
        var open: [String: [SuppressionSet.Entry]] = [:]
        var openOrder: [String] = []
        func close(_ selector: String, at line: Int) {
            for var entry in open.removeValue(forKey: selector) ?? [] {
                entry.lines = entry.lines.lowerBound...max(entry.lines.lowerBound, line)
                set.add(entry)
            }
        }
        for comment in comments.prefix(maxComments) {
            switch parse(comment) {
            case .problem(let problem):
                diagnostics.append(problem)
            case .directive(let directive, let selectors, let reason):
                switch directive {
                case .disableNextLine:
                    let target = comment.ownLine ? nextCode[comment.line] : comment.line
                    for (selector, range) in selectors {
                        // No code line follows: an empty range, reported as unused.
                        set.add(.init(selector: selector, directive: directive, lines: target.map { $0...$0 } ?? 0...0, range: range,
                                      reason: reason))
                    }
                case .disable:
                    for (selector, range) in selectors {
                        if open[selector] == nil { openOrder.append(selector) }
                        open[selector, default: []].append(
                            .init(selector: selector, directive: directive, lines: comment.line...comment.line, range: range,
                                  reason: reason))
                    }
                case .enable:
                    if selectors.isEmpty {
                        for selector in openOrder { close(selector, at: comment.line) }
                        openOrder.removeAll()
                    }
                    for (selector, range) in selectors {
                        guard open[selector] != nil else {
                            diagnostics.append(problem(
                                "`enable \(selector)` has no `disable \(selector)` before it", at: range,
                                fix: "name the selector exactly as the `disable` did, or remove the `enable`"))
                            continue
                        }
                        close(selector, at: comment.line)
                        openOrder.removeAll { $0 == selector }
                    }
                }
            }
        }
        for selector in openOrder { close(selector, at: Int.max - 1) }
        if comments.count > maxComments {
            diagnostics.append(problem(
                "more than \(maxComments) `# modallint:` comments; the rest are ignored",
                at: range(comments[maxComments]), fix: "disable the rule in .modallint.yml instead"))
        }
        set.seal()
        return (set, diagnostics)
    }

    static func problem(_ message: String, at range: SourceRange, fix: String? = nil) -> Diagnostic {
        Diagnostic(rule: "input/suppression", severity: .error, message: message, range: range, fix: fix,
                   logicalLocation: "suppression")
    }

    static func range(_ comment: Comment) -> SourceRange {
        SourceRange(start: SourcePosition(line: comment.line, column: comment.column),
                    end: SourcePosition(line: comment.line, column: comment.endColumn))
    }

    /// The directive and its selectors (each with its range), or the problem.
    enum Parsed {
        case directive(SuppressionSet.Directive, selectors: [(String, SourceRange)], reason: String?)
        case problem(Diagnostic)
    }

    static func parse(_ comment: Comment) -> Parsed {
        // Words of the text after `modallint:`, with their code-point columns.
        var words: [(text: String, column: Int)] = []
        var current: [UInt8] = []
        var currentColumn = 0
        var column = comment.column
        var reason = false
        let text = comment.text
        var index = 0
        // Skip `#`, spaces and `modallint:`.
        while index < text.count, text[index] != UInt8(ascii: ":") { column += isCodePointStart(text[index]) ? 1 : 0; index += 1 }
        index += 1
        column += 1
        func flush() {
            if !current.isEmpty { words.append((String(decoding: current, as: UTF8.self), currentColumn)) }
            current.removeAll()
        }
        while index < text.count, !reason {
            let byte = text[index]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ",") {
                flush()
            } else if byte == UInt8(ascii: "-"), index + 1 < text.count, text[index + 1] == UInt8(ascii: "-"), current.isEmpty {
                reason = true
            } else {
                if current.isEmpty { currentColumn = column }
                current.append(byte)
            }
            if isCodePointStart(byte) { column += 1 }
            index += 1
        }
        flush()
        // `index` is on the second `-` of `--`: the reason is the rest of the line.
        let reasonWords: String? = reason && index < text.count
            ? String(decoding: text[(index + 1)...], as: UTF8.self).trimmingCharacters(in: .whitespaces) : nil
        let reasonText = reasonWords.flatMap { $0.isEmpty ? nil : $0 }
        func wordRange(_ word: (text: String, column: Int)) -> SourceRange {
            SourceRange(start: SourcePosition(line: comment.line, column: word.column),
                        end: SourcePosition(line: comment.line, column: word.column + word.text.unicodeScalars.count))
        }
        let directives = SuppressionSet.Directive.allCases.map(\.rawValue)
        guard let first = words.first else {
            return .problem(problem("`# modallint:` needs a directive: \(directives.joined(separator: ", "))", at: range(comment)))
        }
        guard let directive = SuppressionSet.Directive(rawValue: first.text) else {
            var message = "unknown directive `\(first.text)`; expected \(directives.joined(separator: ", "))"
            if let guess = RuleDocumentation.closest(first.text, among: directives) { message += "; did you mean `\(guess)`?" }
            return .problem(problem(message, at: wordRange(first)))
        }
        let selectors = words.dropFirst()
        if selectors.isEmpty, directive != .enable {
            return .problem(problem("`\(directive.rawValue)` needs at least one rule id or family", at: range(comment),
                                    fix: "name the rules, e.g. `# modallint: \(directive.rawValue) host/missing -- why`"))
        }
        let names = RuleRegistry.metadata.map(\.id) + RuleRegistry.families
        var result: [(String, SourceRange)] = []
        for word in selectors {
            if word.text == "input" || word.text.hasPrefix("input/") {
                return .problem(problem("`\(word.text)` cannot be suppressed: findings about the input itself always count",
                                        at: wordRange(word)))
            }
            guard names.contains(word.text) else {
                var message = "no rule or family named `\(word.text)`"
                if let guess = RuleDocumentation.closest(word.text, among: names) { message += "; did you mean `\(guess)`?" }
                return .problem(problem(message, at: wordRange(word), fix: "`modallint rules` lists them all"))
            }
            result.append((word.text, wordRange(word)))
        }
        return .directive(directive, selectors: result, reason: reasonText)
    }

    static func isCodePointStart(_ byte: UInt8) -> Bool { byte & 0xC0 != 0x80 }

    /// Whether a `#`, optional spaces and `modallint:` occur anywhere in the bytes. `memchr`
    /// jumps from one `#` to the next, rare in snapshots; a search for `modallint:` alone
    /// would hit every snapshot's format version key (`modallint: 1`) and make every file
    /// pay for the full scan.
    static func mentionsMarker(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return false }
            var from = 0
            while from < buffer.count, let found = memchr(base + from, Int32(UInt8(ascii: "#")), buffer.count - from) {
                var cursor = base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
                while cursor < buffer.count, buffer[cursor] == UInt8(ascii: " ") { cursor += 1 }
                if buffer.count - cursor >= marker.count, buffer[cursor..<cursor + marker.count].elementsEqual(marker) {
                    return true
                }
                from = cursor
            }
            return false
        }
    }

    /// Byte ranges of the lines, without their line breaks.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
            result.append(start..<(index > start && bytes[index - 1] == UInt8(ascii: "\r") ? index - 1 : index))
            start = index + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    /// Every `#` that could start a comment (at the start of a line or after a space or a
    /// tab), with the text of those that read `# modallint:`. Which of them really start a
    /// comment is only known once scalars are ruled out (`commentsOutsideScalars`).
    static func candidates(_ bytes: [UInt8], _ lines: [Range<Int>]) -> [Comment] {
        var result: [Comment] = []
        for (lineIndex, range) in lines.enumerated() {
            var column = 1
            var ownLine = true
            for index in range {
                let byte = bytes[index]
                if byte == UInt8(ascii: "#"), ownLine || bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") {
                    var cursor = index + 1
                    while cursor < range.upperBound, bytes[cursor] == UInt8(ascii: " ") { cursor += 1 }
                    var comment = Comment(line: lineIndex + 1, column: column, endColumn: column, ownLine: ownLine, text: [])
                    if range.upperBound - cursor >= marker.count, bytes[cursor..<cursor + marker.count].elementsEqual(marker) {
                        for offset in index..<range.upperBound where isCodePointStart(bytes[offset]) { comment.endColumn += 1 }
                        comment.text = Array(bytes[index..<range.upperBound])
                    }
                    result.append(comment)
                }
                if byte != UInt8(ascii: " "), byte != UInt8(ascii: "\t") { ownLine = false }
                if isCodePointStart(byte) { column += 1 }
            }
        }
        return result
    }

    /// The `# modallint:` comments: of the candidates outside every scalar (quoted, block or
    /// plain), the first of each line starts its comment; it counts when it reads
    /// `# modallint:`. Scalars never overlap and come in document order, so one sweep over
    /// both lists does it.
    static func commentsOutsideScalars(_ candidates: [Comment], document: YAMLDocument) -> [Comment] {
        var result: [Comment] = []
        var node = 0
        var lineWithComment = 0
        for comment in candidates where comment.line != lineWithComment {
            let position = SourcePosition(line: comment.line, column: comment.column)
            while node < document.nodes.count,
                  document.nodes[node].kind != .scalar || document.range(node).end <= position {
                node += 1
            }
            if node < document.nodes.count, document.range(node).start <= position { continue }
            lineWithComment = comment.line
            if !comment.text.isEmpty { result.append(comment) }
        }
        return result
    }

    /// For each line (1-based), the next line after it that is neither blank nor only a comment.
    static func nextCodeLines(_ bytes: [UInt8], _ lines: [Range<Int>]) -> [Int?] {
        var result = [Int?](repeating: nil, count: lines.count + 2)
        var next: Int?
        for lineIndex in stride(from: lines.count - 1, through: 0, by: -1) {
            result[lineIndex + 1] = next
            let first = lines[lineIndex].first { bytes[$0] != UInt8(ascii: " ") && bytes[$0] != UInt8(ascii: "\t") }
            if let first, bytes[first] != UInt8(ascii: "#") { next = lineIndex + 1 }
        }
        return result
    }
}
