import Foundation
import Testing
@testable import ModalLint

enum Config {
    static func parse(_ text: String) -> (file: ConfigurationFile?, diagnostics: [Diagnostic]) {
        ConfigurationFile.parse(Array(text.utf8), path: "/repo/.modallint.yml")
    }

    /// `line:column: message` of each problem.
    static func problems(_ text: String) -> [String] {
        parse(text).diagnostics.map { "\($0.range.start.line):\($0.range.start.column): [\($0.rule)] \($0.message)" }
    }
}

@Test func configurationFileIsReadIntoTheOneModel() throws {
    let file = try #require(Config.parse("""
        modallint: 1
        rules:
          host/own-presenter: off
          host: warning
          input/unused-suppression: error
        exclude: ["Fixtures/legacy/**", "*.generated.yaml"]
        environment: {sdk: "16.0", idiom: pad}
        """).file)
    #expect(file.excludes == ["Fixtures/legacy/**", "*.generated.yaml"])
    #expect(file.directory == "/repo")
    var configuration = Configuration()
    configuration.apply(file)
    let rules = Dictionary(uniqueKeysWithValues: RuleRegistry.metadata.map { ($0.id, $0) })
    #expect(configuration.severity(for: rules["host/own-presenter"]!) == nil)
    #expect(configuration.severity(for: rules["host/missing"]!) == .warning, "the family's severity")
    #expect(configuration.severity(for: rules["input/unused-suppression"]!) == .error)
    #expect(configuration.severity(for: rules["input/syntax"]!) == .error, "input findings are always on")
    #expect(configuration.environmentDefaults.sdk == OSVersion(16))
    #expect(configuration.environmentDefaults.idiom == .pad)
    #expect(configuration.isExcluded("Fixtures/legacy/a/b.yaml", workingDirectory: "/repo"))
    #expect(configuration.isExcluded("/repo/Snapshots/x.generated.yaml", workingDirectory: "/elsewhere"))
    #expect(!configuration.isExcluded("Fixtures/host/missing.yaml", workingDirectory: "/repo"))
    #expect(!configuration.isExcluded("../Fixtures/legacy/a.yaml", workingDirectory: "/repo"), "outside the configuration's directory")

    // Flags override the file: --disable turns a configured rule off, --rule turns an `off` rule on.
    configuration.disabledRules = ["host/missing"]
    #expect(configuration.severity(for: rules["host/missing"]!) == nil)
    configuration.disabledRules = []
    configuration.onlyRules = ["host/own-presenter"]
    #expect(configuration.severity(for: rules["host/own-presenter"]!) == .warning, "its default severity")
    #expect(configuration.severity(for: rules["host/missing"]!) == nil)
}

@Test func emptyConfigurationFileIsFine() {
    #expect(Config.parse("").file != nil)
    #expect(Config.parse("# only a comment\n").file != nil)
    #expect(Config.parse("rules:\nexclude:\n").file != nil)
}

@Test func configurationProblemsAreLocatedWithSuggestions() {
    let problems = Config.problems("""
        rules:
          host/mising: off
          host/missing: sometimes
          input/syntax: off
          hots: note
        exclude: "Fixtures/**"
        enviroment: {sdk: 16}
        """)
    #expect(problems == [
        "2:3: [input/schema] no rule or family named `host/mising`; did you mean `host/missing`?",
        "3:17: [input/schema] the severity of `host/missing` must be one of off, note, warning, error, not scalar `sometimes`",
        "4:3: [input/schema] `input/syntax` cannot be configured: findings about the input itself are always errors",
        "5:3: [input/schema] no rule or family named `hots`; did you mean `host`?",
        "6:10: [input/schema] `exclude` must be a sequence, not a scalar `Fixtures/**`",
        "7:1: [input/schema] unknown key `enviroment` in the configuration; did you mean `environment`?",
    ])
    #expect(Config.parse("rules: {host: eror}").diagnostics.first?.message.hasSuffix("did you mean `error`?") == true)
}

@Test func configurationBadInputCases() {
    #expect(Config.problems("rules: [host]") == [
        "1:8: [input/schema] `rules` must be a mapping of rule ids or families to severities, not a sequence",
    ])
    #expect(Config.problems("exclude: [\"\", 3]") == ["1:11: [input/schema] an `exclude` pattern must not be empty"])
    #expect(Config.problems("environment: {sdk: new, width: wide}") == [
        "1:20: [input/schema] `sdk` must be a version such as 13, 13.0 or \"17.4\", not a scalar `new`",
        "1:32: [input/schema] `width` must be one of compact, regular, not scalar `wide`",
    ])
    #expect(Config.problems("modallint: 2") == ["1:12: [input/schema] unsupported configuration version 2; this modallint reads version 1"])
    #expect(Config.problems("rules: {host: off, host: note}").first?.contains("duplicate key `host`") == true)
    #expect(Config.problems("rules: {host: off").first?.contains("[input/syntax]") == true)
    #expect(Config.problems("- a\n- b").first == "1:1: [input/schema] the configuration must be a mapping, not a sequence")
    #expect(Config.parse("rules: {host: off").file == nil)
}

@Test func configurationIsFoundUpward() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-config-\(UUID().uuidString)")
    let nested = root.appendingPathComponent("a/b/c")
    try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: root) }
    let resolved = Paths.absolute(root.resolvingSymlinksInPath().path, workingDirectory: "/")
    #expect(ConfigurationFile.find(from: nested.path).map { $0.hasPrefix(resolved) } != true)
    try Data("rules: {host: note}\n".utf8).write(to: root.appendingPathComponent("a/.modallint.yml"))
    #expect(ConfigurationFile.find(from: nested.path) == Paths.absolute(root.path, workingDirectory: "/") + "/a/.modallint.yml")
    // A directory of that name is not a configuration file.
    try FileManager.default.createDirectory(at: nested.appendingPathComponent(".modallint.yml"), withIntermediateDirectories: true)
    #expect(ConfigurationFile.find(from: nested.path)?.hasSuffix("/a/.modallint.yml") == true)
}

@Test func environmentDefaultsFromTheConfigurationApplyToSnapshotsThatDoNotSetThem() throws {
    var configuration = Configuration()
    configuration.apply(try #require(Config.parse("environment: {sdk: 15, idiom: pad}").file))
    let (unset, _) = Linter.load(Array("windows:\n  - root: {class: A}\n".utf8), configuration: configuration)
    #expect(unset?.environment.sdk == OSVersion(15))
    #expect(unset?.environment.idiom == .pad)
    let (set, _) = Linter.load(Array("environment: {sdk: 17}\nwindows:\n  - root: {class: A}\n".utf8), configuration: configuration)
    #expect(set?.environment.sdk == OSVersion(17))
    #expect(set?.environment.idiom == .pad)
}

@Test func excludesSkipFilesAndDirectories() throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-exclude-\(UUID().uuidString)")
    for directory in ["Snapshots/legacy/deep", "Snapshots/current"] {
        try FileManager.default.createDirectory(at: root.appendingPathComponent(directory), withIntermediateDirectories: true)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    for file in ["Snapshots/legacy/deep/a.yaml", "Snapshots/current/b.yaml", "Snapshots/current/c.generated.yaml"] {
        try Data("windows:\n  - root: {class: A}\n".utf8).write(to: root.appendingPathComponent(file))
    }
    var configuration = Configuration()
    configuration.excludes = ["Snapshots/legacy", "*.generated.yaml"]
    configuration.excludeBase = root.path
    let session = LintSession(configuration: configuration, jobs: 1, keepSources: false, workingDirectory: root.path)
    #expect(session.run([.path(root.path + "/Snapshots")]).files.map(\.path) == ["Snapshots/current/b.yaml"])
    #expect(session.run([.path(root.path + "/Snapshots/legacy/deep/a.yaml")]).files.isEmpty, "named files are excluded too")
}

@Test func globs() {
    #expect(Glob.matches("Fixtures/legacy/**", "Fixtures/legacy/a/b.yaml"))
    #expect(Glob.matches("Fixtures/legacy", "Fixtures/legacy/a.yaml"))
    #expect(!Glob.matches("Fixtures/legacy", "Fixtures/legacy2/a.yaml"))
    #expect(Glob.matches("*.yaml", "a/b/c.yaml"), "no slash: any depth")
    #expect(!Glob.matches("a/*.yaml", "a/b/c.yaml"), "* stays in its segment")
    #expect(Glob.matches("a/**/c.yaml", "a/c.yaml"))
    #expect(Glob.matches("a/**/c.yaml", "a/x/y/c.yaml"))
    #expect(Glob.matches("./a/?.yaml", "a/b.yaml"))
    #expect(!Glob.matches("a/?.yaml", "a/bb.yaml"))
    #expect(Glob.matches("/a/b.yaml", "a/b.yaml"))
    // No backtracking blow-up.
    #expect(!Glob.matches(String(repeating: "*a", count: 50) + "b", String(repeating: "a", count: 200)))
}

@Test func paths() {
    #expect(Paths.absolute("a/./b/../c.yaml", workingDirectory: "/w//x") == "/w/x/a/c.yaml")
    #expect(Paths.relative("/w/x/a.yaml", to: "/w/y") == "../x/a.yaml")
    #expect(Paths.relative("/w", to: "/w") == ".")
    #expect(Paths.directory(of: "/a.yaml") == "/")
    #expect(LintSession.displayPath("/w/a.yaml", workingDirectory: "/w") == "a.yaml")
    #expect(LintSession.displayPath("/v/a.yaml", workingDirectory: "/w") == "/v/a.yaml")
}

@Test("compiled exclude globs match exactly as each glob alone")
func globSetMatchesGlob() {
    let patterns = [
        "Fixtures/legacy/**", "Fixtures/legacy", "*.yaml", "a/*.yaml", "a/**/c.yaml", "./a/?.yaml", "/a/b.yaml",
        "legacy", "**/gen/*.yml", "x*y", "?", "*", "a/b*/c", "*-old.yaml", "snap-*", "é?", "a/**/**/z", "", "snap-*-x.yaml", "?*", "*é*", "old-1-*.yaml", "b*",
        String(repeating: "*a", count: 20) + "b",
        // Literal segments outside ASCII that equal other text as Strings do (canonical
        // equivalence): the Kelvin sign is `K`, a precomposed é the decomposed one.
        "\u{212A}elvin", "caf\u{E9}", "Kelvin/old", "docs/cafe\u{301}",
    ]
    let paths = [
        "Fixtures/legacy/a/b.yaml", "Fixtures/legacy/a.yaml", "Fixtures/legacy2/a.yaml", "a/b/c.yaml", "a/c.yaml",
        "a/x/y/c.yaml", "a/b.yaml", "a/bb.yaml", "deep/legacy/x.yml", "src/gen/x.yml", "src/gen/x/y.yml", "xay",
        "q/xy", "b", "a/bcd/c", "a/bcd/c/d", "mod/view-old.yaml", "snap-1/file", "é1", "éé", "a/z", "a/1/2/z", "",
        String(repeating: "a", count: 60), "é", "snap-1-x.yaml", "d/old-1-a.yaml", "d/old-12-a.yaml", "xé.yaml", "b\u{301}c",
        "Kelvin", "x/Kelvin/y", "\u{212A}elvin/old/a", "cafe\u{301}", "x/caf\u{E9}/z", "docs/caf\u{E9}/a", "docs/cafe",
    ]
    for count in [1, 3, patterns.count] {
        for start in stride(from: 0, to: patterns.count, by: count) {
            let chosen = Array(patterns[start..<min(start + count, patterns.count)])
            let set = GlobSet(chosen)
            for path in paths {
                let expected = chosen.contains { Glob.matches($0, path) }
                #expect(set.matches(path) == expected, "\(chosen) on \(path)")
            }
        }
    }
    #expect(!GlobSet([]).matches("a"))
    // What the man page says: canonically equivalent spellings match.
    #expect(GlobSet(["caf\u{E9}"]).matches("docs/cafe\u{301}/a.yaml"))
    #expect(GlobSet(["docs/cafe\u{301}"]).matches("docs/caf\u{E9}/a.yaml"))
    #expect(GlobSet(["\u{212A}elvin"]).matches("x/Kelvin"))
}

/// Excludes come from a file anyone can commit: a pattern of thousands of `**/` (or of
/// `**/a/` on a path of `a/a/...`) costs its length times the path's depth, not more.
@Test func globSetsOfRepeatedGlobstarsAreLinear() {
    let deep = Array(repeating: "d", count: 120).joined(separator: "/") + "/x.yaml"
    let globstars = GlobSet([String(repeating: "**/", count: 2_000) + "zz", String(repeating: "**/", count: 2_000) + "x.yaml"])
    var matched = false
    let time = Robustness.seconds { matched = globstars.matches(deep) && !globstars.matches(deep.replacingOccurrences(of: "x.yaml", with: "y.yaml")) }
    #expect(matched)
    #expect(time < Robustness.bound(0.5), "took \(time) s")
    // Every `**` stays active along a path that matches each `a`: thousands of states at once.
    let alternating = String(repeating: "**/a/", count: 500) + "b"
    let path = Array(repeating: "a", count: 700).joined(separator: "/")
    let set = GlobSet([alternating])
    var results: [Bool] = []
    let alternatingTime = Robustness.seconds { results = [set.matches(path), set.matches(path + "/b"), set.matches("a/b")] }
    #expect(results == [false, true, false])
    #expect(alternatingTime < Robustness.bound(4), "took \(alternatingTime) s (it was 19 s)")
    // The same answers as each glob alone.
    for pattern in ["**/**/a", "a/**/**/**/b", "**/**", "**/**/*.yaml"] {
        for candidate in ["a", "x/a", "a/b", "a/x/y/b", "b", "q/r.yaml", ""] {
            #expect(GlobSet([pattern]).matches(candidate) == Glob.matches(pattern, candidate), "\(pattern) on \(candidate)")
        }
    }
}

@Test("paths already in normal form take the short way to the same result")
func pathFastPaths() {
    // The general algorithms, as they were before the short ways.
    func absolute(_ path: String, _ workingDirectory: String) -> String {
        let joined = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var segments: [Substring] = []
        for segment in Paths.pathSegments(joined) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return "/" + segments.joined(separator: "/")
    }
    func relative(_ absolute: String, _ base: String) -> String {
        let target = Paths.pathSegments(absolute), from = Paths.pathSegments(base)
        var common = 0
        while common < min(target.count, from.count), target[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
    let paths = ["a/b.yaml", "./a/b.yaml", "././a", ".", "", "..", "../x", "/", "/repo", "/repo/", "/repo/a/../b",
                 "/repo//a", "a/./b", ".hidden/x", "a/.../b", "/repo/é/x.yaml", "./", "a/", "/repo/a/.", "/repox/a"]
    let directories = ["/repo", "/", "/repo/", "/repo/./sub", "/repo/a", "/r//x"]
    for path in paths {
        for directory in directories {
            #expect(Paths.absolute(path, workingDirectory: directory) == absolute(path, directory), "\(path) in \(directory)")
        }
    }
    for path in paths + directories where path.hasPrefix("/") {
        for base in directories {
            #expect(Paths.relative(path, to: base) == relative(path, base), "\(path) from \(base)")
            // What reports show skips the relative form only where it would climb out anyway.
            if Paths.isOutside(path, base) {
                #expect(relative(path, base).hasPrefix(".."), "\(path) outside \(base)")
            }
            for workingDirectory in directories {
                let made = Paths.absolute(path, workingDirectory: workingDirectory)
                let relativeForm = relative(made, absolute(workingDirectory, "/"))
                #expect(LintSession.displayPath(made, workingDirectory: workingDirectory)
                            == (relativeForm.hasPrefix("../") || relativeForm == ".." ? made : relativeForm),
                        "\(path) shown from \(workingDirectory)")
            }
        }
    }
}

@Test("hashed buckets keep every value under its hash, in order, through growth and collisions")
func hashedBucketsKeepValuesUnderTheirHash() {
    var buckets = HashedBuckets<Int>()
    #expect(buckets.isEmpty && buckets[42] == nil)
    // Hashes that share their low bits (the slot they start at) as well as spread ones.
    let hashes: [UInt64] = (0..<300).map { $0 % 3 == 0 ? UInt64($0) << 40 : UInt64($0) &* 0x9E37_79B9_7F4A_7C15 }
    var expected: [UInt64: [Int]] = [:]
    for value in 0..<1_000 {
        let hash = hashes[(value * 7) % hashes.count]
        buckets.append(value, under: hash)
        expected[hash, default: []].append(value)
    }
    for hash in hashes { #expect(buckets[hash] == expected[hash]) }
    #expect(buckets[1] == nil && buckets[UInt64.max] == nil)
}
