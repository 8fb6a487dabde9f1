/// An app's `Info.plist`, read only for `UIDeviceFamily` (the devices it runs on, where the
/// build settings do not say): an XML property list is scanned for that key and the integers
/// or strings of the array after it, without building the document (no recursion over its
/// nesting, one pass); an old-style one is read with `OpenStepPlist`.
enum InfoPlistScan {
    static let maxBytes = 1 << 20

    enum Outcome: Equatable {
        case family(DeviceFamily)
        /// The file has no `UIDeviceFamily`.
        case absent
        /// Why it could not be read.
        case unreadable(String)
    }

    /// A file another user could have planted is not read (`ConfigurationTrust`).
    static func read(_ path: String, fileSystem: ConfigurationTrust.FileSystem = .system) -> Outcome {
        if let reason = ConfigurationTrust.distrust(path, fileSystem: fileSystem) { return .unreadable(reason) }
        switch SafeFile.read(path, limit: maxBytes) {
        case .failure(let problem):
            return .unreadable(problem.reason ?? problem.message)
        case .success(let bytes):
            guard bytes.count <= maxBytes else { return .unreadable("it is larger than \(maxBytes >> 20) MiB") }
            return scan(bytes)
        }
    }

    static func scan(_ bytes: [UInt8]) -> Outcome {
        if bytes.starts(with: Array("bplist".utf8)) { return .unreadable("it is a binary property list") }
        let first = bytes.firstIndex { $0 != 0x20 && !(0x09...0x0D).contains($0) && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        if let first, bytes[first] == UInt8(ascii: "{") { return scanOpenStep(bytes) }
        return scanXML(bytes)
    }

    private static func scanOpenStep(_ bytes: [UInt8]) -> Outcome {
        switch OpenStepPlist.parse(bytes) {
        case .failure(let failure):
            return .unreadable("\(failure.message) at \(failure.position.line):\(failure.position.column)")
        case .success(let plist):
            guard let list = plist.value(plist.root, "UIDeviceFamily") else { return .absent }
            let numbers = (plist.kind(list) == .string ? [list] : plist.items(list)).compactMap { plist.string($0) }
            return family(numbers)
        }
    }

    private static func family(_ numbers: [String]) -> Outcome {
        guard let family = DeviceFamily(parsing: numbers.joined(separator: ",")) else {
            return .unreadable("its UIDeviceFamily is not a list of device numbers")
        }
        return .family(family)
    }

    private static func scanXML(_ bytes: [UInt8]) -> Outcome {
        let key = Array("<key>UIDeviceFamily</key>".utf8)
        guard var at = find(key, in: bytes, from: 0) else { return .absent }
        at += key.count
        skipBlanks(bytes, &at)
        if starts(bytes, at, "<array/>") { return .unreadable("its UIDeviceFamily is empty") }
        guard starts(bytes, at, "<array>") else {
            // A lone value, as some hand-written files have it.
            return values(bytes, from: at, upTo: min(bytes.count, at + 200)).map(family) ?? .unreadable("its UIDeviceFamily is not an array")
        }
        guard let end = find(Array("</array>".utf8), in: bytes, from: at) else { return .unreadable("its UIDeviceFamily array never ends") }
        return values(bytes, from: at + 7, upTo: end).map(family) ?? .unreadable("its UIDeviceFamily holds something other than integers")
    }

    /// The texts of the `<integer>` and `<string>` elements in `bytes[from..<upTo]`; nil when
    /// anything else is there.
    private static func values(_ bytes: [UInt8], from start: Int, upTo end: Int) -> [String]? {
        var at = start
        var found: [String] = []
        while true {
            skipBlanks(bytes, &at)
            guard at < end else { break }
            var matched = false
            for tag in ["integer", "string"] where starts(bytes, at, "<\(tag)>") {
                let open = at + tag.count + 2
                guard let close = find(Array("</\(tag)>".utf8), in: bytes, from: open), close <= end else { return nil }
                found.append(String(decoding: bytes[open..<close], as: UTF8.self).trimmingSpaces)
                at = close + tag.count + 3
                matched = true
            }
            if !matched { break }
        }
        return found.isEmpty ? nil : found
    }

    private static func skipBlanks(_ bytes: [UInt8], _ at: inout Int) {
        while at < bytes.count, bytes[at] == 0x20 || (0x09...0x0D).contains(bytes[at]) { at += 1 }
    }

    private static func starts(_ bytes: [UInt8], _ at: Int, _ text: String) -> Bool {
        let utf8 = Array(text.utf8)
        return at + utf8.count <= bytes.count && bytes[at..<(at + utf8.count)].elementsEqual(utf8)
    }

    /// The first index of `needle` in `bytes` at or after `start`: a scan for its first byte,
    /// then a compare (the needles are short literals).
    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let head = needle.first, needle.count <= bytes.count else { return nil }
        var at = start
        let last = bytes.count - needle.count
        while at <= last {
            if bytes[at] == head, bytes[at..<(at + needle.count)].elementsEqual(needle) { return at }
            at += 1
        }
        return nil
    }
}
