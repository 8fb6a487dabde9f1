import Foundation
import ModalLint
import SwiftSyntax

/// A SwiftPM `Package.swift`, read as syntax (never run): the iOS deployment target of
/// `platforms:`, each target's folder (`path:`, else `Sources/NAME`, `Tests/NAME` for a test
/// target) with its `exclude:` and `sources:`, and the device families of an
/// `.iOSApplication` product (Swift Playgrounds apps) for the targets it names. A library
/// says no device, so its files keep the default.
struct PackageManifestReader: ProjectFileReader {
    var fileName: String { "Package.swift" }

    func read(_ bytes: [UInt8], path: String) -> ProjectRead {
        let directory = Paths.directory(of: path)
        // SwiftPM's default source folders, in the order it looks for them.
        let sourceRoot = ["Sources", "Source", "src", "srcs"].first { name in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: directory + "/" + name, isDirectory: &isDirectory) && isDirectory.boolValue
        } ?? "Sources"
        return ManifestSyntax.withTree(bytes) { tree in Self.read(tree, path: path, sourceRoot: sourceRoot) }
    }

    static func read(_ tree: SourceFileSyntax, path: String, sourceRoot: String) -> ProjectRead {
        var read = ProjectRead(path: path, kind: .swiftpm)
        let directory = Paths.directory(of: path)
        guard let package = ManifestSyntax.calls(in: tree).first(where: { ManifestSyntax.name(of: $0) == "Package" }) else { return read }
        let iOS = ManifestSyntax.callElements(ManifestSyntax.argument(package, "platforms"))
            .first { ManifestSyntax.name(of: $0) == "iOS" }
        let deploymentTarget = iOS.flatMap { ManifestSyntax.version($0.arguments.first?.expression) }
        var families: [String: (DeviceFamily, String)] = [:]
        for product in ManifestSyntax.callElements(ManifestSyntax.argument(package, "products"))
        where ManifestSyntax.name(of: product) == "iOSApplication" {
            let numbers = ManifestSyntax.memberNames(ManifestSyntax.argument(product, "supportedDeviceFamilies"))
                .compactMap { ["phone": 1, "pad": 2, "mac": 6][$0] }
            guard !numbers.isEmpty else { continue }
            let family = DeviceFamily(Set(numbers))
            let name = ManifestSyntax.string(ManifestSyntax.argument(product, "name")) ?? "the app"
            for target in ManifestSyntax.strings(ManifestSyntax.argument(product, "targets")) {
                families[target] = (family, "supportedDeviceFamilies of .iOSApplication \(name): \(family)")
            }
        }
        for call in ManifestSyntax.callElements(ManifestSyntax.argument(package, "targets")) {
            guard let kind = ManifestSyntax.name(of: call), ["target", "executableTarget", "testTarget"].contains(kind),
                  let name = ManifestSyntax.string(ManifestSyntax.argument(call, "name")) else { continue }
            var target = AppTarget(name: name, product: kind, isTest: kind == "testTarget")
            let folder = ManifestSyntax.string(ManifestSyntax.argument(call, "path"))
                ?? (kind == "testTarget" ? "Tests" : sourceRoot) + "/" + name
            target.membership.folders.append(TargetMembership.Folder(
                path: Paths.absolute(folder, workingDirectory: directory),
                excludedPatterns: ManifestSyntax.strings(ManifestSyntax.argument(call, "exclude")),
                includedPatterns: ManifestSyntax.strings(ManifestSyntax.argument(call, "sources"))))
            if let (family, source) = families[name] { (target.family, target.familySource) = (family, source) }
            if let deploymentTarget { (target.deploymentTarget, target.deploymentTargetSource) = (deploymentTarget, "platforms: .iOS \(deploymentTarget)") }
            read.targets.append(target)
        }
        return read
    }
}

/// Tuist's `Project.swift`, read as syntax (never run): targets written as `.target(...)` or
/// `Target(...)` with literal arguments: `destinations:` (or the older `deploymentTarget:
/// .iOS(targetVersion:devices:)`), `deploymentTargets: .iOS("15.0")`, and the `sources:`
/// globs. Targets made by a project's own helpers (`.app(name:)`) say nothing readable.
struct TuistProjectReader: ProjectFileReader {
    var fileName: String { "Project.swift" }

    func read(_ bytes: [UInt8], path: String) -> ProjectRead {
        ManifestSyntax.withTree(bytes) { tree in Self.read(tree, path: path) }
    }

    /// Tuist's destinations and older devices as device family numbers (`.iOS` is iPhone, iPad,
    /// and the iPad app on the Mac and on Vision Pro).
    static let families: [String: Set<Int>] = [
        "iOS": [1, 2, 6, 7], "iPhone": [1], "iPad": [2], "macWithiPadDesign": [6], "appleVisionWithiPadDesign": [7],
        "macCatalyst": [6], "iphone": [1], "ipad": [2], "mac": [6],
    ]

    static func read(_ tree: SourceFileSyntax, path: String) -> ProjectRead {
        var read = ProjectRead(path: path, kind: .tuist)
        let directory = Paths.directory(of: path)
        guard let project = ManifestSyntax.calls(in: tree).first(where: { ManifestSyntax.name(of: $0) == "Project" }) else { return read }
        for call in ManifestSyntax.callElements(ManifestSyntax.argument(project, "targets")) {
            guard let kind = ManifestSyntax.name(of: call), kind == "target" || kind == "Target",
                  let name = ManifestSyntax.string(ManifestSyntax.argument(call, "name")) else { continue }
            let product = ManifestSyntax.memberNames(ManifestSyntax.argument(call, "product")).first ?? ""
            var target = AppTarget(name: name, product: product, isTest: product.lowercased().contains("test"))
            let older = ManifestSyntax.argument(call, "deploymentTarget")?.as(FunctionCallExprSyntax.self)
            let written = ManifestSyntax.argument(call, "destinations") ?? older.flatMap { ManifestSyntax.argument($0, "devices") }
            let names = ManifestSyntax.memberNames(written)
            if !names.isEmpty, names.allSatisfy({ families[$0] != nil }) {
                let family = DeviceFamily(names.reduce(into: Set<Int>()) { $0.formUnion(families[$1]!) })
                (target.family, target.familySource) = (family, "destinations " + names.map { "." + $0 }.joined(separator: ", ") + ": \(family)")
            }
            let versions = ManifestSyntax.argument(call, "deploymentTargets")?.as(FunctionCallExprSyntax.self)
            if let version = ManifestSyntax.version(versions?.arguments.first?.expression)
                ?? ManifestSyntax.version(older.flatMap { ManifestSyntax.argument($0, "targetVersion") }) {
                (target.deploymentTarget, target.deploymentTargetSource) = (version, "deployment target iOS \(version)")
            }
            for glob in ManifestSyntax.strings(ManifestSyntax.argument(call, "sources")) {
                let folder = ManifestSyntax.folder(glob: glob, in: directory)
                if folder.path.hasSuffix(".swift") {
                    target.membership.files.insert(folder.path)
                } else {
                    target.membership.folders.append(folder)
                }
            }
            read.targets.append(target)
        }
        return read
    }
}

extension SwiftFrontEnd {
    /// `Package.swift` and Tuist's `Project.swift`, which only swift-syntax reads.
    public var projectReaders: [any ProjectFileReader] { [PackageManifestReader(), TuistProjectReader()] }
}
