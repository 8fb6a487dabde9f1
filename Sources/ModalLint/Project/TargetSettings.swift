/// A target's device family and deployment target from its build settings, over all of its
/// configurations: a Debug build that runs on iPhone only and a Release build that runs on
/// iPad too ship code to iPad, so the widest family is taken (and a warning says the
/// configurations differ); likewise the lowest deployment target.
enum TargetSettings {
    static let familyKey = "TARGETED_DEVICE_FAMILY"

    /// `SDKROOT` values of targets that are not iOS, and the platform each names.
    static let platforms = ["macosx": "macOS", "appletvos": "tvOS", "watchos": "watchOS", "xros": "visionOS", "driverkit": "DriverKit"]

    /// nil when no configuration sets the family (the Info.plist may); a nil family with a
    /// source when it is set but not understood, or not set in every configuration.
    static func family(_ configurations: [(name: String, settings: BuildSettings)], target: String,
                       read: inout ProjectRead) -> (family: DeviceFamily?, source: String)? {
        var set: [(name: String, family: DeviceFamily, written: BuildSettings.Value)] = []
        var unset: [String] = []
        for (name, settings) in configurations {
            var values = settings.resolved(familyKey).map { [$0] } ?? []
            values += settings.conditionalValues(familyKey)
            guard let first = values.first else {
                unset.append(name)
                continue
            }
            var family: DeviceFamily?
            for (text, written) in values {
                guard let text, let parsed = DeviceFamily(parsing: text) else {
                    let what = text == nil ? "names a setting the project does not define" : "is not a list of device numbers"
                    read.warn("\(familyKey) `\(written.text)` of target \(target) (\(name)) \(what): \(XcodeProjectReader.unknownTargetOutcome)",
                              at: written.position ?? SourcePosition(line: 1, column: 1), logical: "project/\(target)/\(familyKey)",
                              fix: "write the devices as numbers (1 iPhone, 2 iPad, \"1,2\" both)")
                    return (nil, "\(familyKey) `\(written.text)`, not understood")
                }
                family = family.map { $0.union(parsed) } ?? parsed
            }
            // Catalyst runs the iPad app on the Mac (regular width), whatever the family says.
            if settings.text("SUPPORTS_MACCATALYST") == "YES" { family = family?.union(DeviceFamily([6])) }
            set.append((name, family!, first.written))
        }
        guard !set.isEmpty else { return nil }
        if !unset.isEmpty {
            let setNames = set.map(\.name).joined(separator: ", ")
            read.warn("\(familyKey) of target \(target) is set for \(setNames) but not for \(unset.joined(separator: ", ")), where Xcode's default applies: \(XcodeProjectReader.unknownTargetOutcome)",
                      at: set[0].written.position ?? SourcePosition(line: 1, column: 1), logical: "project/\(target)/\(familyKey)",
                      fix: "set \(familyKey) for every configuration, or at the target level")
            return (nil, "\(familyKey) set for \(setNames) only")
        }
        return widest(set.map { ($0.name, $0.family, $0.written.position) }, target: target, read: &read)
    }

    /// The union of the families each configuration sets (at least one), and how it was found;
    /// a warning at the narrowest one's value when they differ.
    static func widest(_ set: [(name: String, family: DeviceFamily, position: SourcePosition?)], target: String,
                       read: inout ProjectRead, fallback: String? = nil) -> (family: DeviceFamily, source: String) {
        let widest = set.dropFirst().reduce(set[0].family) { $0.union($1.family) }
        guard Set(set.map(\.family)).count > 1 else {
            return (widest, fallback ?? "\(familyKey) = \(widest) (\(set.map(\.name).joined(separator: ", ")))")
        }
        let each = set.map { "\($0.name): \($0.family)" }.joined(separator: ", ")
        let narrowest = set.min { $0.family.numbers.count < $1.family.numbers.count }!
        read.warn("\(familyKey) differs between the configurations of target \(target) (\(each)): its Swift files are judged for the widest, \(widest.spelledOut)",
                  at: narrowest.position ?? SourcePosition(line: 1, column: 1), logical: "project/\(target)/\(familyKey)",
                  fix: "give every configuration the devices the app ships to")
        return (widest, "\(familyKey) \(each): the widest, \(widest)")
    }

    /// The lowest `IPHONEOS_DEPLOYMENT_TARGET` of the configurations, and how it was found.
    static func deploymentTarget(_ configurations: [(name: String, settings: BuildSettings)]) -> (version: OSVersion, source: String)? {
        let found = configurations.compactMap { name, settings in
            settings.text("IPHONEOS_DEPLOYMENT_TARGET").flatMap { OSVersion(parsing: $0) }.map { (name, $0) }
        }
        guard let lowest = found.min(by: { $0.1 < $1.1 }) else { return nil }
        let source = Set(found.map(\.1)).count == 1
            ? "IPHONEOS_DEPLOYMENT_TARGET = \(lowest.1)"
            : "IPHONEOS_DEPLOYMENT_TARGET " + found.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + ": the lowest, \(lowest.1)"
        return (lowest.1, source)
    }
}
