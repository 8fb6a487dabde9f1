/// The environment a Swift file is judged in, from the targets that compile it.
public struct FileEnvironment: Sendable, Hashable {
    /// iPhone when every target that compiles the file runs on iPhone only; iPad when any of
    /// them runs in regular width or does not say where it runs.
    public var idiom: Idiom
    /// The lowest deployment target of those targets (reported; the rules judge what the app
    /// does on the iOS it runs on, which the deployment target only bounds from below).
    public var deploymentTarget: OSVersion?

    public init(idiom: Idiom, deploymentTarget: OSVersion? = nil) {
        self.idiom = idiom
        self.deploymentTarget = deploymentTarget
    }
}

/// Each linted Swift file's environment as project discovery found it, keyed by the path the
/// source front end is given (a file no target compiles is absent: it keeps the default).
public struct SourceEnvironments: Sendable {
    public var files: [String: FileEnvironment] = [:]

    public init(files: [String: FileEnvironment] = [:]) { self.files = files }
}

/// What project discovery read and took, for `--verbose` and the JSON and SARIF run
/// properties.
public struct ProjectDiscoveryReport: Sendable, Hashable {
    public struct Target: Sendable, Hashable {
        public var name: String
        public var product: String
        /// `1,2`; nil when the project does not say.
        public var deviceFamily: String?
        /// How it was found (`TARGETED_DEVICE_FAMILY = 1 (Debug, Release)`).
        public var deviceFamilySource: String?
        /// The idiom its Swift files are judged on, on its own account; nil for a test bundle.
        public var idiom: Idiom?
        /// A target built for another platform than iOS (`macOS`): its device family does not apply.
        public var platform: String?
        public var deploymentTarget: String?
        public var deploymentTargetSource: String?
        /// Swift files of the run it compiles.
        public var swiftFiles: Int
    }

    public struct Project: Sendable, Hashable {
        /// As reports show paths.
        public var file: String
        /// `xcode`, `xcodegen`, `swiftpm`, `tuist`.
        public var kind: String
        /// `LastUpgradeCheck 1400 (Xcode 14.0)`, where the project says.
        public var lastSetUpWith: String?
        /// The targets that compile Swift files of the run.
        public var targets: [Target]
        /// Targets that compile none of them.
        public var otherTargets: Int
    }

    /// Why discovery did not run (`--no-project`, the configuration's `environment: {idiom:}`).
    public var skipped: String?
    public var projects: [Project] = []
    /// Swift files of the run judged on iPhone and on iPad from their targets, and those in no
    /// target found (judged on the default, iPad).
    public var phoneFiles = 0
    public var padFiles = 0
    public var unmatchedFiles = 0
    /// Swift files only test bundles compile (judged on the default, iPad).
    public var testOnlyFiles = 0

    public init(skipped: String? = nil) { self.skipped = skipped }

    /// The lines `--verbose` writes, without the `modallint: ` prefix.
    public var verboseLines: [String] {
        if let skipped { return ["project discovery: off (\(skipped))"] }
        var lines: [String] = []
        for project in projects {
            var line = "project \(project.file) (\(project.kind))"
            if let lastSetUpWith = project.lastSetUpWith { line += ", \(lastSetUpWith)" }
            if project.otherTargets > 0 {
                line += project.otherTargets == 1 ? "; 1 other target compiles" : "; \(project.otherTargets) other targets compile"
                line += " none of the linted files"
            }
            lines.append(line)
            for target in project.targets {
                var text = "  target \(target.name) (\(target.product)): \(target.swiftFiles) Swift file\(target.swiftFiles == 1 ? "" : "s")"
                if let platform = target.platform {
                    text += ", a \(platform) target (its device family does not apply)"
                } else if let idiom = target.idiom {
                    text += ", judged on \(idiom == .phone ? "iPhone" : "iPad")"
                    text += target.deviceFamilySource.map { " (\($0))" } ?? " (the project does not say where it runs)"
                } else {
                    text += ", a test bundle (its device family does not count)"
                }
                if let source = target.deploymentTargetSource { text += "; \(source)" }
                lines.append(text)
            }
        }
        lines.append("project discovery: \(phoneFiles) Swift file\(phoneFiles == 1 ? "" : "s") judged on iPhone (only iPhone-only targets compile them), "
            + "\(padFiles) on iPad (a target that runs there, or does not say where it runs, compiles them), "
            + "\(testOnlyFiles) only in test bundles and \(unmatchedFiles) in no target found (iPad, the default)")
        return lines
    }
}
