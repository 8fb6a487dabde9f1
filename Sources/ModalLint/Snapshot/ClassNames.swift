/// Interns view-controller class names: one shared `ViewControllerClass` per distinct name.
/// A name already seen is found from the scalar's bytes, so the common case makes no
/// String: a snapshot names each of its few hundred classes thousands of times
/// (`ByteStringTable`: no `Hasher`, no allocation and nothing reference counted per lookup).
struct ClassNames {
    /// `classes[i]` is the class of the table's string `i`.
    private var classes: [ViewControllerClass] = []
    private var names = ByteStringTable(initialSlots: 1024)

    /// The class these bytes spell, if one was interned before.
    func existing(_ bytes: UnsafeBufferPointer<UInt8>) -> ViewControllerClass? {
        names.index(of: bytes).map { classes[$0] }
    }

    /// The same for `bytes[span]` (a document's scalar). Not `withScalarBytes(_, existing)`:
    /// the method as a closure copied the table, four references counted up and down per call.
    func existing(in bytes: [UInt8], _ span: Range<Int>) -> ViewControllerClass? {
        bytes.withUnsafeBufferPointer { existing(UnsafeBufferPointer(rebasing: $0[span])) }
    }

    mutating func intern(_ name: String) -> ViewControllerClass {
        let (index, inserted) = names.insert(name)
        if inserted { classes.append(ViewControllerClass(name)) }
        return classes[index]
    }
}
