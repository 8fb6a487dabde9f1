import Foundation

// Importer for the text printed by lldb
// `po [[[UIWindow keyWindow] rootViewController] _printHierarchy]`
// (UIKit's private -[UIViewController _printHierarchy]) -> snapshot YAML
// (format: design/snapshot-format.md, version 1).
//
// Shape of the input (see Fixtures/import/*.txt):
//
//     <UINavigationController 0x1>, state: disappeared, view: <UILayoutContainerView 0x2> not in the window
//        | <IndexViewController 0x3>, state: disappeared, view: <UIView 0x4> not in the window
//        + <UIImagePickerController 0x5>, state: appeared, view: <UILayoutContainerView 0x6>, presented with: <_UIFullscreenPresentationController 0x7>
//        |    | <PUUIAlbumListViewController 0x8>, state: appeared, view: (view not loaded)
//
// Everything here is iterative (no recursion over the paste's depth), never
// traps on input-derived data, and is linear in the size of the paste. Input
// and output are bounded by `maxInputBytes` and `maxControllers`.

/// A line of the paste the importer could not (fully) use. `line` and
/// `column` are 1-based and count Unicode scalars of the pasted text
/// (a tab is one column).
public struct ImportProblem: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String

    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String { "\(line):\(column): \(message)" }
}

/// The result of an import: the snapshot YAML (always a complete document,
/// even when there were problems), the problems, and how many view
/// controllers the YAML contains.
public struct PrintHierarchyImport: Sendable {
    public var yaml: String
    public var problems: [ImportProblem]
    public var controllerCount: Int

    public init(yaml: String, problems: [ImportProblem], controllerCount: Int) {
        self.yaml = yaml
        self.problems = problems
        self.controllerCount = controllerCount
    }
}

public enum PrintHierarchyImporter {
    /// Bytes (UTF-8) of the paste that are read; the rest is ignored with a problem.
    public static let maxInputBytes = 8 * 1024 * 1024
    /// View controllers kept; later lines are ignored with a problem.
    public static let maxControllers = 100_000
    /// Problems reported; one more problem says that the rest were left out.
    public static let maxProblems = 1_000
    /// Deepest block indentation written; deeper subtrees are written in flow
    /// style (`{...}`, `[...]`) at a fixed indentation, so the output stays
    /// linear in the number of view controllers whatever the depth.
    static let maxBlockIndent = 64

    /// Converts a `_printHierarchy` paste to a snapshot YAML document.
    public static func convert(_ text: String, sourceName: String = "paste") -> PrintHierarchyImport {
        var parser = Parser(text)
        parser.run()
        let yaml = emitYAML(parser.forest, sourceName: sourceName)
        return PrintHierarchyImport(yaml: yaml, problems: parser.problems, controllerCount: parser.forest.nodes.count)
    }
}

// MARK: - Model of the paste

extension PrintHierarchyImporter {
    enum State: String, Sendable {
        case appeared, appearing, disappeared, disappearing
    }

    /// What the line said after `presented with:`.
    enum PresentedWith: Equatable, Sendable {
        case notShown
        case null
        case controller(String)
    }

    struct Node: Sendable {
        var className: String
        var line: Int
        var state: State = .appeared
        var viewLoaded = true
        var inWindow = true
        /// The line had the `+` marker.
        var isPresented = false
        var presentedWith: PresentedWith = .notShown
        var children: [Int] = []
        var presented: Int?
        var id = ""

        init(className: String, line: Int) {
            self.className = className
            self.line = line
        }
    }

    /// View controllers in line order (so `id`s follow the paste), each
    /// root (top-level view controller) becomes one window.
    struct Forest: Sendable {
        var nodes: [Node] = []
        var roots: [Int] = []

        /// Gives every node a unique lowerCamelCase id derived from its class, in line order.
        mutating func assignIDs() {
            var used = Set<String>()
            var nextSuffix: [String: Int] = [:]
            for index in nodes.indices {
                let base = PrintHierarchyImporter.baseID(forClass: nodes[index].className)
                var id = base
                if used.contains(base) {
                    var n = nextSuffix[base] ?? 2
                    while used.contains(base + String(n)) { n += 1 }
                    id = base + String(n)
                    nextSuffix[base] = n + 1
                }
                used.insert(id)
                nodes[index].id = id
            }
        }
    }
}

// MARK: - Parsing

extension PrintHierarchyImporter {
    struct Parser {
        private let bytes: [UInt8]
        private let truncated: Bool
        private(set) var forest = Forest()
        private(set) var problems: [ImportProblem] = []
        private var problemsLeftOut = false

        // Tree building state. `stack` holds the open view controllers of the
        // current section with their normalized depth; nil = dropped subtree.
        private var stack: [(depth: Int, node: Int?)] = []
        private var sectionStarted = false
        private var base = 0
        private var stopped = false

        init(_ text: String) {
            var bytes = Array(text.utf8.prefix(PrintHierarchyImporter.maxInputBytes + 1))
            var truncated = false
            if bytes.count > PrintHierarchyImporter.maxInputBytes {
                truncated = true
                // Keep whole lines only.
                var end = PrintHierarchyImporter.maxInputBytes
                while end > 0, bytes[end - 1] != 0x0A, bytes[end - 1] != 0x0D { end -= 1 }
                bytes.removeSubrange(end...)
            }
            self.bytes = bytes
            self.truncated = truncated
        }

        mutating func run() {
            var lineNumber = 1
            var start = 0
            // A UTF-8 byte order mark is not part of the first line.
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
            var i = start
            let n = bytes.count
            while i < n, !stopped {
                let b = bytes[i]
                if b == 0x0A || b == 0x0D {
                    processLine(start, i, lineNumber)
                    if b == 0x0D, i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                    i += 1
                    start = i
                    lineNumber += 1
                } else {
                    i += 1
                }
            }
            if start < n, !stopped {
                processLine(start, n, lineNumber)
                lineNumber += 1
            }
            if truncated, !stopped {
                report(lineNumber, 1, "the paste is larger than \(PrintHierarchyImporter.maxInputBytes / (1024 * 1024)) MiB; ignored it from this line on")
            }
            if forest.nodes.isEmpty, problems.isEmpty {
                report(1, 1, "no view controller found: expected lines like `<UINavigationController 0x7f8>, state: appeared, view: <UILayoutContainerView 0x7f9>`")
            }
            forest.assignIDs()
        }

        // MARK: Problems

        private mutating func report(_ line: Int, _ column: Int, _ message: String) {
            if problems.count < PrintHierarchyImporter.maxProblems {
                problems.append(ImportProblem(line: line, column: column, message: message))
            } else if !problemsLeftOut {
                problemsLeftOut = true
                problems.append(ImportProblem(line: line, column: column, message: "more than \(PrintHierarchyImporter.maxProblems) problems; the rest are not reported"))
            }
        }

        /// 1-based column (in Unicode scalars) of byte `pos` on the line starting at `lineStart`.
        private func column(_ lineStart: Int, _ pos: Int) -> Int {
            var c = 1
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

        /// Lines that are not part of the hierarchy and are not mistakes:
        /// blank lines, `#` comments (fixture provenance), Markdown code
        /// fences (pastes copied from issues and chats), and lldb's prompt
        /// and commands. Returns nil for a hierarchy (or garbage) line,
        /// otherwise whether the line starts a new paste (lldb command).
        private func noise(_ lo: Int, _ hi: Int) -> Bool? {
            let p = skipWhitespace(lo, hi)
            if p >= hi { return false }
            if bytes[p] == UInt8(ascii: "#") { return false }
            if hasPrefix(p, hi, "```") || hasPrefix(p, hi, "~~~") { return false } // Markdown code fence
            if hasPrefix(p, hi, "(lldb)") { return true }
            var e = p
            while e < hi, (bytes[e] >= UInt8(ascii: "a") && bytes[e] <= UInt8(ascii: "z")) { e += 1 }
            if e > p, e == hi || whitespaceLength(e, hi) > 0 {
                switch string(p, e) {
                case "po", "p", "e", "expr", "expression", "call", "print": return true
                default: break
                }
            }
            return nil
        }

        // MARK: Lines

        private mutating func processLine(_ lo: Int, _ rawHi: Int, _ lineNumber: Int) {
            let hi = trimEnd(lo, rawHi)
            if let newPaste = noise(lo, hi) {
                if newPaste { sectionStarted = false }
                return
            }

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
            if !sawField {
                if !reported { reported = true; report(lineNumber, column(lo, start), "expected `, state: ..., view: ...` after the view controller") }
            }
        }

        // MARK: Tree

        private mutating func attach(_ node: Node, bars: Int, plus: Bool, lineNumber: Int, column: Int) {
            var depth: Int
            if !sectionStarted {
                // First view controller of a paste: it is the root, whatever
                // its prefix. A presented root (`   + <X>`, as printed for a
                // view controller presented from outside the printed tree)
                // has its children one `|` deep.
                sectionStarted = true
                stack.removeAll(keepingCapacity: true)
                base = plus ? (bars == 0 ? 0 : bars + 1) : bars
                depth = 0
            } else {
                depth = bars + (plus ? 1 : 0) - base
                if depth < 0 {
                    report(lineNumber, column, "this line is less indented than the first view controller of the paste; it starts a new window")
                    depth = 0
                }
            }
            while let top = stack.last, top.depth >= depth { stack.removeLast() }

            if forest.nodes.count >= PrintHierarchyImporter.maxControllers {
                report(lineNumber, column, "more than \(PrintHierarchyImporter.maxControllers) view controllers; ignored the paste from this line on")
                stopped = true
                return
            }

            guard let top = stack.last else {
                forest.roots.append(forest.nodes.count)
                stack.append((depth, forest.nodes.count))
                forest.nodes.append(node)
                return
            }
            guard let parent = top.node else {
                // Inside a dropped subtree.
                stack.append((depth, nil))
                return
            }
            let index = forest.nodes.count
            if plus {
                if let first = forest.nodes[parent].presented {
                    report(lineNumber, column, "\(Self.excerpt(forest.nodes[parent].className)) (line \(forest.nodes[parent].line)) already presents \(Self.excerpt(forest.nodes[first].className)) (line \(forest.nodes[first].line)); a view controller presents at most one: kept the first, dropped this one and what it contains")
                    stack.append((depth, nil))
                    return
                }
                forest.nodes[parent].presented = index
            } else {
                forest.nodes[parent].children.append(index)
            }
            stack.append((depth, index))
            forest.nodes.append(node)
        }

        // MARK: Names

        /// The class name in the text between `<` and `>`: drops a
        /// description after `;`, the address (` 0x...`, `: 0x...`) and a
        /// trailing colon.
        static func className(_ inner: String) -> String? {
            var s = Substring(inner)
            var depth = 0
            if let semicolon = s.firstIndex(where: { c in
                if c == "<" { depth += 1 } else if c == ">" { depth -= 1 }
                return c == ";" && depth == 0
            }) {
                s = s[..<semicolon]
            }
            s = trimmed(s)
            if let space = s.lastIndex(where: isSpace), isAddress(s[s.index(after: space)...]) {
                s = trimmed(s[..<space])
            } else if let colon = s.lastIndex(of: ":"), isAddress(s[s.index(after: colon)...]) {
                s = s[..<colon]
            }
            while s.last == ":" { s = s.dropLast() }
            s = trimmed(s)
            return s.isEmpty ? nil : String(s)
        }

        private static func isSpace(_ c: Character) -> Bool {
            c == " " || c == "\t" || c == "\u{A0}" || c == "\u{0B}" || c == "\u{0C}"
        }

        private static func trimmed(_ s: Substring) -> Substring {
            var s = s
            while let f = s.first, isSpace(f) { s = s.dropFirst() }
            while let l = s.last, isSpace(l) { s = s.dropLast() }
            return s
        }

        private static func isAddress(_ s: Substring) -> Bool {
            let u = Array(s.utf8)
            guard u.count > 2, u[0] == UInt8(ascii: "0"), u[1] == UInt8(ascii: "x") || u[1] == UInt8(ascii: "X") else { return false }
            return u[2...].allSatisfy { b in
                (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "f")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "F"))
            }
        }

        /// `_TtC<len><module><len><class>` (and nested `_TtCC...`) -> `Module.Class`;
        /// anything else (generics, private discriminators, ...) as is.
        static func demangled(_ name: String) -> String {
            let u = Array(name.utf8)
            guard u.count > 4, u[0] == UInt8(ascii: "_"), u[1] == UInt8(ascii: "T"), u[2] == UInt8(ascii: "t"), u[3] == UInt8(ascii: "C") else { return name }
            var i = 3
            var classes = 0
            while i < u.count, u[i] == UInt8(ascii: "C") { classes += 1; i += 1 }
            var parts: [String] = []
            while i < u.count {
                guard u[i] >= UInt8(ascii: "1"), u[i] <= UInt8(ascii: "9") else { return name }
                var length = 0
                while i < u.count, u[i] >= UInt8(ascii: "0"), u[i] <= UInt8(ascii: "9") {
                    length = length * 10 + Int(u[i] - UInt8(ascii: "0"))
                    if length > u.count { return name }
                    i += 1
                }
                guard length > 0, i + length <= u.count else { return name }
                let identifier = u[i..<(i + length)]
                guard identifier.allSatisfy(isIdentifierByte) else { return name }
                parts.append(String(decoding: identifier, as: UTF8.self))
                i += length
            }
            guard parts.count == classes + 1 else { return name }
            return parts.joined(separator: ".")
        }

        static func excerpt(_ s: String) -> String {
            let limit = 80
            if s.unicodeScalars.count <= limit { return s }
            return String(String.UnicodeScalarView(s.unicodeScalars.prefix(limit))) + "…"
        }
    }

    static func isIdentifierByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_")
    }
}

// MARK: - ids

extension PrintHierarchyImporter {
    /// lowerCamelCase id from a class name: module and generic arguments
    /// dropped, the `UI` prefix of UIKit classes dropped
    /// (`UINavigationController` -> `navigationController`,
    /// `App.SettingsViewController` -> `settingsViewController`,
    /// `PSPDFViewController` -> `pspdfViewController`, a mangled
    /// `_TtGC7SwiftUI19UIHostingController...` -> `hostingController`).
    static func baseID(forClass className: String) -> String {
        var name = Substring(className)
        if name.hasPrefix("_Tt") {
            // Mangled: the last identifier of the leading `<len><identifier>` run.
            let u = Array(name.utf8)
            var i = 3
            while i < u.count, !(u[i] >= UInt8(ascii: "1") && u[i] <= UInt8(ascii: "9")) {
                guard (u[i] >= UInt8(ascii: "A") && u[i] <= UInt8(ascii: "Z")) || (u[i] >= UInt8(ascii: "a") && u[i] <= UInt8(ascii: "z")) else { break }
                i += 1
            }
            var last: Substring?
            while i < u.count, u[i] >= UInt8(ascii: "1"), u[i] <= UInt8(ascii: "9") {
                var length = 0
                while i < u.count, u[i] >= UInt8(ascii: "0"), u[i] <= UInt8(ascii: "9") {
                    length = length * 10 + Int(u[i] - UInt8(ascii: "0"))
                    if length > u.count { break }
                    i += 1
                }
                guard length > 0, i + length <= u.count, u[i..<(i + length)].allSatisfy(isIdentifierByte) else { break }
                last = Substring(String(decoding: u[i..<(i + length)], as: UTF8.self))
                i += length
            }
            if let last { name = last }
        }
        if let generic = name.firstIndex(of: "<") { name = name[..<generic] }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        var letters = Array(name.utf8.filter(isIdentifierByte))
        while letters.first == UInt8(ascii: "_") { letters.removeFirst() }
        // Drop UIKit's `UI` prefix: UINavigationController -> NavigationController.
        if letters.count > 2, letters[0] == UInt8(ascii: "U"), letters[1] == UInt8(ascii: "I"), isUpper(letters[2]) {
            letters.removeFirst(2)
        }
        var upperRun = 0
        while upperRun < letters.count, isUpper(letters[upperRun]) { upperRun += 1 }
        var lowerCount = upperRun
        if upperRun > 1, upperRun < letters.count, isLower(letters[upperRun]) {
            lowerCount = upperRun - 1 // `PSPDFView...`: the last capital starts the next word
        }
        for k in 0..<lowerCount { letters[k] += 0x20 }
        if letters.count > 64 { letters.removeSubrange(64...) }
        if letters.isEmpty { return "viewController" }
        if letters[0] >= UInt8(ascii: "0"), letters[0] <= UInt8(ascii: "9") { letters.insert(contentsOf: Array("vc".utf8), at: 0) }
        return String(decoding: letters, as: UTF8.self)
    }

    private static func isUpper(_ b: UInt8) -> Bool { b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z") }
    private static func isLower(_ b: UInt8) -> Bool { b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z") }
}

// MARK: - Presentation styles

extension PrintHierarchyImporter {
    struct InferredStyle: Equatable, Sendable {
        /// The snapshot `style:` value; nil = leave the key out (automatic).
        var style: String?
        /// A comment for the YAML.
        var comment: String?
        /// Presented by UIAlertController's own presentation controllers.
        var alertController = false
        var actionSheet = false
    }

    /// Maps the presentation controller class printed after `presented with:` to a snapshot style.
    static func inferStyle(_ presentedWith: PresentedWith) -> InferredStyle {
        switch presentedWith {
        case .notShown:
            return InferredStyle(style: nil, comment: "presentation controller not shown in the paste: style unknown")
        case .null:
            return InferredStyle(style: nil, comment: "presented with (null): style unknown")
        case .controller(let name):
            switch name {
            case "_UIFullscreenPresentationController":
                return InferredStyle(style: "fullScreen")
            case "_UIPageSheetPresentationController":
                return InferredStyle(style: "pageSheet")
            case "_UIFormSheetPresentationController":
                return InferredStyle(style: "formSheet")
            case "UIPopoverPresentationController", "_UIPopoverPresentationController":
                return InferredStyle(style: "popover")
            case "_UIOverFullscreenPresentationController":
                return InferredStyle(style: "overFullScreen")
            case "_UICurrentContextPresentationController":
                return InferredStyle(style: "currentContext")
            case "_UIOverCurrentContextPresentationController":
                return InferredStyle(style: "overCurrentContext")
            case "UISheetPresentationController", "_UISheetPresentationController":
                return InferredStyle(style: "pageSheet", comment: "presented with \(name): a sheet (pageSheet or formSheet)")
            case "_UIAlertControllerAlertPresentationController":
                return InferredStyle(style: "overFullScreen", comment: "presented with \(name): a UIAlertController alert (custom presentation that keeps the presenter on screen)", alertController: true)
            case "_UIAlertControllerActionSheetRegularPresentationController":
                return InferredStyle(style: "popover", comment: "presented with \(name): a UIAlertController action sheet shown as a popover", alertController: true, actionSheet: true)
            default:
                if name.hasPrefix("_UIAlertControllerActionSheet") {
                    return InferredStyle(style: "overFullScreen", comment: "presented with \(name): a UIAlertController action sheet (custom presentation that keeps the presenter on screen)", alertController: true, actionSheet: true)
                }
                if name.hasPrefix("_UIAlertController") {
                    return InferredStyle(style: "overFullScreen", comment: "presented with \(name): a UIAlertController (custom presentation that keeps the presenter on screen)", alertController: true)
                }
                return InferredStyle(style: "custom", comment: "presented with \(name)")
            }
        }
    }

    static func isModalHost(_ className: String) -> Bool {
        className == "ModalHostContainerViewController" || className.hasSuffix(".ModalHostContainerViewController") || className.contains("ModalHost")
    }
}

// MARK: - YAML output

extension PrintHierarchyImporter {
    private enum Item {
        case field(String, String, comment: String?)
        case comment(String)
    }

    private enum Task {
        case block(Int, indent: Int, dash: Bool)
        case flow(Int, indent: Int)
        case text(String)
    }

    /// Writes the snapshot document. Iterative (explicit task stack): block
    /// style down to `maxBlockIndent`, flow style below.
    static func emitYAML(_ forest: Forest, sourceName: String) -> String {
        var out = ""
        out.reserveCapacity(64 + forest.nodes.count * 96)
        out += "# Imported by modallint from \(commentText(sourceName))\n"
        out += "modallint: 1\n"
        out += "name: \(yamlScalar("Imported from \(sourceName)"))\n"
        guard !forest.roots.isEmpty else {
            out += "windows: []\n"
            return out
        }
        out += "windows:\n"

        var pads: [String] = []
        func pad(_ n: Int) -> String {
            while pads.count <= n { pads.append(String(repeating: " ", count: pads.count)) }
            return pads[n]
        }

        var tasks: [Task] = []
        for root in forest.roots.reversed() {
            tasks.append(.block(root, indent: 6, dash: false))
            tasks.append(.text("  - root:\n"))
        }
        let isRoot = Set(forest.roots)

        while let task = tasks.popLast() {
            switch task {
            case .text(let text):
                out += text

            case let .block(index, indent, dash):
                let node = forest.nodes[index]
                var first = true
                for item in items(node, isRoot: isRoot.contains(index)) {
                    switch item {
                    case let .field(key, value, comment):
                        out += first && dash ? pad(indent - 2) + "- " : pad(indent)
                        out += key + ": " + value
                        if let comment { out += "  # " + comment }
                        out += "\n"
                    case .comment(let text):
                        out += pad(indent) + "# " + text + "\n"
                    }
                    first = false
                }
                if let presented = node.presented {
                    if indent + 2 <= maxBlockIndent {
                        tasks.append(.block(presented, indent: indent + 2, dash: false))
                    } else {
                        tasks.append(.text("\n"))
                        tasks.append(.flow(presented, indent: indent + 2))
                    }
                    tasks.append(.text(pad(indent) + "presented:\n"))
                }
                if !node.children.isEmpty {
                    if indent + 4 <= maxBlockIndent {
                        for child in node.children.reversed() {
                            tasks.append(.block(child, indent: indent + 4, dash: true))
                        }
                        tasks.append(.text(pad(indent) + "children:\n"))
                    } else {
                        tasks.append(.text("]\n"))
                        pushFlowChildren(node.children, indent: indent + 2, &tasks)
                        tasks.append(.text(pad(indent) + "children: [\n"))
                    }
                }

            case let .flow(index, indent):
                let node = forest.nodes[index]
                var fields: [String] = []
                for item in items(node, isRoot: isRoot.contains(index)) {
                    switch item {
                    case let .field(key, value, comment):
                        fields.append(key + ": " + value)
                        if let comment { out += pad(indent) + "# " + comment + "\n" }
                    case .comment(let text):
                        out += pad(indent) + "# " + text + "\n"
                    }
                }
                out += pad(indent) + "{" + fields.joined(separator: ", ")
                tasks.append(.text("}"))
                if let presented = node.presented {
                    tasks.append(.flow(presented, indent: indent))
                    tasks.append(.text(", presented:\n"))
                }
                if !node.children.isEmpty {
                    tasks.append(.text("]"))
                    pushFlowChildren(node.children, indent: indent, &tasks)
                    tasks.append(.text(", children: [\n"))
                }
            }
        }
        return out
    }

    private static func pushFlowChildren(_ children: [Int], indent: Int, _ tasks: inout [Task]) {
        var k = children.count - 1
        while k >= 0 {
            tasks.append(.flow(children[k], indent: indent))
            if k > 0 { tasks.append(.text(",\n")) }
            k -= 1
        }
    }

    /// The keys of one view controller, in output order.
    private static func items(_ node: Node, isRoot: Bool) -> [Item] {
        var items: [Item] = [
            .field("class", yamlScalar(node.className), comment: nil),
            .field("id", yamlScalar(node.id), comment: nil),
        ]
        var inferred = InferredStyle()
        if node.isPresented {
            inferred = inferStyle(node.presentedWith)
            if isRoot {
                // A window root has no `style`: say how it was presented.
                let how: String
                switch node.presentedWith {
                case .notShown: how = ""
                case .null: how = " with (null)"
                case .controller(let name): how = " with \(name)"
                }
                items.append(.comment(commentText(
                    "presented\(how) by a view controller that is not in the paste" + (inferred.style.map { " (style \($0))" } ?? ""))))
            } else if let style = inferred.style {
                items.append(.field("style", style, comment: inferred.comment.map(commentText)))
            } else if let comment = inferred.comment {
                items.append(.comment(commentText(comment)))
            }
        }
        if inferred.alertController, node.className != "UIAlertController" {
            items.append(.field("is", "[UIAlertController]", comment: nil))
        }
        if inferred.actionSheet { items.append(.field("actionSheet", "true", comment: nil)) }
        if isModalHost(node.className) { items.append(.field("host", "true", comment: nil)) }
        if node.state != .appeared { items.append(.field("state", node.state.rawValue, comment: nil)) }
        if !node.viewLoaded { items.append(.field("viewLoaded", "false", comment: nil)) }
        if !node.inWindow { items.append(.field("inWindow", "false", comment: nil)) }
        return items
    }

    private static let reservedWords: Set<String> = ["true", "false", "yes", "no", "on", "off", "y", "n", "null"]

    /// A YAML scalar for `s`: plain when that is unambiguous in block and
    /// flow context, else double-quoted with escapes.
    static func yamlScalar(_ s: String) -> String {
        if isPlainSafe(s) { return s }
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            case "\u{85}": out += "\\N"
            case "\u{2028}": out += "\\L"
            case "\u{2029}": out += "\\P"
            default:
                let v = scalar.value
                if v < 0x20 || (v >= 0x7F && v <= 0x9F) {
                    out += "\\x" + hex(v, digits: 2)
                } else if v == 0xFEFF || v == 0xFFFE || v == 0xFFFF {
                    out += "\\u" + hex(v, digits: 4)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    private static func isPlainSafe(_ s: String) -> Bool {
        let u = Array(s.utf8)
        guard let first = u.first, let last = u.last else { return false }
        guard isUpper(first) || isLower(first) || first == UInt8(ascii: "_") else { return false }
        guard last != UInt8(ascii: " "), last != UInt8(ascii: "-"), !s.hasPrefix("_Tt") else { return false }
        for b in u where !(isIdentifierByte(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: " ") || b == UInt8(ascii: "-")) { return false }
        return !reservedWords.contains(s.lowercased())
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let h = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - h.count)) + h
    }

    /// Text safe inside a `#` comment: one line, printable, bounded.
    static func commentText(_ s: String) -> String {
        var out = ""
        var count = 0
        for scalar in s.unicodeScalars {
            if count == 200 { out += "…"; break }
            let v = scalar.value
            if v < 0x20 || (v >= 0x7F && v <= 0x9F) || v == 0x2028 || v == 0x2029 || v == 0xFEFF || v == 0xFFFE || v == 0xFFFF {
                out += "?"
            } else {
                out.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return out
    }
}
