import Foundation
import Testing
@testable import ModalLint

/// A YAML file found in a directory is linted as a snapshot only when a top-level key holds
/// what a snapshot puts there; other tools' files with the same key names are skipped.
@Test(arguments: [
    // Snapshots, as users write them.
    ("modallint: 1\nname: half written\n", true),
    ("windows:\n  - root:\n      class: A\n", true),
    ("windows:\n- root: {class: A}\n", true),
    ("windows: [{root: {class: A}}]\n", true),
    ("workflows:\n  # the checkout\n\n  - name: Checkout\n    renders: []\n", true),
    ("\u{FEFF}workflows:\r\n  - name: Checkout\r\n", true),
    ("swiftui:\n  roots:\n    - type: window\n", true),
    ("swiftui: {roots: []}\n", true),
    ("\"windows\":\n  - root: {class: A}\n", true),
    ("windows: &main\n  - root: {class: A}\n", true),
    ("{windows: []}\n", true),
    // Bitrise: `workflows` is a mapping of workflow names.
    ("format_version: '8'\nworkflows:\n  primary:\n    steps: []\n", false),
    ("workflows: {primary: {steps: []}}\n", false),
    // tmux-style or empty values, a `swiftui` list, a document marker, keys only nested.
    ("windows: 2\n", false),
    ("windows:\nname: x\n", false),
    ("windows:\n", false),
    ("swiftui:\n  - a\n", false),
    ("swiftui:\nroots: []\n", false),
    ("workflows:\n---\n", false),
    ("jobs:\n  windows:\n    - a\n", false),
])
func snapshotsAreToldFromOtherYAMLByTheirTopLevelValues(text: String, isSnapshot: Bool) {
    #expect(SnapshotDetection.isSnapshot(Array(text.utf8)) == isSnapshot, "\(text.debugDescription)")
}

/// Every snapshot fixture is found as one (they are what users write).
@Test func everyFixtureSnapshotIsDetected() throws {
    for path in Fixtures.all where path.hasSuffix(".yaml") && !path.contains("input/") {
        let bytes = try [UInt8](Data(contentsOf: Fixtures.root.appendingPathComponent(path)))
        #expect(SnapshotDetection.isSnapshot(bytes), "\(path)")
    }
}
