/// A value written many times over whose text differs only in a few integers and short strings
/// (a SARIF location: its keys, its file's uri and its indentation are the same in every
/// result). `JSONWriter` renders it once per indent by writing the value itself with markers in
/// place of those values, keeps the text between the markers, and then writes each such value
/// as copies of that text with the values written in: the bytes the value's own writer writes,
/// for a fraction of the work (a location is a dozen members, and a SARIF log tens of thousands
/// of locations).
struct JSONTemplate {
    /// The values a template's holes take: at most five integers and two strings, by slot.
    struct Values {
        var integers: (Int, Int, Int, Int, Int) = (0, 0, 0, 0, 0)
        var strings: (String, String) = ("", "")

        static let integerSlots = 5
        static let stringSlots = 2

        func integer(_ slot: Int) -> Int {
            switch slot {
            case 0: integers.0
            case 1: integers.1
            case 2: integers.2
            case 3: integers.3
            default: integers.4
            }
        }

        func string(_ slot: Int) -> String { slot == 0 ? strings.0 : strings.1 }

        /// What a template is rendered with: integers and strings no report writes (the least
        /// integers there are, and strings of control characters, which are written escaped).
        static let markers = Values(
            integers: (Int.min + 1, Int.min + 2, Int.min + 3, Int.min + 4, Int.min + 5),
            strings: ("\u{1}\u{2}0\u{3}", "\u{1}\u{2}1\u{3}"))
    }

    /// Which template: the value's shape (its members present, as its writer numbers them), two
    /// strings its fixed text depends on (a location's uri and base), and the indent.
    struct Key: Hashable {
        var shape: Int
        var variant: String
        var secondVariant: String?
        var indent: Int
    }

    enum Hole {
        case integer(Int)
        case string(Int)
    }

    /// The text between the holes, in order: `literals[i]` comes before `holes[i]`, and the
    /// last literal after the last hole.
    private(set) var text: [UInt8]
    private(set) var literals: [Range<Int>]
    private(set) var holes: [Hole]

    /// The template in `rendered` (a value written with `Values.markers`), which holds
    /// `expectedHoles` markers; nil when it holds another number (a marker's text appeared in
    /// the fixed text as well: the value is then written the usual way).
    init?(rendered: [UInt8], expectedHoles: Int) {
        var found: [(at: Range<Int>, hole: Hole)] = []
        func find(_ marker: [UInt8], _ hole: Hole) {
            guard marker.count <= rendered.count else { return }
            var start = 0
            while start + marker.count <= rendered.count {
                if rendered[start] == marker[0], rendered[start..<(start + marker.count)].elementsEqual(marker) {
                    found.append((start..<(start + marker.count), hole))
                    start += marker.count
                } else {
                    start += 1
                }
            }
        }
        let markers = Values.markers
        for slot in 0..<Values.integerSlots {
            var digits: [UInt8] = []
            JSONWriter.integer(markers.integer(slot), into: &digits)
            find(digits, .integer(slot))
        }
        for slot in 0..<Values.stringSlots {
            var quoted: [UInt8] = []
            JSONWriter.quote(markers.string(slot), into: &quoted)
            find(quoted, .string(slot))
        }
        found.sort { $0.at.lowerBound < $1.at.lowerBound }
        guard found.count == expectedHoles,
              zip(found, found.dropFirst()).allSatisfy({ $0.at.upperBound <= $1.at.lowerBound }) else { return nil }
        text = rendered
        literals = []
        holes = []
        var literalStart = 0
        for (at, hole) in found {
            literals.append(literalStart..<at.lowerBound)
            holes.append(hole)
            literalStart = at.upperBound
        }
        literals.append(literalStart..<rendered.count)
    }

    /// The most bytes writing `values` into it takes: its text, the longest integer, each
    /// string escaped at worst (`\u00XX` a byte); nil when a string is longer than the writer
    /// writes in one piece (`JSONWriter.longestStringInOneWrite`).
    func room(for values: Values) -> Int? {
        var room = literals.reduce(0) { $0 + $1.count }
        for hole in holes {
            switch hole {
            case .integer: room += JSONWriter.maximumIntegerLength
            case .string(let slot):
                let count = values.string(slot).utf8.count
                guard count <= JSONWriter.longestStringInOneWrite else { return nil }
                room += 6 * count + 2
            }
        }
        return room
    }

    /// Appends it to `sink` with `values` in its holes, in `room` bytes (`room(for:)`).
    func write(_ values: Values, into sink: ByteSink, room: Int) {
        text.withUnsafeBufferPointer { text in
            literals.withUnsafeBufferPointer { literals in
                holes.withUnsafeBufferPointer { holes in
                    sink.withRoom(room) { out in
                        var at = 0
                        func copy(_ literal: Range<Int>) {
                            guard !literal.isEmpty, let base = text.baseAddress else { return }
                            (out + at).initialize(from: base + literal.lowerBound, count: literal.count)
                            at += literal.count
                        }
                        for index in 0..<holes.count {
                            copy(literals[index])
                            switch holes[index] {
                            case .integer(let slot):
                                at += JSONWriter.writeInteger(values.integer(slot), at: out + at)
                            case .string(let slot):
                                var string = values.string(slot)
                                at += string.withUTF8 { JSONWriter.writeQuoted($0, at: out + at) }
                            }
                        }
                        copy(literals[literals.count - 1])
                        return at
                    }
                }
            }
        }
    }
}
