/// A report value that writes itself as JSON, its keys in sorted order.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

/// Writes the JSON and SARIF reports straight from their values, in the text `PrettyJSON`
/// and `JSONEncoder` write (sorted keys, pretty-printed, slashes unescaped), byte for byte:
/// the tests compare the three on every fixture's reports. Going through `Encodable`, even
/// with `PrettyJSON`, cost about 90 instructions per byte written (the containers, a key
/// string per value, the keys sorted per object), most of what followed the rules on a large
/// snapshot's SARIF log; here each type names its keys in sorted order itself (checked in
/// debug builds), and long arrays are written in parts on `jobs` threads.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Threads `parallelArray` may use.
    var jobs = 1
    private var indent = 0
    /// Whether the innermost open container has no member yet. A container only closes after
    /// a member of its parent was started for it, so the parent's flag is known then.
    private var isEmpty = true
    #if DEBUG
    /// The last key written in each open object (the tests run debug builds).
    private var lastKeys: [String] = []
    #endif

    init(jobs: Int = 1, capacity: Int = 16 * 1024) {
        self.jobs = max(1, jobs)
        bytes.reserveCapacity(capacity)
    }

    static func write(_ value: some JSONWritable, jobs: Int = 1) -> [UInt8] {
        var json = JSONWriter(jobs: jobs)
        value.write(to: &json)
        return json.bytes
    }

    // MARK: Containers

    mutating func object(_ members: (inout JSONWriter) -> Void) {
        bytes.append(contentsOf: [UInt8(ascii: "{"), UInt8(ascii: "\n")])
        #if DEBUG
        lastKeys.append("")
        #endif
        open()
        members(&self)
        close(UInt8(ascii: "}"))
        #if DEBUG
        lastKeys.removeLast()
        #endif
    }

    mutating func array(_ elements: (inout JSONWriter) -> Void) {
        bytes.append(contentsOf: [UInt8(ascii: "["), UInt8(ascii: "\n")])
        open()
        elements(&self)
        close(UInt8(ascii: "]"))
    }

    private mutating func open() {
        indent += 2
        isEmpty = true
    }

    private mutating func close(_ bracket: UInt8) {
        indent -= 2
        bytes.append(UInt8(ascii: "\n"))
        writeIndent()
        bytes.append(bracket)
        isEmpty = false
    }

    /// Starts the member `key` of the innermost object; its value is written next.
    mutating func key(_ key: String) {
        #if DEBUG
        precondition(lastKeys.last.map { $0.isEmpty || $0 < key } ?? false, "JSON key \(key) out of order or outside an object")
        lastKeys[lastKeys.count - 1] = key
        #endif
        startMember()
        Self.quote(key, into: &bytes)
        bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    }

    /// Starts the next element of the innermost array.
    mutating func element() {
        startMember()
    }

    private mutating func startMember() {
        if !isEmpty { bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
        isEmpty = false
        writeIndent()
    }

    // MARK: Members

    mutating func field(_ key: String, _ value: some JSONWritable) {
        self.key(key)
        value.write(to: &self)
    }

    /// Nothing when `value` is nil, as `encodeIfPresent` leaves it out.
    mutating func field(_ key: String, _ value: (some JSONWritable)?) {
        guard let value else { return }
        field(key, value)
    }

    /// An array written in parts on `jobs` threads, each part at the indentation it has in
    /// the whole, then joined in order: the same text as one thread writes.
    mutating func parallelArray<Element: JSONWritable & Sendable>(_ key: String, _ values: [Element]) {
        self.key(key)
        guard jobs > 1, values.count >= 2 * Self.minimumPart else { return values.write(to: &self) }
        let partSize = ParallelMap.partSize(count: values.count, jobs: jobs, minimum: Self.minimumPart)
        let ranges = stride(from: 0, to: values.count, by: partSize).map { $0..<min($0 + partSize, values.count) }
        let elementIndent = indent + 2
        let written = ParallelMap.map(ranges, jobs: jobs) { range in
            var part = JSONWriter(capacity: 64 * 1024)
            part.indent = elementIndent
            #if DEBUG
            part.lastKeys = []
            #endif
            for value in values[range] {
                part.element()
                value.write(to: &part)
            }
            return part.bytes
        }
        array { json in
            for part in written {
                if !json.isEmpty { json.bytes.append(contentsOf: [UInt8(ascii: ","), UInt8(ascii: "\n")]) }
                json.bytes.append(contentsOf: part)
                json.isEmpty = false
            }
        }
    }

    /// Fewer elements than this are not worth a thread.
    static let minimumPart = 64

    // MARK: Scalars

    mutating func string(_ value: String) { Self.quote(value, into: &bytes) }
    mutating func integer(_ value: Int) { Self.integer(value, into: &bytes) }
    mutating func boolean(_ value: Bool) { bytes.append(contentsOf: (value ? "true" : "false").utf8) }

    /// Appending `repeatElement` went element by element (a tenth of writing a SARIF log).
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    private mutating func writeIndent() { Self.indent(indent, into: &bytes) }

    static func indent(_ count: Int, into out: inout [UInt8]) {
        var left = count
        while left > 0 {
            let step = min(left, spaces.count)
            spaces.withUnsafeBufferPointer { out.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<step])) }
            left -= step
        }
    }

    /// A JSON string as `JSONEncoder` writes it: `"`, `\` and controls escaped (the short
    /// forms where JSON has them, else `\u00XX` in lowercase hex), nothing else.
    static func quote(_ string: String, into out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var string = string
        // A plain loop over the bytes and runs copied whole: the enumerated sequence and
        // the appended slices went byte by byte (most of a report's cost is its messages).
        string.withUTF8 { bytes in
            var clean = 0
            for position in bytes.indices {
                let byte = bytes[position]
                guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean..<position]))
                clean = position + 1
                out.append(UInt8(ascii: "\\"))
                switch byte {
                case 0x22, 0x5C: out.append(byte)
                case 0x08: out.append(UInt8(ascii: "b"))
                case 0x09: out.append(UInt8(ascii: "t"))
                case 0x0A: out.append(UInt8(ascii: "n"))
                case 0x0C: out.append(UInt8(ascii: "f"))
                case 0x0D: out.append(UInt8(ascii: "r"))
                default:
                    out.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"),
                                            lowercaseHex[Int(byte >> 4)], lowercaseHex[Int(byte & 0xF)]])
                }
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[clean...]))
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `\u00XX` digits, as `JSONEncoder` writes them.
    private static let lowercaseHex = Array("0123456789abcdef".utf8)

    static func integer(_ value: some BinaryInteger, into out: inout [UInt8]) {
        if value == 0 { return out.append(UInt8(ascii: "0")) }
        if value < 0 { out.append(UInt8(ascii: "-")) }
        let start = out.count
        var rest = value.magnitude
        while rest > 0 {
            out.append(UInt8(ascii: "0") + UInt8(rest % 10))
            rest /= 10
        }
        out[start...].reverse()
    }
}

extension String: JSONWritable {
    func write(to json: inout JSONWriter) { json.string(self) }
}

extension Int: JSONWritable {
    func write(to json: inout JSONWriter) { json.integer(self) }
}

extension Bool: JSONWritable {
    func write(to json: inout JSONWriter) { json.boolean(self) }
}

extension Array: JSONWritable where Element: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.array { json in
            for element in self {
                json.element()
                element.write(to: &json)
            }
        }
    }
}

/// An object whose keys are the dictionary's, sorted.
extension Dictionary: JSONWritable where Key == String, Value: JSONWritable {
    func write(to json: inout JSONWriter) {
        json.object { json in
            for key in keys.sorted() { json.field(key, self[key]!) }
        }
    }
}
