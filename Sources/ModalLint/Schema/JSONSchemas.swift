import Foundation

/// JSON Schemas (draft-07, what editors' YAML support reads) for the snapshot format,
/// `.modallint.yml` and the JSON report, generated, never kept by hand: the keys of every
/// mapping come from the decoder's key tables, enumerated values from the model's enums,
/// rule ids from the registry, the report's shape from encoding the report types.
/// `modallint schema` prints them; `schemas/` holds them (a test fails when stale).
public enum JSONSchemas {
    public enum Kind: String, CaseIterable, Sendable { case snapshot, config, report }

    static let baseURL = "https://raw.githubusercontent.com/modallint/modallint/main/schemas/"

    public static func fileName(_ kind: Kind) -> String { "\(kind.rawValue).schema.json" }

    public static func render(_ kind: Kind) -> String {
        let schema: JSON = switch kind {
        case .snapshot: snapshot()
        case .config: config()
        case .report: report()
        }
        return JSONReporter.encode(schema)
    }

    // MARK: building blocks

    /// A JSON value with sorted keys when encoded (`JSONWriter`; `Encodable` for the tests that
    /// compare it with `JSONEncoder`).
    indirect enum JSON: Encodable, JSONWritable {
        case string(String), int(Int), bool(Bool), array([JSON]), object([String: JSON])

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            switch self {
            case .string(let value): try container.encode(value)
            case .int(let value): try container.encode(value)
            case .bool(let value): try container.encode(value)
            case .array(let value): try container.encode(value)
            case .object(let value): try container.encode(value)
            }
        }

        func write(to json: inout JSONWriter) {
            switch self {
            case .string(let value): value.write(to: &json)
            case .int(let value): value.write(to: &json)
            case .bool(let value): value.write(to: &json)
            case .array(let value): value.write(to: &json)
            case .object(let value): value.write(to: &json)
            }
        }
    }

    static func ref(_ name: String) -> JSON { .object(["$ref": .string("#/definitions/\(name)")]) }
    static func type(_ name: String) -> JSON { .object(["type": .string(name)]) }
    // Computed, not stored: a stored enum value keeps its payload's pointer with tag bits set,
    // which LeakSanitizer cannot see, so a static `let` of one reads as a leak in every run.
    static var boolean: JSON { type("boolean") }
    static var number: JSON { type("number") }
    /// What the decoder reads as a string: any non-empty scalar (YAML `id: 7` is a string to it).
    static var scalar: JSON { .object(["type": .array([.string("string"), .string("number"), .string("boolean")]),
                                       "minLength": .int(1)]) }
    /// `13`, `13.0`, `"17.4"`.
    static var version: JSON { .object(["type": .array([.string("string"), .string("number")])]) }
    static func oneOf<Value: RawRepresentable & CaseIterable>(_: Value.Type) -> JSON where Value.RawValue == String {
        .object(["enum": .array(Value.allCases.map { .string($0.rawValue) })])
    }
    static func array(_ items: JSON) -> JSON { .object(["type": .string("array"), "items": items]) }
    static func anyOf(_ schemas: JSON...) -> JSON { .object(["anyOf": .array(schemas)]) }

    /// A mapping that allows exactly `keys` (the decoder's table), each with its value schema.
    static func mapping(_ title: String, keys: [String], required: [String] = [], values: (String) -> JSON,
                        extra: [String: JSON] = [:]) -> JSON {
        var properties: [String: JSON] = [:]
        for key in keys { properties[key] = values(key) }
        var schema: [String: JSON] = [
            "type": .string("object"), "title": .string(title),
            "additionalProperties": .bool(false), "properties": .object(properties),
        ]
        if !required.isEmpty { schema["required"] = .array(required.map(JSON.string)) }
        schema.merge(extra) { $1 }
        return .object(schema)
    }

    static func document(_ kind: Kind, title: String, body: [String: JSON]) -> JSON {
        var schema = body
        schema["$schema"] = .string("http://json-schema.org/draft-07/schema#")
        schema["$id"] = .string(baseURL + fileName(kind))
        schema["title"] = .string(title)
        return .object(schema)
    }

    // MARK: snapshot

    /// Which keys a mapping must have: the decoder's `requireKeys` calls.
    static let required: [String: [String]] = [
        "style": ["usesPreferredContentSize"], "window": ["root"], "observer": ["workflow"],
        "workflow": ["name", "renders"], "render": ["state", "screen"], "screen": ["type"],
        "modalEntry": ["key", "style", "screen"], "swiftUIRoot": ["type"], "swiftUILink": ["type", "id"],
        "swiftUIPresentation": ["kind"],
    ]

    static func snapshot() -> JSON {
        typealias D = SnapshotDecoder
        let lifetime = anyOf(.object(["enum": .array([.string("retained"), .string("discarded")])]),
                             mapping("lifetime", keys: D.lifetimeKeys, required: D.lifetimeKeys) { _ in scalar })
        let hostFilter = anyOf(.object(["enum": .array([.string("passThroughToasts"), .string("local")])]),
                               mapping("hostFilter", keys: D.hostFilterKeys, required: D.hostFilterKeys) { _ in scalar })
        func controllerValue(_ key: String) -> JSON {
            switch D.ControllerKey(rawValue: key)! {
            case .class, .id, .style: scalar
            case .address: scalar  // `0x7fcb1ac38ec0`: YAML 1.2 reads it as a hexadecimal integer, the decoder as text
            case .is: array(scalar)
            case .host, .viewLoaded, .inWindow, .contained, .forwardsPreferredContentSize, .definesPresentationContext,
                 .showsOwnModals, .modalInPresentation, .unsavedChanges, .actionSheet, .anchored: boolean
            case .hostFilter: hostFilter
            case .state: oneOf(ControllerState.self)
            case .children: array(ref("childViewController"))
            case .presented: ref("presentedViewController")
            case .modals, .toasts: array(ref("presentedViewController"))
            case .observers: array(ref("observer"))
            case .preferredContentSize:
                .object(["type": .string("array"), "items": number, "minItems": .int(2), "maxItems": .int(2)])
            case .searchController: mapping("searchController", keys: D.searchControllerKeys) { _ in boolean }
            case .lifetime: lifetime
            case .delegate: array(oneOf(DelegateMethod.self))
            case .afterDismissal: oneOf(AfterDismissal.self)
            }
        }
        // The three places a view controller stands, with the keys the decoder allows there.
        let placements = [("rootViewController", 0), ("childViewController", 1), ("presentedViewController", 2)]
        var definitions: [String: JSON] = [:]
        for (name, index) in placements {
            definitions[name] = mapping(name, keys: D.controllerKeySets[index].keys.map(\.rawValue), required: ["class"],
                                        values: controllerValue)
        }
        definitions["environment"] = mapping("environment", keys: D.environmentKeys) { key in
            switch key {
            case "idiom": oneOf(Idiom.self)
            case "width": oneOf(SizeClass.self)
            default: version
            }
        }
        definitions["style"] = mapping("style", keys: D.styleKeys, required: required["style"]!) { key in
            key == "sizing" ? oneOf(ModalStyle.Sizing.self) : boolean
        }
        definitions["window"] = mapping("window", keys: D.windowKeys, required: required["window"]!) { key in
            switch key {
            case "level": number
            case "key": boolean
            case "root": ref("rootViewController")
            default: scalar
            }
        }
        definitions["observer"] = mapping("observer", keys: D.observerKeys, required: required["observer"]!) { key in
            switch key {
            case "token": oneOf(Observer.Token.self)
            case "capture": oneOf(Observer.Capture.self)
            case "stopsOnDone": boolean
            case "modals": array(ref("presentedViewController"))
            default: scalar
            }
        }
        // A call has exactly one verb; a `present` names where from and how.
        let verbs: [JSON] = ["present", "dismiss", "remove"].map { .object(["required": .array([.string($0)])]) }
        definitions["call"] = mapping("call", keys: D.callKeys, values: { key in
            switch key {
            case "present": anyOf(scalar, ref("presentedViewController"))
            case "via": oneOf(CallVia.self)
            case "after": oneOf(CallTiming.self)
            case "times": .object(["type": .string("integer"), "minimum": .int(1), "maximum": .int(1_000)])
            case "lifetime", "delegate", "anchored", "afterDismissal": controllerValue(key)
            default: scalar
            }
        }, extra: [
            "oneOf": .array(verbs),
            "if": .object(["required": .array([.string("present")])]),
            "then": .object(["required": .array([.string("from"), .string("via")])]),
        ])
        definitions["workflow"] = mapping("workflow", keys: D.workflowKeys, required: required["workflow"]!) { key in
            switch key {
            case "renders": array(ref("render"))
            case "transitions": array(.object(["type": .string("array"), "items": scalar, "minItems": .int(2), "maxItems": .int(2)]))
            default: scalar
            }
        }
        definitions["render"] = mapping("render", keys: D.renderKeys, required: required["render"]!) { key in
            key == "screen" ? ref("screen") : scalar
        }
        // A bare type name is a screen with only `type`: none of the types that need a key.
        let knownTypes = JSON.array(D.screenShapes.keys.sorted().map(JSON.string))
        let needsKeys = JSON.array(D.screenShapes.filter { !$0.value.required.isEmpty }.keys.sorted().map(JSON.string))
        let bareType: JSON = .object(["allOf": .array([scalar, .object(["not": .object(["enum": needsKeys])])])])
        // Each type's keys and required keys (`D.screenShapes`); any other type is an app screen.
        func shape(_ shape: D.ScreenShape) -> JSON {
            var then: [String: JSON] = ["propertyNames": .object(["enum": .array(shape.keys.map(JSON.string))])]
            if !shape.required.isEmpty { then["required"] = .array(shape.required.map(JSON.string)) }
            return .object(then)
        }
        var shapes: [JSON] = D.screenShapes.keys.sorted().map { type in
            .object(["if": .object(["properties": .object(["type": .object(["const": .string(type)])])]),
                     "then": shape(D.screenShapes[type]!)])
        }
        shapes.append(.object(["if": .object(["properties": .object(["type": .object(["not": .object(["enum": knownTypes])])])]),
                               "then": shape(D.appScreenShape)]))
        definitions["screen"] = anyOf(bareType, mapping("screen", keys: D.screenKeys, required: required["screen"]!, values: { key in
            switch key {
            case "base", "content": ref("screen")
            case "children": array(ref("screen"))
            case "modals", "toasts": array(ref("modalEntry"))
            default: scalar
            }
        }, extra: ["allOf": .array(shapes)]))
        definitions["modalEntry"] = mapping("modalEntry", keys: D.modalEntryKeys, required: required["modalEntry"]!) { key in
            key == "screen" ? ref("screen") : scalar
        }
        definitions["swiftUIRoot"] = mapping("swiftUIRoot", keys: D.swiftUIRootKeys, required: required["swiftUIRoot"]!) { key in
            switch key {
            case "type": oneOf(SwiftUIRoot.Kind.self)
            case "level": number
            case "dimmingTap": oneOf(SwiftUIRoot.DimmingTap.self)
            default: scalar
            }
        }
        definitions["swiftUILink"] = mapping("swiftUILink", keys: D.swiftUILinkKeys, required: required["swiftUILink"]!) { key in
            switch key {
            case "type": oneOf(SwiftUIRoot.Kind.self)
            case "root", "id": scalar
            default: boolean
            }
        }
        definitions["swiftUIPresentation"] = mapping("swiftUIPresentation", keys: D.swiftUIPresentationKeys,
                                                     required: required["swiftUIPresentation"]!) { key in
            switch key {
            case "kind": oneOf(SwiftUIPresentation.Kind.self)
            case "trigger": oneOf(SwiftUIPresentation.Trigger.self)
            case "repeatedIn": oneOf(SwiftUIPresentation.Repeated.self)
            case "menuItemOf": oneOf(SwiftUIPresentation.Menu.self)
            case "inLazyContainer", "edits": boolean
            case "contentReads", "setWithFlag", "forceUnwraps", "raisedTogetherWith", "detents", "removedBy", "raisedFromInside": array(scalar)
            case "interactiveDismissDisabled":
                anyOf(boolean, mapping("interactiveDismissDisabled", keys: D.dismissConditionKeys) { key in
                    key == "inverted" ? boolean : scalar
                })
            default: scalar
            }
        }
        definitions["swiftui"] = mapping("swiftui", keys: D.swiftUIKeys) { key in
            switch key {
            case "roots": array(ref("swiftUIRoot"))
            case "links": array(ref("swiftUILink"))
            default: array(ref("swiftUIPresentation"))
            }
        }
        var top = mapping("snapshot", keys: D.topKeys, values: { key in
            switch key {
            case "modallint": .object(["const": .int(1)])
            case "environment": ref("environment")
            case "styles": .object(["type": .string("object"), "additionalProperties": ref("style")])
            case "windows": array(ref("window"))
            case "calls": array(ref("call"))
            case "workflows": array(ref("workflow"))
            case "swiftui": ref("swiftui")
            default: scalar
            }
        }, extra: [
            "anyOf": .array(D.requiredTopKeys.map { .object(["required": .array([.string($0)])]) }),
            "definitions": .object(definitions),
        ])
        if case .object(var body) = top {
            body["description"] = .string("A modallint snapshot (modallint(5)): view controllers, windows, calls, Workflow renderings, SwiftUI Modal Presenter roots and links, and SwiftUI's own presentations.")
            top = .object(body)
        }
        guard case .object(let body) = top else { return top }
        return document(.snapshot, title: "modallint snapshot", body: body)
    }

    // MARK: configuration

    static func config() -> JSON {
        let selectors = RuleRegistry.metadata.map(\.id) + RuleRegistry.families
        guard case .object(var body) = mapping(".modallint.yml", keys: ConfigurationFile.topKeys, values: { key in
            switch key {
            case "modallint": .object(["const": .int(1)])
            case "rules": .object([
                "type": .string("object"),
                "propertyNames": .object(["enum": .array(selectors.map(JSON.string))]),
                "additionalProperties": oneOf(ConfigurationFile.Level.self),
            ])
            case "exclude": array(.object(["type": .string("string"), "minLength": .int(1)]))
            case "project": boolean
            default: ref("environment")
            }
        }) else { return .object([:]) }
        guard case .object(let definitions) = snapshot(), let environment = definitions["definitions"].flatMap({ value -> JSON? in
            if case .object(let all) = value { return all["environment"] }
            return nil
        }) else { return .object(body) }
        body["definitions"] = .object(["environment": environment])
        body["description"] = .string("modallint's configuration file: rule severities, excludes, environment defaults, project discovery (modallint(1)).")
        return document(.config, title: "modallint configuration", body: body)
    }

    // MARK: report

    /// The JSON report's shape, read off the report types: a report with every optional
    /// field filled gives the properties and their types, one with none the required keys.
    static func report() -> JSON {
        let range = SourceRange(start: .init(line: 1, column: 1), end: .init(line: 1, column: 2))
        let full = Diagnostic(rule: "host/missing", severity: .error, message: "m", runtimeMessage: "r", file: "a.yaml",
                              range: range, path: [PathStep(range: range, note: "n")], fix: "f")
        let bare = Diagnostic(rule: "host/missing", severity: .error, message: "m", file: "a.yaml", range: range)
        // One finding hidden by a comment, one by the baseline: both counts appear.
        let hidden = [SuppressedFinding(finding: bare, kind: .inSource), SuppressedFinding(finding: bare, kind: .external)]
        var fullRun = LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [full], suppressed: hidden)])
        fullRun.baselined = 1
        fullRun.files[0].configuration = ".modallint.yml"
        fullRun.projectDiscovery = ProjectDiscoveryReport.example
        let bareRun = LintRun(files: [FileReport(path: "a.yaml", status: .ok, diagnostics: [bare])])
        guard let fullValue = try? JSONSerialization.jsonObject(with: Data(JSONReporter.render(fullRun).utf8)),
              let bareValue = try? JSONSerialization.jsonObject(with: Data(JSONReporter.render(bareRun).utf8)),
              case .object(var body) = inferred(fullValue, bareValue, title: "report")
        else { return .object([:]) }
        body["description"] = .string("modallint lint --format json: the stable report (modallint(1)).")
        return document(.report, title: "modallint JSON report", body: body)
    }

    /// The schema of `full`, with the keys `bare` has (at the same place) required.
    static func inferred(_ full: Any, _ bare: Any?, title: String? = nil) -> JSON {
        if let object = full as? [String: Any] {
            let bareObject = bare as? [String: Any] ?? [:]
            var properties: [String: JSON] = [:]
            for (key, value) in object { properties[key] = inferred(value, bareObject[key]) }
            var schema: [String: JSON] = [
                "type": .string("object"), "additionalProperties": .bool(false), "properties": .object(properties),
                "required": .array(bareObject.keys.sorted().map(JSON.string)),
            ]
            if let title { schema["title"] = .string(title) }
            return .object(schema)
        }
        if let array = full as? [Any] {
            return .object(["type": .string("array"), "items": array.first.map { inferred($0, (bare as? [Any])?.first) } ?? .object([:])])
        }
        if full is String { return type("string") }
        return type("integer")
    }
}
