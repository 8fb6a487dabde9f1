import Foundation
import Testing
import TestSupport
@testable import ModalLint

/// The readers of project discovery (the property list itself: OpenStepPlistTests): an Xcode
/// project's targets, build settings, Info.plist, XcodeGen's `project.yml`, discovery, and
/// what each does with bad input (a located warning, never a crash, never a slow read).

/// Damaged projects (bytes changed, dropped, doubled, cut short): a warning or a reading,
/// never a crash, and every warning inside the file.
@Test func damagedXcodeProjectsAreReadOrWarnedAbout() throws {
    let path = ProjectFixtures.root.appendingPathComponent("xcode/Shop.xcodeproj/project.pbxproj").path
    let original = try SafeFile.read(path, limit: 1 << 20).get()
    let lines = original.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
    var random = SystemRandomNumberGenerator.Seeded(seed: 43)
    let alphabet = Array("{}()=;,\"'<>/*\\ \nabc$.".utf8) + [0, 0xC3, 0xFF]
    for _ in 0..<500 {
        var bytes = original
        for _ in 0..<Int.random(in: 1...8, using: &random) {
            let at = Int.random(in: 0..<bytes.count, using: &random)
            switch Int.random(in: 0..<4, using: &random) {
            case 0: bytes[at] = alphabet.randomElement(using: &random)!
            case 1: bytes.remove(at: at)
            case 2: bytes.insert(bytes[at], at: at)
            default: bytes.removeSubrange(at...)
            }
            if bytes.isEmpty { break }
        }
        let read = XcodeProjectReader.read(bytes, path: path)
        for warning in read.warnings {
            #expect(warning.range.start.line >= 1 && warning.range.start.line <= lines + 1, "\(warning.message)")
        }
    }
}

// MARK: Xcode projects

enum ProjectFixtures {
    static let root = Fixtures.root.appendingPathComponent(Fixtures.projectsDirectory)

    static func readXcode(_ relative: String) throws -> ProjectRead {
        let path = root.appendingPathComponent(relative).path
        return XcodeProjectReader.read(try SafeFile.read(path, limit: 1 << 20).get(), path: path)
    }

    /// A temporary directory, removed by `body`'s caller.
    static func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-projects-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    /// A project with `count` application targets, each compiling one file of its own, in the
    /// shape Xcode writes.
    static func manyTargets(_ count: Int, family: String = "1") -> String {
        var objects = ""
        var targets: [String] = []
        var children: [String] = []
        for index in 0..<count {
            let id = String(format: "%08X", index)
            targets.append("T\(id)")
            children.append("F\(id)")
            objects += """
                B\(id) = {isa = PBXBuildFile; fileRef = F\(id); };
                F\(id) = {isa = PBXFileReference; path = "Screen\(index).swift"; sourceTree = "<group>"; };
                P\(id) = {isa = PBXSourcesBuildPhase; files = (B\(id), ); };
                C\(id) = {isa = XCBuildConfiguration; buildSettings = {TARGETED_DEVICE_FAMILY = "\(family)"; }; name = Release; };
                L\(id) = {isa = XCConfigurationList; buildConfigurations = (C\(id), ); };
                T\(id) = {isa = PBXNativeTarget; buildConfigurationList = L\(id); buildPhases = (P\(id), ); name = App\(index); productType = "com.apple.product-type.application"; };

                """
        }
        return """
            // !$*UTF8*$!
            {
            objects = {
            \(objects)
            G = {isa = PBXGroup; children = (\(children.joined(separator: ", "))); path = Sources; sourceTree = "<group>"; };
            R = {isa = PBXProject; mainGroup = G; targets = (\(targets.joined(separator: ", "))); };
            };
            rootObject = R;
            }
            """
    }
}

@Test func xcodeProjectTargetsFamiliesAndFiles() throws {
    let read = try ProjectFixtures.readXcode("xcode/Shop.xcodeproj/project.pbxproj")
    #expect(read.warnings.isEmpty, "\(read.warnings.map(\.message))")
    #expect(read.lastSetUpWith == "LastUpgradeCheck 1600 (Xcode 16.0)")
    #expect(read.targets.map(\.name) == ["Shop", "ShopShare", "ShopTests"])
    let base = ProjectFixtures.root.appendingPathComponent("xcode").path
    let shop = read.targets[0]
    #expect(shop.family == DeviceFamily([1]) && shop.product == "application" && !shop.isTest)
    #expect(shop.familySource == "TARGETED_DEVICE_FAMILY = 1 (Debug, Release)")
    #expect(shop.deploymentTarget == OSVersion(15))
    // A virtual group (no path) adds nothing to the chain; SOURCE_ROOT is the project's directory.
    #expect(shop.membership.files == [base + "/Shop/CheckoutViewController.swift", base + "/Shared/ShareSheet.swift",
                                      base + "/Shop/AppDelegate.swift"])
    #expect(shop.membership.folders.map(\.path) == [base + "/Receipts"])
    #expect(shop.membership.folders.first?.excludedFiles == ["Legacy.swift"])
    let share = read.targets[1]
    #expect(share.family == DeviceFamily([1, 2]) && share.deploymentTarget == OSVersion(16))
    #expect(share.membership.files == [base + "/Shared/ShareSheet.swift", base + "/ShopShare/ShareViewController.swift"])
    #expect(read.targets[2].isTest)
}

@Test("a bad Xcode project is a located warning", arguments: [
    ("bad/malformed/App.xcodeproj/project.pbxproj", "cannot read the Xcode project: expected `;` after a value, found `b`", 14, 4),
    ("bad/conflicting/App.xcodeproj/project.pbxproj",
     "TARGETED_DEVICE_FAMILY differs between the configurations of target App (Debug: 1, Release: 1,2): its Swift files are judged for the widest, 1,2 (iPhone, iPad)", 33, 30),
    ("bad/missing-plist/App.xcodeproj/project.pbxproj",
     "the Info.plist of target App, App/Info.plist, cannot be read (no such file or directory)", 33, 22),
    ("bad/unknown-family/App.xcodeproj/project.pbxproj",
     "TARGETED_DEVICE_FAMILY `$(APP_DEVICES)` of target App (Debug) names a setting the project does not define", 33, 30),
])
func badXcodeProjects(_ relative: String, _ message: String, _ line: Int, _ column: Int) throws {
    let read = try ProjectFixtures.readXcode(relative)
    #expect(read.warnings.count == 1)
    let warning = try #require(read.warnings.first)
    #expect(warning.rule == "input/project" && warning.severity == .warning)
    #expect(warning.message.hasPrefix(message), "\(warning.message)")
    #expect(warning.range.start == SourcePosition(line: line, column: column))
    // The target, where there is one, runs wherever the project allows: iPad.
    #expect(read.targets.allSatisfy { $0.family.map(\.runsInRegularWidth) ?? true })
}

@Test func infoPlistFamilyWhenTheSettingsNameNone() throws {
    let read = try ProjectFixtures.readXcode("info-plist/App.xcodeproj/project.pbxproj")
    #expect(read.warnings.isEmpty)
    #expect(read.targets.first?.family == DeviceFamily.iPhone)
    #expect(read.targets.first?.familySource == "UIDeviceFamily 1 in App/Info.plist")
}

/// Hundreds of targets: every one read, in time linear in the file.
@Test func xcodeProjectWithHundredsOfTargets() throws {
    let bytes = Array(ProjectFixtures.manyTargets(2_000).utf8)
    let clock = ContinuousClock()
    var read = ProjectRead(path: "/p/App.xcodeproj/project.pbxproj", kind: .xcode)
    let elapsed = clock.measure { read = XcodeProjectReader.read(bytes, path: "/p/App.xcodeproj/project.pbxproj") }
    #expect(read.warnings.isEmpty)
    #expect(read.targets.count == 2_000)
    #expect(read.targets.allSatisfy { $0.family == .iPhone && $0.membership.files.count == 1 })
    #expect(read.targets[1_999].membership.files == ["/p/Sources/Screen1999.swift"])
    #expect(elapsed < .seconds(20), "\(elapsed)")
}

@Test func xcodeProjectTooLargeIsNotRead() {
    let bytes = [UInt8](repeating: UInt8(ascii: " "), count: XcodeProjectReader.maxBytes + 1)
    let read = XcodeProjectReader.read(bytes, path: "/p/App.xcodeproj/project.pbxproj")
    #expect(read.targets.isEmpty)
    #expect(read.warnings.map(\.message) == [
        "the Xcode project is larger than 64 MiB and was not read; its targets are not known, so their Swift files keep the default, iPad",
    ])
}

/// Groups whose chain loops resolve to nothing (no hang); the rest of the project is read.
@Test func xcodeProjectGroupLoop() throws {
    let text = """
        {objects = {
        A = {isa = PBXGroup; children = (B); path = a; sourceTree = "<group>"; };
        B = {isa = PBXGroup; children = (A, F); path = b; sourceTree = "<group>"; };
        F = {isa = PBXFileReference; path = Loop.swift; sourceTree = "<group>"; };
        BF = {isa = PBXBuildFile; fileRef = F; };
        P = {isa = PBXSourcesBuildPhase; files = (BF); };
        T = {isa = PBXNativeTarget; buildPhases = (P); name = App; };
        R = {isa = PBXProject; mainGroup = M; targets = (T); };
        }; rootObject = R; }
        """
    let read = XcodeProjectReader.read(Array(text.utf8), path: "/p/App.xcodeproj/project.pbxproj")
    #expect(read.targets.map(\.name) == ["App"])
    #expect(read.targets.first?.membership.files.isEmpty == true)
}

// MARK: build settings

@Test func buildSettingsExpandInheritedAndNamedSettings() {
    func value(_ text: String) -> BuildSettings.Value { BuildSettings.Value(text: text, position: nil, origin: "test") }
    var settings = BuildSettings(layers: [
        ["TARGETED_DEVICE_FAMILY": value("$(FAMILY)"), "FAMILY": value("$(inherited),2"), "SELF": value("$(SELF)x")],
        ["FAMILY": value("1"), "UNSET": value("$(NOWHERE)")],
    ])
    #expect(settings.text("TARGETED_DEVICE_FAMILY") == "1,2")
    #expect(settings.resolved("UNSET").map { $0.text == nil } == true)
    // A setting that names itself ends at the expansion budget.
    #expect(settings.resolved("SELF").map { $0.text == nil } == true)
    #expect(settings.resolved("ABSENT") == nil)
    settings.layers.append(["BRACES": value("${FAMILY}")])
    #expect(settings.text("BRACES") == "1,2")
}

@Test func deviceFamilies() {
    #expect(DeviceFamily(parsing: "1,2") == DeviceFamily([1, 2]))
    #expect(DeviceFamily(parsing: "1") == .iPhone)
    #expect(DeviceFamily(parsing: " 1, 2 ") == DeviceFamily([1, 2]))
    #expect(DeviceFamily(parsing: "iphone") == nil && DeviceFamily(parsing: "") == nil && DeviceFamily(parsing: "$(X)") == nil)
    #expect(DeviceFamily.iPhone.idiom == .phone)
    #expect(DeviceFamily([1, 6]).idiom == .pad, "the iPad app on the Mac is regular width")
    #expect(DeviceFamily([1, 2]).spelledOut == "1,2 (iPhone, iPad)")
}

// MARK: Info.plist

@Test func infoPlistScan() throws {
    let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
          <key>UIDeviceFamily</key>
          <array><integer>1</integer>
            <integer>2</integer></array>
        </dict></plist>
        """
    #expect(InfoPlistScan.scan(Array(xml.utf8)) == .family(DeviceFamily([1, 2])))
    #expect(InfoPlistScan.scan(Array("<plist><dict><key>UIDeviceFamily</key><string>1</string></dict></plist>".utf8)) == .family(.iPhone))
    #expect(InfoPlistScan.scan(Array("<plist><dict><key>CFBundleName</key><string>A</string></dict></plist>".utf8)) == .absent)
    #expect(InfoPlistScan.scan(Array("{ UIDeviceFamily = (1); }".utf8)) == .family(.iPhone))
    #expect(InfoPlistScan.scan(Array("bplist00\u{0}".utf8)) == .unreadable("it is a binary property list"))
    #expect(InfoPlistScan.scan(Array("<key>UIDeviceFamily</key><array><real>1</real></array>".utf8))
        == .unreadable("its UIDeviceFamily holds something other than integers"))
}

/// A symbolic link to an Info.plist is followed to a regular file; a loop of links, or a link
/// to a device, is a reason, not a hang or an endless read.
@Test func infoPlistBehindSymbolicLinks() throws {
    let directory = try ProjectFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let real = directory.appendingPathComponent("Real.plist")
    try Data("<plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array></dict></plist>".utf8).write(to: real)
    let link = directory.appendingPathComponent("Info.plist")
    try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: real.path)
    #expect(InfoPlistScan.read(link.path) == .family(.iPhone))
    let loop = directory.appendingPathComponent("Loop.plist")
    try FileManager.default.createSymbolicLink(atPath: loop.path, withDestinationPath: loop.path)
    #expect(InfoPlistScan.read(loop.path) == .unreadable("a loop of symbolic links (or too many links in a row)"))
    let device = directory.appendingPathComponent("Zero.plist")
    try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/zero")
    #expect(InfoPlistScan.read(device.path) == .unreadable("it is a character device, not a regular file"))
    #expect(InfoPlistScan.read(directory.appendingPathComponent("Missing.plist").path) == .unreadable("no such file or directory"))
    let planted = ConfigurationTrust.FileSystem(currentUser: 1000, owner: { _ in 2000 }, isWorldWritable: { $0 == directory.path })
    if case .unreadable(let reason) = InfoPlistScan.read(real.path, fileSystem: planted) {
        #expect(reason.hasPrefix("it belongs to another user (uid 2000)"))
    } else {
        Issue.record("a planted Info.plist was read")
    }
}

// MARK: XcodeGen

@Test func xcodeGenProject() throws {
    let path = ProjectFixtures.root.appendingPathComponent("xcodegen/project.yml").path
    let read = XcodeGenReader.read(try SafeFile.read(path, limit: 1 << 20).get(), path: path)
    #expect(read.warnings.isEmpty)
    #expect(read.targets.map(\.name) == ["Notes", "NotesWidget", "NotesTests"])
    let base = ProjectFixtures.root.appendingPathComponent("xcodegen").path
    let notes = read.targets[0]
    #expect(notes.family == .iPhone && notes.deploymentTarget == OSVersion(15))
    #expect(notes.membership.folders.map(\.path) == [base + "/Notes", base + "/Shared"])
    #expect(notes.membership.folders[1].contains(relative: "ShareButton.swift"))
    #expect(!notes.membership.folders[1].contains(relative: "NotePreview.swift"))
    let widget = read.targets[1]
    #expect(widget.family == DeviceFamily([1, 2]) && widget.familySource == "XcodeGen's iOS default, TARGETED_DEVICE_FAMILY = 1,2")
    #expect(widget.deploymentTarget == OSVersion(16))
    #expect(widget.membership.files == [base + "/Shared/ShareButton.swift"])
    #expect(read.targets[2].isTest)
}

@Test func xcodeGenBadInput() {
    let broken = XcodeGenReader.read(Array("targets:\n  App: {type: application\n".utf8), path: "/p/project.yml")
    #expect(broken.targets.isEmpty)
    #expect(broken.warnings.count == 1)
    #expect(broken.warnings.first?.message.hasPrefix("cannot read XcodeGen's project file: ") == true)
    #expect(broken.warnings.first?.range.start.line == 3)
    let conflicting = XcodeGenReader.read(Array("""
        targets:
          App:
            type: application
            platform: iOS
            settings:
              configs:
                Debug: {TARGETED_DEVICE_FAMILY: 1}
                Release: {TARGETED_DEVICE_FAMILY: "1,2"}
        """.utf8), path: "/p/project.yml")
    #expect(conflicting.targets.first?.family == DeviceFamily([1, 2]))
    #expect(conflicting.warnings.map(\.range.start) == [SourcePosition(line: 7, column: 41)])
    // One large mapping repeated through aliases: the loader's expansion limit, as a warning.
    var bomb = "base: &base {"
    bomb += (0..<5_000).map { "K\($0): v" }.joined(separator: ", ") + "}\ntargets:\n"
    for index in 0..<1_000 { bomb += "  T\(index): {type: application, platform: iOS, settings: {base: *base}}\n" }
    let clock = ContinuousClock()
    var read = ProjectRead(path: "/p/project.yml", kind: .xcodegen)
    let elapsed = clock.measure { read = XcodeGenReader.read(Array(bomb.utf8), path: "/p/project.yml") }
    #expect(read.targets.isEmpty)
    #expect(read.warnings.map(\.message) == [
        "cannot read XcodeGen's project file: aliases expand to more than 1000000 nodes; its targets are not known, so their Swift files keep the default, iPad",
    ])
    #expect(elapsed < .seconds(20), "\(elapsed)")
}

// MARK: discovery

@Test func discoveryWarnsAboutAProjectWithoutItsFile() throws {
    let directory = try ProjectFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("Empty.xcodeproj/xcshareddata"), withIntermediateDirectories: true)
    let file = directory.appendingPathComponent("Home.swift").path
    try Data("final class Home {}\n".utf8).write(to: URL(fileURLWithPath: file))
    let outcome = ProjectDiscovery.discover([(file, directory.path)], workingDirectory: directory.path, readers: [], jobs: 1) { $0 }
    #expect(outcome.fileReports.map(\.report.diagnostics.first?.message) == [
        "Empty.xcodeproj has no project.pbxproj: its targets are not known, so their Swift files keep the default, iPad",
    ])
    #expect(outcome.report.unmatchedFiles == 1 && outcome.environments.files.isEmpty)
}

@Test func discoveryReadsAtMostItsBoundOfProjectFiles() throws {
    let directory = try ProjectFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    var files: [(String, String)] = []
    var nested = directory
    // A directory chain with a project beside each level: more than the bound, each met once.
    for level in 0..<(ProjectDiscovery.maxProjectFiles + 6) {
        nested = nested.appendingPathComponent("d\(level)")
        try FileManager.default.createDirectory(at: nested.appendingPathComponent("P.xcodeproj"), withIntermediateDirectories: true)
        try Data(ProjectFixtures.manyTargets(1).utf8).write(to: nested.appendingPathComponent("P.xcodeproj/project.pbxproj"))
    }
    let file = nested.appendingPathComponent("Sources/Screen0.swift").path
    files.append((file, directory.path))
    let outcome = ProjectDiscovery.discover(files, workingDirectory: directory.path, readers: [], jobs: 2) { $0 }
    let warnings = outcome.fileReports.flatMap(\.report.diagnostics)
    #expect(warnings.count == 1)
    #expect(warnings.first?.message.hasPrefix("more than \(ProjectDiscovery.maxProjectFiles) project files") == true)
}

/// A project file another user could have planted (theirs, below a directory anybody may write
/// to) is not read: it could silence findings as a planted configuration file could.
@Test func discoveryDoesNotReadAProjectAnyoneCouldHavePlanted() throws {
    let directory = try ProjectFixtures.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    try FileManager.default.createDirectory(at: directory.appendingPathComponent("P.xcodeproj"), withIntermediateDirectories: true)
    let project = directory.appendingPathComponent("P.xcodeproj/project.pbxproj").path
    try Data(ProjectFixtures.manyTargets(1).utf8).write(to: URL(fileURLWithPath: project))
    let file = directory.appendingPathComponent("Sources/Screen0.swift").path
    let base = directory.path
    let planted = ConfigurationTrust.FileSystem(currentUser: 1000, owner: { _ in 2000 }, isWorldWritable: { $0 == base })
    let outcome = ProjectDiscovery.discover([(file, base)], workingDirectory: base, readers: [], jobs: 1, fileSystem: planted) { $0 }
    #expect(outcome.environments.files.isEmpty)
    #expect(outcome.fileReports.first?.report.diagnostics.first?.message.hasPrefix(
        "this project file was not read: it belongs to another user (uid 2000)") == true)
    let own = ConfigurationTrust.FileSystem(currentUser: 1000, owner: { _ in 1000 }, isWorldWritable: { _ in true })
    let trusted = ProjectDiscovery.discover([(file, base)], workingDirectory: base, readers: [], jobs: 1, fileSystem: own) { $0 }
    #expect(trusted.environments.files[file]?.idiom == .phone)
}
