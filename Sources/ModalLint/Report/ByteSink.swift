/// Where `JSONWriter` and `PrettyJSON` append bytes: an array, or a `ByteSink`.
protocol ByteOutput {
    mutating func append(_ byte: UInt8)
    mutating func append(bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: ByteOutput where Element == UInt8 {
    mutating func append(bytes: UnsafeBufferPointer<UInt8>) { append(contentsOf: bytes) }
}

/// A growable run of bytes for the reports' writers, appended to in place. An array's
/// `append(contentsOf:)` of a few bytes (a key, an indent, the text between two escapes)
/// cost about 80 instructions of bookkeeping each time, a third of writing a SARIF log.
/// Its storage is only reached through `append` and `array`, on one thread at a time.
final class ByteSink: ByteOutput {
    @exclusivity(unchecked) private var base: UnsafeMutablePointer<UInt8>
    @exclusivity(unchecked) private(set) var count = 0
    @exclusivity(unchecked) private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 64)
        base = .allocate(capacity: self.capacity)
    }

    deinit { base.deallocate() }

    @inline(__always)
    func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    @inline(__always)
    func append(bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        if count + bytes.count > capacity { grow(toHold: count + bytes.count) }
        (base + count).update(from: source, count: bytes.count)
        count += bytes.count
    }

    func append(_ other: ByteSink) {
        append(bytes: UnsafeBufferPointer(start: other.base, count: other.count))
    }

    @inline(never)
    private func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        grown.update(from: base, count: count)
        base.deallocate()
        base = grown
        capacity = newCapacity
    }

    /// The bytes so far, copied into an array.
    var array: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }
}
