// libFuzzer target: any text -> PrintHierarchyImporter (`modallint import`). The importer
// reads what a debugger printed, so it must never crash, hang or blow its memory on any text.

@_cdecl("LLVMFuzzerTestOneInput")
public func importFuzzTarget(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let text = String(decoding: bytes, as: UTF8.self)
    _ = PrintHierarchyImporter.convert(text, sourceName: "fuzz.txt")
    return 0
}
