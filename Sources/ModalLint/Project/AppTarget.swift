/// The devices a target is built for, as Xcode numbers them in `TARGETED_DEVICE_FAMILY` and
/// an Info.plist's `UIDeviceFamily`: 1 iPhone, 2 iPad, 3 Apple TV, 4 Apple Watch, 6 Mac
/// (Catalyst's Mac idiom), 7 Apple Vision.
public struct DeviceFamily: Sendable, Hashable, CustomStringConvertible {
    public private(set) var numbers: Set<Int>

    public init(_ numbers: Set<Int>) { self.numbers = numbers }

    /// `"1,2"`, `1`, `"1, 2"`; nil when any part is not a number (a `$(VARIABLE)` left unresolved).
    public init?(parsing text: String) {
        var numbers: Set<Int> = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == " " }) {
            guard let number = Int(part), (1...99).contains(number) else { return nil }
            numbers.insert(number)
        }
        guard !numbers.isEmpty else { return nil }
        self.numbers = numbers
    }

    public static let iPhone = DeviceFamily([1])

    /// Whether the target runs where views are regular width: an iPad, a Mac running the iPad
    /// app (Catalyst), a Vision Pro. Only there does an unanchored popover raise.
    public var runsInRegularWidth: Bool { !numbers.isDisjoint(with: [2, 6, 7]) }

    /// The idiom its code is judged on: iPhone only when it runs nowhere wider.
    public var idiom: Idiom { runsInRegularWidth ? .pad : .phone }

    public func union(_ other: DeviceFamily) -> DeviceFamily { DeviceFamily(numbers.union(other.numbers)) }

    /// As the build setting writes it: `1,2`.
    public var description: String { numbers.sorted().map(String.init).joined(separator: ",") }

    /// `1,2 (iPhone, iPad)`.
    public var spelledOut: String {
        let names = [1: "iPhone", 2: "iPad", 3: "Apple TV", 4: "Apple Watch", 6: "Mac", 7: "Apple Vision"]
        return "\(description) (" + numbers.sorted().map { names[$0] ?? "family \($0)" }.joined(separator: ", ") + ")"
    }
}

/// Which Swift files a target compiles: files named one by one (an Xcode sources build phase)
/// and folders whose every Swift file is compiled but for some (Xcode 16's synchronized
/// folders, XcodeGen's and SwiftPM's source directories). Paths are absolute.
public struct TargetMembership: Sendable {
    public struct Folder: Sendable {
        public var path: String
        /// Paths relative to `path` that are not compiled (an exception set's list).
        public var excludedFiles: Set<String> = []
        /// Glob patterns (`Glob`) relative to `path` that are not compiled.
        public var excludedPatterns: [String] = []
        /// When set, only the files these patterns match are (a Tuist or XcodeGen glob).
        public var includedPatterns: [String] = []

        public init(path: String, excludedFiles: Set<String> = [], excludedPatterns: [String] = [], includedPatterns: [String] = []) {
            self.path = path
            self.excludedFiles = excludedFiles
            self.excludedPatterns = excludedPatterns
            self.includedPatterns = includedPatterns
        }

        /// Whether the file at `relative` (below `path`) is compiled.
        func contains(relative: String) -> Bool {
            if excludedFiles.contains(relative) { return false }
            if excludedPatterns.contains(where: { Glob.matches($0, relative) }) { return false }
            return includedPatterns.isEmpty || includedPatterns.contains { Glob.matches($0, relative) }
        }
    }

    public var files: Set<String> = []
    public var folders: [Folder] = []

    public init(files: Set<String> = [], folders: [Folder] = []) {
        self.files = files
        self.folders = folders
    }

    public var isEmpty: Bool { files.isEmpty && folders.isEmpty }
}

/// What a project file says about one target: the devices it runs on, the iOS it supports,
/// the Swift files it compiles, and where in the project file each was read.
public struct AppTarget: Sendable {
    public var name: String
    /// The product, in the project's words (`application`, `app-extension`, `framework`).
    public var product: String
    /// Test bundles run inside an app (or on their own host) and ship to no device: their
    /// device family says nothing about the code's, so they do not count.
    public var isTest: Bool
    /// nil: the project does not say (the file keeps the default, iPad).
    public var family: DeviceFamily?
    /// Where `family` came from, for `--verbose` and the reports (`TARGETED_DEVICE_FAMILY = 1`).
    public var familySource: String?
    public var deploymentTarget: OSVersion?
    public var deploymentTargetSource: String?
    /// Set for a target built for another platform than iOS (`macOS` for `SDKROOT = macosx`):
    /// its device family does not apply, and its files keep the default.
    public var platform: String?
    public var membership = TargetMembership()

    public init(name: String, product: String, isTest: Bool = false) {
        self.name = name
        self.product = product
        self.isTest = isTest
    }
}

/// A project file read: its targets, and what could not be read in it (`input/project`
/// warnings, located in the file).
public struct ProjectRead: Sendable {
    public enum Kind: String, Sendable {
        case xcode, xcodegen, swiftpm, tuist
    }

    /// Absolute.
    public var path: String
    public var kind: Kind
    public var targets: [AppTarget] = []
    public var warnings: [Diagnostic] = []
    /// What the project says about the Xcode it was last set up with (`LastUpgradeCheck`),
    /// reported as read: it is no evidence of the SDK the app is built with today.
    public var lastSetUpWith: String?

    public init(path: String, kind: Kind) {
        self.path = path
        self.kind = kind
    }

    /// Adds a located `input/project` warning; `logical` names the place for baselines.
    public mutating func warn(_ message: String, at position: SourcePosition = SourcePosition(line: 1, column: 1),
                              logical: String = "project", fix: String? = nil) {
        guard warnings.count < Self.maxWarnings else { return }
        warnings.append(Diagnostic(rule: "input/project", severity: .warning, message: message,
                                   range: SourceRange(start: position, end: position),
                                   fix: fix, logicalLocation: logical))
        if warnings.count == Self.maxWarnings {
            warnings.append(Diagnostic(rule: "input/project", severity: .warning,
                                       message: "too many problems in this project file; stopped reporting after \(Self.maxWarnings)",
                                       range: SourceRange(start: position, end: position), logicalLocation: "project"))
        }
    }

    static let maxWarnings = 100
}

/// Reads one kind of project file that needs more than the core can parse (`Package.swift`
/// and Tuist's `Project.swift`, read with swift-syntax by the Swift front end; never run).
public protocol ProjectFileReader: Sendable {
    /// The file name it reads, found beside or above the linted files.
    var fileName: String { get }
    /// The file's targets and warnings; `path` is absolute.
    func read(_ bytes: [UInt8], path: String) -> ProjectRead
}
