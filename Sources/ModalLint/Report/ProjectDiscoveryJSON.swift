/// What project discovery read, as the JSON report's `projects` and the SARIF run's
/// `properties.projects` write it: the project files whose targets compile the run's Swift
/// files, with the settings taken from them, and how many files were judged on each device.
/// Keys sorted, optional members left out when nil (as `JSONEncoder` writes them).
struct ProjectDiscoveryJSON: Encodable, Sendable {
    struct Files: Encodable, Sendable {
        var iPad: Int
        var iPhone: Int
        var noTarget: Int
        var testOnly: Int
    }

    struct Target: Encodable, Sendable {
        var deploymentTarget: String?
        var deploymentTargetSource: String?
        var deviceFamily: String?
        var deviceFamilySource: String?
        var idiom: String?
        var name: String
        var platform: String?
        var product: String
        var swiftFiles: Int
    }

    struct Project: Encodable, Sendable {
        var file: String
        var kind: String
        var lastSetUpWith: String?
        var otherTargets: Int
        var targets: [Target]
    }

    /// Zero and empty when discovery did not run (`skipped` says why).
    var files: Files
    var read: [Project]
    var skipped: String?

    init(_ report: ProjectDiscoveryReport) {
        skipped = report.skipped
        files = Files(iPad: report.padFiles, iPhone: report.phoneFiles, noTarget: report.unmatchedFiles, testOnly: report.testOnlyFiles)
        read = report.projects.map { project in
            Project(file: project.file, kind: project.kind, lastSetUpWith: project.lastSetUpWith, otherTargets: project.otherTargets,
                    targets: project.targets.map { target in
                        Target(deploymentTarget: target.deploymentTarget, deploymentTargetSource: target.deploymentTargetSource,
                               deviceFamily: target.deviceFamily, deviceFamilySource: target.deviceFamilySource,
                               idiom: target.idiom?.rawValue, name: target.name, platform: target.platform,
                               product: target.product, swiftFiles: target.swiftFiles)
                    })
        }
    }
}

extension ProjectDiscoveryJSON: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("files", files)
            json.field("read", read)
            json.field("skipped", skipped)
        }
    }
}

extension ProjectDiscoveryJSON.Files: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("iPad", iPad)
            json.field("iPhone", iPhone)
            json.field("noTarget", noTarget)
            json.field("testOnly", testOnly)
        }
    }
}

extension ProjectDiscoveryJSON.Project: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("file", file)
            json.field("kind", kind)
            json.field("lastSetUpWith", lastSetUpWith)
            json.field("otherTargets", otherTargets)
            json.field("targets", targets)
        }
    }
}

extension ProjectDiscoveryJSON.Target: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.field("deploymentTarget", deploymentTarget)
            json.field("deploymentTargetSource", deploymentTargetSource)
            json.field("deviceFamily", deviceFamily)
            json.field("deviceFamilySource", deviceFamilySource)
            json.field("idiom", idiom)
            json.field("name", name)
            json.field("platform", platform)
            json.field("product", product)
            json.field("swiftFiles", swiftFiles)
        }
    }
}

extension ProjectDiscoveryReport {
    /// A report with every field filled, for the report schema (`JSONSchemas.report`).
    static var example: ProjectDiscoveryReport {
        var report = ProjectDiscoveryReport()
        report.projects = [Project(
            file: "App.xcodeproj/project.pbxproj", kind: "xcode", lastSetUpWith: "LastUpgradeCheck 1500 (Xcode 15.0)",
            targets: [Target(name: "App", product: "application", deviceFamily: "1", deviceFamilySource: "TARGETED_DEVICE_FAMILY = 1 (Debug, Release)",
                             idiom: .phone, platform: "macOS", deploymentTarget: "15.0",
                             deploymentTargetSource: "IPHONEOS_DEPLOYMENT_TARGET = 15.0", swiftFiles: 1)],
            otherTargets: 0)]
        report.phoneFiles = 1
        report.skipped = "an example"
        return report
    }
}
