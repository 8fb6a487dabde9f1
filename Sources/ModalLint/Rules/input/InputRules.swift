/// The `input/...` findings come from the loader and the schema decoder, not from a check
/// over the model; these entries give them metadata like every other rule.
public struct InputRule: Rule {
    public let metadata: RuleMetadata
    public func check(_ context: LintContext) -> [Diagnostic] { [] }

    public static let all: [InputRule] = [
        InputRule(metadata: RuleMetadata(
            id: "input/syntax", severity: .error,
            summary: "the file is not well-formed YAML",
            explanation: "libyaml rejected the file. The message is libyaml's problem and context, at the line and column libyaml reports. Nothing else in the file is checked.",
            fix: "correct the YAML at the reported position", source: "yaml/libyaml include/yaml.h (0.2.5; yaml_parser_parse); https://yaml.org/spec/1.2.2/",
            triggeringExample: "windows:\n  - root: {class: A\n", cleanExample: "windows:\n  - root: {class: A}\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/schema", severity: .error,
            summary: "the YAML does not follow the snapshot format (unknown key, wrong type, missing key, duplicate key, bad value)",
            explanation: "Every key of a snapshot is checked against the format (modallint(5)). Unknown keys come with the closest known key; wrong values list the accepted ones. Every independent problem is reported in one run.",
            fix: "follow modallint(5)", source: "man/modallint.5",
            triggeringExample: "windows:\n  - root: {class: A, presnted: {class: B}}\n",
            cleanExample: "windows:\n  - root: {class: A, presented: {class: B}}\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/reference", severity: .error,
            summary: "an id is unknown or defined twice, or an alias puts a view controller in two places",
            explanation: "ids are unique across the whole snapshot; `from`, `dismiss`, `remove`, `retainedBy` and `hostedIn` must name one. A view controller has exactly one place in the hierarchy, so an alias may not repeat one.",
            fix: "name an existing id (see the did-you-mean), or rename the duplicate", source: "man/modallint.5",
            triggeringExample: "windows:\n  - root: {class: A, id: a}\ncalls:\n  - {dismiss: b}\n",
            cleanExample: "windows:\n  - root: {class: A, id: a}\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/limit", severity: .error,
            summary: "the file exceeds a limit (size, nesting, aliases, nodes, scalar length, calls)",
            explanation: "modallint runs unattended on files anyone can commit, so what input can make expensive is bounded: file size, nesting depth, alias count and alias expansion, node count, scalar length and the number of calls. The limits are listed in modallint(1).",
            fix: "split or simplify the snapshot", source: "man/modallint.1, LIMITS",
            triggeringExample: "windows: " + String(repeating: "[", count: 1_001) + String(repeating: "]", count: 1_001) + "\n",
            cleanExample: "windows:\n  - root: {class: A}\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/io", severity: .error,
            summary: "a path cannot be read (missing, unreadable, not a regular file)",
            explanation: "A path given on the command line, or found in a directory, could not be read. The other files are still linted and reported; the run exits with status 2.",
            fix: "check the path and its permissions", source: "https://pubs.opengroup.org/onlinepubs/9799919799/functions/open.html (the operating system's error)",
            triggeringExample: "", cleanExample: "windows:\n  - root: {class: A}\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/project", severity: .warning,
            summary: "a project file that says where the Swift source runs could not be read or says it two ways",
            explanation: "A run over Swift source reads the app's project files, beside and above the linted files up to the enclosing git work tree: `*.xcodeproj/project.pbxproj`, XcodeGen's `project.yml`, `Package.swift` and Tuist's `Project.swift` (read as text, never run), and an Info.plist's `UIDeviceFamily` where a target's build settings name none. Each Swift file is judged on the device of the targets that compile it: on iPhone when only iPhone-only targets (`TARGETED_DEVICE_FAMILY = 1`) do, else on iPad, the default. This warning says what got in the way: a project file that is malformed, too large or missing (an `.xcodeproj` without `project.pbxproj`), an Info.plist that cannot be read, a device family that is not a list of numbers, or configurations that disagree (Debug iPhone-only, Release iPhone and iPad: the widest is taken). The files concerned keep the wider judgement, so no finding is lost; the run still succeeds unless --fail-on warning.",
            fix: "repair the project file, or say the device in `.modallint.yml` (`environment: {idiom: phone}`), or turn discovery off with --no-project",
            source: "man/modallint.1, PROJECT DISCOVERY; Xcode's TARGETED_DEVICE_FAMILY build setting (https://developer.apple.com/documentation/xcode/build-settings-reference#Targeted-Device-Families)",
            triggeringExample: "", cleanExample: "windows:\n  - root: {class: A}\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/suppression", severity: .error,
            summary: "a `# modallint:` comment is malformed or names an unknown rule",
            explanation: "A suppression comment must read `# modallint: disable-next-line RULE...`, `# modallint: disable RULE...` or `# modallint: enable [RULE...]`, with rule ids or families (comma or space separated) and an optional reason after `--`. A typo would silently suppress nothing, so it is an error: the file is reported invalid (exit status 2), though its rules still run and report. Findings about the input itself (`input/...`) cannot be suppressed, and an `enable` must name a selector exactly as a `disable` before it did.",
            fix: "correct the directive or the rule id (see the did-you-mean)", source: "man/modallint.1, SUPPRESSIONS",
            triggeringExample: "windows:\n  - root: {class: A}  # modallint: disable-next-line host/mising\n",
            cleanExample: "windows:\n  - root: {class: A}  # modallint: disable-next-line host/missing -- no call here yet\n")),
        InputRule(metadata: RuleMetadata(
            id: "input/unused-suppression", severity: .warning,
            summary: "a `# modallint:` suppression suppresses no finding",
            explanation: "A `disable-next-line` or `disable` comment names a rule that reports nothing where the comment applies: the problem was fixed, the finding moved to another line, or the comment is on the wrong line (a `disable-next-line` alone on its line covers the next line that is neither blank nor a comment; at the end of a line, its own line). Left in place, it would hide a future finding nobody has looked at. Suppressions of rules that are off in the run (--rule, --disable, the configuration file) are not reported.",
            fix: "remove the suppression, or move it to the finding's line", source: "man/modallint.1, SUPPRESSIONS",
            triggeringExample: "windows:\n  - root: {class: A}  # modallint: disable-next-line host/missing\n",
            cleanExample: """
                windows:
                  - root:
                      class: UINavigationController
                      children:
                        - {class: SettingsViewController, id: settings}
                calls:
                  # modallint: disable-next-line host/missing -- the host is installed at run time
                  - present: AboutViewController
                    from: settings
                    via: modals
                    style: card
                """)),
    ]
}
