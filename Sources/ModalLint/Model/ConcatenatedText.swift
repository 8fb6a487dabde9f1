/// A string literal's pieces copied into one buffer and made a String once:
/// `String(concatenating: "\(name) is not presented: ...")`.
///
/// Why: findings name their places and say what happened in text built from a dozen pieces,
/// thousands of times in a large snapshot. Appending to a String (which string interpolation
/// does piece by piece) checks its uniqueness and capacity on every piece and reallocates a
/// string that starts small as it grows: about 500 instructions a piece. Copying the pieces'
/// bytes into one buffer and making the String from it takes about a third of the
/// instructions for a call's name (a measurement kept in docs/performance-history.md).
struct ConcatenatedText: ExpressibleByStringInterpolation {
    let string: String

    init(stringLiteral value: String) { string = value }

    init(stringInterpolation: Interpolation) {
        string = stringInterpolation.makeString()
    }

    /// The bytes so far, in memory of its own that `makeString` releases (the compiler makes
    /// one of these for each literal and hands it to `init(stringInterpolation:)`).
    struct Interpolation: StringInterpolationProtocol {
        private var storage: UnsafeMutablePointer<UInt8>
        private var capacity: Int
        private var count = 0

        init(literalCapacity: Int, interpolationCount: Int) {
            // Room for the literal and for names of typical length: one allocation for most.
            capacity = max(32, literalCapacity + 32 * interpolationCount)
            storage = .allocate(capacity: capacity)
        }

        mutating func appendLiteral(_ literal: String) { append(literal) }

        mutating func appendInterpolation(_ text: String) { append(text) }

        mutating func appendInterpolation(_ number: Int) { append(String(number)) }

        /// A view controller as the frameworks print an instance, without the angle brackets:
        /// `App.Root: 0x600000c04000` with an address, `App.Root` without (see
        /// `ViewController.instanceDescription`).
        mutating func appendInterpolation(instance controller: ViewController) {
            append(controller.className)
            if let address = controller.address {
                append(": ")
                append(address)
            }
        }

        /// `items`, each after `prefix`, with `separator` between them.
        mutating func appendInterpolation(_ items: [String], prefix: String = "", separator: String) {
            for index in items.indices {
                if index > 0 { append(separator) }
                append(prefix)
                append(items[index])
            }
        }

        private mutating func append(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                guard let source = bytes.baseAddress else { return }
                if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
                (storage + count).initialize(from: source, count: bytes.count)
                count += bytes.count
            }
        }

        private mutating func grow(toHold needed: Int) {
            let larger = max(needed, 2 * capacity)
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = moved
            capacity = larger
        }

        /// The text, once; the buffer is released.
        fileprivate func makeString() -> String {
            // Valid UTF-8 throughout: every piece was a String's own UTF-8.
            let made = String(unsafeUninitializedCapacity: count) { buffer in
                guard let target = buffer.baseAddress else { return 0 }
                target.initialize(from: storage, count: count)
                return count
            }
            storage.deallocate()
            return made
        }
    }
}

extension String {
    /// `text`'s pieces joined with one copy of their bytes (see `ConcatenatedText`).
    init(concatenating text: ConcatenatedText) {
        self = text.string
    }
}
