/// A report value that writes itself as JSON, its keys in sorted order.
protocol JSONWritable {
    func write(to json: inout JSONWriter)
}

/// The one way the tool writes JSON (reports, baselines, the rule list, the schemas): straight
/// from the values, in the text `JSONEncoder` writes with `[.sortedKeys, .prettyPrinted,
/// .withoutEscapingSlashes]`, byte for byte (the tests compare the two on every fixture's
/// reports and every other value the tool writes, through each type's `Encodable` conformance).
/// Going through `Encodable` costs much per byte written (the containers, a key string per
/// value, the keys sorted per object); here each type names its keys in sorted order itself
/// (checked in debug builds), and long arrays are written in parts on `jobs` threads.
struct JSONWriter {
    /// What is written so far: the pieces handed over, then `sink`.
    private var sink: ByteSink
    private var handedOver = BytePieces()
    private var pieces: BytePieces {
        var all = handedOver
        all.append(sink)
        return all
    }
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
    /// The templates made so far (`value(template:_:expectedHoles:render:)`), nil where a
    /// value's text held a marker, and where each is; a few per file a log names.
    private var templates: [(key: JSONTemplate.Key, template: JSONTemplate?)] = []
    private var templateIndex: [JSONTemplate.Key: Int] = [:]
    /// Per shape (its low four bits), the template used last: values of a shape in a row
    /// mostly share their file and indent, and comparing is cheaper than hashing the uri.
    private var lastTemplate = [Int](repeating: -1, count: 16)

    init(jobs: Int = 1, capacity: Int = 16 * 1024) {
        self.jobs = max(1, jobs)
        sink = ByteSink(capacity: capacity)
    }

    /// A report's text in pieces (see `BytePieces`), with its final newline.
    static func writePieces(_ value: some JSONWritable, jobs: Int = 1) -> BytePieces {
        var json = JSONWriter(jobs: jobs)
        value.write(to: &json)
        json.sink.append(UInt8(ascii: "\n"))
        return json.pieces
    }

    // MARK: Containers

    mutating func object(_ members: (inout JSONWriter) -> Void) {
        sink.withRoom(2) { out in
            out[0] = UInt8(ascii: "{")
            out[1] = UInt8(ascii: "\n")
            return 2
        }
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
        sink.withRoom(2) { out in
            out[0] = UInt8(ascii: "[")
            out[1] = UInt8(ascii: "\n")
            return 2
        }
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
        let indent = indent
        sink.withRoom(indent + 2) { out in
            out[0] = UInt8(ascii: "\n")
            (out + 1).initialize(repeating: UInt8(ascii: " "), count: indent)
            out[indent + 1] = bracket
            return indent + 2
        }
        isEmpty = false
    }

    /// Starts the member `key` of the innermost object; its value is written next. The keys of
    /// the report types are literals that need no escaping: their bytes are copied as they are,
    /// not quoted one by one.
    mutating func key(_ key: StaticString) {
        #if DEBUG
        checkKey(key)
        #endif
        key.withUTF8Buffer { startMember(key: $0) }
    }

    /// A key known only at run time (a dictionary's), quoted.
    mutating func key(named key: String) {
        #if DEBUG
        checkOrder(key)
        #endif
        startMember()
        var out = sink
        Self.quote(key, into: &out)
        Self.keySeparator.withUnsafeBufferPointer { sink.append(bytes: $0) }
    }

    #if DEBUG
    private mutating func checkKey(_ key: StaticString) {
        precondition(key.withUTF8Buffer { $0.allSatisfy { $0 >= 0x20 && $0 != 0x22 && $0 != 0x5C } },
                     "JSON key \(key) needs escaping")
        checkOrder(key.description)
    }

    private mutating func checkOrder(_ key: String) {
        precondition(lastKeys.last.map { $0.isEmpty || $0 < key } ?? false, "JSON key \(key) out of order or outside an object")
        lastKeys[lastKeys.count - 1] = key
    }
    #endif

    /// Starts the next element of the innermost array.
    mutating func element() {
        startMember()
    }

    /// The separator after the member before (if any), the indent, and `key` quoted with ` : `
    /// after it when given, in one write: a report has a member per value, and appending them
    /// piece by piece pays the bookkeeping of each piece.
    private mutating func startMember(key: UnsafeBufferPointer<UInt8>? = nil) {
        let separator = isEmpty ? 0 : 2
        let indent = indent
        isEmpty = false
        sink.withRoom(separator + indent + (key.map { $0.count + 5 } ?? 0)) { out in
            Self.writeMemberStart(at: out, separator: separator, indent: indent, key: key)
        }
    }

    /// The same with the member's value in the same write: `value` writes it in at most
    /// `valueRoom` bytes and returns its length. (Not an optional closure on the method above:
    /// an optional closure escapes, and its context would be allocated for every member.)
    private mutating func member(key: UnsafeBufferPointer<UInt8>, valueRoom: Int,
                                 value: (UnsafeMutablePointer<UInt8>) -> Int) {
        let separator = isEmpty ? 0 : 2
        let indent = indent
        isEmpty = false
        sink.withRoom(separator + indent + key.count + 5 + valueRoom) { out in
            let start = Self.writeMemberStart(at: out, separator: separator, indent: indent, key: key)
            return start + value(out + start)
        }
    }

    /// A key takes its bytes, two quotes and ` : `.
    @inline(__always)
    private static func writeMemberStart(at out: UnsafeMutablePointer<UInt8>, separator: Int, indent: Int,
                                         key: UnsafeBufferPointer<UInt8>?) -> Int {
        if separator > 0 {
            out[0] = UInt8(ascii: ",")
            out[1] = UInt8(ascii: "\n")
        }
        (out + separator).initialize(repeating: UInt8(ascii: " "), count: indent)
        var at = separator + indent
        if let key {
            out[at] = UInt8(ascii: "\"")
            if let start = key.baseAddress { (out + at + 1).initialize(from: start, count: key.count) }
            at += key.count + 1
            out[at] = UInt8(ascii: "\"")
            out[at + 1] = UInt8(ascii: " ")
            out[at + 2] = UInt8(ascii: ":")
            out[at + 3] = UInt8(ascii: " ")
            at += 4
        }
        return at
    }

    // MARK: Members

    mutating func field(_ key: StaticString, _ value: some JSONWritable) {
        self.key(key)
        value.write(to: &self)
    }

    /// Nothing when `value` is nil, as `encodeIfPresent` leaves it out.
    mutating func field(_ key: StaticString, _ value: (some JSONWritable)?) {
        guard let value else { return }
        field(key, value)
    }

    // Integer and string members, the most of a report's members (a region's four numbers, a
    // location's file): the key and the value in one write, as `field(_:_:)` above writes them
    // in two (each write checks for room and moves the end; a SARIF log has some forty
    // members a result).

    mutating func field(_ key: StaticString, _ value: Int) {
        #if DEBUG
        checkKey(key)
        #endif
        key.withUTF8Buffer { key in
            member(key: key, valueRoom: Self.maximumIntegerLength) { Self.writeInteger(value, at: $0) }
        }
    }

    mutating func field(_ key: StaticString, _ value: Int?) {
        guard let value else { return }
        field(key, value)
    }

    mutating func field(_ key: StaticString, _ value: String) {
        var value = value
        value.withUTF8 { bytes in
            // Room for the worst case, every byte escaped as `\u00XX`: only for short strings,
            // so that a long message does not grow the sink six times its length.
            guard bytes.count <= Self.longestStringInOneWrite else {
                self.key(key)
                var out = sink
                return Self.quote(bytes, into: &out)
            }
            #if DEBUG
            checkKey(key)
            #endif
            key.withUTF8Buffer { key in
                member(key: key, valueRoom: 6 * bytes.count + 2) { Self.writeQuoted(bytes, at: $0) }
            }
        }
    }

    mutating func field(_ key: StaticString, _ value: String?) {
        guard let value else { return }
        field(key, value)
    }

    static let longestStringInOneWrite = 512
    /// `-9223372036854775808`.
    static let maximumIntegerLength = 20

    /// An array written in parts on `jobs` threads, each part at the indentation it has in
    /// the whole, then joined in order: the same text as one thread writes.
    mutating func parallelArray<Element: JSONWritable & Sendable>(_ key: StaticString, _ values: [Element]) {
        parallelArray(key, count: values.count) { values[$0] }
    }

    /// The same for the array of `element(0..<count)`, each element made on the thread that
    /// writes it (a SARIF log's results: made on their own threads first, then written on
    /// them again, they were two rounds of threads and an array of them in between).
    mutating func parallelArray<Element: JSONWritable & SendableMetatype>(_ key: StaticString, count: Int,
                                                       element: @Sendable (Int) -> Element) {
        self.key(key)
        guard jobs > 1, count >= 2 * Self.minimumPart else {
            return array { json in
                for index in 0..<count {
                    json.element()
                    element(index).write(to: &json)
                }
            }
        }
        let ranges = ParallelMap.parts(count: count, jobs: jobs, minimum: Self.minimumPart)
        let elementIndent = indent + 2
        let written = ParallelMap.map(ranges, jobs: jobs) { range in
            var part = JSONWriter(capacity: 64 * 1024)
            part.indent = elementIndent
            #if DEBUG
            part.lastKeys = []
            #endif
            for index in range {
                part.element()
                element(index).write(to: &part)
            }
            return part.sink
        }
        array { json in
            for part in written {
                if !json.isEmpty {
                    json.sink.append(UInt8(ascii: ","))
                    json.sink.append(UInt8(ascii: "\n"))
                }
                json.handOver(part)
                json.isEmpty = false
            }
        }
    }

    /// Fewer elements than this are not worth a thread.
    static let minimumPart = 64

    /// A part written elsewhere, next in the text: kept as a piece of its own from this size
    /// on, copied below it.
    private mutating func handOver(_ part: ByteSink) {
        guard part.count >= Self.minimumPiece else { return sink.append(part) }
        handedOver.append(sink)
        handedOver.append(part)
        sink = ByteSink(capacity: 16 * 1024)
    }

    static let minimumPiece = 16 * 1024

    // MARK: Templates

    /// Writes a value through the template `shape`, `variant` and `secondVariant` name at this
    /// indent (see `JSONTemplate`), made on first use by `render`, which writes the value with
    /// the values it is given (`JSONTemplate.Values.markers` then) and holds `expectedHoles` of
    /// them. False, having written nothing, when the value is to be written the usual way (a
    /// string too long for one write, a template that could not be made).
    mutating func value(template shape: Int, variant: String, _ secondVariant: String?, _ values: JSONTemplate.Values,
                        expectedHoles: Int, render: (inout JSONWriter, JSONTemplate.Values) -> Void) -> Bool {
        let indent = indent
        let slot = shape & 15
        let found: Int
        if lastTemplate[slot] >= 0, case let last = templates[lastTemplate[slot]].key, last.shape == shape,
           last.indent == indent, last.variant == variant, last.secondVariant == secondVariant {
            found = lastTemplate[slot]
        } else {
            let key = JSONTemplate.Key(shape: shape, variant: variant, secondVariant: secondVariant, indent: indent)
            if let known = templateIndex[key] {
                found = known
            } else {
                var rendering = JSONWriter(capacity: 1024)
                rendering.indent = indent
                render(&rendering, JSONTemplate.Values.markers)
                found = templates.count
                templates.append((key, JSONTemplate(rendered: Array(rendering.sink.contents), expectedHoles: expectedHoles)))
                templateIndex[key] = found
            }
            lastTemplate[slot] = found
        }
        guard let room = templates[found].template?.room(for: values) else { return false }
        let sink = sink
        templates[found].template?.write(values, into: sink, room: room)
        return true
    }

    // MARK: Scalars

    mutating func string(_ value: String) {
        var out = sink
        Self.quote(value, into: &out)
    }
    mutating func integer(_ value: Int) {
        var out = sink
        Self.integer(value, into: &out)
    }
    mutating func boolean(_ value: Bool) {
        let text: StaticString = value ? "true" : "false"
        text.withUTF8Buffer { sink.append(bytes: $0) }
    }

    /// ` : ` after a key (and its closing quote).
    private static let keySeparator = Array(" : ".utf8)

    /// Spaces appended from a buffer: appending `repeatElement` goes element by element.
    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    static func indent(_ count: Int, into out: inout some ByteOutput) {
        var left = count
        while left > 0 {
            let step = min(left, spaces.count)
            spaces.withUnsafeBufferPointer { out.append(bytes: UnsafeBufferPointer(rebasing: $0[..<step])) }
            left -= step
        }
    }

    /// A JSON string as `JSONEncoder` writes it: `"`, `\` and controls escaped (the short
    /// forms where JSON has them, else `\u00XX` in lowercase hex), nothing else.
    static func quote(_ string: String, into out: inout some ByteOutput) {
        var string = string
        string.withUTF8 { quote($0, into: &out) }
    }

    /// `bytes` (a string's UTF-8) quoted.
    static func quote(_ bytes: UnsafeBufferPointer<UInt8>, into out: inout some ByteOutput) {
        out.append(UInt8(ascii: "\""))
        forEachRun(of: bytes) { run in
            out.append(bytes: run)
        } escaped: { byte in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 6) { escape in
                let count = writeEscape(byte, at: escape.baseAddress!)
                out.append(bytes: UnsafeBufferPointer(rebasing: escape[..<count]))
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    /// `bytes` quoted as `quote` does, written at `out`, which has room for `6 * count + 2`
    /// bytes; returns the length written.
    static func writeQuoted(_ bytes: UnsafeBufferPointer<UInt8>, at out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\"")
        var at = 1
        forEachRun(of: bytes) { run in
            if let start = run.baseAddress { (out + at).initialize(from: start, count: run.count) }
            at += run.count
        } escaped: { byte in
            at += writeEscape(byte, at: out + at)
        }
        out[at] = UInt8(ascii: "\"")
        return at + 1
    }

    /// `bytes` as JSON quotes them, in order: each run copied as it is (`plain`), and each byte
    /// written escaped between them (`escaped`). A plain loop over the bytes, eight at a time
    /// while none needs escaping (the usual text), not a test per byte: a report's strings are
    /// most of its bytes, and most of its cost.
    @inline(__always)
    private static func forEachRun(of bytes: UnsafeBufferPointer<UInt8>, plain: (UnsafeBufferPointer<UInt8>) -> Void,
                                   escaped: (UInt8) -> Void) {
        guard let base = bytes.baseAddress else { return }
        let raw = UnsafeRawPointer(base)
        var clean = 0
        var position = 0
        while position < bytes.count {
            while position + 8 <= bytes.count,
                  !Self.mayNeedEscaping(raw.loadUnaligned(fromByteOffset: position, as: UInt64.self)) {
                position += 8
            }
            guard position < bytes.count else { break }
            let byte = bytes[position]
            position += 1
            guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
            plain(UnsafeBufferPointer(rebasing: bytes[clean..<(position - 1)]))
            clean = position
            escaped(byte)
        }
        plain(UnsafeBufferPointer(rebasing: bytes[clean...]))
    }

    /// `byte`'s escape as `JSONEncoder` writes it (the short forms where JSON has them, else
    /// `\u00XX` in lowercase hex), written at `out` (room for six bytes); its length.
    private static func writeEscape(_ byte: UInt8, at out: UnsafeMutablePointer<UInt8>) -> Int {
        out[0] = UInt8(ascii: "\\")
        switch byte {
        case 0x22, 0x5C: out[1] = byte
        case 0x08: out[1] = UInt8(ascii: "b")
        case 0x09: out[1] = UInt8(ascii: "t")
        case 0x0A: out[1] = UInt8(ascii: "n")
        case 0x0C: out[1] = UInt8(ascii: "f")
        case 0x0D: out[1] = UInt8(ascii: "r")
        default:
            out[1] = UInt8(ascii: "u")
            out[2] = UInt8(ascii: "0")
            out[3] = UInt8(ascii: "0")
            out[4] = lowercaseHex[Int(byte >> 4)]
            out[5] = lowercaseHex[Int(byte & 0xF)]
            return 6
        }
        return 2
    }

    /// Whether any of eight bytes may be a control character, `"` or `\`: never false for one
    /// that is (a true answer is then checked byte by byte). A byte is below 0x20 when
    /// subtracting 0x20 borrows out of it where it had no top bit; `"` and `\` are found by
    /// `ByteWords`.
    @inline(__always)
    static func mayNeedEscaping(_ word: UInt64) -> Bool {
        let below = (word &- ByteWords.repeating(0x20)) & ~word & 0x8080_8080_8080_8080
        return below | ByteWords.matches(word, ByteWords.repeating(0x22))
            | ByteWords.matches(word, ByteWords.repeating(0x5C)) != 0
    }

    /// `\u00XX` digits, as `JSONEncoder` writes them.
    private static let lowercaseHex = Array("0123456789abcdef".utf8)

    static func integer(_ value: some BinaryInteger, into out: inout some ByteOutput) {
        guard let value = Int(exactly: value) else {
            let text = Array("\(value)".utf8)
            return text.withUnsafeBufferPointer { out.append(bytes: $0) }
        }
        integer(value, into: &out)
    }

    /// `value`'s digits written at `out` (room for `maximumIntegerLength` bytes); the length.
    static func writeInteger(_ value: Int, at out: UnsafeMutablePointer<UInt8>) -> Int {
        var rest = value.magnitude
        var length = value < 0 ? 2 : 1
        var probe = rest
        while probe >= 10 {
            probe /= 10
            length += 1
        }
        if value < 0 { out[0] = UInt8(ascii: "-") }
        var at = length
        repeat {
            at -= 1
            out[at] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
        } while rest > 0
        return length
    }

    /// The digits made in a buffer on the stack (`writeInteger`) and appended at once.
    static func integer(_ value: Int, into out: inout some ByteOutput) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumIntegerLength) { digits in
            let length = writeInteger(value, at: digits.baseAddress!)
            out.append(bytes: UnsafeBufferPointer(rebasing: digits[..<length]))
        }
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
            // One member (a SARIF result's fingerprint) needs no sorted copy of the keys.
            if count == 1, let (key, value) = first {
                json.key(named: key)
                return value.write(to: &json)
            }
            for key in keys.sorted() {
                json.key(named: key)
                self[key]!.write(to: &json)
            }
        }
    }
}
