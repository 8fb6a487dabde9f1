import Foundation
import Testing
@testable import ModalLint

/// The old-style property list reader under `project.pbxproj`: what it reads, where it says a
/// file is malformed, and what it costs.

@Test func openStepPlistReadsStringsDataArraysAndDictionaries() throws {
    let text = """
        // !$*UTF8*$!
        {
        \tbare = com.apple.product-type.application;
        \tquoted = "a \\"quoted\\" \\\\ line\\nbreak \\U20AC \\101";
        \tsingle = 'it is';
        \tdata = <0fbd 7A>;
        \t/* a comment */ list = (one, "two", (nested), );
        \tempty = ();
        \tinner = {key = value; };
        \tnon-ascii = "Café";
        }
        """
    let plist = try OpenStepPlist.parse(Array(text.utf8)).get()
    #expect(plist.string(plist.root, "bare") == "com.apple.product-type.application")
    #expect(plist.string(plist.root, "quoted") == "a \"quoted\" \\ line\nbreak € A")
    #expect(plist.string(plist.root, "single") == "it is")
    #expect(plist.value(plist.root, "data").flatMap { plist.string($0) } == "0fbd7A")
    #expect(plist.strings(plist.root, "list").map(\.0) == ["one", "two"])
    #expect(plist.value(plist.root, "empty").map { plist.items($0).isEmpty } == true)
    let inner = try #require(plist.value(plist.root, "inner"))
    #expect(plist.string(inner, "key") == "value")
    #expect(plist.string(plist.root, "non-ascii") == "Café")
    // Positions: line and column (in code points) where each value starts.
    let bare = try #require(plist.value(plist.root, "bare"))
    #expect(plist.position(bare) == SourcePosition(line: 3, column: 9))
    let list = try #require(plist.value(plist.root, "list"))
    #expect(plist.position(list) == SourcePosition(line: 7, column: 25))
}

@Test("a malformed property list is a located failure", arguments: [
    ("{ a = b }", "expected `;` after a value, found `}`", 1, 9),
    ("{ a = b;\n  c d; }", "expected `=` after a key, found `d`", 2, 5),
    ("{ a = \"open; }", "a string opened at 1:7 never ends", 1, 15),
    ("{ a = (x y); }", "expected `,` or `)` after an item, found `y`", 1, 10),
    ("{ /* never closed", "a comment opened at 1:3 never ends", 1, 18),
    ("{ a = b; ", "a dictionary opened at 1:1 never ends", 1, 10),
    ("{ a = b; } extra", "nothing may follow the top-level value, found `e`", 1, 12),
    ("", "the file holds no value", 1, 1),
    ("{ a = <12 zz>; }", "data holds only hexadecimal digits", 1, 11),
    ("{ a = \u{01}; }", "expected a value, found byte 0x01", 1, 7),
])
func openStepPlistFailures(_ text: String, _ message: String, _ line: Int, _ column: Int) {
    guard case .failure(let failure) = OpenStepPlist.parse(Array(text.utf8)) else {
        Issue.record("\(text) parsed")
        return
    }
    #expect(failure.message == message)
    #expect(failure.position == SourcePosition(line: line, column: column))
}

/// Nesting is bounded (the parse keeps its own stack; a hundred thousand open brackets fail at
/// the bound, no recursion), and a long input is read in time linear in its size.
@Test func openStepPlistBoundsNestingAndStaysLinear() throws {
    let deep = "{a = " + String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000) + ";}"
    guard case .failure(let failure) = OpenStepPlist.parse(Array(deep.utf8)) else {
        Issue.record("100,000 nested arrays parsed")
        return
    }
    #expect(failure.message == "nested more than \(OpenStepPlist.maxDepth) deep")
    // 300,000 objects on one line (3.6 MB): a column is counted as the cursor moves, never
    // from the line's start again.
    var wide = "{objects = {"
    for index in 0..<300_000 { wide += "K\(index) = {isa = X;};" }
    wide += "};}"
    let clock = ContinuousClock()
    let elapsed = try clock.measure {
        let plist = try OpenStepPlist.parse(Array(wide.utf8)).get()
        let objects = try #require(plist.value(plist.root, "objects"))
        #expect(plist.pairs(objects).count == 300_000)
    }
    #expect(elapsed < .seconds(20), "\(elapsed)")
}
