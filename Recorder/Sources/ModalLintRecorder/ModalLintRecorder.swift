import Foundation

/// Records snapshots (modallint(5), format 1) of a live view-controller hierarchy, for
/// `modallint lint` to check in CI. On iOS, `record(_:)` writes the connected scenes'
/// windows now; anywhere, `snapshot(of:title:)` records any windows of
/// `RecordableViewController`s.
@MainActor
public enum ModalLintRecorder {
    /// The environment variable naming the directory snapshots go to. Unset (and no
    /// directory given), recording does nothing: the same test runs with and without it.
    public static let directoryVariable = "MODALLINT_SNAPSHOT_DIR"

    /// The calls the app reports; written into every snapshot as `calls`.
    public static var log: PresentationLog { PresentationLog.shared }

    /// Names more swift-modals hosts than `modalLintIsModalHost` finds (on UIKit: the
    /// view controllers that conform to swift-modals' `@objc(MDLModalHost)` protocol).
    public static var isModalHost: (@MainActor (AnyObject) -> Bool)?

    /// A hierarchy larger than this is cut, with a note in the file.
    public static var maxViewControllers = 20_000
    /// Levels below a window's root; deeper view controllers are left out, with a note.
    public static var maxDepth = 400

    public static var writer = SnapshotWriter()

    /// The snapshot of these windows now, with the calls in `log` not yet visible in it.
    public static func snapshot<Node: RecordableViewController>(
        of windows: [RecordingWindow<Node>], title: String?, environment: RecordedEnvironment? = nil,
        log: PresentationLog? = PresentationLog.shared, date: Date = Date(), app: String? = appName
    ) -> RecordedSnapshot where Node.ModalLintNode == Node {
        let hostTest = isModalHost.map { test in { (node: Node) in test(node) } }
        var walker = HierarchyWalker<Node>(
            snapshot: RecordedSnapshot(name: recordingName(title: title, date: date, app: app), environment: environment),
            limit: maxViewControllers, maxDepth: maxDepth, isModalHost: hostTest)
        walker.walk(windows)
        var snapshot = walker.snapshot
        log?.resolve(into: &snapshot, indexOf: walker.indexOf, ids: &walker.ids)
        return snapshot
    }

    /// Writes `snapshot` as `<name>.yaml` into `directory`, or into `$MODALLINT_SNAPSHOT_DIR`;
    /// returns the file written, or nil when neither names a directory. The name is made
    /// safe for a file name (`testOpensSettings()` -> `testOpensSettings.yaml`).
    @discardableResult
    public static func write(_ snapshot: RecordedSnapshot, named name: String, to directory: URL? = nil) throws -> URL? {
        guard let directory = directory ?? environmentDirectory else { return nil }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent(fileName(for: name))
        try Data(writer.yaml(snapshot).utf8).write(to: file, options: .atomic)
        return file
    }

    /// From now on, every `present` reported to `log` first writes the snapshot of `windows()`
    /// with that call as `<prefix>-<n>.yaml`, so that a call that would trap is on record
    /// before it runs. Nothing is written without a directory (`to`, or the variable).
    public static func recordOnEachPresent<Node: RecordableViewController>(
        prefix: String = "present", to directory: URL? = nil,
        environment: @escaping @MainActor () -> RecordedEnvironment? = { nil },
        windows: @escaping @MainActor () -> [RecordingWindow<Node>]
    ) where Node.ModalLintNode == Node {
        var count = 0
        log.onPresent = { call in
            guard directory != nil || environmentDirectory != nil else { return }
            count += 1
            let recorded = snapshot(of: windows(), title: "before presenting \(call)", environment: environment())
            _ = try? write(recorded, named: "\(prefix)-\(count)", to: directory)
        }
    }

    /// Ends `recordOnEachPresent`.
    public static func stopRecordingOnEachPresent() {
        log.onPresent = nil
    }

    static var environmentDirectory: URL? {
        guard let path = ProcessInfo.processInfo.environment[directoryVariable], !path.isEmpty else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    /// Letters, digits, `.`, `_` and `-`; anything else a `-`; no leading dot; at most 120
    /// characters; `.yaml` added.
    static func fileName(for name: String) -> String {
        var base = name.hasSuffix("()") ? String(name.dropLast(2)) : name
        base = String(base.unicodeScalars.map { scalar -> Character in
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
                ? Character(scalar) : "-"
        })
        while base.hasPrefix(".") || base.hasPrefix("-") { base.removeFirst() }
        while base.hasSuffix("-") { base.removeLast() }
        if base.count > 120 { base = String(base.prefix(120)) }
        if base.isEmpty { base = "snapshot" }
        return base.hasSuffix(".yaml") ? base : base + ".yaml"
    }

    /// `<title> (recorded <ISO 8601 time> in <app>)`.
    static func recordingName(title: String?, date: Date, app: String?) -> String {
        let formatter = ISO8601DateFormatter()
        var recorded = "recorded \(formatter.string(from: date))"
        if let app, !app.isEmpty { recorded += " in \(app)" }
        guard let title, !title.isEmpty else { return recorded.prefix(1).uppercased() + recorded.dropFirst() }
        return "\(title) (\(recorded))"
    }

    /// The app's name and version from its Info.plist, else the process name.
    public static var appName: String? {
        let info = Bundle.main.infoDictionary ?? [:]
        guard let name = info["CFBundleName"] as? String, !name.isEmpty else {
            return ProcessInfo.processInfo.processName
        }
        if let version = info["CFBundleShortVersionString"] as? String, !version.isEmpty { return "\(name) \(version)" }
        return name
    }
}
