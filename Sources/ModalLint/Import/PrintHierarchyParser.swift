import Foundation

// MARK: - Parsing

extension PrintHierarchyImporter {
    struct Parser {
        /// The line being parsed (one cleaned `PasteLine`).
        private var bytes: [UInt8] = []
        /// Column of `bytes[0]` on its line of the paste, minus one.
        private var columnBase = 0
        private let text: String
        var forest = Forest()
        private(set) var problems: [ImportProblem] = []
        /// What was skipped or assumed: the import still succeeds.
        var notes: [ImportProblem] = []
        private var problemsLeftOut = false

        // Tree building state. `stack` holds the open view controllers of the
        // current section with their normalized depth; nil = dropped subtree.
        var stack: [(depth: Int, node: Int?)] = []
        var sectionStarted = false
        var base = 0
        var stopped = false
        /// Lines in the iOS 8 format (no `state:` nor `view:`): the first one, and how many.
        private var bareLines: [(line: Int, column: Int)] = []
        private var sawFieldsAnywhere = false
        /// The first node of each window root's run of nodes, for finding a second `po` of the same window.
        var rootStarts: [Int] = []
        var sectionHasRoot = false

        init(_ text: String) {
            self.text = text
        }

        mutating func run() {
            var bytes = Array(text.utf8.prefix(PrintHierarchyImporter.maxInputBytes + 1))
            var truncated = false
            if bytes.count > PrintHierarchyImporter.maxInputBytes {
                truncated = true
                // Keep whole lines only.
                var end = PrintHierarchyImporter.maxInputBytes
                while end > 0, bytes[end - 1] != 0x0A, bytes[end - 1] != 0x0D { end -= 1 }
                bytes.removeSubrange(end...)
            }
            let cleaner = PasteCleaner(bytes, truncatedAtLine: nil)
            problems = cleaner.problems
            notes = cleaner.notes
            var lastLine = 0
            for line in cleaner.lines {
                if stopped { break }
                lastLine = line.number
                switch line.kind {
                case .command:
                    sectionStarted = false
                    sectionHasRoot = false
                case .entry, .other, .view:
                    self.bytes = line.bytes
                    columnBase = line.column - 1
                    processLine(0, line.bytes.count, line.number)
                }
            }
            if truncated, !stopped {
                report(lastLine + 1, 1, "the paste is larger than \(PrintHierarchyImporter.maxInputBytes / (1024 * 1024)) MiB; ignored it from this line on")
            }
            if sawFieldsAnywhere {
                for bare in bareLines { report(bare.line, bare.column, "expected `, state: ..., view: ...` after the view controller") }
            } else if let first = bareLines.first {
                notes.append(ImportProblem(line: first.line, column: 1, message:
                    "\(bareLines.count) line\(bareLines.count == 1 ? " has" : "s have") no `state:` nor `view:` (the iOS 8 format): imported as appeared and in the window"))
            }
            if forest.nodes.isEmpty, problems.isEmpty {
                report(1, 1, "no view controller found: expected lines like `<UINavigationController 0x7f8>, state: appeared, view: <UILayoutContainerView 0x7f9>`")
            }
            dropRepeatedWindows()
            forest.assignIDs()
        }

        // MARK: Problems

        mutating func report(_ line: Int, _ column: Int, _ message: String) {
            if problems.count < PrintHierarchyImporter.maxProblems {
                problems.append(ImportProblem(line: line, column: column, message: message))
            } else if !problemsLeftOut {
                problemsLeftOut = true
                problems.append(ImportProblem(line: line, column: column, message: "more than \(PrintHierarchyImporter.maxProblems) problems; the rest are not reported"))
            }
        }

        /// 1-based column (in Unicode scalars) of byte `pos` on the line starting at `lineStart`.
        private func column(_ lineStart: Int, _ pos: Int) -> Int {
            var c = 1 + columnBase
            var k = lineStart
            while k < pos {
                if bytes[k] & 0xC0 != 0x80 { c += 1 }
                k += 1
            }
            return c
        }

        // MARK: Lexing helpers

        /// Length of the whitespace character at `i` (space, tab, no-break space), 0 if none.
        private func whitespaceLength(_ i: Int, _ hi: Int) -> Int {
            guard i < hi else { return 0 }
            switch bytes[i] {
            case 0x20, 0x09, 0x0B, 0x0C: return 1
            case 0xC2 where i + 1 < hi && bytes[i + 1] == 0xA0: return 2
            default: return 0
            }
        }

        private func skipWhitespace(_ i: Int, _ hi: Int) -> Int {
            var i = i
            while true {
                let w = whitespaceLength(i, hi)
                if w == 0 { return i }
                i += w
            }
        }

        /// End (exclusive) of the text in `lo..<hi` without trailing whitespace.
        private func trimEnd(_ lo: Int, _ hi: Int) -> Int {
            var e = hi
            while e > lo {
                if bytes[e - 1] == 0x20 || bytes[e - 1] == 0x09 || bytes[e - 1] == 0x0B || bytes[e - 1] == 0x0C {
                    e -= 1
                } else if e - 2 >= lo, bytes[e - 2] == 0xC2, bytes[e - 1] == 0xA0 {
                    e -= 2
                } else {
                    break
                }
            }
            return e
        }

        private func string(_ lo: Int, _ hi: Int) -> String {
            guard lo < hi else { return "" }
            return String(decoding: bytes[lo..<hi], as: UTF8.self)
        }

        /// Index of the `>` that closes the `<` at `i`, or nil.
        private func matchAngle(_ i: Int, _ hi: Int) -> Int? {
            var depth = 0
            var k = i
            while k < hi {
                if bytes[k] == UInt8(ascii: "<") {
                    depth += 1
                } else if bytes[k] == UInt8(ascii: ">") {
                    depth -= 1
                    if depth == 0 { return k }
                }
                k += 1
            }
            return nil
        }

        private func hasPrefix(_ i: Int, _ hi: Int, _ ascii: String) -> Bool {
            var k = i
            for u in ascii.utf8 {
                guard k < hi, bytes[k] == u else { return false }
                k += 1
            }
            return true
        }

        // MARK: Lines

        private mutating func processLine(_ lo: Int, _ rawHi: Int, _ lineNumber: Int) {
            let hi = trimEnd(lo, rawHi)

            // Depth prefix: `   | ` per level, `   + ` for a presented view controller.
            var i = lo
            var bars = 0
            var plus = false
            while i < hi {
                let w = whitespaceLength(i, hi)
                if w > 0 { i += w; continue }
                let b = bytes[i]
                if b == UInt8(ascii: "|") {
                    if plus {
                        report(lineNumber, column(lo, i), "unexpected `|` after `+` in the depth prefix")
                        return
                    }
                    bars += 1
                } else if b == UInt8(ascii: "+") {
                    if plus {
                        report(lineNumber, column(lo, i), "unexpected second `+` in the depth prefix")
                        return
                    }
                    plus = true
                } else {
                    break
                }
                i += 1
            }
            guard i < hi else {
                report(lineNumber, column(lo, i), "expected a view controller `<ClassName 0x...>` after the depth prefix")
                return
            }
            guard bytes[i] == UInt8(ascii: "<") else {
                if bars == 0, !plus {
                    report(lineNumber, column(lo, i), "not a `_printHierarchy` line: expected `<ClassName 0x...>, state: ..., view: ...`")
                } else {
                    report(lineNumber, column(lo, i), "expected a view controller `<ClassName 0x...>` after the depth prefix")
                }
                return
            }
            guard let close = matchAngle(i, hi) else {
                report(lineNumber, column(lo, i), "unterminated `<`: expected `<ClassName 0x...>`")
                return
            }
            guard let className = Self.className(string(i + 1, close)) else {
                report(lineNumber, column(lo, i + 1), "missing class name in `<...>`")
                return
            }

            var node = Node(className: Self.demangled(className), line: lineNumber)
            node.address = Self.address(string(i + 1, close))
            node.isPresented = plus
            parseFields(&node, from: close + 1, lo, hi, lineNumber)
            attach(node, bars: bars, plus: plus, lineNumber: lineNumber, column: column(lo, i))
        }

        /// `, state: S, view: <V ...>[ not in the window][, presented with: <P ...>|(null)]`
        private mutating func parseFields(_ node: inout Node, from start: Int, _ lo: Int, _ hi: Int, _ lineNumber: Int) {
            var i = start
            var sawField = false
            // One problem per line: a hostile line with a million bad fields
            // must not cost a million column computations.
            var reported = false
            while true {
                i = skipWhitespace(i, hi)
                if i >= hi { break }
                guard bytes[i] == UInt8(ascii: ",") else {
                    if !reported { reported = true; report(lineNumber, column(lo, i), "unexpected text `\(Self.excerpt(string(i, hi)))`; expected `, state: ...` or `, view: ...`") }
                    break
                }
                i = skipWhitespace(i + 1, hi)
                let keyStart = i
                while i < hi, bytes[i] != UInt8(ascii: ":"), bytes[i] != UInt8(ascii: ",") { i += 1 }
                guard i < hi, bytes[i] == UInt8(ascii: ":") else {
                    if !reported { reported = true; report(lineNumber, column(lo, keyStart), "expected `key: value` after `,`") }
                    if i >= hi { break }
                    continue
                }
                let key = string(keyStart, trimEnd(keyStart, i)).lowercased()
                i = skipWhitespace(i + 1, hi)
                let valueStart = i
                var angles = 0
                var parens = 0
                while i < hi {
                    let b = bytes[i]
                    if b == UInt8(ascii: "<") {
                        angles += 1
                    } else if b == UInt8(ascii: ">") {
                        angles = max(0, angles - 1)
                    } else if b == UInt8(ascii: "(") {
                        parens += 1
                    } else if b == UInt8(ascii: ")") {
                        parens = max(0, parens - 1)
                    } else if b == UInt8(ascii: ","), angles == 0, parens == 0 {
                        break
                    }
                    i += 1
                }
                let valueEnd = trimEnd(valueStart, i)
                let value = string(valueStart, valueEnd)
                sawField = true

                switch key {
                case "state":
                    if let state = State(rawValue: value.lowercased()) {
                        node.state = state
                    } else {
                        if !reported { reported = true; report(lineNumber, column(lo, valueStart), "unknown state `\(Self.excerpt(value))`; expected appeared, appearing, disappeared or disappearing") }
                    }
                case "view":
                    if value.hasPrefix("(") {
                        if value.lowercased() == "(view not loaded)" {
                            node.viewLoaded = false
                        } else {
                            if !reported { reported = true; report(lineNumber, column(lo, valueStart), "unknown view `\(Self.excerpt(value))`; expected `<ViewClass 0x...>` or `(view not loaded)`") }
                        }
                    } else if value.hasPrefix("<") {
                        guard let close = matchAngle(valueStart, valueEnd) else {
                            if !reported { reported = true; report(lineNumber, column(lo, valueStart), "unterminated `<` in the view") }
                            break
                        }
                        let restStart = skipWhitespace(close + 1, valueEnd)
                        let rest = string(restStart, valueEnd)
                        if rest.isEmpty {
                            node.inWindow = true
                        } else if rest.lowercased() == "not in the window" {
                            node.inWindow = false
                        } else {
                            if !reported { reported = true; report(lineNumber, column(lo, restStart), "unexpected `\(Self.excerpt(rest))` after the view; expected `not in the window` or nothing") }
                        }
                    } else {
                        if !reported { reported = true; report(lineNumber, column(lo, valueStart), "unknown view `\(Self.excerpt(value))`; expected `<ViewClass 0x...>` or `(view not loaded)`") }
                    }
                case "presented with":
                    let lower = value.lowercased()
                    if lower == "(null)" || lower == "nil" || lower == "(nil)" {
                        node.presentedWith = .null
                    } else if value.hasPrefix("<"), let close = matchAngle(valueStart, valueEnd), close + 1 == valueEnd,
                              let name = Self.className(string(valueStart + 1, close)) {
                        node.presentedWith = .controller(Self.demangled(name))
                    } else {
                        if !reported { reported = true; report(lineNumber, column(lo, valueStart), "unknown presentation controller `\(Self.excerpt(value))`; expected `<ClassName 0x...>` or `(null)`") }
                    }
                default:
                    if !reported { reported = true; report(lineNumber, column(lo, keyStart), "unknown field `\(Self.excerpt(key))` ignored; expected state, view or presented with") }
                }
            }
            if !sawField, !reported {
                // The iOS 8 format printed no state nor view: one note for the paste, not a problem per
                // line; in a paste whose other lines have them, the line lost them (reported at the end).
                bareLines.append((lineNumber, column(lo, start)))
            } else if sawField {
                sawFieldsAnywhere = true
            }
        }
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }
}
