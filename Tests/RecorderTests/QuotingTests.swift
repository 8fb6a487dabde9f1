import ModalLint
import Testing
@testable import ModalLintRecorder
import TestSupport

/// Any string the recorder writes (a class name, an id, the title) reads back as itself
/// through modallint's loader: a property test over strings made of YAML's troublemakers.
@Suite("YAML quoting")
struct QuotingTests {
    static let pieces: [String] = [
        // Characters with a meaning in YAML, controls, breaks, non-ASCII.
        "a", "Z", "_", "-", ".", ":", ": ", "#", " #", "'", "\"", "\\", " ", "\t", "\n", "\r", "\0", "\u{7}",
        "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{2029}", "\u{FEFF}", "\u{FFFE}", "\u{FFFF}",
        "é", "日本", "😀", "{", "}", "[", "]", ",", "&", "*", "!", "|", ">", "%", "@", "`", "?", "~", "0", "7",
        "<", "=",
        // Whole scalars another type would claim, and module-qualified and generic names.
        "yes", "No", "ON", "off", "y", "N", "true", "False", "null", "Null", "~", "0x1F", "1e3", "-1", ".inf",
        ".NaN", "0o7", "12:30", "<<", "---", "...", "App.Settings", "App.Box<App.Editor>", "Swift.Int",
    ]

    static func strings(count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator.Seeded(seed: 16)
        return (0..<count).map { _ in
            let length = Int.random(in: 1...6, using: &generator)
            return (0..<length).map { _ in pieces.randomElement(using: &generator)! }.joined()
        }
    }

    @Test("odd strings as name, class, id, superclass and style name read back unchanged, and ids still resolve")
    func roundTrip() throws {
        let cases = Self.pieces + Self.strings(count: 1_500)
        for text in cases {
            var snapshot = RecordedSnapshot(name: text)
            var root = RecordedViewController(className: text, id: text)
            root.children = [1]
            root.superclasses = [text, "UINavigationController"]
            snapshot.controllers = [root, RecordedViewController(className: "App.Child", id: text + "2")]
            snapshot.windows = [RecordedWindow(level: 0, isKey: true, root: 0)]
            snapshot.calls = [RecordedCall(.present(className: text, id: text + "3", from: text + "2", via: .uikit, style: "pageSheet",
                                                    lifetimeKept: nil, immediately: false)),
                              RecordedCall(.present(className: "App.Card", id: text + "4", from: text, via: .modals, style: text,
                                                    lifetimeKept: true, immediately: false))]
            snapshot.styles[text] = RecordedModalStyle(sizing: .full, usesPreferredContentSize: false)
            let yaml = SnapshotWriter().yaml(snapshot)
            let (loaded, diagnostics) = Linter.load(Array(yaml.utf8))
            #expect(diagnostics.isEmpty, "\(text.debugDescription): \(diagnostics.map(\.message))\n\(yaml)")
            guard let loaded else { continue }
            #expect(loaded.name == text, "\(text.debugDescription)")
            #expect(loaded.controllers.first?.className == text, "\(text.debugDescription)")
            #expect(loaded.controllers.first?.id == text, "\(text.debugDescription)")
            #expect(loaded.ids[text + "2"] == 1, "\(text.debugDescription)")
            #expect(loaded.ids[text + "3"] == 2, "\(text.debugDescription): the call's id")
            #expect(loaded.controllers.dropFirst(2).first?.className == text, "\(text.debugDescription): the call's class")
            #expect(loaded.controllers.first?.declaredTraits == [text, "UINavigationController"], "\(text.debugDescription)")
            #expect(loaded.calls.last?.presentation?.modalStyle == text, "\(text.debugDescription)")
        }
    }

    @Test("an app with no window still writes a snapshot that loads")
    func empty() {
        let yaml = SnapshotWriter().yaml(RecordedSnapshot(name: "nothing on screen"))
        #expect(Linter.load(Array(yaml.utf8)).diagnostics.isEmpty, "\(yaml)")
    }

    @Test("plain only when nothing else can read it otherwise")
    func plainOrQuoted() {
        #expect(YAMLText.scalar("App.SettingsViewController") == "App.SettingsViewController")
        #expect(YAMLText.scalar("navigationController2") == "navigationController2")
        for text in ["", "yes", "No", "on", "OFF", "y", "null", "true", "0", "1e3", "-x", ".inf", "a b", "a:b", "a#b",
                     "App.Box<App.Editor>", "é"] {
            #expect(YAMLText.scalar(text).hasPrefix("\""), "\(text.debugDescription)")
        }
        #expect(YAMLText.quoted("a\u{85}\u{2028}\u{FEFF}\u{1}\"\\") == #""a\N\L\uFEFF\x01\"\\""#)
        #expect(YAMLText.comment("a\nb\u{2028}c") == "a?b?c")
        #expect(YAMLText.number(320) == "320")
        #expect(YAMLText.number(480.5) == "480.5")
        #expect(YAMLText.number(.infinity) == nil)
    }

    @Test("ids from class names: plain where they can be, unique, never empty")
    func ids() {
        var ids = IDAllocator()
        let made = ["App.SettingsViewController", "UINavigationController", "UINavigationController",
                    "App.Box<App.Editor>", "App.Step2", "App.Step2", "App.URLViewController", "App.PDF",
                    "App.(unknown)", "_", "App.Éditeur", "App.Box"].map { ids.make(forClass: $0) }
        #expect(made == ["settingsViewController", "navigationController", "navigationController2", "box", "step2_",
                         "step2_2", "urlViewController", "pdf", "unknown", "viewController", "éditeur", "box2"])
        #expect(Set(made).count == made.count)
    }
}
