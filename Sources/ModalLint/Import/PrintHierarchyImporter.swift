import Foundation

// Importer for the text printed by lldb
// `po [[[UIWindow keyWindow] rootViewController] _printHierarchy]`
// (UIKit's private -[UIViewController _printHierarchy]) -> snapshot YAML
// (format: docs/design/snapshot-format.md, version 1).
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
    /// What was skipped or assumed (lead-in text, the iOS 8 format, a repeated `po`): the
    /// import is still good.
    public var notes: [ImportProblem]
    /// View controllers of the paste (a placeholder for a presenter it does not show not counted).
    public var controllerCount: Int
    /// The paste's line of each view controller, by the `id` the YAML gives it.
    public var lines: [String: Int]

    public init(yaml: String, problems: [ImportProblem], notes: [ImportProblem] = [], controllerCount: Int,
                lines: [String: Int] = [:]) {
        self.yaml = yaml
        self.problems = problems
        self.notes = notes
        self.controllerCount = controllerCount
        self.lines = lines
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
    /// The id of the placeholder written for the presenter of a paste that starts at a presented
    /// view controller (`diagnose` takes it for whichever presenter a message names).
    public static let placeholderID = "presenterNotInPaste"

    /// The placeholder presenter of an imported paste, if it has one: a window's root written by
    /// the import, which stands for a view controller the paste does not show.
    public static func standIn(in snapshot: Snapshot) -> ControllerID? {
        guard let index = snapshot.ids[placeholderID], case .windowRoot = snapshot.controllers[index].attachment,
              snapshot.controllers[index].className == "UIViewController" else { return nil }
        return index
    }

    /// `findings` without those at the placeholder itself: what is wrong with a view controller
    /// the paste does not show is not known.
    public static func withoutStandInFindings(_ findings: [Diagnostic], in snapshot: Snapshot) -> [Diagnostic] {
        guard let standIn = standIn(in: snapshot) else { return findings }
        let line = snapshot.controllers[standIn].classRange.start.line
        return findings.filter { $0.range.start.line != line }
    }

    /// Converts a `_printHierarchy` paste to a snapshot YAML document.
    public static func convert(_ text: String, sourceName: String = "paste") -> PrintHierarchyImport {
        var parser = Parser(text)
        parser.run()
        let yaml = emitYAML(parser.forest, sourceName: sourceName)
        let byLine: (ImportProblem, ImportProblem) -> Bool = { ($0.line, $0.column) < ($1.line, $1.column) }
        let pasted = parser.forest.nodes.lazy.filter { !$0.isPlaceholder }
        return PrintHierarchyImport(yaml: yaml, problems: parser.problems.sorted(by: byLine), notes: parser.notes.sorted(by: byLine),
                                    controllerCount: pasted.count,
                                    lines: Dictionary(pasted.map { ($0.id, $0.line) }) { first, _ in first })
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
        /// `0x...` as printed, lowercased; nil when the paste has none.
        var address: String?
        /// The presenter of a paste that starts at a presented view controller: not in the paste.
        var isPlaceholder = false
        /// Nesting of the YAML collection this node is written as (the loader bounds it).
        var yamlDepth = 0

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
                let base = nodes[index].isPlaceholder ? PrintHierarchyImporter.placeholderID : PrintHierarchyImporter.baseID(forClass: nodes[index].className)
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
