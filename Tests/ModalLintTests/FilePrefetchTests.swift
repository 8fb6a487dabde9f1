import Foundation
import Testing
@testable import ModalLint

/// A file read ahead (`FilePrefetch`) is handed over only as what reading it then would give:
/// the same file, unchanged, within the limit, once.
/// (Named `parallel...` so that scripts/sanitizers runs it under TSan.)
@Test func parallelFilePrefetchHandsOverOnlyTheSameUnchangedFileOnce() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("modallint-prefetch-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let large = directory.appendingPathComponent("large.yaml").path
    let small = directory.appendingPathComponent("small.yaml").path
    let link = directory.appendingPathComponent("link.yaml").path
    let bytes = Array(String(repeating: "- class: A\n", count: 30_000).utf8)
    try Data(bytes).write(to: URL(fileURLWithPath: large))
    try Data("windows: []\n".utf8).write(to: URL(fileURLWithPath: small))
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: large)
    let limit = 1 << 20

    // Read ahead, then taken once; a file below the minimum, or missing, is not read ahead.
    FilePrefetch.start([large, small, directory.appendingPathComponent("missing.yaml").path],
                       minimumBytes: 1_000, limit: limit)
    #expect(FilePrefetch.take(small, limit: limit) == nil)
    #expect(FilePrefetch.take(large, limit: limit).map { $0 == bytes } == true)
    #expect(FilePrefetch.take(large, limit: limit).map(\.count) == nil)

    // Another name of the same file is the same file.
    FilePrefetch.start([large], minimumBytes: 1_000, limit: limit)
    #expect(FilePrefetch.take(link, limit: limit).map { $0 == bytes } == true)

    // A file changed since it was read ahead is read again by the caller. (Taking another file
    // waits until the read ahead is done: the change comes after it.)
    FilePrefetch.start([large], minimumBytes: 1_000, limit: limit)
    #expect(FilePrefetch.take(small, limit: limit) == nil)
    let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: large))
    try handle.seekToEnd()
    try handle.write(contentsOf: Data("- class: B\n".utf8))
    try handle.close()
    #expect(FilePrefetch.take(large, limit: limit).map(\.count) == nil)

    // Larger than the caller's limit: not handed over (the caller reports it as too large).
    FilePrefetch.start([large], minimumBytes: 1_000, limit: limit)
    #expect(FilePrefetch.take(large, limit: 1_000).map(\.count) == nil)

    // Not taken: let go of.
    FilePrefetch.start([large], minimumBytes: 1_000, limit: limit)
    FilePrefetch.discard()
    #expect(FilePrefetch.take(large, limit: limit).map(\.count) == nil)
}
