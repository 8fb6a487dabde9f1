/// An Xcode project (`App.xcodeproj/project.pbxproj`) read for what the rules need of it: for
/// each native target, the devices it is built for (`TARGETED_DEVICE_FAMILY`, else the
/// Info.plist's `UIDeviceFamily`), the iOS it supports (`IPHONEOS_DEPLOYMENT_TARGET`) and the
/// Swift files it compiles (its sources build phase: build file -> file reference -> group
/// chain; and Xcode 16's synchronized folders, every Swift file below but the exceptions).
///
/// Each object is indexed once and each target's lists are walked once: linear in the file.
enum XcodeProjectReader {
    /// Larger project files (the largest public ones are a few MB) are not read.
    static let maxBytes = 64 << 20
    /// Targets read; the rest are reported and left out.
    static let maxTargets = 10_000

    /// What a problem with a whole project file, and with one target, leaves.
    static let unknownOutcome = "its targets are not known, so their Swift files keep the default, iPad"
    static let unknownTargetOutcome = "its Swift files are judged on iPad, the default"

    /// `path`: the absolute path of `project.pbxproj`.
    static func read(_ bytes: [UInt8], path: String) -> ProjectRead {
        var read = ProjectRead(path: path, kind: .xcode)
        guard bytes.count <= maxBytes else {
            read.warn("the Xcode project is larger than \(maxBytes >> 20) MiB and was not read; \(unknownOutcome)",
                      fix: "say the device in `.modallint.yml` (`environment: {idiom: phone}`), or run with --no-project")
            return read
        }
        let plist: OpenStepPlist
        switch OpenStepPlist.parse(bytes) {
        case .failure(let failure):
            read.warn("cannot read the Xcode project: \(failure.message); \(unknownOutcome)",
                      at: failure.position, fix: "open the project in Xcode to repair it, or say the device in `.modallint.yml`")
            return read
        case .success(let parsed):
            plist = parsed
        }
        guard plist.kind(plist.root) == .dictionary, let objectsNode = plist.value(plist.root, "objects"),
              plist.kind(objectsNode) == .dictionary, let rootID = plist.string(plist.root, "rootObject") else {
            read.warn("not an Xcode project: it has no `objects` or `rootObject`; \(unknownOutcome)", at: plist.position(plist.root))
            return read
        }
        var objects: [String: Int] = [:]
        var isa: [String: String] = [:]
        for (key, value) in plist.pairs(objectsNode) where plist.kind(value) == .dictionary {
            guard let id = plist.string(key) else { continue }
            objects[id] = value
            isa[id] = plist.string(value, "isa")
        }
        guard let projectNode = objects[rootID], isa[rootID] == "PBXProject" else {
            read.warn("the project's `rootObject` \(rootID) is not a PBXProject; \(unknownOutcome)", at: plist.position(plist.root))
            return read
        }
        var projectDirectory = Paths.directory(of: Paths.directory(of: path))
        if let relative = plist.string(projectNode, "projectDirPath"), !relative.isEmpty {
            projectDirectory = XcodeProjectPaths.join(projectDirectory, relative)
        }
        if let attributes = plist.value(projectNode, "attributes"), let check = plist.string(attributes, "LastUpgradeCheck") {
            read.lastSetUpWith = "LastUpgradeCheck \(check)" + (Self.xcodeVersion(check).map { " (Xcode \($0))" } ?? "")
        }
        var context = Context(plist: plist, objects: objects, isa: isa, projectDirectory: projectDirectory,
                              paths: XcodeProjectPaths(plist: plist, objects: objects, isa: isa, projectDirectory: projectDirectory,
                                                       mainGroup: plist.string(projectNode, "mainGroup")))
        let projectConfigurations = context.configurations(plist.string(projectNode, "buildConfigurationList"), owner: "project")
        let synchronizedExceptions = context.synchronizedExceptions()
        let targetIDs = plist.strings(projectNode, "targets")
        if targetIDs.count > maxTargets {
            read.warn("the project has \(targetIDs.count) targets; only the first \(maxTargets) were read", at: plist.position(targetIDs[maxTargets].1))
        }
        for (targetID, _) in targetIDs.prefix(maxTargets) {
            guard let node = objects[targetID], isa[targetID] == "PBXNativeTarget" else { continue }
            var target = context.target(targetID, node: node, projectConfigurations: projectConfigurations, read: &read)
            context.addSources(of: node, to: &target)
            context.addSynchronizedFolders(of: targetID, node: node, exceptions: synchronizedExceptions, to: &target)
            read.targets.append(target)
        }
        return read
    }

    /// `1400` -> `14.0`, `1620` -> `16.2`.
    static func xcodeVersion(_ check: String) -> String? {
        guard check.count == 4, let number = Int(check) else { return nil }
        return "\(number / 100).\(number % 100 / 10)"
    }

    /// One configuration's own settings and the `.xcconfig` it is based on.
    struct Configuration {
        var name: String
        var settings: [String: BuildSettings.Value]
        var base: [String: BuildSettings.Value]
    }

    /// The objects of one project, and what reading its targets needs of them.
    struct Context {
        let plist: OpenStepPlist
        let objects: [String: Int]
        let isa: [String: String]
        let projectDirectory: String
        var paths: XcodeProjectPaths
        /// `.xcconfig` files read so far (by path), each once.
        var xcconfigs: [String: [String: BuildSettings.Value]] = [:]

        /// The configurations of a configuration list; `owner` names them in messages.
        mutating func configurations(_ listID: String?, owner: String) -> [Configuration] {
            guard let listID, let list = objects[listID] else { return [] }
            return plist.strings(list, "buildConfigurations").compactMap { id, _ in
                guard let node = objects[id] else { return nil }
                let name = plist.string(node, "name") ?? id
                var settings: [String: BuildSettings.Value] = [:]
                if let dictionary = plist.value(node, "buildSettings") {
                    for (key, value) in plist.pairs(dictionary) {
                        guard let key = plist.string(key) else { continue }
                        let text = plist.kind(value) == .array
                            ? plist.items(value).compactMap { plist.string($0) }.joined(separator: " ")
                            : plist.string(value) ?? ""
                        settings[key] = BuildSettings.Value(text: text, position: plist.position(value), origin: "\(owner) (\(name))")
                    }
                }
                var base: [String: BuildSettings.Value] = [:]
                if let reference = plist.string(node, "baseConfigurationReference"), let path = paths.path(of: reference) {
                    if let known = xcconfigs[path] {
                        base = known
                    } else {
                        base = XCConfigFile.read(path)
                        xcconfigs[path] = base
                    }
                }
                return Configuration(name: name, settings: settings, base: base)
            }
        }

        /// The target's name, product and settings (its device family and deployment target).
        mutating func target(_ id: String, node: Int, projectConfigurations: [Configuration], read: inout ProjectRead) -> AppTarget {
            let name = plist.string(node, "name") ?? plist.string(node, "productName") ?? id
            let productType = plist.string(node, "productType") ?? ""
            let product = productType.hasPrefix("com.apple.product-type.")
                ? String(productType.dropFirst("com.apple.product-type.".count)) : productType
            var target = AppTarget(name: name, product: product, isTest: productType.contains("test"))
            let own = configurations(plist.string(node, "buildConfigurationList"), owner: "target \(name)")
            let layered = own.map { configuration -> (String, BuildSettings) in
                var settings = BuildSettings(layers: [configuration.settings, configuration.base])
                if let project = projectConfigurations.first(where: { $0.name == configuration.name }) {
                    settings.layers += [project.settings, project.base]
                }
                settings.layers.append(builtIn(target: name))
                return (configuration.name, settings)
            }
            // Another platform's target (a macOS helper beside the iOS app): no device family applies.
            if let sdk = layered.lazy.compactMap({ $0.1.text("SDKROOT") }).first,
               let platform = TargetSettings.platforms[sdk.lowercased().prefix { $0.isLetter }.description] {
                target.platform = platform
                return target
            }
            var family = TargetSettings.family(layered, target: name, read: &read)
            if family == nil, let plistFamily = infoPlistFamily(layered, target: name, read: &read) {
                family = plistFamily
            }
            (target.family, target.familySource) = (family?.family, family?.source)
            if let deployment = TargetSettings.deploymentTarget(layered) {
                (target.deploymentTarget, target.deploymentTargetSource) = (deployment.version, deployment.source)
            }
            return target
        }

        /// The settings Xcode defines itself that an `INFOPLIST_FILE` or a family may name.
        func builtIn(target: String) -> [String: BuildSettings.Value] {
            let origin = "Xcode"
            return [
                "SRCROOT": BuildSettings.Value(text: projectDirectory, origin: origin),
                "PROJECT_DIR": BuildSettings.Value(text: projectDirectory, origin: origin),
                "SOURCE_ROOT": BuildSettings.Value(text: projectDirectory, origin: origin),
                "TARGET_NAME": BuildSettings.Value(text: target, origin: origin),
            ]
        }

        /// The `UIDeviceFamily` of the target's Info.plist, when its settings name one.
        func infoPlistFamily(_ layered: [(String, BuildSettings)], target: String,
                             read: inout ProjectRead) -> (family: DeviceFamily?, source: String)? {
            guard let (text, written) = layered.lazy.compactMap({ $0.1.resolved("INFOPLIST_FILE") }).first,
                  let text, !text.isEmpty else { return nil }
            let path = XcodeProjectPaths.join(projectDirectory, text)
            // As the project's directory sees it (`$(SRCROOT)/App/Info.plist` is `App/Info.plist`).
            let file = Paths.relative(path, to: projectDirectory)
            switch InfoPlistScan.read(path) {
            case .family(let family):
                return (family, "UIDeviceFamily \(family) in \(file)")
            case .absent:
                return nil
            case .unreadable(let why):
                read.warn("the Info.plist of target \(target), \(file), cannot be read (\(why)): the devices it runs on are not known, so \(unknownTargetOutcome)",
                          at: written.position ?? SourcePosition(line: 1, column: 1), logical: "project/\(target)/INFOPLIST_FILE",
                          fix: "set TARGETED_DEVICE_FAMILY for the target, or correct INFOPLIST_FILE")
                return nil
            }
        }

        /// The Swift files of the target's sources build phases.
        mutating func addSources(of node: Int, to target: inout AppTarget) {
            for (phaseID, _) in plist.strings(node, "buildPhases") where isa[phaseID] == "PBXSourcesBuildPhase" {
                guard let phase = objects[phaseID] else { continue }
                for (buildFileID, _) in plist.strings(phase, "files") {
                    guard let buildFile = objects[buildFileID], let reference = plist.string(buildFile, "fileRef"),
                          let path = paths.path(of: reference), path.hasSuffix(".swift") else { continue }
                    target.membership.files.insert(path)
                }
            }
        }

        /// For each target, the synchronized folders that name it in an exception set, with the
        /// paths listed there (relative to the folder).
        func synchronizedExceptions() -> [String: [(group: String, paths: [String])]] {
            var found: [String: [(group: String, paths: [String])]] = [:]
            for (id, kind) in isa where kind == "PBXFileSystemSynchronizedRootGroup" {
                guard let group = objects[id] else { continue }
                for (exceptionID, _) in plist.strings(group, "exceptions") {
                    guard let exception = objects[exceptionID], let target = plist.string(exception, "target") else { continue }
                    found[target, default: []].append((id, plist.strings(exception, "membershipExceptions").map(\.0)))
                }
            }
            return found
        }

        /// Xcode 16's synchronized folders: every Swift file below a folder the target names,
        /// but those its exception set lists; and the files an exception set of a folder the
        /// target does not name adds to it.
        mutating func addSynchronizedFolders(of targetID: String, node: Int,
                                             exceptions: [String: [(group: String, paths: [String])]], to target: inout AppTarget) {
            let named = plist.strings(node, "fileSystemSynchronizedGroups").map(\.0)
            let listed = exceptions[targetID] ?? []
            for group in named {
                guard let path = paths.path(of: group) else { continue }
                let excluded = Set(listed.filter { $0.group == group }.flatMap(\.paths))
                target.membership.folders.append(TargetMembership.Folder(path: path, excludedFiles: excluded))
            }
            for (group, files) in listed where !named.contains(group) {
                guard let path = paths.path(of: group) else { continue }
                for file in files where file.hasSuffix(".swift") {
                    target.membership.files.insert(XcodeProjectPaths.join(path, file))
                }
            }
        }
    }
}
