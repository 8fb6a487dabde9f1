import Foundation

/// Build settings as Xcode layers them for one configuration of a target: the target's own,
/// its `.xcconfig`, the project's, the project's `.xcconfig`; the first layer that sets a key
/// wins, `$(inherited)` reads the layers below it, `$(NAME)` another setting.
struct BuildSettings {
    struct Value {
        var text: String
        /// Where it is written in the project file (nil for an `.xcconfig`'s).
        var position: SourcePosition?
        /// `target App (Debug)`, `Base.xcconfig`: for messages.
        var origin: String
    }

    /// Innermost first.
    var layers: [[String: Value]] = []

    /// At most this many `$(...)` references are followed in one value: a setting that names
    /// itself, or a chain of them, ends there.
    static let maxExpansions = 16

    /// The value of `key` with its references expanded (nil `text` when a reference cannot be
    /// resolved); nil when unset. `written`: the value as the innermost layer that sets it writes it.
    func resolved(_ key: String) -> (text: String?, written: Value)? {
        guard let (layer, written) = lookup(key, from: 0) else { return nil }
        var budget = Self.maxExpansions
        return (expand(written.text, key: key, layer: layer, budget: &budget), written)
    }

    /// The expanded value of `key`; nil when unset or not resolved.
    func text(_ key: String) -> String? { resolved(key)?.text }

    /// Every value written for `key` or a conditional form of it (`KEY[sdk=iphoneos*]`) in the
    /// innermost layer that has one, expanded (nil where a reference is not resolved).
    func conditionalValues(_ key: String) -> [(text: String?, written: Value)] {
        for (index, layer) in layers.enumerated() {
            let found = layer.filter { $0.key.hasPrefix(key + "[") }.sorted { $0.key < $1.key }
            guard !found.isEmpty else { continue }
            return found.map { entry in
                var budget = Self.maxExpansions
                return (expand(entry.value.text, key: key, layer: index, budget: &budget), entry.value)
            }
        }
        return []
    }

    private func lookup(_ key: String, from start: Int) -> (Int, Value)? {
        var index = start
        while index < layers.count {
            if let value = layers[index][key] { return (index, value) }
            index += 1
        }
        return nil
    }

    /// `text` with `$(NAME)`/`${NAME}` replaced, `$(inherited)` by the value below `layer`.
    /// Iterative over the references of one value; a referenced value is expanded in turn,
    /// each expansion charged to `budget`.
    private func expand(_ text: String, key: String, layer: Int, budget: inout Int) -> String? {
        guard text.contains("$") else { return text }
        var result = ""
        var rest = Substring(text)
        while let dollar = rest.firstIndex(of: "$") {
            result += rest[..<dollar]
            let after = rest.index(after: dollar)
            guard after < rest.endIndex, rest[after] == "(" || rest[after] == "{" else {
                result.append("$")
                rest = rest[after...]
                continue
            }
            let close: Character = rest[after] == "(" ? ")" : "}"
            guard let end = rest[after...].firstIndex(of: close) else { return nil }
            let name = String(rest[rest.index(after: after)..<end])
            rest = rest[rest.index(after: end)...]
            budget -= 1
            guard budget >= 0 else { return nil }
            let found = name == "inherited" ? lookup(key, from: layer + 1) : lookup(name, from: 0)
            guard let (foundLayer, value) = found else {
                // `$(inherited)` with nothing below is empty; any other unset name is unknown.
                if name == "inherited" { continue }
                return nil
            }
            guard let inner = expand(value.text, key: name == "inherited" ? key : name, layer: foundLayer, budget: &budget) else {
                return nil
            }
            result += inner
        }
        result += rest
        return result.trimmingSpaces
    }
}

extension String {
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        let start = scalars.firstIndex { $0 != " " && $0 != "\t" } ?? scalars.endIndex
        let end = scalars.lastIndex { $0 != " " && $0 != "\t" }.map { scalars.index(after: $0) } ?? start
        return String(scalars[start..<max(start, end)])
    }
}

/// `.xcconfig` files: `KEY = value` lines, `//` comments, `#include "other.xcconfig"`
/// (followed, bounded), read only for the settings a project's configuration takes from one.
/// A file that cannot be read (or that another user could have planted) adds nothing, in
/// silence: CocoaPods' are generated and seldom checked in, and a setting left unknown keeps
/// the default (iPad), never silences a finding.
enum XCConfigFile {
    static let maxBytes = 1 << 20
    static let maxFiles = 16

    /// The settings of the file at `path` and those it includes (an include's settings come
    /// before the lines after it, which win).
    static func read(_ path: String) -> [String: BuildSettings.Value] {
        var settings: [String: BuildSettings.Value] = [:]
        var read = 0
        // Files in the order their lines apply: an include's lines come before the rest of
        // the file that names it. Walked with an explicit stack of (file, lines left).
        var stack: [(path: String, lines: ArraySlice<Substring>)] = []
        func open(_ file: String) {
            read += 1
            // One another user could have planted is left out like an unreadable one.
            guard read <= maxFiles, ConfigurationTrust.distrust(file, fileSystem: .system) == nil else { return }
            switch SafeFile.read(file, limit: maxBytes) {
            case .success(let bytes) where bytes.count <= maxBytes:
                let text = String(decoding: bytes, as: UTF8.self)
                stack.append((file, text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })[...]))
            default:
                break
            }
        }
        open(path)
        while !stack.isEmpty {
            guard let line = stack[stack.count - 1].lines.popFirst() else {
                stack.removeLast()
                continue
            }
            let file = stack[stack.count - 1].path
            var content = Substring(line)
            if let comment = content.range(of: "//") { content = content[..<comment.lowerBound] }
            let trimmed = String(content).trimmingSpaces
            if trimmed.hasPrefix("#include") {
                guard let first = trimmed.firstIndex(of: "\""), let last = trimmed.lastIndex(of: "\""), first < last else { continue }
                let named = String(trimmed[trimmed.index(after: first)..<last])
                open(named.hasPrefix("/") ? named : Paths.directory(of: file) + "/" + named)
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = String(trimmed[..<equals]).trimmingSpaces
            let value = String(trimmed[trimmed.index(after: equals)...]).trimmingSpaces
            guard !key.isEmpty, !key.contains(" ") else { continue }
            settings[key] = BuildSettings.Value(text: value, position: nil, origin: Paths.lastComponent(of: file))
        }
        return settings
    }
}
