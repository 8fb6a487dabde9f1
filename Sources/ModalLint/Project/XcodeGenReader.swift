/// XcodeGen's `project.yml`, loaded with the snapshot loader (libyaml, bounded) and read
/// leniently for what the rules need: each target's platform and `TARGETED_DEVICE_FAMILY`
/// (XcodeGen's iOS preset is `1,2` when nothing sets it), its deployment target, and its
/// `sources` (every Swift file below a source folder, but its `excludes`). Keys it does not
/// use are not checked: the file is XcodeGen's to validate. `include:` files and target
/// templates are not followed (their targets keep the default).
enum XcodeGenReader {
    static let fileName = "project.yml"
    static let maxBytes = 8 << 20

    /// `path`: absolute.
    static func read(_ bytes: [UInt8], path: String) -> ProjectRead {
        var read = ProjectRead(path: path, kind: .xcodegen)
        guard bytes.count <= maxBytes else {
            read.warn("XcodeGen's project file is larger than \(maxBytes >> 20) MiB and was not read; \(XcodeProjectReader.unknownOutcome)")
            return read
        }
        let loaded = YAMLLoader.load(bytes)
        guard let document = loaded.document, let root = document.root else {
            let problem = loaded.diagnostics.first
            read.warn("cannot read XcodeGen's project file: \(problem?.message ?? "it is empty"); \(XcodeProjectReader.unknownOutcome)",
                      at: problem?.range.start ?? SourcePosition(line: 1, column: 1))
            return read
        }
        let yaml = YAMLView(document: document)
        let directory = Paths.directory(of: path)
        let projectSettings = yaml.value(root, "settings")
        let configurations = yaml.value(root, "configs").map { yaml.pairs($0).compactMap { yaml.string($0.key) } } ?? ["Debug", "Release"]
        let optionsTarget = yaml.value(root, "options").flatMap { yaml.value($0, "deploymentTarget") }.flatMap { yaml.value($0, "iOS") }
        guard let targets = yaml.value(root, "targets") else { return read }
        for (key, node) in yaml.pairs(targets) {
            guard let name = yaml.string(key), yaml.document.kind(yaml.document.resolved(node)) == .mapping else { continue }
            var target = AppTarget(name: name, product: yaml.value(node, "type").flatMap(yaml.string) ?? "")
            target.isTest = target.product.contains("test")
            let platforms = yaml.strings(yaml.value(node, "supportedDestinations") ?? yaml.value(node, "platform"))
            let iOS = platforms.contains { $0 == "iOS" || $0 == "auto" }
            if !iOS, let platform = platforms.first {
                // Another platform's target (a macOS helper): no device family applies.
                target.platform = platform
            } else if iOS {
                let layers = [yaml.value(node, "settings"), projectSettings]
                let written = configurations.map { configuration in
                    (configuration, layers.lazy.compactMap { yaml.setting(TargetSettings.familyKey, in: $0, configuration: configuration) }.first)
                }
                (target.family, target.familySource) = family(written, target: name, catalyst: platforms.contains("macCatalyst"), yaml: yaml, read: &read)
            }
            if let version = (yaml.value(node, "deploymentTarget").map { yaml.value($0, "iOS") ?? $0 } ?? optionsTarget).flatMap(yaml.string),
               let parsed = OSVersion(parsing: version) {
                (target.deploymentTarget, target.deploymentTargetSource) = (parsed, "deploymentTarget \(parsed)")
            }
            target.membership = sources(yaml.value(node, "sources"), in: directory, yaml: yaml)
            read.targets.append(target)
        }
        return read
    }

    /// The widest family the configurations write, XcodeGen's iOS preset where none does.
    static func family(_ written: [(String, Int?)], target: String, catalyst: Bool, yaml: YAMLView,
                       read: inout ProjectRead) -> (DeviceFamily?, String?) {
        var families: [(String, DeviceFamily, Int?)] = []
        for (configuration, node) in written {
            guard let node else {
                families.append((configuration, DeviceFamily([1, 2]), nil))
                continue
            }
            let text = yaml.string(node) ?? ""
            guard let family = DeviceFamily(parsing: text) else {
                read.warn("\(TargetSettings.familyKey) `\(text)` of target \(target) is not a list of device numbers: \(XcodeProjectReader.unknownTargetOutcome)",
                          at: yaml.document.range(node).start, logical: "project/\(target)/\(TargetSettings.familyKey)")
                return (nil, "\(TargetSettings.familyKey) `\(text)`, not understood")
            }
            families.append((configuration, catalyst ? family.union(DeviceFamily([6])) : family, node))
        }
        guard !families.isEmpty else { return (nil, nil) }
        let fallback = families.allSatisfy { $0.2 == nil } ? "XcodeGen's iOS default, \(TargetSettings.familyKey) = 1,2" : nil
        let (widest, source) = TargetSettings.widest(families.map { ($0.0, $0.1, $0.2.map { yaml.document.range($0).start }) },
                                                     target: target, read: &read, fallback: fallback)
        return (widest, source)
    }

    /// A target's `sources`: paths (a folder, or a file) or mappings with `path`, `excludes`
    /// and `includes`; folder references and sources outside any build phase compile nothing.
    static func sources(_ node: Int?, in directory: String, yaml: YAMLView) -> TargetMembership {
        var membership = TargetMembership()
        guard let node else { return membership }
        let entries = yaml.document.kind(yaml.document.resolved(node)) == .scalar ? [node] : yaml.items(node)
        for entry in entries {
            let resolved = yaml.document.resolved(entry)
            var source: TargetMembership.Folder
            if yaml.document.kind(resolved) == .scalar {
                guard let text = yaml.string(resolved) else { continue }
                source = TargetMembership.Folder(path: XcodeProjectPaths.join(directory, text))
            } else {
                guard let text = yaml.value(resolved, "path").flatMap(yaml.string) else { continue }
                if let type = yaml.value(resolved, "type").flatMap(yaml.string), type == "folder" { continue }
                if let phase = yaml.value(resolved, "buildPhase").flatMap(yaml.string), phase != "sources" { continue }
                source = TargetMembership.Folder(path: XcodeProjectPaths.join(directory, text),
                                                 excludedPatterns: yaml.strings(yaml.value(resolved, "excludes")),
                                                 includedPatterns: yaml.strings(yaml.value(resolved, "includes")))
            }
            if source.path.hasSuffix(".swift") {
                membership.files.insert(source.path)
            } else {
                membership.folders.append(source)
            }
        }
        return membership
    }
}

/// Lenient reads of a loaded YAML document: a missing key or a value of another kind reads
/// as nil. Each target's few keys are read a bounded number of times, so what aliases can
/// make a file repeat is bounded by the loader's own alias expansion limit.
struct YAMLView {
    let document: YAMLDocument

    init(document: YAMLDocument) { self.document = document }

    func string(_ node: Int) -> String? {
        let node = document.resolved(node)
        guard document.kind(node) == .scalar, !document.isNull(node) else { return nil }
        return document.scalar(node)
    }

    func pairs(_ node: Int) -> [(key: Int, value: Int)] {
        let node = document.resolved(node)
        guard document.kind(node) == .mapping else { return [] }
        return document.pairs(node)
    }

    func items(_ node: Int) -> [Int] {
        let node = document.resolved(node)
        guard document.kind(node) == .sequence else { return [] }
        return document.items(node).map { Int($0) }
    }

    /// The value of `key` in a mapping (the last one written).
    func value(_ node: Int, _ key: StaticString) -> Int? {
        var found: Int?
        for (candidate, value) in pairs(node) where document.scalar(document.resolved(candidate), equals: key) {
            found = value
        }
        return found
    }

    /// A scalar as one string, a sequence as its scalars.
    func strings(_ node: Int?) -> [String] {
        guard let node else { return [] }
        if let single = string(node) { return [single] }
        return items(node).compactMap(string)
    }

    /// Where XcodeGen's `settings` set `key` for `configuration`: its `configs` entry of that
    /// name (any case), else `base`, else the mapping itself when it has neither (XcodeGen
    /// reads a plain mapping as base settings).
    func setting(_ key: String, in settings: Int?, configuration: String) -> Int? {
        guard let settings else { return nil }
        let configs = value(settings, "configs")
        let base = value(settings, "base")
        if let configs {
            for (name, values) in pairs(configs) where string(name)?.lowercased() == configuration.lowercased() {
                if let found = keyed(key, in: values) { return found }
            }
        }
        if let base { return keyed(key, in: base) }
        return configs == nil && value(settings, "groups") == nil ? keyed(key, in: settings) : nil
    }

    private func keyed(_ key: String, in node: Int) -> Int? {
        var found: Int?
        for (candidate, value) in pairs(node) where string(candidate) == key { found = value }
        return found
    }
}
