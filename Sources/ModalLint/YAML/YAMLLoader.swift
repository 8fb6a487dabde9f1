internal import CYAML

/// The outcome of loading one file: a document when the bytes are well-formed YAML
/// within the limits, and every problem found on the way.
public struct YAMLLoadResult: Sendable {
    public var document: YAMLDocument?
    public var diagnostics: [Diagnostic]
}

/// Builds a `YAMLDocument` from libyaml's event stream. The event loop is iterative: an
/// explicit stack holds the open collections, so input depth never reaches the call stack.
public enum YAMLLoader {
    public static func load(_ bytes: [UInt8], limits: LoaderLimits = .default) -> YAMLLoadResult {
        load(bytes, limits: limits, allowingMultipleDocuments: false)
    }

    /// `allowingMultipleDocuments` reads a whole stream (the YAML conformance test does); the
    /// document's root is then the first document's. A snapshot is always one document.
    static func load(_ bytes: [UInt8], limits: LoaderLimits, allowingMultipleDocuments: Bool) -> YAMLLoadResult {
        if bytes.count > limits.maxFileBytes {
            return YAMLLoadResult(document: nil, diagnostics: [
                Diagnostic(
                    rule: "input/limit", severity: .error,
                    message: "file is \(bytes.count) bytes; the limit is \(limits.maxFileBytes) bytes",
                    range: .fileStart, fix: "split the snapshot into several files",
                    logicalLocation: "file"),
            ])
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // libyaml would read it, but every position and snippet is in UTF-8 terms.
            return YAMLLoadResult(document: nil, diagnostics: [
                Diagnostic(
                    rule: "input/syntax", severity: .error,
                    message: "the file is UTF-16 (it starts with a UTF-16 byte order mark); snapshots are UTF-8",
                    range: SourceRange(start: SourcePosition(line: 1, column: 1), end: SourcePosition(line: 1, column: 2)),
                    fix: "convert it, e.g. iconv -f UTF-16 -t UTF-8", logicalLocation: "file"),
            ])
        }
        var builder = Builder(limits: limits, bytes: bytes, allowsMultipleDocuments: allowingMultipleDocuments)
        builder.run()
        return YAMLLoadResult(
            document: builder.failed ? nil : builder.document, diagnostics: builder.diagnostics)
    }

    private struct Frame {
        var node: Int
        var firstPending: Int
        var isMapping: Bool
        var isAnchored: Bool
        /// `aliasExtra` when the collection opened.
        var aliasExtraAtStart: Int
    }

    private struct Builder {
        let limits: LoaderLimits
        let bytes: [UInt8]
        let allowsMultipleDocuments: Bool
        /// Just after the last character of the file.
        /// Where the file ends, when it lacks a final line break (see `position`).
        let endOfFile: SourcePosition?
        var document = YAMLDocument()
        var diagnostics: [Diagnostic] = []
        var failed = false
        var stack: [Frame] = []
        /// Children of the open collections, innermost last: `pending[..<pendingCount]`. Closing
        /// a collection only lowers the count; the buffer is reused, never shrunk.
        var pending: [UInt32] = []
        var pendingCount = 0
        var anchors: [String: Int] = [:]
        var aliasCount = 0
        /// Expanded size of anchored nodes, and what all aliases together stand for.
        var anchoredSize: [Int: Int] = [:]
        var aliasExpansion = 0
        /// What aliases stand for beyond their own node, so far. Nodes are numbered in document
        /// order, so a collection's expanded size is the nodes added while it was open plus the
        /// growth of this: no per-node bookkeeping.
        var aliasExtra = 0
        var documentCount = 0

        init(limits: LoaderLimits, bytes: [UInt8], allowsMultipleDocuments: Bool) {
            self.limits = limits
            self.bytes = bytes
            self.allowsMultipleDocuments = allowsMultipleDocuments
            // Finding the end takes a pass over the whole file: only needed without a final break.
            endOfFile = Self.endsWithLineBreak(bytes) ? nil : SourceLines.position(ofByte: bytes.count, in: bytes)
            // Reserved from the file size so the arrays never grow by copying. Untouched
            // reserved pages cost address space, not memory.
            document.reserveNodes(min(bytes.count / 6, limits.maxNodes) + 16)
            document.childIndices.reserveCapacity(bytes.count / 6 + 16)
            document.scalarBytes.reserveCapacity(bytes.count)
            document.childIndices.adviseHugePages()
            document.scalarBytes.adviseHugePages()
        }

        mutating func fail(_ rule: String, _ message: String, at range: SourceRange, fix: String? = nil) {
            diagnostics.append(Diagnostic(
                rule: rule, severity: .error, message: message, range: range, fix: fix,
                logicalLocation: "yaml"))
            failed = true
        }

        mutating func run() {
            let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
            defer { parser.deallocate() }
            guard yaml_parser_initialize(parser) == 1 else {
                fail("input/limit", "libyaml could not allocate its parser", at: .fileStart)
                return
            }
            defer { yaml_parser_delete(parser) }
            // The bytes must outlive the whole parse: libyaml reads them lazily.
            var copy = bytes
            if copy.isEmpty { copy = [0] }
            let length = bytes.count
            copy.withUnsafeBufferPointer { buffer in
                yaml_parser_set_input_string(parser, buffer.baseAddress, length)
                var event = yaml_event_t()
                while !failed {
                    guard yaml_parser_parse(parser, &event) == 1 else {
                        reportSyntaxError(parser.pointee)
                        return
                    }
                    let done = event.type == YAML_STREAM_END_EVENT
                    handle(&event)
                    yaml_event_delete(&event)
                    if done { return }
                }
            }
        }

        /// libyaml ends a stream without a final line break on a line of its own, one past
        /// the file's last line: such marks are moved to the end of the last line. (After a
        /// final break, that line is the file's own last, empty line: nothing to move.)
        func position(_ mark: yaml_mark_t) -> SourcePosition {
            let position = SourcePosition(line: Int(mark.line) + 1, column: Int(mark.column) + 1)
            if let endOfFile, position.line > endOfFile.line { return endOfFile }
            return position
        }

        /// Whether the bytes end with a line break as YAML counts them (LF, CR, NEL, LS, PS),
        /// or are empty.
        static func endsWithLineBreak(_ bytes: [UInt8]) -> Bool {
            guard let last = bytes.last else { return true }
            let count = bytes.count
            if last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { return true }
            if count >= 2, bytes[count - 2] == 0xC2, last == 0x85 { return true }
            return count >= 3 && bytes[count - 3] == 0xE2 && bytes[count - 2] == 0x80 && (last == 0xA8 || last == 0xA9)
        }

        func range(_ start: yaml_mark_t, _ end: yaml_mark_t) -> SourceRange {
            SourceRange(start: position(start), end: position(end))
        }

        mutating func reportSyntaxError(_ parser: yaml_parser_t) {
            let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
            var position: SourcePosition
            var message = problem
            if parser.error == YAML_READER_ERROR {
                // Reader errors carry a byte offset, not a mark.
                position = SourceLines.position(ofByte: Int(parser.problem_offset), in: bytes)
                if parser.problem_value != -1 {
                    message += " (byte 0x\(String(UInt8(truncatingIfNeeded: parser.problem_value), radix: 16)))"
                }
            } else {
                position = self.position(parser.problem_mark)
                if let context = parser.context.map({ String(cString: $0) }) {
                    let at = self.position(parser.context_mark)
                    message += " (\(context) at line \(at.line), column \(at.column))"
                }
            }
            position.line = max(position.line, 1)
            position.column = max(position.column, 1)
            if parser.error != YAML_READER_ERROR, let tab = Self.indentingTab(onLine: position.line, in: bytes) {
                // libyaml says "found character that cannot start any token" (or "a tab character that
                // violates indentation"), often at the line's start or on the line before.
                position.column = tab
                message = "YAML does not indent with tabs: the tab at column \(tab) must be spaces"
            }
            var end = position
            end.column += 1
            fail("input/syntax", "YAML syntax error: \(message)", at: SourceRange(start: position, end: end))
        }

        /// The column of the first tab in a line's leading whitespace, if any (one pass, only
        /// when reporting the syntax error that ends the load).
        static func indentingTab(onLine line: Int, in bytes: [UInt8]) -> Int? {
            var current = 1
            var index = 0
            while current < line, index < bytes.count {
                if bytes[index] == 0x0A { current += 1 }
                index += 1
            }
            var column = 1
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 {
                if bytes[index] == 0x09 { return column }
                column += 1
                index += 1
            }
            return nil
        }

        mutating func handle(_ event: inout yaml_event_t) {
            let range = self.range(event.start_mark, event.end_mark)
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documentCount += 1
                // Anchors belong to their document.
                anchors.removeAll()
                if documentCount > 1, !allowsMultipleDocuments {
                    fail(
                        "input/schema",
                        "a snapshot is one YAML document; a second document starts here",
                        at: range, fix: "move each snapshot into a file of its own")
                }
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let length = Int(scalar.length)
                guard length <= limits.maxScalarBytes else {
                    fail("input/limit", "scalar of \(length) bytes; the limit is \(limits.maxScalarBytes) bytes", at: range)
                    return
                }
                let first = UInt32(truncatingIfNeeded: document.scalarBytes.count)
                if length > 0, let value = scalar.value {
                    document.scalarBytes.append(contentsOf: UnsafeBufferPointer(start: value, count: length))
                }
                let index = addNode(.scalar, range: range, isPlain: scalar.plain_implicit != 0 && scalar.style == YAML_PLAIN_SCALAR_STYLE, first: first, count: UInt32(length))
                registerAnchor(scalar.anchor, node: index, range: range)
                if scalar.anchor != nil { anchoredSize[index] = 1 }
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                guard stack.count < limits.maxDepth else {
                    fail("input/limit", "nesting deeper than \(limits.maxDepth) levels", at: range,
                         fix: "flatten the snapshot; real hierarchies are far shallower")
                    return
                }
                // `count == .max` marks a collection that is still open (see `alias`).
                let index = addNode(isMapping ? .mapping : .sequence, range: range, isPlain: false, first: 0, count: .max)
                let anchor = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                registerAnchor(anchor, node: index, range: range)
                stack.append(Frame(node: index, firstPending: pendingCount, isMapping: isMapping,
                                   isAnchored: anchor != nil, aliasExtraAtStart: aliasExtra))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let frame = stack.popLast() else { return }
                let childCount = pendingCount - frame.firstPending
                let first = document.childIndices.count
                document.close(frame.node, first: UInt32(truncatingIfNeeded: first), count: UInt32(childCount),
                               end: position(event.end_mark))
                document.childIndices.append(contentsOf: pending[frame.firstPending..<pendingCount])
                pendingCount = frame.firstPending
                if frame.isMapping, childCount > 2 { checkDuplicateKeys(first: first, count: childCount) }
                if frame.isAnchored {
                    anchoredSize[frame.node] = document.nodes.count - frame.node + aliasExtra - frame.aliasExtraAtStart
                }
            case YAML_ALIAS_EVENT:
                aliasCount += 1
                guard aliasCount <= limits.maxAliases else {
                    fail("input/limit", "more than \(limits.maxAliases) aliases", at: range)
                    return
                }
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                guard let target = anchors[name] else {
                    fail("input/reference", "alias `*\(name)` names no anchor defined before it", at: range,
                         fix: "define `&\(name)` on a node above this alias")
                    return
                }
                if document.nodes[target].count == .max {
                    fail("input/reference", "alias `*\(name)` refers to a collection that contains it (a recursive structure)", at: range)
                    return
                }
                // Aliases stay references; what they would expand to is only counted, and bounded,
                // so a billion-laughs file stops here in microseconds.
                let size = anchoredSize[target] ?? 1
                aliasExpansion += size
                guard aliasExpansion <= limits.maxAliasExpansion else {
                    fail("input/limit", "aliases expand to more than \(limits.maxAliasExpansion) nodes", at: range,
                         fix: "write the repeated part out, or use fewer aliases")
                    return
                }
                _ = addNode(.alias, range: range, isPlain: false, first: UInt32(target), count: 0)
                aliasExtra += size - 1
            default:
                break
            }
        }

        mutating func addNode(_ kind: YAMLDocument.Kind, range: SourceRange, isPlain: Bool, first: UInt32, count: UInt32) -> Int {
            let index = document.nodes.count
            guard index < limits.maxNodes else {
                fail("input/limit", "more than \(limits.maxNodes) YAML nodes", at: range)
                return index
            }
            _ = document.appendNode(kind, isPlain: isPlain, range: range, first: first, count: count)
            if stack.isEmpty {
                if document.root == nil { document.root = index }
            } else {
                if pendingCount == pending.count {
                    pending.append(UInt32(index))
                } else {
                    pending[pendingCount] = UInt32(index)
                }
                pendingCount += 1
            }
            return index
        }

        @inline(__always) mutating func registerAnchor(_ anchor: UnsafeMutablePointer<yaml_char_t>?, node: Int, range: SourceRange) {
            guard let anchor else { return }
            anchors[String(cString: anchor)] = node
            if node < document.nodes.count { document.markAnchored(node) }
        }

        /// Keys are compared as bytes. Snapshot mappings are small, so a pairwise scan beats
        /// hashing; large ones (a `styles:` map, say) go through a dictionary.
        mutating func checkDuplicateKeys(first: Int, count: Int) {
            let pairCount = count / 2
            func key(_ pair: Int) -> Int { Int(document.childIndices[first + 2 * pair]) }
            func bytes(_ node: Int) -> ArraySlice<UInt8> {
                let scalar = document.nodes[node]
                return document.scalarBytes[Int(scalar.first)..<Int(scalar.first) + Int(scalar.count)]
            }
            if pairCount <= 16 {
                for later in 1..<pairCount where document.nodes[key(later)].kind == .scalar {
                    for earlier in 0..<later where document.scalarsEqual(key(earlier), key(later)) {
                        reportDuplicate(key(later), first: key(earlier))
                        break
                    }
                }
                return
            }
            var seen: [ArraySlice<UInt8>: Int] = [:]
            for pair in 0..<pairCount where document.nodes[key(pair)].kind == .scalar {
                if let first = seen[bytes(key(pair))] {
                    reportDuplicate(key(pair), first: first)
                } else {
                    seen[bytes(key(pair))] = key(pair)
                }
            }
        }

        mutating func reportDuplicate(_ key: Int, first: Int) {
            let text = document.scalar(key)
            let firstRange = document.range(first)
            diagnostics.append(Diagnostic(
                rule: "input/schema", severity: .error,
                message: "duplicate key `\(text)` (first at line \(firstRange.start.line), column \(firstRange.start.column))",
                range: document.range(key), fix: "keep one `\(text)`", logicalLocation: "yaml"))
        }
    }
}
