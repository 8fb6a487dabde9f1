import Foundation
import Testing
@testable import ModalLint

/// Calls are named by what they do, not by their position: the edits people make to a
/// snapshot leave fingerprints and baseline keys as they were; a change to the finding's
/// subject changes them.
enum Identity {
    static let snapshot = """
        windows:
          - id: main
            root:
              class: AppRootViewController
              host: true
              children:
                - class: UINavigationController
                  children:
                    - id: settings
                      class: SettingsViewController
                      presented:
                        class: UINavigationController
                        style: pageSheet
                        children:
                          - id: editor
                            class: EditorViewController
                - id: notes
                  class: NotesViewController
                - id: other
                  class: OtherViewController
        calls:
          - present: ColorPickerViewController
            from: editor
            via: modals
            style: card
          - present: {class: NoteEditorViewController, id: noteEditor}
            from: notes
            via: modals
            style: sheet
          - dismiss: noteEditor
          - dismiss: noteEditor

        """
    static let colorPicker = """
          - present: ColorPickerViewController
            from: editor
            via: modals
            style: card

        """

    static func run(_ text: String) -> LintRun {
        LintRun(files: [Linter.lint(Array(text.utf8), path: "Snapshots/a.yaml")])
    }

    /// rule -> fingerprint, for the findings of a run.
    static func fingerprints(_ run: LintRun) -> [String: Set<String>] {
        let diagnostics = run.diagnostics
        var result: [String: Set<String>] = [:]
        for (diagnostic, print) in zip(diagnostics, SARIFReporter.fingerprints(diagnostics)) {
            result[diagnostic.rule, default: []].insert(print)
        }
        return result
    }
}

@Test func callsAreNamedByWhatTheyDo() {
    let run = Identity.run(Identity.snapshot)
    #expect(run.diagnostics.map(\.rule) == ["host/uikit-presentation", "lifetime/double-dismiss"])
    #expect(run.diagnostics.map(\.logicalLocation) == [
        "call(present: ColorPickerViewController, from: #editor, via: modals, style: card)",
        "call(dismiss: #noteEditor) (2)",
    ])
    // An `id:` on a call names it.
    let withID = Identity.snapshot + "    id: cancel\n"
    #expect(Identity.run(withID).diagnostics.map(\.logicalLocation).last == "call(id: cancel)")
}

@Test func aDuplicateCallIDIsAReferenceError() {
    let text = Identity.snapshot.replacingOccurrences(of: "  - dismiss: noteEditor\n", with: "  - dismiss: noteEditor\n    id: cancel\n")
    let report = Linter.lint(Array(text.utf8), path: "a.yaml")
    #expect(report.status == .invalid)
    #expect(report.diagnostics.map(\.rule) == ["input/reference"])
    #expect(report.diagnostics.first?.message.contains("the call id `cancel` is already used by the call at line") == true)
}

@Test("fingerprints and baseline keys survive the edits people make", arguments: [
    "insert a call above", "reorder", "re-indent", "rename an unrelated view controller",
])
func identitiesSurviveEdits(_ edit: String) throws {
    let original = Identity.snapshot
    let edited: String = switch edit {
    case "insert a call above":
        original.replacingOccurrences(of: "calls:\n", with: "calls:\n  - present: AboutViewController\n    from: other\n    via: modals\n    style: card\n")
    case "reorder":
        original.replacingOccurrences(of: Identity.colorPicker, with: "") + Identity.colorPicker
    case "re-indent":
        original.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix(" ") ? "  " + $0 : String($0) }.joined(separator: "\n")
    default:
        original.replacingOccurrences(of: "OtherViewController", with: "MiscellaneousViewController")
    }
    #expect(edited != original)
    let before = Identity.run(original), after = Identity.run(edited)
    #expect(after.diagnostics.map(\.rule).sorted() == before.diagnostics.map(\.rule).sorted(), "\(edit)")
    if edit != "reorder" {
        // Reordering moves lines; the others keep or shift them: none keeps the fingerprints by accident.
        #expect(after.diagnostics.map(\.range) != before.diagnostics.map(\.range) || edit == "rename an unrelated view controller")
    }
    #expect(Identity.fingerprints(after) == Identity.fingerprints(before), "\(edit)")
    var hidden = after
    FindingFilter.applyBaseline(Baseline(run: before), to: &hidden)
    #expect(hidden.diagnostics.isEmpty, "\(edit): the baseline still hides every finding")
    #expect(hidden.baselined == before.diagnostics.count)
}

@Test func aChangeToTheSubjectChangesItsIdentity() {
    let before = Identity.run(Identity.snapshot)
    let after = Identity.run(Identity.snapshot.replacingOccurrences(of: "ColorPickerViewController", with: "FontPickerViewController"))
    #expect(Identity.fingerprints(after)["host/uikit-presentation"] != Identity.fingerprints(before)["host/uikit-presentation"])
    #expect(Identity.fingerprints(after)["lifetime/double-dismiss"] == Identity.fingerprints(before)["lifetime/double-dismiss"])
    var hidden = after
    FindingFilter.applyBaseline(Baseline(run: before), to: &hidden)
    #expect(hidden.diagnostics.map(\.rule) == ["host/uikit-presentation"], "the changed finding is new to the baseline")
}

@Test func baselineMessagesAreMatchedWithoutTheirLineNumbers() {
    #expect(Baseline.Entry.maskingLines("dismissed by the call at line 12, see line 3") == "dismissed by the call at line #, see line #")
    #expect(Baseline.Entry.maskingLines("no lines here") == "no lines here")
    #expect(Baseline.Entry.maskingLines("the line is long") == "the line is long")
}

/// Call names are counted by what they are made of, not as strings (`CallNameCounts`): the
/// occurrences are those of the names compared as text, whichever words make them: an id and
/// a class written like one (`#home`), a class and a style of the same text, verbs, vias.
@Test func callNamesCountAsTheirText() throws {
    let text = """
        styles:
          CardViewController:
            usesPreferredContentSize: false
        windows:
          - root:
              id: root
              class: AppRootViewController
              host: true
              children:
                - id: home
                  class: HomeViewController
                - id: card
                  class: CardViewController
        calls:
          - present: {class: "#home"}
            from: root
            via: modals
            style: card
          - present: {class: HomeViewController, id: other}
            from: root
            via: modals
            style: card
          - present: {class: "#home"}
            from: root
            via: modals
            style: card
          - present: {class: "#home"}
            from: root
            via: toasts
            style: card
          - present: {class: CardViewController}
            from: root
            via: modals
            style: card
          - present: {class: card}
            from: root
            via: modals
            style: CardViewController
          - dismiss: home
          - remove: home
          - dismiss: home
          - present: {class: "#home"}
            from: home
            via: modals
            style: card
          - present: home
            from: root
            via: modals
            style: card

        """
    let document = try #require(YAMLLoader.load(Array(text.utf8)).document)
    let snapshot = try #require(SnapshotDecoder.decode(document).snapshot)
    let names = snapshot.calls.indices.map(snapshot.callName)
    // What the names would be counted as strings.
    var seen: [String: Int] = [:]
    let expected = names.map { name in
        let base = name.replacingOccurrences(of: #" \(\d+\)$"#, with: "", options: .regularExpression)
        seen[base, default: 0] += 1
        return seen[base]! == 1 ? base : base + " (\(seen[base]!))"
    }
    #expect(names == expected)
    #expect(names[0] == "call(present: #home, from: #root, via: modals, style: card)")
    #expect(names[2] == "call(present: #home, from: #root, via: modals, style: card) (2)")
    #expect(names[8] == "call(dismiss: #home) (2)")
    #expect(names[9] == "call(present: #home, from: #home, via: modals, style: card)")
    // The view controller whose id is `home`, named as the class `#home` is.
    #expect(names[10] == "call(present: #home, from: #root, via: modals, style: card) (3)")
    #expect(Set(names).count == names.count)
}
