#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the project files that describe a run's Swift files, reads them, and gives each file
/// the environment of the targets that compile it.
///
/// Projects sit beside or above their sources: each directory from a Swift file's up to the
/// enclosing git work tree (or, outside one, up to the directory the run was given) is looked
/// at once for `*.xcodeproj/project.pbxproj`, XcodeGen's `project.yml` and the files the
/// front end's readers take (`Package.swift`, Tuist's `Project.swift`). Costs: one directory
/// listing per such directory, each project file read once (bounded in size and number), and
/// per Swift file a hash lookup for each directory above it.
public enum ProjectDiscovery {
    /// Project files read in one run; more are reported and left out.
    public static let maxProjectFiles = 64
    /// Directories climbed above a file, at most.
    static let maxClimb = 256

    public struct Outcome: Sendable {
        public var environments = SourceEnvironments()
        public var report = ProjectDiscoveryReport()
        /// The `input/project` warnings, one report per project file that has any (paths as
        /// reports show them), with the file's bytes for snippets when it was read.
        public var fileReports: [(report: FileReport, bytes: [UInt8]?)] = []
    }

    /// A project file found, and how to read it.
    enum Found: Sendable {
        case xcode(String)
        case xcodegen(String)
        case reader(String, Int)

        var path: String {
            switch self {
            case .xcode(let path), .xcodegen(let path), .reader(let path, _): path
            }
        }
    }

    /// `files`: the run's Swift files as the front end is given them, each with the directory
    /// the search above it stops at. `display`: a path as reports show it. A project file that
    /// another user could have planted (`ConfigurationTrust`) is not read: it could make a
    /// file's findings vanish as surely as a configuration file that turns rules off.
    public static func discover(_ files: [(path: String, ceiling: String)], workingDirectory: String,
                                readers: [any ProjectFileReader], jobs: Int,
                                fileSystem: ConfigurationTrust.FileSystem = .system,
                                display: (String) -> String) -> Outcome {
        var outcome = Outcome()
        let absolute = files.map { Paths.absolute($0.path, workingDirectory: workingDirectory) }
        var found = projectFiles(absolute, ceilings: files.map { Paths.absolute($0.ceiling, workingDirectory: workingDirectory) },
                                 readers: readers)
        if found.count > maxProjectFiles {
            let first = found[maxProjectFiles].path
            outcome.fileReports.append((warningReport(display(first), [Diagnostic(
                rule: "input/project", severity: .warning,
                message: "more than \(maxProjectFiles) project files lie beside and above the linted Swift files; this one and the \(found.count - maxProjectFiles - 1) after it were not read",
                range: .fileStart, fix: "lint a narrower directory, or run with --no-project", logicalLocation: "project")]), nil))
            found = Array(found.prefix(maxProjectFiles))
        }
        let reads = ParallelMap.map(found, jobs: jobs) { found -> (read: ProjectRead, bytes: [UInt8]?) in
            if let reason = ConfigurationTrust.distrust(found.path, fileSystem: fileSystem) {
                var untrusted = ProjectRead(path: found.path, kind: .xcode)
                untrusted.warn("this project file was not read: \(reason); \(XcodeProjectReader.unknownOutcome)",
                               fix: "lint a copy you own, or say the device in `.modallint.yml`")
                return (untrusted, nil)
            }
            return read(found, readers: readers)
        }
        for (read, bytes) in reads where !read.warnings.isEmpty {
            let shown = display(read.path)
            outcome.fileReports.append((warningReport(shown, read.warnings), bytes))
        }
        let projects = reads.map(\.read)
        match(absolute, keys: files.map(\.path), projects: projects, display: display, into: &outcome)
        return outcome
    }

    /// The project files in the directories from each file's up to its ceiling, sorted.
    static func projectFiles(_ files: [String], ceilings: [String], readers: [any ProjectFileReader]) -> [Found] {
        var seen: Set<String> = []
        var directories: [String] = []
        for (file, ceiling) in zip(files, ceilings) {
            var directory = Paths.directory(of: file)
            for _ in 0..<maxClimb {
                guard !Paths.isOutside(directory, ceiling), seen.insert(directory).inserted else { break }
                directories.append(directory)
                if directory == ceiling || directory == "/" { break }
                directory = Paths.directory(of: directory)
            }
        }
        var found: [Found] = []
        for directory in directories {
            var problems: [WalkProblem] = []
            guard let entries = DirectoryWalk.entries(of: directory, problems: &problems) else { continue }
            let base = directory == "/" ? "" : directory
            for (name, _) in entries {
                if name.hasSuffix(".xcodeproj") {
                    found.append(.xcode(base + "/" + name + "/project.pbxproj"))
                } else if name == XcodeGenReader.fileName {
                    found.append(.xcodegen(base + "/" + name))
                } else if let reader = readers.firstIndex(where: { $0.fileName == name }) {
                    found.append(.reader(base + "/" + name, reader))
                }
            }
        }
        return found.sorted { $0.path < $1.path }
    }

    /// Reads one project file; its bytes are kept when it has warnings (for snippets).
    static func read(_ found: Found, readers: [any ProjectFileReader]) -> (read: ProjectRead, bytes: [UInt8]?) {
        let limit: Int
        let kind: ProjectRead.Kind
        switch found {
        case .xcode: (limit, kind) = (XcodeProjectReader.maxBytes, .xcode)
        case .xcodegen: (limit, kind) = (XcodeGenReader.maxBytes, .xcodegen)
        case .reader: (limit, kind) = (PackageLimits.maxBytes, .swiftpm)
        }
        let bytes: [UInt8]
        switch SafeFile.read(found.path, limit: limit) {
        case .success(let read):
            bytes = read
        case .failure(let problem):
            var read = ProjectRead(path: found.path, kind: kind)
            let missing = problem.reason == SafeFile.reason(ENOENT)
            read.warn(missing && kind == .xcode
                ? "\(Paths.lastComponent(of: Paths.directory(of: found.path))) has no project.pbxproj: \(XcodeProjectReader.unknownOutcome)"
                : "cannot read this project file (\(problem.reason ?? problem.message)); \(XcodeProjectReader.unknownOutcome)")
            return (read, nil)
        }
        let read: ProjectRead
        switch found {
        case .xcode(let path): read = XcodeProjectReader.read(bytes, path: path)
        case .xcodegen(let path): read = XcodeGenReader.read(bytes, path: path)
        case .reader(let path, let index):
            guard bytes.count <= limit else {
                var tooLarge = ProjectRead(path: path, kind: kind)
                tooLarge.warn("this project file is larger than \(limit >> 20) MiB and was not read; \(XcodeProjectReader.unknownOutcome)")
                return (tooLarge, nil)
            }
            read = readers[index].read(bytes, path: path)
        }
        return (read, read.warnings.isEmpty ? nil : bytes)
    }

    static func warningReport(_ shown: String, _ warnings: [Diagnostic]) -> FileReport {
        FileReport(path: shown, status: .ok, diagnostics: warnings.map { warning in
            var warning = warning
            warning.file = shown
            return warning
        })
    }

    /// A target of one of the projects read.
    struct TargetKey: Hashable {
        var project: Int
        var target: Int
    }

    /// Each file's targets, and from them its environment and the report.
    static func match(_ files: [String], keys: [String], projects: [ProjectRead], display: (String) -> String,
                      into outcome: inout Outcome) {
        var exact: [String: [TargetKey]] = [:]
        var folders: [String: [(TargetKey, TargetMembership.Folder)]] = [:]
        for (project, read) in projects.enumerated() {
            for (index, target) in read.targets.enumerated() {
                let key = TargetKey(project: project, target: index)
                for file in target.membership.files { exact[file, default: []].append(key) }
                for folder in target.membership.folders { folders[folder.path, default: []].append((key, folder)) }
            }
        }
        var counts: [TargetKey: Int] = [:]
        for (file, key) in zip(files, keys) {
            var targets = Set(exact[file] ?? [])
            if !folders.isEmpty {
                var directory = Paths.directory(of: file)
                for _ in 0..<maxClimb {
                    if let held = folders[directory] {
                        let relative = Paths.relative(file, to: directory)
                        for (target, folder) in held where folder.contains(relative: relative) { targets.insert(target) }
                    }
                    if directory == "/" { break }
                    directory = Paths.directory(of: directory)
                }
            }
            for target in targets { counts[target, default: 0] += 1 }
            let compiling = targets.map { projects[$0.project].targets[$0.target] }
            let shipping = compiling.filter { !$0.isTest }
            guard !shipping.isEmpty else {
                if compiling.isEmpty { outcome.report.unmatchedFiles += 1 } else { outcome.report.testOnlyFiles += 1 }
                continue
            }
            let phoneOnly = shipping.allSatisfy { $0.family.map { !$0.runsInRegularWidth } ?? false }
            let lowest = shipping.compactMap(\.deploymentTarget).min()
            outcome.environments.files[key] = FileEnvironment(idiom: phoneOnly ? .phone : .pad, deploymentTarget: lowest)
            if phoneOnly { outcome.report.phoneFiles += 1 } else { outcome.report.padFiles += 1 }
        }
        for (project, read) in projects.enumerated() {
            let matched = read.targets.indices.filter { counts[TargetKey(project: project, target: $0)] != nil }
            guard !matched.isEmpty else { continue }
            outcome.report.projects.append(ProjectDiscoveryReport.Project(
                file: display(read.path), kind: read.kind.rawValue, lastSetUpWith: read.lastSetUpWith,
                targets: matched.map { index in
                    let target = read.targets[index]
                    return ProjectDiscoveryReport.Target(
                        name: target.name, product: target.product, deviceFamily: target.family?.description,
                        deviceFamilySource: target.familySource, idiom: target.isTest ? nil : target.family?.idiom ?? .pad,
                        platform: target.platform,
                        deploymentTarget: target.deploymentTarget?.description, deploymentTargetSource: target.deploymentTargetSource,
                        swiftFiles: counts[TargetKey(project: project, target: index)] ?? 0)
                },
                otherTargets: read.targets.count - matched.count))
        }
    }
}

/// What a manifest read with swift-syntax may cost (`Package.swift`, `Project.swift`).
public enum PackageLimits {
    public static let maxBytes = 1 << 20
}
